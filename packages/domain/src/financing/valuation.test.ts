import { describe, expect, it } from 'vitest';
import {
  dcfValue,
  divideRounded,
  formatHundredths,
  toHundredths,
  type ValuationInput,
  valueEquity,
} from './valuation.js';

const base: ValuationInput = {
  industry: 'C',
  netProfit: '1000',
  netAssets: '5000',
  freeCashFlow: '800',
  growthRate: '10',
  discountRate: '12',
};

describe('equity valuation self-test (ADR 84)', () => {
  it('values manufacturing by P/E 10–20, P/B 1.2–2.5 and a five-year DCF', () => {
    const r = valueEquity(base);
    if (!r.ok) throw new Error(r.problem.message);
    const [pe, pb, dcf] = r.result.methods;
    expect(pe).toMatchObject({ key: 'pe', applicable: true, low: '10000.00', high: '20000.00' });
    expect(pe!.note).toBe('行业可比市盈率10.0—20.0倍');
    expect(pb).toMatchObject({ key: 'pb', applicable: true, low: '6000.00', high: '12500.00' });
    // 800 grown 10 % a year for 5 years, discounted at 12 %, terminal growth 2 %:
    // Σ 880/1.12 + 968/1.2544 + 1064.8/1.404928 + 1171.28/1.57351936 + 1288.408/1.7623416832
    // + 1288.408 × 1.02 / 0.10 / 1.7623416832 = 3790.748… + 7456.988… = 11247.737…
    expect(dcf).toMatchObject({ key: 'dcf', applicable: true, low: '11247.74', high: '11247.74' });
    expect(r.result.range).toEqual({ low: '6000.00', high: '20000.00' });
    expect(r.result.industryName).toBe('制造业');
  });

  it('leaves out P/E for a loss, P/B for negative equity, DCF for negative cash flow', () => {
    const r = valueEquity({ ...base, netProfit: '-1', netAssets: '0', freeCashFlow: '-200' });
    if (!r.ok) throw new Error('refused');
    expect(r.result.methods.map((x) => x.applicable)).toEqual([false, false, false]);
    expect(r.result.methods[0]!.note).toBe('净利润不为正，不适用');
    expect(r.result.range).toBeNull();
    const onlyPb = valueEquity({ ...base, netProfit: '0', freeCashFlow: '0' });
    if (!onlyPb.ok) throw new Error('refused');
    expect(onlyPb.result.range).toEqual({ low: '6000.00', high: '12500.00' });
  });

  it('names the field of bad input', () => {
    const problem = (patch: Partial<ValuationInput>) => {
      const r = valueEquity({ ...base, ...patch });
      return r.ok ? null : r.problem;
    };
    expect(problem({ industry: 'S' })).toEqual({
      field: 'industry',
      message: '所属行业：该行业暂不提供估值自测',
    });
    expect(problem({ netProfit: '1.234' })?.field).toBe('netProfit');
    expect(problem({ netAssets: 'x' })?.message).toBe('最近一年末净资产：应为数字（万元），最多两位小数');
    expect(problem({ freeCashFlow: '100000001' })?.message).toBe('最近一年自由现金流：超出可估值范围');
    expect(problem({ growthRate: '30.01' })?.message).toBe(
      '预计年增长率：应为-20%至30%之间的数字，最多两位小数',
    );
    expect(problem({ growthRate: '-20' })).toBeNull();
    expect(problem({ discountRate: '7.99' })?.field).toBe('discountRate');
    expect(problem({ discountRate: '30' })).toBeNull();
    expect(problem({ discountRate: '8' })).toBeNull();
  });

  it('computes the DCF exactly: zero growth equals the closed form', () => {
    // FCF 100.00 flat, r 10 %, terminal 2 %: Σ_{t=1..5} 100/1.1^t + 100×1.02/0.08/1.1^5
    // = 379.0786769 + 791.6736... = 1170.75 (rounded)
    expect(formatHundredths(dcfValue(10_000n, 0, 1000))).toBe('1170.75');
  });

  it('rounds half away from zero and formats hundredths', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(formatHundredths(5n)).toBe('0.05');
    expect(formatHundredths(-123456n)).toBe('-1234.56');
    expect(toHundredths('1.5')).toBe(150n);
    expect(toHundredths('-0.01')).toBe(-1n);
    expect(toHundredths('1.001')).toBeNull();
  });
});
