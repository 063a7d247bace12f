import { chinaCalendarDate, formatIsoDate, parseIsoDate } from '../calendar.js';
import { sameRowsMessage } from '../same-rows.js';
import {
  type DefaultQualification,
  defaultQualification,
  isCategoryDisabled,
  isTypeDisabled,
  OTHER_QUALIFICATION_TYPE,
  QUALIFICATION_CATEGORY,
  QUALIFICATION_STATUS,
  type QualificationContext,
  type QualificationMode,
  qualificationMode,
} from './qualification-modes.js';

/** One row of the qualification table (001 §3.1); codes are strings. */
export interface QualificationRow {
  id?: string;
  qualificationCategory?: string;
  qualificationCategoryName?: string;
  maketRole?: string;
  maketRoleName?: string;
  qualificationCode?: string;
  roleQualificationCertificationDoc?: string;
  qualificationAuthenticator?: string;
  certificationTime?: string;
  qualificationReviewer?: string;
  reviewTime?: string;
  qualificationStatus?: string;
  certificationDescription?: string;
  /** Client-side flags (001 §3.1). */
  disabled?: boolean;
  delDisabled?: boolean;
  disabledForEdit?: boolean;
  isDefault?: boolean;
}

/** An effective qualification the company already holds (the duplicate check's other side). */
export interface HeldQualification {
  id: string;
  qualificationCategory: string;
  qualificationCategoryName?: string;
  maketRole: string;
  maketRoleName?: string;
}

export const QUALIFICATION_MESSAGES = Object.freeze({
  /** 001 §5.1. */
  categoryRequired: '请选择资质类别',
  typeRequired: '请选择资质类型',
  statusRequired: '请选择资质状态',
  reviewTimeRequired: '请选择审核时间',
  /** Ours (001 §5.1 gives no text; FORM_MESSAGES.dateInFuture, FORM_MESSAGES.invalidDate). */
  dateInFuture: '日期不能晚于今天',
  invalidDate: '请输入正确的日期',
  /** Ours: 001 §5.1 text fields max 50 characters (the form engine's tooLongMessage). */
  tooLong: '长度不能超过50个字符',
  /** Ours: options 001 §6 disables, sent anyway. */
  categoryDisabled: '当前业务不可选择该资质类别',
  typeDisabled: '当前业务不可选择该资质类型',
  invalidCategory: '资质类别的选项无效',
  invalidType: '资质类型的选项无效',
  invalidStatus: '资质状态的选项无效',
  /** Ours: a value that is not a list of rows, or a row with a field the table does not have. */
  format: '资质信息格式不正确',
  /** Ours: 002 §6, the member flow cannot add rows. */
  noRowsAdded: '当前业务不能添加资质',
});

/** 002 §5, the brackets holding 类别-类型 by name. */
export const duplicateAddedMessage = (name: string): string => `已有重复添加的 [${name}] 资质，请修改`;
export const alreadyEffectiveMessage = (name: string): string => `已有生效的 [${name}] 资质，请勿重新添加`;
/** 002 §5 '，第N行相同，请修改' after the columns compared, the rows listed 1、3. */
export const qualificationSameRowsMessage = (rows: readonly number[]): string =>
  `资质类别、资质类型、资质状态${sameRowsMessage(rows)}`;

const TEXT_FIELDS = [
  'qualificationCode',
  'roleQualificationCertificationDoc',
  'qualificationAuthenticator',
  'qualificationReviewer',
  'certificationDescription',
  'qualificationCategoryName',
  'maketRoleName',
] as const;
const DATE_FIELDS = ['certificationTime', 'reviewTime'] as const;
const FLAG_FIELDS = ['disabled', 'delDisabled', 'disabledForEdit', 'isDefault'];
const ROW_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'qualificationCategory',
  'maketRole',
  'qualificationStatus',
  ...TEXT_FIELDS,
  ...DATE_FIELDS,
  ...FLAG_FIELDS,
]);
export const QUALIFICATION_TEXT_MAX = 50;
const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  '1': '市场角色',
  '2': '金融资质',
  '3': '中介资质',
  '255': '其他',
};

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** 类别-类型 as the user reads it: the row's names, else the category's name and the type's code. */
export function qualificationName(row: Readonly<Record<string, unknown>> | HeldQualification): string {
  const r = row as Readonly<Record<string, unknown>>;
  const category = text(r.qualificationCategory);
  const categoryName = text(r.qualificationCategoryName) || CATEGORY_NAMES[category] || category;
  return `${categoryName}-${text(r.maketRoleName) || text(r.maketRole)}`;
}

/** Where and what the checks need: the page's mode and flow, today, the company's effective rows. */
export interface QualificationEnv {
  context: QualificationContext;
  /** registration's processType (002 §6: 3 gives the financial qualification). */
  processType?: string;
  today?: Date;
  /** The company's effective qualifications, when known (server: read; browser: the calls). */
  held?: readonly HeldQualification[];
}

function fieldProblems(
  row: Readonly<Record<string, unknown>>,
  mode: QualificationMode | null,
  today: string,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const category = text(row.qualificationCategory);
  const type = text(row.maketRole);
  const status = text(row.qualificationStatus);
  if (category === '')
    problems.push({ field: 'qualificationCategory', message: QUALIFICATION_MESSAGES.categoryRequired });
  else if (CATEGORY_NAMES[category] === undefined)
    problems.push({ field: 'qualificationCategory', message: QUALIFICATION_MESSAGES.invalidCategory });
  if (type === '') problems.push({ field: 'maketRole', message: QUALIFICATION_MESSAGES.typeRequired });
  else if ((category === QUALIFICATION_CATEGORY.other) !== (type === OTHER_QUALIFICATION_TYPE.value))
    problems.push({ field: 'maketRole', message: QUALIFICATION_MESSAGES.invalidType });
  if (status === '')
    problems.push({ field: 'qualificationStatus', message: QUALIFICATION_MESSAGES.statusRequired });
  else if (status !== QUALIFICATION_STATUS.effective && status !== QUALIFICATION_STATUS.ineffective)
    problems.push({ field: 'qualificationStatus', message: QUALIFICATION_MESSAGES.invalidStatus });
  if (mode === 'edit' && text(row.reviewTime) === '')
    problems.push({ field: 'reviewTime', message: QUALIFICATION_MESSAGES.reviewTimeRequired });
  for (const field of TEXT_FIELDS)
    if ([...text(row[field])].length > QUALIFICATION_TEXT_MAX)
      problems.push({ field, message: QUALIFICATION_MESSAGES.tooLong });
  for (const field of DATE_FIELDS) {
    const date = text(row[field]);
    if (date === '') continue;
    if (parseIsoDate(date) === null) problems.push({ field, message: QUALIFICATION_MESSAGES.invalidDate });
    else if (date > today) problems.push({ field, message: QUALIFICATION_MESSAGES.dateInFuture });
  }
  return problems;
}

const isDefaultRow = (row: Readonly<Record<string, unknown>>, given: DefaultQualification | null): boolean =>
  given !== null &&
  text(row.qualificationCategory) === given.qualificationCategory &&
  (given.maketRole === undefined || text(row.maketRole) === given.maketRole);

/** 001 §6: a new row (no id) may not hold an option the mode disables, the flow's default excepted. */
function disabledOptionProblems(
  row: Readonly<Record<string, unknown>>,
  mode: QualificationMode | null,
  given: DefaultQualification | null,
): { field: string; message: string }[] {
  if (text(row.id) !== '' || isDefaultRow(row, given)) return [];
  const category = text(row.qualificationCategory);
  if (isCategoryDisabled(mode, category))
    return [{ field: 'qualificationCategory', message: QUALIFICATION_MESSAGES.categoryDisabled }];
  if (isTypeDisabled(mode, category, text(row.maketRole)))
    return [{ field: 'maketRole', message: QUALIFICATION_MESSAGES.typeDisabled }];
  return [];
}

export interface QualificationProblem {
  /** `2.maketRole`, `2`, or '' for the table as a whole. */
  part: string;
  message: string;
}

const isRowObject = (row: unknown): row is Record<string, unknown> =>
  row !== null && typeof row === 'object' && !Array.isArray(row);

/** Rows (1-based numbers) that repeat the same category, type and status, per group of two or more. */
export function duplicateQualificationGroups(rows: readonly Readonly<Record<string, unknown>>[]): number[][] {
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const category = text(row.qualificationCategory);
    const type = text(row.maketRole);
    if (category === '' || type === '') return;
    const key = JSON.stringify([category, type, text(row.qualificationStatus)]);
    groups.set(key, [...(groups.get(key) ?? []), index + 1]);
  });
  return [...groups.values()].filter((group) => group.length > 1);
}

/** The held effective qualification a row would add again (an effective row that is not itself). */
export function heldDuplicateOf(
  row: Readonly<Record<string, unknown>>,
  held: readonly HeldQualification[],
): HeldQualification | undefined {
  if (text(row.qualificationStatus) !== QUALIFICATION_STATUS.effective) return undefined;
  const id = text(row.id);
  return held.find(
    (h) =>
      h.id !== id &&
      h.qualificationCategory === text(row.qualificationCategory) &&
      h.maketRole === text(row.maketRole),
  );
}

/** Every failure of the table (server and browser), rows' messages prefixed 第N行. */
export function checkQualifications(value: unknown, env: QualificationEnv): QualificationProblem[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return [{ part: '', message: QUALIFICATION_MESSAGES.format }];
  const mode = qualificationMode(env.context);
  const appId = env.context.appId ?? '';
  const given = defaultQualification(appId, env.processType);
  const today = formatIsoDate(chinaCalendarDate(env.today));
  const problems: QualificationProblem[] = [];
  const rows: Record<string, unknown>[] = [];
  value.forEach((row, index) => {
    const unknownField = isRowObject(row) ? Object.keys(row).find((key) => !ROW_FIELDS.has(key)) : '';
    if (!isRowObject(row) || unknownField !== undefined) {
      problems.push({ part: String(index), message: `第${index + 1}行${QUALIFICATION_MESSAGES.format}` });
      return;
    }
    rows.push(row);
    const own = [...fieldProblems(row, mode, today), ...disabledOptionProblems(row, mode, given)];
    for (const p of own)
      problems.push({ part: `${index}.${p.field}`, message: `第${index + 1}行${p.message}` });
    const again = heldDuplicateOf(row, env.held ?? []);
    if (again !== undefined)
      problems.push({
        part: `${index}.maketRole`,
        message: `第${index + 1}行${alreadyEffectiveMessage(qualificationName(again))}`,
      });
  });
  if (rows.length !== value.length) return problems;
  if (!mayAddQualificationRowsFor(appId, rows, given))
    problems.push({ part: '', message: QUALIFICATION_MESSAGES.noRowsAdded });
  for (const group of duplicateQualificationGroups(rows)) {
    const last = group[group.length - 1]!;
    const name = qualificationName(rows[last - 1]!);
    problems.push({ part: `${last - 1}.maketRole`, message: `第${last}行${duplicateAddedMessage(name)}` });
    problems.push({ part: '', message: qualificationSameRowsMessage(group) });
  }
  return problems;
}

/** 002 §6: in the member flow only the default row and rows already held (with an id) may be there. */
function mayAddQualificationRowsFor(
  appId: string,
  rows: readonly Readonly<Record<string, unknown>>[],
  given: DefaultQualification | null,
): boolean {
  if (appId !== '550012') return true;
  return rows.every((row) => text(row.id) !== '' || isDefaultRow(row, given));
}
