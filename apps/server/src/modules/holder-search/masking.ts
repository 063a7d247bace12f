/**
 * Masking of personal data in lists (common practice for PRC ID numbers and mobiles): an ID
 * number keeps its first 6 (region) and last 4 characters, a shorter personal document its
 * first 3 and last 4 (or 1/1 when very short); mobiles keep 3 + 4. Institutions' codes (USCC)
 * and product codes are public and stay as they are.
 */
export function maskCertificateNo(value: string, organType: number): string {
  if (organType !== 2) return value;
  const chars = [...value];
  if (chars.length >= 15)
    return `${chars.slice(0, 6).join('')}${'*'.repeat(chars.length - 10)}${chars.slice(-4).join('')}`;
  if (chars.length >= 9)
    return `${chars.slice(0, 3).join('')}${'*'.repeat(chars.length - 7)}${chars.slice(-4).join('')}`;
  if (chars.length >= 3) return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
  return '*'.repeat(chars.length);
}

export function maskPhone(value: string | null): string | null {
  if (value === null) return null;
  return value.length >= 7 ? `${value.slice(0, 3)}****${value.slice(-4)}` : '****';
}

/** Capital (bank) accounts keep their last 4 digits. */
export function maskCapitalAccount(value: string | null): string | null {
  if (value === null) return null;
  return value.length > 4 ? `${'*'.repeat(value.length - 4)}${value.slice(-4)}` : '****';
}

/** `%`, `_` and the escape character itself are literals in a search string. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
