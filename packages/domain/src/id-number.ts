import {
  type CalendarDate,
  chinaCalendarDate,
  completedYears,
  formatIsoDate,
  isValidCalendarDate,
} from './calendar.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { MAINLAND_PROVINCE_CODES, RESIDENCE_PERMIT_PROVINCE_CODES } from './regions.js';
import { type FieldValue, invalid, VALID, type ValidationResult } from './validation-result.js';

/** Age bounds (inclusive, completed years) from the spec's ID-number rule. */
export const ID_NUMBER_MIN_AGE = 3;
export const ID_NUMBER_MAX_AGE = 150;

// GB 11643-1999 / ISO 7064 MOD 11-2: weight i is 2^(17-i) mod 11.
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = '10X98765432';

export interface ChineseIdOptions {
  /** The current instant for the age rule; injectable so tests do not depend on the clock. */
  today?: Date;
}

export type Gender = 'male' | 'female';

export interface ChineseIdInfo {
  /** First two digits of the address code (GB/T 2260 province, or 81/82/83 residence permit). */
  provinceCode: string;
  /** `YYYY-MM-DD`; 15-digit numbers are read as 19YY. */
  birthDate: string;
  gender: Gender;
}

interface IdParts {
  provinceCode: string;
  birth: CalendarDate;
  sequenceLastDigit: number;
}

/** The GB 11643 check character ('0'-'9' or 'X') for the first 17 digits. */
export function chineseIdCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('chineseIdCheckDigit needs exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK_CHARS[sum % 11]!;
}

/**
 * Trims and upper-cases, so a lowercase check character `x` is accepted and stored as `X`
 * (ADR 0004: IMEs and phones often produce the lowercase letter).
 */
export function normalizeChineseIdNumber(value: FieldValue): string {
  return (value ?? '').trim().toUpperCase();
}

function readDate(year: string, month: string, day: string): CalendarDate | null {
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  return isValidCalendarDate(date) ? date : null;
}

/** Structure, province, calendar date and check digit; the age rule is applied separately. */
function readParts(normalized: string): IdParts | null {
  if (/^\d{17}[\dX]$/.test(normalized)) {
    const provinceCode = normalized.slice(0, 2);
    if (!MAINLAND_PROVINCE_CODES.has(provinceCode) && !RESIDENCE_PERMIT_PROVINCE_CODES.has(provinceCode)) {
      return null;
    }
    const birth = readDate(normalized.slice(6, 10), normalized.slice(10, 12), normalized.slice(12, 14));
    if (!birth || chineseIdCheckDigit(normalized.slice(0, 17)) !== normalized[17]) return null;
    return { provinceCode, birth, sequenceLastDigit: Number(normalized[16]) };
  }
  if (/^\d{15}$/.test(normalized)) {
    const provinceCode = normalized.slice(0, 2);
    // First-generation cards predate the 2018 residence permits, so only mainland codes exist.
    if (!MAINLAND_PROVINCE_CODES.has(provinceCode)) return null;
    const birth = readDate(`19${normalized.slice(6, 8)}`, normalized.slice(8, 10), normalized.slice(10, 12));
    if (!birth) return null;
    return { provinceCode, birth, sequenceLastDigit: Number(normalized[14]) };
  }
  return null;
}

function isAgeAccepted(birth: CalendarDate, today: Date | undefined): boolean {
  const age = completedYears(birth, chinaCalendarDate(today));
  return age >= ID_NUMBER_MIN_AGE && age <= ID_NUMBER_MAX_AGE;
}

function readAcceptedParts(value: FieldValue, options: ChineseIdOptions): IdParts | null {
  const parts = readParts(normalizeChineseIdNumber(value));
  return parts && isAgeAccepted(parts.birth, options.today) ? parts : null;
}

/**
 * An 18-digit GB 11643 number (17 digits + check 0-9/X) or a 15-digit first-generation number,
 * with a known province code, a real birth date and an age of 3 to 150 years.
 */
export function isChineseIdNumber(value: FieldValue, options: ChineseIdOptions = {}): boolean {
  return readAcceptedParts(value, options) !== null;
}

export function validateChineseIdNumber(value: FieldValue, options: ChineseIdOptions = {}): ValidationResult {
  return isChineseIdNumber(value, options) ? VALID : invalid(VALIDATION_MESSAGES.idNumber);
}

/** Province, birth date and gender of a number `isChineseIdNumber` accepts; null otherwise. */
export function parseChineseIdNumber(
  value: FieldValue,
  options: ChineseIdOptions = {},
): ChineseIdInfo | null {
  const parts = readAcceptedParts(value, options);
  if (!parts) return null;
  return {
    provinceCode: parts.provinceCode,
    birthDate: formatIsoDate(parts.birth),
    // GB 11643: the last sequence digit is odd for men and even for women.
    gender: parts.sequenceLastDigit % 2 === 1 ? 'male' : 'female',
  };
}

/**
 * The 18-digit form of a first-generation number: century 19 inserted, check digit appended.
 * Null when the input is not a structurally valid 15-digit number. The age rule is not applied:
 * upgrading a legacy record must not depend on today's date.
 */
export function upgradeIdNumber15To18(value: FieldValue): string | null {
  const normalized = normalizeChineseIdNumber(value);
  if (normalized.length !== 15 || !readParts(normalized)) return null;
  const first17 = `${normalized.slice(0, 6)}19${normalized.slice(6)}`;
  return first17 + chineseIdCheckDigit(first17);
}
