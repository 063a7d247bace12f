/**
 * Judicial assistance on the share register (issue 23, ADR 73): 550060 司法冻结登记 (冻结, 轮候冻结,
 * 续行冻结, 扣划) and 550300 解除冻结登记, filed by register staff from the court's documents through
 * the judicial freeze declaration (001 §2.4 司法冻结申报列表, row §3.10, rules §5.9 and §5.10). The
 * declaration is a list of rows, each one register event; these rules are pure and run the same in
 * the browser's dialog and in the server's form validator (`WIDGET_VALUE_CHECKS`).
 */
import {
  DECLARATION_FILE_EXTENSIONS,
  DECLARATION_FILE_MESSAGES,
  declarationSlotProblem,
} from './declaration-attachments.js';

export const JUDICIAL_DECLARATION_WIDGET = 'judicialFreezeDeclaration';

/** Keys of the `frozenMethod` dictionary (冻结方式); 5 扣划 is ours (ADR 73). */
export const FROZEN_METHODS = {
  freeze: '1',
  queued: '2',
  renewal: '3',
  unfreeze: '4',
  seizure: '5',
} as const;
export type FrozenMethod = keyof typeof FROZEN_METHODS;

/** 001 §3.10: slots 1015–1017 one file each, required; att4 other materials. */
export const JUDICIAL_SLOTS = [
  { key: '1015', label: '协助执行通知书复印件', required: true, limit: 1 },
  { key: '1016', label: '裁定书复印件', required: true, limit: 1 },
  { key: '1017', label: '冻结证明复印件', required: true, limit: 1 },
  { key: 'att4', label: '其他附件', required: false, limit: 10 },
] as const;

/** 001 §5.10: jpg, jpeg, png, pdf up to 50 MB — the rule of every declaration's slots. */
export const JUDICIAL_UPLOAD_EXTENSIONS: readonly string[] = DECLARATION_FILE_EXTENSIONS;

export const JUDICIAL_MESSAGES = {
  /** 001 §5.8's required text, used for the judicial dialog too (§5.9 names no other). */
  required: '此项为必填',
  /** 001 §5.10, verbatim. */
  fileType: DECLARATION_FILE_MESSAGES.type,
  fileSize: DECLARATION_FILE_MESSAGES.size,
  fileCount: DECLARATION_FILE_MESSAGES.count,
  /** Ours. */
  noRows: '请添加司法冻结申报',
  tooManyRows: '一次申报不能超过50行',
  methodNotHere: '该冻结方式不在本业务办理',
  positiveShares: '请输入正整数股数',
  invalidDate: '请输入正确的日期',
  endBeforeStart: '冻结截止日不能早于冻结起始日',
  /** 最高人民法院关于适用《民事诉讼法》的解释 (2015) 第四百八十七条: 冻结其他财产权 ≤ 三年. */
  termTooLong: '冻结期限不得超过三年',
  renewalNotLater: (endsOn: string) => `续行冻结的截止日期应晚于原截止日期${endsOn}`,
  sameAccount: '扣划转入方不能为被冻结的登记账户',
  tooLong: (max: number) => `长度不能超过${max}个字符`,
  invalidAccount: '登记账号只能包含字母和数字',
} as const;

export const JUDICIAL_LABELS = {
  securityAccountNo: '登记账号',
  idNumber: '证件号码',
  holderName: '股东名称',
  judiciary: '执行法院',
  documentNo: '协助执行文书编号',
  securityCode: '证券代码',
  securityShorterForm: '证券简称',
  unitName: '企业名称',
  natureOfShare: '股份性质',
  frozen: '股数',
  frozenMethod: '冻结方式',
  startsOn: '冻结起始日',
  endsOn: '冻结截止日',
  originalDocumentNo: '原冻结文书编号',
  toAccountNumber: '扣划转入登记账号',
  toHolderName: '扣划转入方名称',
} as const;
export type JudicialField = keyof typeof JUDICIAL_LABELS;

const MAX_LENGTH: Partial<Record<JudicialField, number>> = {
  securityAccountNo: 32,
  idNumber: 64,
  holderName: 100,
  judiciary: 100,
  documentNo: 100,
  securityCode: 64,
  securityShorterForm: 50,
  unitName: 100,
  natureOfShare: 8,
  originalDocumentNo: 100,
  toAccountNumber: 32,
  toHolderName: 100,
};

const ALWAYS: readonly JudicialField[] = [
  'securityAccountNo',
  'idNumber',
  'holderName',
  'judiciary',
  'documentNo',
  'securityCode',
  'natureOfShare',
];

/** What each method needs beside the common fields (a renewal names no shares: the freeze's term). */
export const JUDICIAL_FIELDS_OF: Readonly<Record<FrozenMethod, readonly JudicialField[]>> = {
  freeze: ['frozen', 'startsOn', 'endsOn'],
  queued: ['frozen', 'startsOn', 'endsOn'],
  renewal: ['originalDocumentNo', 'endsOn'],
  unfreeze: ['originalDocumentNo', 'frozen'],
  seizure: ['originalDocumentNo', 'frozen', 'toAccountNumber', 'toHolderName'],
};

export function frozenMethodOf(key: unknown): FrozenMethod | null {
  const found = (Object.entries(FROZEN_METHODS) as [FrozenMethod, string][]).find(([, k]) => k === key);
  return found ? found[0] : null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** A problem inside the declaration: `rows.0.frozen`, `第1行【股数】`, the message. */
export interface JudicialProblem {
  part: string;
  label: string;
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
function isDate(value: string): boolean {
  return DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** The same calendar day `years` later (29 February → 28 February compares the same way). */
export function yearsAfter(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;
}

/** Whether a term from `start` to `end` stays within three years. */
export function withinThreeYears(start: string, end: string): boolean {
  return end <= yearsAfter(start, 3);
}

function fieldProblem(field: JudicialField, value: string, needed: boolean): string | null {
  if (value === '') return needed ? JUDICIAL_MESSAGES.required : null;
  const max = MAX_LENGTH[field];
  if (max !== undefined && value.length > max) return JUDICIAL_MESSAGES.tooLong(max);
  if ((field === 'securityAccountNo' || field === 'toAccountNumber') && !/^[A-Za-z0-9]+$/.test(value))
    return JUDICIAL_MESSAGES.invalidAccount;
  if (field === 'frozen' && !/^[1-9]\d{0,18}$/.test(value)) return JUDICIAL_MESSAGES.positiveShares;
  if ((field === 'startsOn' || field === 'endsOn') && !isDate(value)) return JUDICIAL_MESSAGES.invalidDate;
  return null;
}

/** Rules across fields, asked once every field is valid (so the dates are dates). */
function crossProblems(row: Record<string, unknown>, method: FrozenMethod | null): [JudicialField, string][] {
  const start = text(row.startsOn);
  const end = text(row.endsOn);
  const found: [JudicialField, string][] = [];
  if (method === 'freeze' || method === 'queued') {
    if (end < start) found.push(['endsOn', JUDICIAL_MESSAGES.endBeforeStart]);
    else if (!withinThreeYears(start, end)) found.push(['endsOn', JUDICIAL_MESSAGES.termTooLong]);
  }
  if (
    method === 'seizure' &&
    text(row.toAccountNumber).toUpperCase() === text(row.securityAccountNo).toUpperCase()
  )
    found.push(['toAccountNumber', JUDICIAL_MESSAGES.sameAccount]);
  return found;
}

/** A judicial slot's problem: the declarations' one rule (`declaration-attachments.ts`). */
export function slotProblem(files: unknown, slot: (typeof JUDICIAL_SLOTS)[number]): string | null {
  return declarationSlotProblem(
    { slot: slot.key, label: slot.label, required: slot.required, fileLimit: slot.limit },
    files,
  );
}

/** One row's problems, in the dialog's order: the method, the fields, then the attachments. */
export function checkJudicialRow(
  row: Record<string, unknown>,
  methods: readonly string[],
): JudicialProblem[] {
  const problems: JudicialProblem[] = [];
  const add = (part: string, label: string, message: string) => problems.push({ part, label, message });
  const methodKey = text(row.frozenMethod);
  const method = frozenMethodOf(methodKey);
  if (methodKey === '') add('frozenMethod', JUDICIAL_LABELS.frozenMethod, JUDICIAL_MESSAGES.required);
  else if (!method || !methods.includes(methodKey))
    add('frozenMethod', JUDICIAL_LABELS.frozenMethod, JUDICIAL_MESSAGES.methodNotHere);
  const needed = new Set<JudicialField>([...ALWAYS, ...(method ? JUDICIAL_FIELDS_OF[method] : [])]);
  // frozenMethod has no length or format rule: fieldProblem finds nothing more in it.
  for (const field of Object.keys(JUDICIAL_LABELS) as JudicialField[]) {
    const message = fieldProblem(field, text(row[field]), needed.has(field));
    if (message) add(field, JUDICIAL_LABELS[field], message);
  }
  if (problems.length === 0)
    for (const [field, message] of crossProblems(row, method)) add(field, JUDICIAL_LABELS[field], message);
  const att = (row.att ?? {}) as Record<string, unknown>;
  for (const slot of JUDICIAL_SLOTS) {
    const message = slotProblem(att[slot.key], slot);
    if (message) add(`att.${slot.key}`, slot.label, message);
  }
  return problems;
}

/** The declaration's problems (the widget's value: a list of rows), each row's labelled 第N行【…】. */
export function checkJudicialDeclaration(value: unknown, methods: readonly string[]): JudicialProblem[] {
  const rows = Array.isArray(value) ? (value as unknown[]) : [];
  if (rows.length === 0) return [{ part: '', label: '', message: JUDICIAL_MESSAGES.noRows }];
  if (rows.length > 50) return [{ part: '', label: '', message: JUDICIAL_MESSAGES.tooManyRows }];
  return rows.flatMap((row, i) =>
    checkJudicialRow((row ?? {}) as Record<string, unknown>, methods).map((p) => ({
      part: `${i}.${p.part}`,
      label: `第${i + 1}行【${p.label}】`,
      message: p.message,
    })),
  );
}

/** The methods a declaration widget takes (its `props.methods`; every method when absent). */
export function methodsOfProps(props: Readonly<Record<string, unknown>> | undefined): readonly string[] {
  const listed = props?.methods;
  return Array.isArray(listed) ? listed.map(String) : Object.values(FROZEN_METHODS);
}
