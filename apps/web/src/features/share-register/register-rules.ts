import { HOLDER_PAGE_SIZES } from '@rer/contracts';
import { validateCertificateNoInput } from '@rer/domain';
import type { LandingMode } from '../../lib/session';

/** Rules of the register screens without React: dialog validation, paths, ratios. */

/** 000 §5: page sizes of the holder search dialog and table, default 5. */
export const HOLDER_PAGE_SIZE_OPTIONS = HOLDER_PAGE_SIZES.map(String);
export const HOLDER_DEFAULT_PAGE_SIZE = 5;
/** 000 §9: display tables page 10, 20, 30. */
export const DISPLAY_PAGE_SIZE_OPTIONS = ['10', '20', '30'];

export const HOLDER_NAME_MAX_LENGTH = 100;
export const ID_NUMBER_MAX_LENGTH = 18;

/**
 * The dialog's required-field messages: the spec gives them in English ("cannot be empty"); these are
 * the server's own words for the same lookup (holder-search.service.ts), so both sides say the same.
 */
export const DIALOG_MESSAGES = {
  nameRequired: '股东名称不能为空',
  organTypeRequired: '股东类型不能为空',
  idTypeRequired: '证件类型不能为空',
} as const;

/** The ID-number field (000 §5 order: empty, special characters, Chinese, length), or null when valid. */
export function idNumberProblem(value: string | undefined): string | null {
  const result = validateCertificateNoInput(value ?? '');
  return result.ok ? null : result.message;
}

export function requiredProblem(value: unknown, message: string): string | null {
  return value === undefined || value === null || String(value).trim() === '' ? message : null;
}

/** The certificate-type dictionary of a holder type (1 institution, 2 person, 3 product). */
export function certTypeDictionary(organType: string | number | undefined | null): string {
  switch (String(organType ?? '')) {
    case '1':
      return 'organTypeValidator';
    case '2':
      return 'personCertType';
    case '3':
      return 'productInfoIdType';
    default:
      return '';
  }
}

/**
 * The batch-upload path (000 §5): appIds 550060 and 550227 append 000000; otherwise the product
 * code is appended when one is set. The server checks the same rule (import-path.ts).
 */
export function importPath(base: string, appId?: string, productCode?: string): string {
  if (appId === '550060' || appId === '550227') return `${base}/000000`;
  const code = productCode?.trim();
  return code ? `${base}/${encodeURIComponent(code)}` : base;
}

/**
 * 持股比例 in percent with 4 decimals, rounded half up, computed on integers (shares are bigints
 * carried as decimal strings), as the exported register computes it.
 */
export function shareRatio(held: string, issued: string): string {
  const total = BigInt(issued);
  if (total <= 0n) return '0.0000%';
  const scaled = (BigInt(held) * 1_000_000n * 2n + total) / (total * 2n);
  const whole = scaled / 10_000n;
  const fraction = (scaled % 10_000n).toString().padStart(4, '0');
  return `${whole}.${fraction}%`;
}

/** 确权 as the API names it (`comfirm`): 1 confirmed, 0 not, anything else unknown. */
export function rightsConfirmation(value: unknown): 'confirmed' | 'unconfirmed' | 'unknown' {
  if (value === 1 || value === '1') return 'confirmed';
  if (value === 0 || value === '0') return 'unconfirmed';
  return 'unknown';
}

/** A file the import accepts: an .xlsx workbook (by name; the server checks the content). */
export const isXlsxFile = (name: string): boolean => /\.xlsx$/i.test(name.trim());

/** The report workbook of a refused import, from its base64 form. */
export function reportBlob(report: { base64: string; contentType: string }): Blob {
  const binary = atob(report.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: report.contentType });
}

/**
 * Zones that may open 股东名册 (/shareRegister), as the server authorises it (share-register/policy.ts): the
 * enterprise its current company, a member institution the companies it serves, staff any company. Investor
 * zones see no register, only their own holdings.
 */
const REGISTER_ZONES: readonly LandingMode[] = ['org', 'member', 'mgr'];

export const mayOpenRegisterPage = (zone: LandingMode | null | undefined): boolean =>
  zone != null && REGISTER_ZONES.includes(zone);
