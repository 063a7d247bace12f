/** The name the qualification table is registered under (001 §3.1). */
export const QUALIFICATION_WIDGET = 'qualificationTable';

/** 001 §3.1: category codes. */
export const QUALIFICATION_CATEGORY = Object.freeze({
  marketRole: '1',
  financial: '2',
  intermediary: '3',
  other: '255',
});

/** 001 §3.1: 1 生效, 0 失效. A new row starts at 1 (001 §4.2). */
export const QUALIFICATION_STATUS = Object.freeze({ effective: '1', ineffective: '0' });

/** The type dictionary of each category (001 §7 codes); category 255 offers only 255 (001 §4.2). */
export const QUALIFICATION_TYPE_DICTIONARY: Readonly<Record<string, string>> = Object.freeze({
  '1': 'marketRolesType',
  '2': 'financialQualificationType',
  '3': 'intermediaryQualification',
});

export const OTHER_QUALIFICATION_TYPE = Object.freeze({ value: '255', label: '其他' });

/** 001 §6: the qualification modes. */
export type QualificationMode =
  | 'orgholder'
  | 'member'
  | 'orgshow'
  | 'orgregister'
  | 'specialization'
  | 'edit';

/** The workflow facts a mode depends on (a FormContext fits). */
export interface QualificationContext {
  appId?: string;
  nodeId?: string;
  type?: string;
  route?: string;
  companyUuid?: string;
}

const ORG_REGISTER_ROUTES = ['listedTrustApply', 'listedTrustApprove'];

/** 001 §6: the mode from appId or path, in the table's order; null when none is set. */
export function qualificationMode(context: QualificationContext): QualificationMode | null {
  const appId = context.appId ?? '';
  const route = context.route ?? '';
  if (appId === '550131' || appId === '550132') return 'orgholder';
  if (appId === '550012') return 'member';
  if (appId === '550092') return 'orgshow';
  if (
    appId === '550001' ||
    appId === '550064' ||
    ORG_REGISTER_ROUTES.some((part) => route.includes(part)) ||
    context.nodeId === 'SupRegApprove'
  )
    return 'orgregister';
  if (appId === '550200') return 'specialization';
  if (context.type === 'edit' || (context.companyUuid ?? '') !== '') return 'edit';
  return null;
}

const MODE_DISABLED_CATEGORIES = new Set(['3', '255']);
const MODE_DISABLED_MARKET_ROLES = new Set(['1', '3', '4']);
const MODE_DISABLED_FINANCIAL = new Set(['7', '71', '72', '73', '74', '75', '76', '77', '78']);
/** 001 §6: financial type 7 (the group node) is disabled in every mode and without one. */
const ALWAYS_DISABLED_FINANCIAL = '7';

/** 001 §6: a category option is disabled when any mode is set and it is 3 or 255. */
export function isCategoryDisabled(mode: QualificationMode | null, category: string): boolean {
  return mode !== null && MODE_DISABLED_CATEGORIES.has(category);
}

/** 001 §6: a type option of a category is disabled by the mode (and financial 7 always). */
export function isTypeDisabled(mode: QualificationMode | null, category: string, type: string): boolean {
  if (category === QUALIFICATION_CATEGORY.financial && type === ALWAYS_DISABLED_FINANCIAL) return true;
  if (mode === null) return false;
  if (category === QUALIFICATION_CATEGORY.marketRole) return MODE_DISABLED_MARKET_ROLES.has(type);
  if (category === QUALIFICATION_CATEGORY.financial) return MODE_DISABLED_FINANCIAL.has(type);
  return false;
}

/** The qualification a flow gives by default (002 §6); category only when the user picks the type. */
export interface DefaultQualification {
  qualificationCategory: string;
  maketRole?: string;
}

/**
 * 002 §6: organisation investor flows → market role/investor; the member flow → intermediary;
 * the showcase flow → market role/showcase enterprise; registration with processType 3 →
 * financial qualification. Null for any other flow.
 */
export function defaultQualification(appId: string, processType?: string): DefaultQualification | null {
  if (appId === '550131' || appId === '550132') return { qualificationCategory: '1', maketRole: '3' };
  if (appId === '550012') return { qualificationCategory: '3' };
  if (appId === '550092') return { qualificationCategory: '1', maketRole: '1' };
  if (appId === '550001' && processType === '3') return { qualificationCategory: '2' };
  return null;
}

/** 002 §6: the member flow cannot add qualification rows. */
export function mayAddQualificationRows(appId: string): boolean {
  return appId !== '550012';
}
