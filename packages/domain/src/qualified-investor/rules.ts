/**
 * The qualified-investor (合格投资者) standard of 《区域性股权市场监督管理试行办法》(证监会令第132号)
 * as data (issue 22, ADR 66): one rule per category of investor, each with what it asks of the
 * evidence and its source. A rule is either a status (an institution or product that qualifies by
 * what it is — the standard's exceptions to the thresholds) or thresholds on the evidence.
 *
 * Source status: the text of the order could not be read from the material available when this was
 * written (ADR 66): only that the standard lists financial institutions first and then legal
 * persons, partnerships and natural persons with a minimum of financial assets. So every rule
 * carries `source.verified: false` and `source.article: null`, and the reviewer sees that beside
 * the rule; the numbers below must be checked against the published order before release (one
 * place: this file).
 */
export type QualificationKind = 'institution' | 'product' | 'person';

export interface RuleSource {
  document: string;
  /** The article (条) of the order, once checked against the published text; null until then. */
  article: string | null;
  verified: boolean;
}

export interface ThresholdCriterion {
  /** The evidence's field (form prop). */
  field: 'netAssets' | 'paidInCapital' | 'financialAssets' | 'experienceYears';
  label: string;
  min: number;
  unit: '万元' | '年';
}

export interface QualificationRule {
  id: string;
  kind: QualificationKind;
  label: string;
  /** What the rule says, as shown to the applicant and the reviewer. */
  text: string;
  /** Thresholds every one of which the evidence must meet; none for a status rule (an exception). */
  criteria: readonly ThresholdCriterion[];
  /** A status rule asks for a document number instead (product filing number, licence number). */
  documentField: { field: 'licenceNo' | 'filingNo'; label: string } | null;
  source: RuleSource;
}

const ORDER = '《区域性股权市场监督管理试行办法》（证监会令第132号）';
const UNVERIFIED: RuleSource = { document: ORDER, article: null, verified: false };

export const QUALIFICATION_RULES: readonly QualificationRule[] = [
  {
    id: 'financialInstitution',
    kind: 'institution',
    label: '金融机构',
    text: '证券公司、期货公司、基金管理公司及其子公司、商业银行、保险公司、信托公司、财务公司等依法设立的金融机构',
    criteria: [],
    documentField: { field: 'licenceNo', label: '金融许可证号' },
    source: UNVERIFIED,
  },
  {
    id: 'legalPerson',
    kind: 'institution',
    label: '法人机构',
    text: '依法设立且净资产不低于人民币200万元的法人机构',
    criteria: [{ field: 'netAssets', label: '净资产（万元）', min: 200, unit: '万元' }],
    documentField: null,
    source: UNVERIFIED,
  },
  {
    id: 'partnership',
    kind: 'institution',
    label: '合伙企业',
    text: '依法设立且实缴出资不低于人民币200万元的合伙企业',
    criteria: [{ field: 'paidInCapital', label: '实缴出资（万元）', min: 200, unit: '万元' }],
    documentField: null,
    source: UNVERIFIED,
  },
  {
    id: 'registeredProduct',
    kind: 'product',
    label: '依法备案的金融产品',
    text: '依法备案或者登记的私募投资基金、证券期货经营机构资产管理计划等金融产品',
    criteria: [],
    documentField: { field: 'filingNo', label: '产品备案编号' },
    source: UNVERIFIED,
  },
  {
    id: 'naturalPerson',
    kind: 'person',
    label: '自然人',
    text: '金融资产不低于人民币50万元，且具有2年以上金融产品投资经历或者2年以上金融行业及相关工作经历的自然人',
    criteria: [
      { field: 'financialAssets', label: '金融资产（万元）', min: 50, unit: '万元' },
      { field: 'experienceYears', label: '投资或金融行业工作年限（年）', min: 2, unit: '年' },
    ],
    documentField: null,
    source: UNVERIFIED,
  },
];

export function rulesOfKind(kind: QualificationKind): QualificationRule[] {
  return QUALIFICATION_RULES.filter((r) => r.kind === kind);
}

export function qualificationRule(id: string): QualificationRule | null {
  return QUALIFICATION_RULES.find((r) => r.id === id) ?? null;
}

export function sourceText(source: RuleSource): string {
  return source.article ? `${source.document}${source.article}` : `${source.document}（条号待核对原文）`;
}
