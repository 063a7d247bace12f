import { VALIDATION_MESSAGES } from './messages.js';
import { type FieldValue, invalid, VALID, type ValidationResult } from './validation-result.js';

/**
 * Accepted first two digits. This is the list the legacy platform (and most Chinese bank-card
 * forms) used: UnionPay 62 and legacy domestic 60, Visa (4x), Mastercard (5x), JCB (35) and
 * other card schemes co-branded by Chinese banks, and legacy domestic 8x/9x cards such as
 * 19-digit 9558 debit cards. Kept as-is so cards already on file stay valid (ADR 0004).
 */
const LEGACY_PREFIXES =
  '10 18 30 35 37 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 58 60 62 65 68 69 84 87 88 94 95 98 99';
export const BANK_CARD_PREFIXES: readonly string[] = Object.freeze(LEGACY_PREFIXES.split(' '));

export const BANK_CARD_MIN_LENGTH = 16;
export const BANK_CARD_MAX_LENGTH = 19;

/** ISO/IEC 7812 (Luhn) check over a digit string, check digit last. Non-digits or empty give false. */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The Luhn digit to append to `payload` (digits only). */
export function luhnCheckDigit(payload: string): string {
  if (!/^\d+$/.test(payload)) throw new RangeError('luhnCheckDigit needs a non-empty digit string');
  for (let digit = 0; digit <= 9; digit++) {
    if (luhnCheck(`${payload}${digit}`)) return String(digit);
  }
  throw new Error('unreachable: one Luhn digit always fits');
}

/** Checks in the spec's order: empty, digits only, length 16-19, then prefix and Luhn. */
export function validateBankCardNumber(value: FieldValue): ValidationResult {
  // Surrounding blanks come from copy and paste; inner spaces still count as non-digits.
  const card = (value ?? '').trim();
  if (card === '') return invalid(VALIDATION_MESSAGES.bankCardEmpty);
  if (!/^\d+$/.test(card)) return invalid(VALIDATION_MESSAGES.bankCardDigits);
  if (card.length < BANK_CARD_MIN_LENGTH || card.length > BANK_CARD_MAX_LENGTH) {
    return invalid(VALIDATION_MESSAGES.bankCardLength);
  }
  if (!BANK_CARD_PREFIXES.includes(card.slice(0, 2)) || !luhnCheck(card)) {
    return invalid(VALIDATION_MESSAGES.bankCardInvalid);
  }
  return VALID;
}

export function isBankCardNumber(value: FieldValue): boolean {
  return validateBankCardNumber(value).ok;
}
