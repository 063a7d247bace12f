import { describe, expect, it } from 'vitest';
import { maskPartyName, pledgePartiesOf } from './pledge-parties.js';

const row = (overrides: Record<string, unknown> = {}) => ({
  holderName: '张三丰',
  natureOfInvestor: '2',
  idNumber: '210202199001011234',
  pledgeShares: '1000',
  zqrName: '某银行',
  zqrCertType: '11',
  zqrCertno: '91210200MA0000000X',
  zqrMobile: ' 13900000007 ',
  ...overrides,
});

describe('the pledge parties read from the 550063 form (ADR 72)', () => {
  it('finds the pledge in the rows, trims, and sums the shares of the rows naming the same pledgee', () => {
    const parties = pledgePartiesOf({
      receiverMobile: '13800000000',
      pledgeInfo: [row(), row({ pledgeShares: 2500 }), row({ zqrCertno: 'OTHER', pledgeShares: '99' })],
    });
    expect(parties).toEqual({
      pledgeeName: '某银行',
      pledgeeCertType: '11',
      pledgeeCertNo: '91210200MA0000000X',
      pledgeeMobile: '13900000007',
      pledgorName: '张三丰',
      pledgorCertNo: '210202199001011234',
      pledgorMobile: '13800000000',
      pledgorNature: '2',
      quantity: '3500',
    });
  });

  it('reads a top-level pledge; quantities beyond 2^53 stay exact; no number → null', () => {
    const top = pledgePartiesOf({ ...row({ pledgeShares: '90071992547409930' }), czrMobile: '13700000000' });
    expect(top?.quantity).toBe('90071992547409930');
    expect(top?.pledgorMobile).toBe('13700000000');
    expect(pledgePartiesOf(row({ pledgeShares: '12a' }))?.quantity).toBeNull();
  });

  it('no zqrMobile anywhere: nothing to confirm', () => {
    expect(pledgePartiesOf({ pledgeInfo: [row({ zqrMobile: '  ' })] })).toBeNull();
    expect(pledgePartiesOf({})).toBeNull();
  });

  it('masks an individual’s name to its first character, keeps an institution’s or product’s', () => {
    expect(maskPartyName('张三丰', '2')).toBe('张**');
    expect(maskPartyName('张三丰', '')).toBe('张**');
    expect(maskPartyName('张', '2')).toBe('*');
    expect(maskPartyName('某某有限公司', '1')).toBe('某某有限公司');
    expect(maskPartyName('某某私募基金', '3')).toBe('某某私募基金');
  });
});
