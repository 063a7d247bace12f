import { VALIDATION_MESSAGES } from './messages.js';
import { MAINLAND_PROVINCE_CODES } from './regions.js';
import { type FieldValue, invalid, VALID, type ValidationResult } from './validation-result.js';

/** GB 32100-2015 code set: digits and capitals without I, O, S, V, Z; index = numeric value. */
export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
// GB 11714-1997 organisation code weights for the 8 body characters.
const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

/**
 * Registration authority (1st character) → organisation category codes (2nd character), as
 * assigned under GB 32100-2015 by the national code centre.
 */
export const USCC_REGISTRATION_AUTHORITIES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  '1': ['1', '2', '3', '9'], // 机构编制: 机关, 事业单位, 编办直管群众团体, 其他
  '2': ['1', '9'], // 外交: 外国常驻新闻机构, 其他
  '3': ['1', '2', '3', '4', '5', '9'], // 司法行政: 律师执业机构, 公证处, 基层法律服务所, 司法鉴定机构, 仲裁委员会, 其他
  '4': ['1', '9'], // 文化: 外国在华文化中心, 其他
  '5': ['1', '2', '3', '9'], // 民政: 社会团体, 民办非企业单位, 基金会, 其他
  '6': ['1', '2', '9'], // 旅游: 外国及港澳台旅游部门常驻代表机构, 其他
  '7': ['1', '2', '9'], // 宗教: 宗教活动场所, 宗教院校, 其他
  '8': ['1', '9'], // 工会: 基层工会, 其他
  '9': ['1', '2', '3'], // 工商/市场监管: 企业, 个体工商户, 农民专业合作社
  A: ['1', '9'], // 中央军委改革和编制办公室: 军队事业单位, 其他
  N: ['1', '2', '3', '9'], // 农业: 组级, 村级, 乡镇级集体经济组织, 其他
  Y: ['1'], // 其他: not subdivided, always 1
});

export interface UnifiedSocialCreditCodeOptions {
  /**
   * Codes confirmed as really issued although they fail a check (ADR 0004). The platform ships
   * none; operators add a code after checking the business licence.
   */
  knownExceptions?: Iterable<string>;
}

function charValue(char: string): number {
  return USCC_CHARSET.indexOf(char);
}

/** Trims and upper-cases; inner spaces or hyphens are not removed and make the code invalid. */
export function normalizeUnifiedSocialCreditCode(value: FieldValue): string {
  return (value ?? '').trim().toUpperCase();
}

/** The GB 32100 check character for the first 17 characters. */
export function unifiedSocialCreditCheckChar(first17: string): string {
  if (first17.length !== 17 || [...first17].some((c) => charValue(c) < 0)) {
    throw new RangeError('unifiedSocialCreditCheckChar needs 17 characters from the GB 32100 set');
  }
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += charValue(first17[i]!) * USCC_WEIGHTS[i]!;
  return USCC_CHARSET[(31 - (sum % 31)) % 31]!;
}

/** The GB 11714 check character ('0'-'9' or 'X') of an organisation code's 8 body characters. */
export function organizationCodeCheckChar(body8: string): string {
  if (!/^[0-9A-Z]{8}$/.test(body8))
    throw new RangeError('organizationCodeCheckChar needs 8 characters 0-9A-Z');
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number.parseInt(body8[i]!, 36) * ORG_CODE_WEIGHTS[i]!;
  const check = 11 - (sum % 11);
  if (check === 10) return 'X';
  return check === 11 ? '0' : String(check);
}

/**
 * Shape only: 18 characters from the code set, with a digit-only administrative division.
 * For display filters and for records imported before validation; it proves nothing about issue.
 */
export function isUnifiedSocialCreditCodeFormat(value: FieldValue): boolean {
  return /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/.test(normalizeUnifiedSocialCreditCode(value));
}

/** Every rule of GB 32100-2015 that can be checked offline. */
function isStructurallyValid(code: string): boolean {
  if (!isUnifiedSocialCreditCodeFormat(code)) return false;
  const categories = USCC_REGISTRATION_AUTHORITIES[code[0]!];
  if (!categories?.includes(code[1]!)) return false;
  const province = code.slice(2, 4);
  // 10 is the national level (central-government registrations such as 12100000…).
  if (province !== '10' && !MAINLAND_PROVINCE_CODES.has(province)) return false;
  if (organizationCodeCheckChar(code.slice(8, 16)) !== code[16]) return false;
  return unifiedSocialCreditCheckChar(code.slice(0, 17)) === code[17];
}

export function isUnifiedSocialCreditCode(
  value: FieldValue,
  options: UnifiedSocialCreditCodeOptions = {},
): boolean {
  const code = normalizeUnifiedSocialCreditCode(value);
  if (isStructurallyValid(code)) return true;
  if (!options.knownExceptions || !isUnifiedSocialCreditCodeFormat(code)) return false;
  for (const exception of options.knownExceptions) {
    if (normalizeUnifiedSocialCreditCode(exception) === code) return true;
  }
  return false;
}

export function validateUnifiedSocialCreditCode(
  value: FieldValue,
  options: UnifiedSocialCreditCodeOptions = {},
): ValidationResult {
  return isUnifiedSocialCreditCode(value, options)
    ? VALID
    : invalid(VALIDATION_MESSAGES.unifiedSocialCreditCode);
}
