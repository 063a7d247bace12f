import { describe, expect, it } from 'vitest';
import { ASSESS_FIRST_MESSAGE, suitabilityOf } from './suitability.js';

describe('suitability (ADR 62)', () => {
  it('asks for an assessment without a valid level', () => {
    expect(suitabilityOf(null, 'R1')).toEqual({ kind: 'assess', message: ASSESS_FIRST_MESSAGE });
  });

  it.each([
    ['C1', 'R1'],
    ['C3', 'R3'],
    ['C3', 'R2'],
    ['C5', 'R5'],
  ] as const)('finds %s suited to %s', (level, product) => {
    expect(suitabilityOf(level, product)).toEqual({ kind: 'suitable' });
  });

  it.each([
    ['C1', 'R2'],
    ['C3', 'R4'],
    ['C4', 'R5'],
  ] as const)('asks %s to confirm a product of %s', (level, product) => {
    expect(suitabilityOf(level, product)).toMatchObject({
      kind: 'confirm',
      investorLevel: level,
      productRiskLevel: product,
    });
  });

  it('names both levels in the confirmation', () => {
    expect(suitabilityOf('C3', 'R4')).toMatchObject({
      message: '该产品风险等级（R4）高于您的风险承受能力等级（C3 稳健型），请确认是否继续办理',
    });
  });
});
