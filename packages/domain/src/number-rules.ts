import {
  compareDecimals,
  type DecimalParts,
  decimalToString,
  exceedsMaxSafeInteger,
  isZeroDecimal,
  numberToPlainDecimal,
  parsePlainDecimal,
} from './decimal.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { invalid, VALID, type ValidationResult } from './validation-result.js';

/** What a numeric form control may hold: typed text, or a number from a number input. */
export type NumericFieldValue = string | number | bigint | null | undefined;

export interface DecimalRuleOptions {
  /** Most fraction digits allowed (0 for integers). */
  places: number;
  allowNegative?: boolean;
  /** Default true; false makes 0 (and 0.00) fail with `message`. */
  allowZero?: boolean;
  /** Inclusive upper bound. */
  max?: string | number | bigint;
  /** Default false: '007' and '-01.5' fail, as the spec says "integer without leading zeros". */
  allowLeadingZeros?: boolean;
  /** Shown for every failure except unsafe size; defaults to 请输入不超过六位小数的数字. */
  message?: string;
}

function parseBound(max: string | number | bigint): DecimalParts {
  const text = typeof max === 'number' ? numberToPlainDecimal(max) : max.toString();
  const parts = parsePlainDecimal(text);
  if (!parts) throw new RangeError(`Invalid decimal bound: ${text}`);
  return parts;
}

/**
 * The shared engine of the numeric rules. Blank input passes: whether a field is required is a
 * separate rule (此项为必填), as the spec lists optional fields that still have a format.
 * A number from a number input above 2^53 - 1, or any value whose size exceeds it, gives
 * 数字超过最大安全长度 (001 §5.6).
 */
export function validateDecimal(value: NumericFieldValue, options: DecimalRuleOptions): ValidationResult {
  const message = options.message ?? VALIDATION_MESSAGES.signedSixDecimalsNumber;
  if (value === null || value === undefined) return VALID;
  let text: string;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return invalid(message);
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
      return invalid(VALIDATION_MESSAGES.unsafeNumber);
    }
    text = numberToPlainDecimal(value);
  } else {
    text = value.toString().trim();
  }
  if (text === '') return VALID;

  const pattern = options.allowLeadingZeros ? /^-?\d+(\.\d+)?$/ : /^-?(0|[1-9]\d*)(\.\d+)?$/;
  const parts = pattern.test(text) ? parsePlainDecimal(text) : null;
  if (!parts) return invalid(message);
  if (text.startsWith('-') && !options.allowNegative) return invalid(message);
  if (parts.fraction.length > options.places) return invalid(message);
  if (exceedsMaxSafeInteger(parts)) return invalid(VALIDATION_MESSAGES.unsafeNumber);
  if (options.allowZero === false && isZeroDecimal(parts)) return invalid(message);
  if (options.max !== undefined && compareDecimals(parts, parseBound(options.max)) > 0)
    return invalid(message);
  return VALID;
}

/** Annual financial report (001 §5.2): optional minus, no leading zeros, ≤ 6 decimals. */
export function validateReportNumber(value: NumericFieldValue): ValidationResult {
  return validateDecimal(value, {
    places: 6,
    allowNegative: true,
    message: VALIDATION_MESSAGES.signedSixDecimalsNumber,
  });
}

/** Amounts in 万元: ≤ 6 decimals (two decimals of yuan); negatives only where asked. */
export function validateWanYuanAmount(
  value: NumericFieldValue,
  options: { allowNegative?: boolean } = {},
): ValidationResult {
  return validateDecimal(value, {
    places: 6,
    allowNegative: options.allowNegative ?? false,
    message: VALIDATION_MESSAGES.signedSixDecimalsNumber,
  });
}

/**
 * Four-table financial fields that may be negative (001 §5.17): optional minus, digits,
 * ≤ 6 decimals. The spec does not forbid leading zeros for these, unlike the other fields.
 */
export function validateSignedSixDecimals(value: NumericFieldValue): ValidationResult {
  return validateDecimal(value, {
    places: 6,
    allowNegative: true,
    allowLeadingZeros: true,
    message: VALIDATION_MESSAGES.signedSixDecimals,
  });
}

/** Other four-table financial fields (001 §5.17): ≥ 0, no leading zeros, ≤ 6 decimals. */
export function validateNonNegativeSixDecimals(value: NumericFieldValue): ValidationResult {
  return validateDecimal(value, { places: 6, message: VALIDATION_MESSAGES.nonNegativeSixDecimals });
}

/** Fee amounts (001 §5.15): ≥ 0, ≤ 2 decimals. */
export function validateNonNegativeTwoDecimals(value: NumericFieldValue): ValidationResult {
  return validateDecimal(value, { places: 2, message: VALIDATION_MESSAGES.nonNegativeTwoDecimals });
}

/** > 0, ≤ 2 decimals, ≤ max: 请输入不超过两位小数的正数且不超过{max}. */
export function validatePositiveAmountUpTo(
  value: NumericFieldValue,
  max: string | number | bigint,
): ValidationResult {
  return validateDecimal(value, {
    places: 2,
    allowZero: false,
    max,
    message: VALIDATION_MESSAGES.positiveTwoDecimalsUpToPrefix + decimalToString(parseBound(max)),
  });
}

/** Percentages (001 §5.13, §9): > 0, ≤ 2 decimals, ≤ 100. */
export function validatePercentage(value: NumericFieldValue): ValidationResult {
  return validatePositiveAmountUpTo(value, 100);
}

/** 不能为0, for fields such as the credit-enhancement ratio; run before the format rule. */
export function validateNotZero(value: NumericFieldValue): ValidationResult {
  if (value === null || value === undefined) return VALID;
  const parts = parsePlainDecimal(typeof value === 'number' ? String(value) : value.toString().trim());
  return parts && isZeroDecimal(parts) ? invalid(VALIDATION_MESSAGES.notZero) : VALID;
}

/** A whole number > 0 without leading zeros: 请输入正整数 (001 §5.5). */
export function validatePositiveInteger(value: NumericFieldValue): ValidationResult {
  return validateDecimal(value, {
    places: 0,
    allowZero: false,
    message: VALIDATION_MESSAGES.positiveInteger,
  });
}

/** The same rule with the issue-amount wording: 请输入大于0的正整数 (001 §5.13). */
export function validateIntegerGreaterThanZero(value: NumericFieldValue): ValidationResult {
  return validateDecimal(value, {
    places: 0,
    allowZero: false,
    message: VALIDATION_MESSAGES.integerGreaterThanZero,
  });
}

/** Digits only (employee count, 001 §5.17): 请输入整数. Zero and leading zeros pass. */
export function validateInteger(value: NumericFieldValue): ValidationResult {
  return validateDecimal(value, { places: 0, allowLeadingZeros: true, message: VALIDATION_MESSAGES.integer });
}
