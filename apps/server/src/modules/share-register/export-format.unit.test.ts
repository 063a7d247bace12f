import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../platform/documents/content-disposition.js';
import { chinaDate, chinaDateTime, documentFileName, sharePercent, sharesCell } from './export-format.js';

describe('register document formatting', () => {
  it('computes percentages exactly with 4 decimals, rounding half up', () => {
    expect(sharePercent(1n, 3n)).toBe('33.3333%');
    expect(sharePercent(2n, 3n)).toBe('66.6667%');
    expect(sharePercent(3n, 3n)).toBe('100.0000%');
    expect(sharePercent(1n, 2_000_000n)).toBe('0.0001%'); // 0.00005 % rounds up
    expect(sharePercent(1n, 2_000_001n)).toBe('0.0000%');
    expect(sharePercent(0n, 0n)).toBe('0.0000%');
    const huge = 123_456_789_012_345_678_901n;
    expect(sharePercent(huge / 7n, huge)).toBe('14.2857%');
  });

  it('writes share counts as numbers only when a double holds them exactly', () => {
    expect(sharesCell(9_007_199_254_740_991n)).toBe(9_007_199_254_740_991);
    expect(sharesCell(9_007_199_254_740_993n)).toBe('9007199254740993');
  });

  it('formats China dates and file names', () => {
    const at = new Date('2026-03-01T17:30:00Z');
    expect(chinaDate(at)).toBe('2026-03-02');
    expect(chinaDateTime(at)).toBe('2026-03-02 01:30:00');
    expect(documentFileName(['股东名册', '演示/科技', '2026-03-02'], 'xlsx')).toBe(
      '股东名册_演示_科技_2026-03-02.xlsx',
    );
  });

  it('names the file in RFC 5987 form with an ASCII fallback', () => {
    expect(attachmentDisposition('股东名册_演示_2026-03-02.xlsx')).toBe(
      `attachment; filename="________2026-03-02.xlsx"; filename*=UTF-8''${encodeURIComponent('股东名册_演示_2026-03-02.xlsx')}`,
    );
  });
});
