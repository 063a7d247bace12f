import { HAN_CHARACTER_CLASS } from './han-characters.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { type FieldValue, invalid, VALID, type ValidationResult } from './validation-result.js';

/**
 * Middle dots accepted in names: U+00B7 is the one GB 18030 and ID cards use for
 * ethnic-minority and foreign names (阿依古丽·买买提); U+30FB and U+2027 are look-alikes that
 * common IMEs produce, accepted and normalised to U+00B7 (ADR 0004).
 */
export const HOLDER_NAME_MIDDLE_DOTS = '\u00B7\u30FB\u2027';

/**
 * Letters and digits are ASCII only; punctuation is underscore, ASCII and full-width
 * parentheses, periods (. 。), commas (, ，), hyphen-minus and the middle dots.
 */
const HOLDER_NAME = new RegExp(
  `^[A-Za-z0-9${HAN_CHARACTER_CLASS}_()（）.。,，\\-${HOLDER_NAME_MIDDLE_DOTS}]+$`,
  'u',
);

// \s covers ASCII blanks, NBSP and the ideographic space U+3000.
const WHITESPACE = /\s/u;

/** Checks in order: required, no whitespace anywhere, then the allowed character set. */
export function validateHolderName(value: FieldValue): ValidationResult {
  const name = value ?? '';
  if (name.trim() === '') return invalid(VALIDATION_MESSAGES.requiredItem);
  if (WHITESPACE.test(name)) return invalid(VALIDATION_MESSAGES.noSpaces);
  if (!HOLDER_NAME.test(name)) return invalid(VALIDATION_MESSAGES.noSpecialCharacters);
  return VALID;
}

export function isHolderName(value: FieldValue): boolean {
  return validateHolderName(value).ok;
}

/** Replaces look-alike middle dots with U+00B7 so one name is stored one way. */
export function normalizeHolderName(value: string): string {
  return value.replace(/[\u30FB\u2027]/gu, '\u00B7');
}
