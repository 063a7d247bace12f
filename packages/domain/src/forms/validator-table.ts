import { validateBankCardNumber } from '../bank-card.js';
import { parseIsoDate } from '../calendar.js';
import { validateCertificateNoInput } from '../certificate-no.js';
import { isDateNotInFuture, isEndAfterStart, isEndNotBeforeStart } from '../date-rules.js';
import { validateHolderName } from '../holder-name.js';
import { validateChineseIdNumber } from '../id-number.js';
import { validateMobileNumber } from '../mobile.js';
import {
  validateDecimal,
  validateInteger,
  validateIntegerGreaterThanZero,
  validateNonNegativeSixDecimals,
  validateNonNegativeTwoDecimals,
  validateNotZero,
  validatePercentage,
  validatePositiveInteger,
  validateReportNumber,
  validateSignedSixDecimals,
  validateWanYuanAmount,
} from '../number-rules.js';
import { validateUnifiedSocialCreditCode } from '../unified-social-credit-code.js';
import { invalid, VALID, type ValidationResult } from '../validation-result.js';
import { decimalsMessage, FORM_MESSAGES } from './form-messages.js';
import type { ValidatorName, ValidatorRule } from './schema-rules.js';

/** 身份证 (1) by GB 11643, 统一社会信用代码 (11) by GB 32100, other types by the general rule. */
export function checkCertificateOfType(certType: string, value: string): ValidationResult {
  if (certType === '1') return validateChineseIdNumber(value);
  if (certType === '11') return validateUnifiedSocialCreditCode(value);
  return validateCertificateNoInput(value);
}

/**
 * The spec's validatorCite (001 §5.20): a rule names a shared validator of @rer/domain instead
 * of carrying code. Every entry delegates to the existing validator, so the messages are theirs.
 */

export interface ValidatorInput {
  /** The value as text (numbers converted); blank values never get here. */
  text: string;
  /** The record the field sits in (the form, or a sub-table row), for startProp. */
  record: Readonly<Record<string, unknown>>;
  today?: Date;
}

type Validator = (input: ValidatorInput, rule: ValidatorRule) => ValidationResult;

const onText =
  (validate: (text: string) => ValidationResult): Validator =>
  ({ text }) =>
    validate(text);

/** yyyy-MM-dd, or the date part of yyyy-MM-dd HH:mm:ss. */
function datePart(text: string): string {
  return /^\d{4}-\d{2}-\d{2}[ T]/.test(text) ? text.slice(0, 10) : text;
}

function dateNotInFuture({ text, today }: ValidatorInput): ValidationResult {
  const date = datePart(text);
  if (!parseIsoDate(date)) return invalid(FORM_MESSAGES.invalidDate);
  return isDateNotInFuture(date, { today }) ? VALID : invalid(FORM_MESSAGES.dateInFuture);
}

function datePair(
  accepts: (start: string, end: string) => boolean,
  message: string,
): (input: ValidatorInput, rule: ValidatorRule) => ValidationResult {
  return ({ text, record }, rule) => {
    const end = datePart(text);
    if (!parseIsoDate(end)) return invalid(FORM_MESSAGES.invalidDate);
    const start = rule.startProp === undefined ? undefined : record[rule.startProp];
    // An empty or malformed start is the start field's own problem.
    if (typeof start !== 'string' || !parseIsoDate(datePart(start.trim()))) return VALID;
    return accepts(datePart(start.trim()), end) ? VALID : invalid(message);
  };
}

export const VALIDATORS: Readonly<Record<ValidatorName, Validator>> = {
  idNumber: onText((text) => validateChineseIdNumber(text)),
  uscc: onText((text) => validateUnifiedSocialCreditCode(text)),
  bankCard: onText(validateBankCardNumber),
  mobile: onText(validateMobileNumber),
  holderName: onText(validateHolderName),
  certificateNo: onText(validateCertificateNoInput),
  certificateByType: ({ text, record }, rule) =>
    checkCertificateOfType(String(record[rule.typeProp ?? 'certType'] ?? '').trim(), text.toUpperCase()),
  positiveInteger: onText(validatePositiveInteger),
  integerGreaterThanZero: onText(validateIntegerGreaterThanZero),
  integer: onText(validateInteger),
  decimal: ({ text }, rule) =>
    validateDecimal(text, {
      places: rule.places ?? 0,
      allowNegative: rule.allowNegative ?? false,
      message: decimalsMessage(rule.places ?? 0),
      ...(rule.max === undefined ? {} : { max: rule.max }),
    }),
  percentage: onText(validatePercentage),
  wanYuan: ({ text }, rule) => validateWanYuanAmount(text, { allowNegative: rule.allowNegative ?? false }),
  reportNumber: onText(validateReportNumber),
  signedSixDecimals: onText(validateSignedSixDecimals),
  nonNegativeSixDecimals: onText(validateNonNegativeSixDecimals),
  nonNegativeTwoDecimals: onText(validateNonNegativeTwoDecimals),
  notZero: onText(validateNotZero),
  dateNotInFuture,
  endAfterStart: datePair(isEndAfterStart, FORM_MESSAGES.endAfterStart),
  endNotBeforeStart: datePair(isEndNotBeforeStart, FORM_MESSAGES.endNotBeforeStart),
};
