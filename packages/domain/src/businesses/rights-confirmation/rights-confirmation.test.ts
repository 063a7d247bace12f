import { describe, expect, it } from 'vitest';
import { rightsConfirmationRefusal } from './index.js';

describe('550301 股东确权: who may file (ADR 74)', () => {
  it('an unconfirmed or unrecorded holder of the company may', () => {
    expect(rightsConfirmationRefusal({ accountNumber: 'R1', held: 1n, confirmed: 0 })).toBeNull();
    expect(rightsConfirmationRefusal({ accountNumber: 'R1', held: 1n, confirmed: null })).toBeNull();
  });

  it('an account holding none of the company’s shares may not', () => {
    expect(rightsConfirmationRefusal({ accountNumber: 'R1', held: 0n, confirmed: 0 })).toBe(
      '登记账户R1未持有该企业股份，无需确权',
    );
  });

  it('a holding already confirmed is not confirmed twice', () => {
    expect(rightsConfirmationRefusal({ accountNumber: 'R1', held: 5n, confirmed: 1 })).toBe(
      '登记账户R1在该企业的持股已确权，无需重复办理',
    );
  });
});
