import { describe, expect, it } from 'vitest';
import { ASSESS_FIRST_MESSAGE } from '../businesses/risk-assessment/suitability.js';
import { INVESTMENT_ZONE_NO_ACCOUNT_MESSAGE, needSuitability } from './invest.js';

describe('a need’s suitability in the investment zone (ADR 84)', () => {
  it('grades equity R4 against the private-equity level and debt R3 against the bond level', () => {
    expect(needSuitability('1', { 1: 'C4', 2: null }, true)).toEqual({
      kind: 'suitable',
      productRiskLevel: 'R4',
      message: null,
    });
    expect(needSuitability('2', { 1: null, 2: 'C3' }, true)).toEqual({
      kind: 'suitable',
      productRiskLevel: 'R3',
      message: null,
    });
    const above = needSuitability('1', { 1: 'C3', 2: 'C5' }, true);
    expect(above.kind).toBe('confirm');
    expect(above.message).toContain('该产品风险等级（R4）高于您的风险承受能力等级（C3');
    expect(needSuitability('2', { 1: 'C5', 2: 'C2' }, true).kind).toBe('confirm');
  });
  it('asks for an assessment when none is valid, and for an account when none is chosen', () => {
    expect(needSuitability('1', { 2: 'C5' }, true)).toEqual({
      kind: 'assess',
      productRiskLevel: 'R4',
      message: ASSESS_FIRST_MESSAGE,
    });
    expect(needSuitability('2', { 2: 'C5' }, false)).toEqual({
      kind: 'assess',
      productRiskLevel: 'R3',
      message: INVESTMENT_ZONE_NO_ACCOUNT_MESSAGE,
    });
  });
});
