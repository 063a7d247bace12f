import { parseIsoDate } from '../calendar.js';

/** The names the patent widgets are registered under (001 §3.5). */
export const PATENT_LIST_WIDGET = 'patentList';
export const PATENT_TABLE_WIDGET = 'patentTable';

export const PATENT_MESSAGES = Object.freeze({
  /** 001 §5.5, §8: the last group cannot be removed (and an empty list is refused). */
  atLeastOne: '至少填写一组知识产权信息',
  /** 001 §5.5. */
  positiveInteger: '请输入正整数',
  /** Ours: 001 §9 limits (50 patent text, 100 pledge and family, 20 the amount). */
  tooLong: (max: number) => `长度不能超过${max}个字符`,
  invalidDate: '请输入正确的日期',
  /** Ours: 1/0 flags. */
  invalidFlag: (label: string) => `${label}的选项无效`,
  required: (label: string) => `请填写${label}`,
  /** Ours: a pledge (family) flag of 1 with no pledge (family) row. */
  pledgeRowRequired: '请至少添加一条质押融资信息',
  familyRowRequired: '请至少添加一条同族专利信息',
  format: '知识产权信息格式不正确',
});

/** One pledge row of patentCnPledgeInfo (001 §3.5). */
export interface PatentPledgeRow {
  financialOrg?: string;
  financialProduct?: string;
  financialDate?: string;
  financialAmount?: string;
}

/** One family row of patentCnFamilyInfo (001 §3.5). */
export interface PatentFamilyRow {
  familyApplyArea?: string;
  familyApplyDate?: string;
  familyCertOrg?: string;
  familyPatentId?: string;
  familyPatentName?: string;
}

/** One patent (001 §3.5); the older flat pledge and family fields are kept as the rows' first. */
export interface PatentRow extends PatentPledgeRow, PatentFamilyRow {
  id?: string;
  name?: string;
  patentNo?: string;
  type?: string;
  typeName?: string;
  legalStatus?: string;
  legalStatusName?: string;
  applyNo?: string;
  applyDate?: string;
  publicNo?: string;
  publicDate?: string;
  transferDate?: string;
  applicants?: string;
  pledgerFinancing?: string;
  hasOtherPatent?: string;
  hasFamilyPatent?: string;
  isShowin?: string;
  patentCnPledgeInfo?: PatentPledgeRow[];
  patentCnFamilyInfo?: PatentFamilyRow[];
}

export const PATENT_LABELS: Readonly<Record<string, string>> = Object.freeze({
  name: '专利名称',
  patentNo: '专利号',
  type: '专利类型',
  typeName: '专利类型名称',
  legalStatus: '法律状态',
  legalStatusName: '法律状态名称',
  applyNo: '申请号',
  applyDate: '申请日',
  publicNo: '公开号',
  publicDate: '公开日',
  transferDate: '转让日期',
  applicants: '申请人',
  pledgerFinancing: '是否质押融资',
  hasOtherPatent: '是否有其他专利',
  hasFamilyPatent: '是否有同族专利',
  isShowin: '是否展示',
  financialOrg: '质押融资机构',
  financialProduct: '融资产品',
  financialDate: '融资日期',
  financialAmount: '融资金额',
  familyApplyArea: '同族申请地区',
  familyApplyDate: '同族申请日',
  familyCertOrg: '同族授权机构',
  familyPatentId: '同族专利号',
  familyPatentName: '同族专利名称',
});

/** 001 §5.5: required in the list form. */
export const PATENT_REQUIRED = Object.freeze([
  'name',
  'patentNo',
  'type',
  'legalStatus',
  'applyNo',
  'applyDate',
  'publicNo',
  'publicDate',
]);
/** 001 §5.5: also required unless appId 550200 or a companyRuBan path. */
export const PATENT_REQUIRED_UNLESS_RELAXED = Object.freeze([
  'transferDate',
  'pledgerFinancing',
  'hasOtherPatent',
  'hasFamilyPatent',
]);
export const PLEDGE_FIELDS = Object.freeze([
  'financialOrg',
  'financialProduct',
  'financialDate',
  'financialAmount',
] as const);
export const FAMILY_FIELDS = Object.freeze([
  'familyApplyArea',
  'familyApplyDate',
  'familyCertOrg',
  'familyPatentId',
  'familyPatentName',
] as const);
const FLAGS = ['pledgerFinancing', 'hasOtherPatent', 'hasFamilyPatent', 'isShowin'];
/** The date fields (yyyy-MM-dd) of a patent and its sub-rows. */
export const PATENT_DATE_FIELDS: ReadonlySet<string> = new Set([
  'applyDate',
  'publicDate',
  'transferDate',
  'financialDate',
  'familyApplyDate',
]);
/** The patent's own fields in the form's order. */
export const PATENT_FIELDS = Object.freeze([
  'name',
  'patentNo',
  'type',
  'typeName',
  'legalStatus',
  'legalStatusName',
  'applyNo',
  'applyDate',
  'publicNo',
  'publicDate',
  'transferDate',
  'applicants',
  'pledgerFinancing',
  'hasOtherPatent',
  'hasFamilyPatent',
  'isShowin',
] as const);
const PATENT_TEXT = ['name', 'patentNo', 'typeName', 'legalStatusName', 'applyNo', 'publicNo', 'applicants'];
const ROW_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'type',
  'legalStatus',
  ...PATENT_TEXT,
  ...PATENT_REQUIRED_UNLESS_RELAXED,
  'isShowin',
  'applyDate',
  'publicDate',
  ...PLEDGE_FIELDS,
  ...FAMILY_FIELDS,
  'patentCnPledgeInfo',
  'patentCnFamilyInfo',
]);
export const PATENT_TEXT_MAX = 50;
export const PLEDGE_TEXT_MAX = 100;
export const FINANCIAL_AMOUNT_MAX = 20;
const POSITIVE_INTEGER = /^[1-9]\d*$/;

/** Which variant and how strict (001 §5.5). */
export interface PatentEnv {
  variant: 'list' | 'table';
  appId?: string;
  route?: string;
}

/** 001 §5.5: the pledge and other-patent flags are optional for 550200 and companyRuBan paths. */
export function patentRulesRelaxed(env: Pick<PatentEnv, 'appId' | 'route'>): boolean {
  return env.appId === '550200' || (env.route ?? '').includes('companyRuBan');
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

interface FieldProblem {
  field: string;
  message: string;
}

/** The format checks of one value: a date, a flag, the amount, the length. */
function valueProblem(field: string, value: string, max: number): string | null {
  if (value === '') return null;
  if (PATENT_DATE_FIELDS.has(field)) return parseIsoDate(value) === null ? PATENT_MESSAGES.invalidDate : null;
  if (FLAGS.includes(field))
    return value === '1' || value === '0' ? null : PATENT_MESSAGES.invalidFlag(PATENT_LABELS[field]!);
  if (field === 'financialAmount') {
    if ([...value].length > FINANCIAL_AMOUNT_MAX) return PATENT_MESSAGES.tooLong(FINANCIAL_AMOUNT_MAX);
    return POSITIVE_INTEGER.test(value) ? null : PATENT_MESSAGES.positiveInteger;
  }
  return [...value].length > max ? PATENT_MESSAGES.tooLong(max) : null;
}

function checkFields(
  row: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  required: ReadonlySet<string>,
  max: number,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    const value = text(row[field]);
    if (value === '' && required.has(field)) {
      problems.push({ field, message: PATENT_MESSAGES.required(PATENT_LABELS[field]!) });
      continue;
    }
    const message = valueProblem(field, value, max);
    if (message !== null) problems.push({ field, message });
  }
  return problems;
}

/** The pledge or family rows of a patent: a list of objects, each checked, prefixed 质押第N条. */
function subRowProblems(
  value: unknown,
  list: 'patentCnPledgeInfo' | 'patentCnFamilyInfo',
  required: boolean,
): FieldProblem[] {
  const isPledge = list === 'patentCnPledgeInfo';
  const fields: readonly string[] = isPledge ? PLEDGE_FIELDS : FAMILY_FIELDS;
  if (value === undefined || value === null) value = [];
  if (!Array.isArray(value)) return [{ field: list, message: PATENT_MESSAGES.format }];
  if (required && value.length === 0)
    return [
      {
        field: list,
        message: isPledge ? PATENT_MESSAGES.pledgeRowRequired : PATENT_MESSAGES.familyRowRequired,
      },
    ];
  const problems: FieldProblem[] = [];
  const noun = isPledge ? '质押融资' : '同族专利';
  value.forEach((row, index) => {
    const unknown = isObject(row) ? Object.keys(row).find((k) => !fields.includes(k)) : '';
    if (!isObject(row) || unknown !== undefined) {
      problems.push({ field: `${list}.${index}`, message: PATENT_MESSAGES.format });
      return;
    }
    for (const p of checkFields(row, fields, required ? new Set(fields) : new Set(), PLEDGE_TEXT_MAX))
      problems.push({ field: `${list}.${index}.${p.field}`, message: `${noun}第${index + 1}条${p.message}` });
  });
  return problems;
}

/** The failures of one patent in the list form (001 §5.5) or the table (text max 50 only). */
export function patentRowProblems(row: Readonly<Record<string, unknown>>, env: PatentEnv): FieldProblem[] {
  const unknown = Object.keys(row).find((key) => !ROW_FIELDS.has(key));
  if (unknown !== undefined) return [{ field: unknown, message: PATENT_MESSAGES.format }];
  const list = env.variant === 'list';
  const relaxed = patentRulesRelaxed(env);
  const required = new Set<string>(list ? PATENT_REQUIRED : []);
  if (list && !relaxed) for (const f of PATENT_REQUIRED_UNLESS_RELAXED) required.add(f);
  const problems = checkFields(row, PATENT_FIELDS, required, PATENT_TEXT_MAX);
  // The older flat pledge and family fields: formats only (their rows carry the requiredness).
  problems.push(...checkFields(row, [...PLEDGE_FIELDS, ...FAMILY_FIELDS], new Set(), PLEDGE_TEXT_MAX));
  const pledged = text(row.pledgerFinancing) === '1';
  const family = text(row.hasFamilyPatent) === '1';
  const flatPledge = PLEDGE_FIELDS.some((f) => text(row[f]) !== '');
  const flatFamily = FAMILY_FIELDS.some((f) => text(row[f]) !== '');
  problems.push(
    ...subRowProblems(
      row.patentCnPledgeInfo,
      'patentCnPledgeInfo',
      list && pledged && !relaxed && !flatPledge,
    ),
    ...subRowProblems(row.patentCnFamilyInfo, 'patentCnFamilyInfo', list && family && !flatFamily),
  );
  return problems;
}

export interface PatentProblem {
  /** `0.patentNo`, `0.patentCnPledgeInfo.1.financialAmount`, or '' for the whole value. */
  part: string;
  message: string;
}

/** Every failure of a patent list (form) or table; the list form needs one group at least. */
export function checkPatents(value: unknown, env: PatentEnv): PatentProblem[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return [{ part: '', message: PATENT_MESSAGES.format }];
  if (env.variant === 'list' && value.length === 0)
    return [{ part: '', message: PATENT_MESSAGES.atLeastOne }];
  const problems: PatentProblem[] = [];
  value.forEach((row, index) => {
    const prefix = `第${index + 1}行`;
    if (!isObject(row)) {
      problems.push({ part: String(index), message: `${prefix}${PATENT_MESSAGES.format}` });
      return;
    }
    for (const p of patentRowProblems(row, env))
      problems.push({ part: `${index}.${p.field}`, message: `${prefix}${p.message}` });
  });
  return problems;
}

/** 001 §5.5, §8: removing a group, refused (with the message) when it is the last one. */
export function removePatentGroup<T>(rows: readonly T[], index: number): { rows: T[] } | { error: string } {
  if (rows.length <= 1) return { error: PATENT_MESSAGES.atLeastOne };
  return { rows: rows.filter((_, i) => i !== index) };
}
