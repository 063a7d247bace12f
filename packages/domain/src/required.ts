import { VALIDATION_MESSAGES } from './messages.js';
import type { NumericFieldValue } from './number-rules.js';
import { invalid, VALID, type ValidationResult } from './validation-result.js';

/** Required check for any field: blank or whitespace-only fails with 此项为必填 (or `message`). */
export function validateRequired(
  value: NumericFieldValue | readonly unknown[],
  message: string = VALIDATION_MESSAGES.required,
): ValidationResult {
  if (value === null || value === undefined) return invalid(message);
  if (Array.isArray(value)) return value.length > 0 ? VALID : invalid(message);
  return value.toString().trim() === '' ? invalid(message) : VALID;
}
