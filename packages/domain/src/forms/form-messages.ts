import { VALIDATION_MESSAGES } from '../messages.js';

/**
 * Messages of the form engine. Those taken from the specification are quoted character for
 * character (source in the comment); those marked "ours" fill gaps where the spec names a rule
 * but gives no text.
 */
export const FORM_MESSAGES = Object.freeze({
  /** 001 §5.2, §5.3, §5.8: the widget forms' required text (also VALIDATION_MESSAGES.required). */
  required: VALIDATION_MESSAGES.required,
  /** 000 §5 upload rows. */
  fileType: '该文件不符合文件类型限制！',
  fileCount: '超出最大文件上传数量',
  fileRequired: '请上传文件',
  otherMaterialRequired: '请上传其他补充材料',
  /** 001 §5.6. */
  unsafeNumber: VALIDATION_MESSAGES.unsafeNumber,
  /** Ours (ADR 0004): non-numeric input. */
  notANumber: VALIDATION_MESSAGES.notANumber,
  /** 001 §5.2 (amounts in 万元 carry six decimals, 001 §9). */
  sixDecimals: VALIDATION_MESSAGES.signedSixDecimalsNumber,
  /** Ours: plain amounts carry two decimals (001 §9) but the spec gives no text. */
  twoDecimals: '请输入不超过两位小数的数字',
  /** Ours: 001 §5.1 says dates cannot be in the future without a text. */
  dateInFuture: '日期不能晚于今天',
  /** Ours: 001 §5.18 "end date must be later than start date". */
  endAfterStart: '结束日期必须晚于开始日期',
  /** Ours, worded like 001 §5.14 转股结束日不能早于转股开始日. */
  endNotBeforeStart: '结束日期不能早于开始日期',
  /** Ours. */
  invalidDate: '请输入正确的日期',
});

/**
 * Too many decimals: 请输入整数 (001 §5.17) for none, the spec's six-decimal text (001 §5.2),
 * ours for two and for other counts.
 */
export function decimalsMessage(places: number): string {
  if (places === 0) return VALIDATION_MESSAGES.integer;
  if (places === 2) return FORM_MESSAGES.twoDecimals;
  if (places === 6) return FORM_MESSAGES.sixDecimals;
  return `请输入不超过${places}位小数的数字`;
}

/** 000 §5: 上传文件大小不能超过{n}M. */
export function fileTooLargeMessage(megabytes: number): string {
  return `上传文件大小不能超过${megabytes}M`;
}

/** Ours: a value outside a static option list (wording given by the form-engine brief). */
export function invalidOptionMessage(label: string): string {
  return `${label}的选项无效`;
}

/** Ours: a value of the wrong shape for its control (an object in a text box…). */
export function invalidFormatMessage(label: string): string {
  return `${label}的格式不正确`;
}

/** Ours: text longer than maxLength, or than 50 characters in approval edit mode (001 §5.20). */
export function tooLongMessage(max: number): string {
  return `长度不能超过${max}个字符`;
}

/** Ours. */
export function tooShortMessage(min: number): string {
  return `长度不能少于${min}个字符`;
}

/** Ours: checkbox min, length rule on lists (000 §5 makes the limits configurable, no text). */
export function tooFewItemsMessage(min: number): string {
  return `至少选择${min}项`;
}

/** Ours: checkbox max, select multipleLimit (000 §5, no text). */
export function tooManyItemsMessage(max: number): string {
  return `最多选择${max}项`;
}

/** Ours. */
export function belowMinimumMessage(min: string): string {
  return `不能小于${min}`;
}

/** Ours. */
export function aboveMaximumMessage(max: string): string {
  return `不能大于${max}`;
}

/** Sub-table rows: 第N行 before the cell's message, as in 002 §5 (第N行相同，请修改). */
export function rowMessage(rowIndex: number, message: string): string {
  return `第${rowIndex + 1}行${message}`;
}
