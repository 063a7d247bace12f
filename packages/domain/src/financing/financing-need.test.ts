import { describe, expect, it } from 'vitest';
import { financingAmountProblem, financingTransition, isIndustrySection } from './financing-need.js';

describe('financing need transitions (ADR 84)', () => {
  it('sends every edit back to review, a published need included', () => {
    for (const status of [1, 2, 3, 4] as const)
      expect(financingTransition(status, 'edit')).toEqual({ ok: true, status: 1 });
  });
  it('withdraws a pending, published or returned need, not a withdrawn one', () => {
    expect(financingTransition(1, 'withdraw')).toEqual({ ok: true, status: 4 });
    expect(financingTransition(2, 'withdraw')).toEqual({ ok: true, status: 4 });
    expect(financingTransition(3, 'withdraw')).toEqual({ ok: true, status: 4 });
    expect(financingTransition(4, 'withdraw')).toEqual({ ok: false, message: '该融资需求已撤回' });
  });
  it('reviews only a pending need: approve publishes, return sends it back', () => {
    expect(financingTransition(1, 'approve')).toEqual({ ok: true, status: 2 });
    expect(financingTransition(1, 'return')).toEqual({ ok: true, status: 3 });
    for (const status of [2, 3, 4] as const) {
      expect(financingTransition(status, 'approve').ok).toBe(false);
      expect(financingTransition(status, 'return')).toEqual({
        ok: false,
        message: '该融资需求不在待审核状态，不能审核',
      });
    }
  });
});

describe('financing amount (万元)', () => {
  it('accepts positive amounts up to 1,000,000 万元 with two decimals', () => {
    expect(financingAmountProblem('500')).toBeNull();
    expect(financingAmountProblem('0.01')).toBeNull();
    expect(financingAmountProblem('1000000')).toBeNull();
    expect(financingAmountProblem('1000000.00')).toBeNull();
    expect(financingAmountProblem(' 12.5 ')).toBeNull();
  });
  it('refuses zero, negatives, text, three decimals and more than the limit', () => {
    expect(financingAmountProblem('0')).toBe('应为大于0的数字（万元）');
    expect(financingAmountProblem('0.00')).toBe('应为大于0的数字（万元）');
    expect(financingAmountProblem('-5')).toBe('应为大于0的数字（万元）');
    expect(financingAmountProblem('abc')).toBe('应为大于0的数字（万元）');
    expect(financingAmountProblem('1.234')).toBe('最多两位小数');
    expect(financingAmountProblem('1000000.01')).toBe('不能超过1000000万元');
  });
});

describe('industry sections', () => {
  it('knows the GB/T 4754 sections A–T only', () => {
    expect(isIndustrySection('C')).toBe(true);
    expect(isIndustrySection('T')).toBe(true);
    expect(isIndustrySection('U')).toBe(false);
    expect(isIndustrySection('toString')).toBe(false);
    expect(isIndustrySection(3)).toBe(false);
  });
});
