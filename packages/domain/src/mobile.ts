import { VALIDATION_MESSAGES } from './messages.js';
import { type FieldValue, invalid, VALID, type ValidationResult } from './validation-result.js';

/**
 * An 11-digit mainland mobile number: 1 followed by 3-9 (the numbering plan has never assigned
 * 10x-12x to mobiles; ADR 0004). No +86 or 0086 prefix, no separators.
 */
export function isMobileNumber(value: FieldValue): boolean {
  return /^1[3-9]\d{9}$/.test((value ?? '').trim());
}

export function validateMobileNumber(value: FieldValue): ValidationResult {
  return isMobileNumber(value) ? VALID : invalid(VALIDATION_MESSAGES.mobile);
}
