import { recordFieldLabel } from './record-fields.js';

/**
 * Tier configuration as data (002 §3: every field of the company form has required, visible,
 * disabled and editable flags set per tier; ADR 45). A tier is what a layering application asks
 * for. `required`: must be filled; `visible`: shown at all; `disabled`: shown but not enterable
 * (filled from the company or by staff); `editable`: may be changed at the approval nodes that
 * allow edits (001 §3.21 editInApprove).
 *
 * The flags of a field are the base flags, then the field's defaults, then the tier's rule for
 * its section, then the tier's rule for the field itself (the more specific wins). A hidden
 * field is never required nor editable: a form cannot ask for what it does not show.
 */

export interface FieldFlags {
  required: boolean;
  visible: boolean;
  disabled: boolean;
  editable: boolean;
}

export interface TierDefinition {
  key: string;
  name: string;
}

export interface TierConfig {
  tiers: readonly TierDefinition[];
  /** Defaults of fields or sections (`basic.name`, `financials`) whatever the tier. */
  defaults: Readonly<Record<string, Partial<FieldFlags>>>;
  /** Per tier: rules for sections or fields. */
  tierRules: Readonly<Record<string, Readonly<Record<string, Partial<FieldFlags>>>>>;
}

const BASE: FieldFlags = { required: false, visible: true, disabled: false, editable: true };
const req = { required: true } as const;
const hidden = { visible: false } as const;

/**
 * The shipped configuration. Tiers: 002 §4 names the 标准层 (standard) and 孵化层 (incubation)
 * that the evaluation suggests; `none` is the record outside any layering application.
 */
export const COMPANY_TIER_CONFIG: TierConfig = {
  tiers: [
    { key: 'none', name: '未申请分层' },
    { key: 'incubation', name: '孵化层' },
    { key: 'standard', name: '标准层' },
  ],
  defaults: {
    'basic.name': { required: true, disabled: true, editable: false },
    'basic.idType': { required: true, disabled: true, editable: false },
    'basic.idNumber': { required: true, disabled: true, editable: false },
    'basic.companyType': req,
    'basic.registryDate': req,
    'basic.registeredCapital': req,
    'basic.registeredCapitalCurrency': req,
    'basic.industryKey': req,
    'basic.provinceCode': req,
    'basic.cityCode': req,
    'basic.registeredAddress': req,
    'legal.name': req,
    'layering.appliedTier': { disabled: true, editable: false },
    layering: hidden,
    evaluation: hidden,
    recommendedUnit: hidden,
  },
  tierRules: {
    none: {},
    incubation: {
      layering: { visible: true },
      'layering.appliedTier': req,
      'basic.paidInCapital': req,
      'basic.businessScope': req,
      'basic.mainBusiness': req,
      'legal.mobile': req,
      staffing: { visible: true },
      'staffing.staffCount': req,
      financials: { visible: true },
      'financials.year': req,
      'financials.totalBusinessRevenue': req,
      'financials.netProfit': req,
      recommendedUnit: { visible: true },
      'recommendedUnit.ruName': req,
    },
    standard: {
      layering: { visible: true },
      'layering.appliedTier': req,
      'layering.transferBoardIntention': req,
      'basic.paidInCapital': req,
      'basic.paidInCapitalCurrency': req,
      'basic.businessScope': req,
      'basic.mainBusiness': req,
      'basic.csrcIndustryKey': req,
      'basic.districtCode': req,
      'basic.shareholdersNumber': req,
      'legal.mobile': req,
      'legal.idNumber': req,
      'staffing.staffCount': req,
      'staffing.statisticsEndDate': req,
      'controllers.controllingShareholderName': req,
      'controllers.actualControllerName': req,
      financials: req,
      'financials.year': req,
      'financials.totalBusinessRevenue': req,
      'financials.mainBusinessRevenue': req,
      'financials.totalAssets': req,
      'financials.totalLiabilities': req,
      'financials.netProfit': req,
      evaluation: { visible: true },
      'evaluation.leadingProducts': req,
      recommendedUnit: { visible: true },
      'recommendedUnit.ruName': req,
      'recommendedUnit.ruType': req,
    },
  },
};

export class TierConfigError extends Error {}

/** The tier keys of a configuration, in order. */
export function tierKeys(config: TierConfig = COMPANY_TIER_CONFIG): string[] {
  return config.tiers.map((t) => t.key);
}

/**
 * The flags of `field` (`section.key`, or a whole section) at `tier`. Unknown tiers and fields
 * throw: a form must not silently show a field nobody configured.
 */
export function fieldFlags(
  tier: string,
  field: string,
  config: TierConfig = COMPANY_TIER_CONFIG,
): FieldFlags {
  const rules = config.tierRules[tier];
  if (!rules || !config.tiers.some((t) => t.key === tier)) throw new TierConfigError(`未知的分层：${tier}`);
  if (recordFieldLabel(field) === undefined) throw new TierConfigError(`未知的企业信息字段：${field}`);
  const section = field.split('.')[0] as string;
  const sectionLayers = [config.defaults[section], rules[section]];
  const flags = { ...BASE };
  // A section's rules reach its fields, except `required`: a list section that must have rows
  // does not make each of its columns required.
  for (const layer of sectionLayers) {
    if (!layer) continue;
    const { required: _sectionRequired, ...rest } = layer;
    Object.assign(flags, field === section ? layer : rest);
  }
  if (field !== section) {
    const sectionVisible = flags.visible;
    for (const layer of [config.defaults[field], rules[field]]) if (layer) Object.assign(flags, layer);
    // A field's own flags never show a field of a hidden section.
    flags.visible = sectionVisible && flags.visible;
  }
  if (!flags.visible) return { ...flags, required: false, editable: false };
  return flags;
}

/** Every configured key names a real field or section and a real tier (checked by the tests). */
export function tierConfigProblems(config: TierConfig = COMPANY_TIER_CONFIG): string[] {
  const problems: string[] = [];
  const known = new Set(tierKeys(config));
  for (const tier of Object.keys(config.tierRules))
    if (!known.has(tier)) problems.push(`分层规则的分层不存在：${tier}`);
  for (const tier of known) if (!config.tierRules[tier]) problems.push(`分层缺少规则：${tier}`);
  const keys = [
    ...Object.keys(config.defaults),
    ...Object.values(config.tierRules).flatMap((r) => Object.keys(r)),
  ];
  for (const key of new Set(keys))
    if (recordFieldLabel(key) === undefined) problems.push(`字段不存在：${key}`);
  return problems;
}
