import { containsHanCharacter, HAN_CHARACTER_CLASS } from './han-characters.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { type FieldValue, invalid, VALID, type ValidationResult } from './validation-result.js';

export const CERTIFICATE_NO_MAX_LENGTH = 18;

// Chinese is let through here so that it gets its own, more helpful message next.
const CERTIFICATE_NO_CHARACTERS = new RegExp(`^[A-Za-z0-9_()（）${HAN_CHARACTER_CLASS}]+$`, 'u');

/**
 * The ID-number field of the shareholder search dialog (000 §5). Checks in order: empty,
 * special characters, Chinese, then at most 18 characters (counted in code points).
 */
export function validateCertificateNoInput(value: FieldValue): ValidationResult {
  const text = value ?? '';
  if (text.trim() === '') return invalid(VALIDATION_MESSAGES.certificateNoEmpty);
  if (!CERTIFICATE_NO_CHARACTERS.test(text)) return invalid(VALIDATION_MESSAGES.noSpecialCharacters);
  if (containsHanCharacter(text)) return invalid(VALIDATION_MESSAGES.noChinese);
  if ([...text].length > CERTIFICATE_NO_MAX_LENGTH) return invalid(VALIDATION_MESSAGES.certificateNoTooLong);
  return VALID;
}
