import { describe, expect, it } from 'vitest';
import type { Holding, RegisterState } from '../../register/types.js';
import {
  asOfDateProblem,
  certificateHolding,
  certificateNumber,
  isCertificateNumber,
  percentOf,
} from './index.js';

const holding = (holderId: string, shareNature: string, over: Partial<Holding> = {}): Holding => ({
  holderId,
  shareNature,
  held: 0n,
  pledged: 0n,
  frozen: 0n,
  locked: 0n,
  ...over,
});
const state = (holdings: Holding[], issuedShares = 10_000_000n): RegisterState => ({
  issuedShares,
  holdings: new Map(holdings.map((h) => [`${h.holderId}|${h.shareNature}`, h])),
  encumbrances: new Map(),
  lastSeq: holdings.length,
  lastOccurredAt: null,
});

describe('the holding a certificate states (ADR 76)', () => {
  it('lists the holder’s natures in order with pledged, frozen, locked and what remains available', () => {
    const s = state([
      holding('p', '4', { held: 6_000_000n, pledged: 1_000_000n, frozen: 200_000n }),
      holding('p', '1', { held: 500n, locked: 100n }),
      holding('q', '4', { held: 3_499_500n }),
      holding('p', '3', { held: 0n }),
    ]);
    expect(certificateHolding(s, 'p')).toEqual({
      lines: [
        { shareNature: '1', held: '500', pledged: '0', frozen: '0', locked: '100', available: '400' },
        {
          shareNature: '4',
          held: '6000000',
          pledged: '1000000',
          frozen: '200000',
          locked: '0',
          available: '4800000',
        },
      ],
      total: { held: '6000500', pledged: '1000000', frozen: '200000', locked: '100', available: '4800400' },
      issuedShares: '10000000',
      ratio: '60.0050',
    });
  });

  it('is null for a holder without shares on that date', () => {
    expect(certificateHolding(state([holding('p', '4', { held: 0n })]), 'p')).toBeNull();
    expect(certificateHolding(state([holding('q', '4', { held: 5n })]), 'p')).toBeNull();
  });

  it('cuts the ratio to four decimals and answers 0 for an empty register', () => {
    expect(percentOf(1n, 3n)).toBe('33.3333');
    expect(percentOf(2n, 3n)).toBe('66.6666');
    expect(percentOf(3n, 3n)).toBe('100.0000');
    expect(percentOf(1n, 0n)).toBe('0.0000');
    expect(percentOf(7n, 100_000n)).toBe('0.0070');
  });
});

describe('证明日期', () => {
  it('is a real date not after today', () => {
    expect(asOfDateProblem('2026-11-29', '2026-11-29')).toBeNull();
    expect(asOfDateProblem('2026-01-31', '2026-11-29')).toBeNull();
    expect(asOfDateProblem('2026-11-30', '2026-11-29')).toBe('证明日期不能晚于今天');
    expect(asOfDateProblem('2026-02-30', '2026-11-29')).toBe('证明日期不是有效日期');
    for (const bad of [
      '',
      '2026/11/29',
      '20261129',
      null,
      20261129,
      '2026-1-9',
      'x2026-01-01',
      '2026-01-01x',
    ])
      expect(asOfDateProblem(bad, '2026-11-29')).toBe('请选择证明日期');
    // Only text is a date: an object that prints as one is not.
    expect(asOfDateProblem({ toString: () => '2026-01-01' }, '2026-11-29')).toBe('请选择证明日期');
  });
});

describe('持股证明编号', () => {
  it('is CGZM, the issue date and ten random digits', () => {
    const no = certificateNumber('2026-11-29', '0123456789');
    expect(no).toBe('CGZM202611290123456789');
    expect(isCertificateNumber(no)).toBe(true);
    expect(isCertificateNumber(`${no}0`)).toBe(false);
    expect(isCertificateNumber('cgzm202611290123456789')).toBe(false);
    expect(isCertificateNumber(42)).toBe(false);
    expect(isCertificateNumber(`x${no}`)).toBe(false);
    expect(isCertificateNumber({ toString: () => no })).toBe(false);
    for (const digits of ['123', '012345678x', '01234567890', 'x0123456789'])
      expect(() => certificateNumber('2026-11-29', digits)).toThrow('certificateNumber: ten digits expected');
  });
});
