import {
  type DecimalParts,
  decimalToString,
  exceedsMaxSafeInteger,
  numberToPlainDecimal,
  parsePlainDecimal,
  roundHalfUp,
  shiftDecimal,
  trimDecimal,
} from './decimal.js';
import { VALIDATION_MESSAGES } from './messages.js';

export type AmountErrorCode = 'empty' | 'not-a-number' | 'unsafe-number' | 'too-many-decimals';

const AMOUNT_ERROR_MESSAGES: Readonly<Record<AmountErrorCode, string>> = {
  empty: VALIDATION_MESSAGES.required,
  'not-a-number': VALIDATION_MESSAGES.notANumber,
  'unsafe-number': VALIDATION_MESSAGES.unsafeNumber,
  // Only thrown by toFen, i.e. by code, never shown for user input.
  'too-many-decimals': '金额不能超过两位小数',
};

/** Thrown by the amount helpers; `message` is a user-facing Chinese text. */
export class AmountError extends Error {
  readonly code: AmountErrorCode;

  constructor(code: AmountErrorCode) {
    super(AMOUNT_ERROR_MESSAGES[code]);
    this.name = 'AmountError';
    this.code = code;
  }
}

export type AmountParseResult =
  | { ok: true; value: string }
  | { ok: false; error: AmountErrorCode; message: string };

/**
 * Refuses numbers a JavaScript `number` cannot hold exactly as integers: above 2^53 - 1 in
 * absolute value (数字超过最大安全长度), or NaN and infinities.
 */
export function assertSafeNumber(value: number): void {
  if (Number.isNaN(value)) throw new AmountError('not-a-number');
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new AmountError('unsafe-number');
  }
}

export function isSafeNumber(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER;
}

/** Any accepted amount input as exact decimal parts; strings must be plain (`-?d+(.d+)?`). */
function toDecimalParts(value: string | bigint | number): DecimalParts {
  if (typeof value === 'bigint') return parsePlainDecimal(value.toString())!;
  if (typeof value === 'number') {
    assertSafeNumber(value);
    return parsePlainDecimal(numberToPlainDecimal(value))!;
  }
  const parts = parsePlainDecimal(value.trim());
  if (!parts) throw new AmountError('not-a-number');
  return parts;
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Thousands separators and exactly `decimals` fraction digits, rounded half away from zero on
 * the decimal digits: formatAmount('1234567.5') → '1,234,567.50'. Numbers above 2^53 - 1 throw
 * AmountError('unsafe-number'); strings and bigints of any size are exact.
 */
export function formatAmount(value: string | bigint | number, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError('formatAmount decimals must be an integer from 0 to 20');
  }
  const rounded = roundHalfUp(toDecimalParts(value), decimals);
  const body = groupThousands(rounded.integer) + (decimals > 0 ? `.${rounded.fraction}` : '');
  return rounded.negative ? `-${body}` : body;
}

const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * Reads what a user typed into an amount box: surrounding blanks, ASCII or full-width commas as
 * correctly placed thousands separators. Gives the plain decimal string (leading zeros and the
 * sign of zero dropped, fraction digits kept as typed) or a typed error.
 */
export function parseAmountInput(text: string | null | undefined): AmountParseResult {
  const fail = (error: AmountErrorCode): AmountParseResult => ({
    ok: false,
    error,
    message: AMOUNT_ERROR_MESSAGES[error],
  });
  const trimmed = (text ?? '').trim().replace(/，/g, ',');
  if (trimmed === '') return fail('empty');
  if (trimmed.includes(',') && !GROUPED.test(trimmed)) return fail('not-a-number');
  const parts = parsePlainDecimal(trimmed.replace(/,/g, ''));
  if (!parts) return fail('not-a-number');
  if (exceedsMaxSafeInteger(parts)) return fail('unsafe-number');
  return { ok: true, value: decimalToString(parts) };
}

/**
 * Yuan (plain decimal string) to fen. More than two decimals throws unless the extra digits
 * are zeros: silently rounding a stored amount would lose money.
 */
export function toFen(yuan: string): bigint {
  const parts = parsePlainDecimal(yuan.trim());
  if (!parts) throw new AmountError('not-a-number');
  if (/[1-9]/.test(parts.fraction.slice(2))) throw new AmountError('too-many-decimals');
  const magnitude = BigInt(parts.integer + parts.fraction.slice(0, 2).padEnd(2, '0'));
  return parts.negative ? -magnitude : magnitude;
}

/** Fen to a yuan string with exactly two decimals: 123n → '1.23', -5n → '-0.05'. */
export function fenToYuan(fen: bigint): string {
  const negative = fen < 0n;
  const digits = (negative ? -fen : fen).toString().padStart(3, '0');
  const body = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return negative ? `-${body}` : body;
}

function shiftPlain(value: string, exponent: number): string {
  const parts = parsePlainDecimal(value.trim());
  if (!parts) throw new AmountError('not-a-number');
  return decimalToString(trimDecimal(shiftDecimal(parts, exponent)));
}

/** 万元 to 元, exact: '1.234567' → '12345.67'. Output has no redundant zeros. */
export function wanYuanToYuan(wanYuan: string): string {
  return shiftPlain(wanYuan, 4);
}

/** 元 to 万元, exact: '12345.67' → '1.234567' (two decimals in yuan are six in 万元). */
export function yuanToWanYuan(yuan: string): string {
  return shiftPlain(yuan, -4);
}
