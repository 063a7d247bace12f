/**
 * Generated fake identifiers with valid check characters, for journeys that register new users
 * (never real people or companies: the bodies come from the run's own counter).
 */
const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A 统一社会信用代码 of an enterprise (91…) in Dalian (210200) whose 8-digit body is `n`. */
export function fakeCreditCode(n: number): string {
  const body = String(n % 100_000_000).padStart(8, '0');
  const orgSum = [...body].reduce((sum, c, i) => sum + Number(c) * (ORG_WEIGHTS[i] ?? 0), 0);
  const orgCheck = 11 - (orgSum % 11);
  const first17 = `91210200${body}${orgCheck === 10 ? 'X' : orgCheck === 11 ? '0' : String(orgCheck)}`;
  const sum = [...first17].reduce((s, c, i) => s + USCC_CHARSET.indexOf(c) * (USCC_WEIGHTS[i] ?? 0), 0);
  return first17 + USCC_CHARSET[(31 - (sum % 31)) % 31];
}

/**
 * An 18-digit 居民身份证号码 in Dalian Zhongshan (210202), born on `born` (yyyyMMdd, 1990-01-01 unless
 * given), sequence `n`. Journeys that must not meet another journey's people (the 600 holders the
 * custody journey imports take sequences 0–599 of 1990-01-01) give their own birth date.
 */
export function fakeIdNumber(n: number, born = '19900101'): string {
  const first17 = `210202${born}${String(n % 1000).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * (ID_WEIGHTS[i] ?? 0), 0);
  return first17 + '10X98765432'[sum % 11];
}

/** A mobile number no demo account uses (199 3xxx xxxx), from `n`. */
export function fakeMobile(n: number): string {
  return `1993${String(n % 10_000_000).padStart(7, '0')}`;
}

/** The 统一社会信用代码 of the demo data's company n (the server's demoCreditCode: body MA0D000n). */
export function demoCreditCode(n: number): string {
  const body = `MA0D${String(n).padStart(4, '0')}`;
  const value = (c: string) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
  const orgSum = [...body].reduce((sum, c, i) => sum + value(c) * (ORG_WEIGHTS[i] ?? 0), 0);
  const orgCheck = 11 - (orgSum % 11);
  const first17 = `91210200${body}${orgCheck === 10 ? 'X' : orgCheck === 11 ? '0' : String(orgCheck)}`;
  const sum = [...first17].reduce((s, c, i) => s + USCC_CHARSET.indexOf(c) * (USCC_WEIGHTS[i] ?? 0), 0);
  return first17 + USCC_CHARSET[(31 - (sum % 31)) % 31];
}
