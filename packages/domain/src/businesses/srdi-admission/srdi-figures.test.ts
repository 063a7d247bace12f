import { describe, expect, it } from 'vitest';
import {
  percentText,
  ratioAtLeast,
  ratioAtMost,
  readFinancialInfo,
  scaledAmount,
  WAN,
  wanText,
} from './srdi-figures.js';
import { financialRow, financialRows } from './srdi-testing.js';

describe('550200 FinancialInfo rows', () => {
  it('reads 万元 amounts exactly to six decimals, signed, and refuses anything else', () => {
    expect(scaledAmount('1')).toBe(WAN);
    expect(scaledAmount('0.000001')).toBe(1n);
    expect(scaledAmount('-2.5')).toBe(-2_500_000n);
    expect(scaledAmount(' 12 ')).toBe(12n * WAN);
    expect(scaledAmount(3)).toBe(3n * WAN);
    for (const bad of ['', '1.0000001', '1e3', '+1', '1,000', 'abc', null, undefined, {}])
      expect(scaledAmount(bad)).toBeNull();
  });

  it('sorts three consecutive years and reads every column', () => {
    const read = readFinancialInfo([financialRow(2025), financialRow(2023), financialRow(2024)]);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.years.map((y) => y.year)).toEqual([2023, 2024, 2025]);
    expect(read.years[2]).toEqual({
      year: 2025,
      businessIncome: 5000n * WAN,
      mainBusinessIncome: 4500n * WAN,
      totalLiabilities: 1000n * WAN,
      totalAssets: 4000n * WAN,
      rdExpenses: 600n * WAN,
      netProfit: 600n * WAN,
      totalEquityFinancing: 0n,
      totalEmployees: 100n,
      rdPersonnel: 25n,
    });
  });

  it('names the row and column of each problem', () => {
    const problem = (rows: unknown) => {
      const read = readFinancialInfo(rows);
      return read.ok ? null : `${read.field}:${read.message}`;
    };
    expect(problem(null)).toBe('financialInfo:财务信息应填写3个年度');
    expect(problem(financialRows().slice(0, 2))).toBe('financialInfo:财务信息应填写3个年度');
    expect(problem([...financialRows(), financialRow(2026)])).toBe('financialInfo:财务信息应填写3个年度');
    expect(problem([financialRow(2022), financialRow(2024), financialRow(2025)])).toBe(
      'financialInfo:财务信息应为连续三个年度',
    );
    expect(problem([financialRow(2024), financialRow(2024), financialRow(2025)])).toBe(
      'financialInfo:财务信息应为连续三个年度',
    );
    expect(problem(financialRows({ financialYear: '25' }))).toBe(
      'financialInfo:财务信息第3行【财务年度】应为四位年份',
    );
    expect(problem(financialRows({ financialYear: '10000' }))).toBe(
      'financialInfo:财务信息第3行【财务年度】应为四位年份',
    );
    expect(problem(financialRows({ rdExpenses: 'x' }))).toBe(
      'financialInfo:财务信息第3行【研发费用】应为不超过六位小数的数（万元）',
    );
    expect(problem(financialRows({}, { totalAssets: '-1' }))).toBe(
      'financialInfo:财务信息第2行【资产总额】不能为负数',
    );
    expect(problem(financialRows({ totalEmplyess: '1.5' }))).toBe(
      'financialInfo:财务信息第3行【职工总数】请输入整数',
    );
    expect(problem(financialRows({ rdPersonnel: undefined as unknown as string }))).toBe(
      'financialInfo:财务信息第3行【研发人员数】请输入整数',
    );
    expect(problem(financialRows({ rdPersonnel: '101' }))).toBe(
      'financialInfo:财务信息第3行【研发人员数】不能多于职工总数',
    );
    // A loss is a figure, not a problem.
    expect(problem(financialRows({ netProfit: '-10' }))).toBeNull();
    expect(problem(financialRows({ rdPersonnel: '100' }))).toBeNull();
  });

  it('compares ratios exactly at the bound, never for a zero denominator', () => {
    expect(ratioAtLeast(3n, 100n, 3)).toBe(true);
    expect(ratioAtLeast(2_999_999n, 100_000_000n, 3)).toBe(false);
    expect(ratioAtLeast(0n, 0n, 0)).toBe(false);
    expect(ratioAtMost(50n, 100n, 50)).toBe(true);
    expect(ratioAtMost(50_000_001n, 100_000_000n, 50)).toBe(false);
    expect(ratioAtMost(0n, 0n, 50)).toBe(false);
  });

  it('writes percentages with two decimals rounded half up, and 万元 amounts', () => {
    expect(percentText(1n, 3n)).toBe('33.33%');
    expect(percentText(2n, 3n)).toBe('66.67%');
    expect(percentText(1n, 8n)).toBe('12.50%');
    expect(percentText(-1n, 8n)).toBe('-12.50%');
    expect(percentText(5n, 0n)).toBe('—');
    expect(wanText(1_500_000n)).toBe('1.5万元');
    expect(wanText(100n * WAN)).toBe('100万元');
    expect(wanText(-1n)).toBe('-0.000001万元');
  });
});

describe('550200 figures at their edges', () => {
  it('takes the first and last four-digit years and writes zero without a sign', () => {
    const at = (first: number) =>
      readFinancialInfo([financialRow(first), financialRow(first + 1), financialRow(first + 2)]).ok;
    expect(at(1900)).toBe(true);
    expect(at(1899)).toBe(false);
    expect(at(9997)).toBe(true);
    expect(percentText(0n, 5n)).toBe('0.00%');
    expect(wanText(0n)).toBe('0万元');
  });
});
