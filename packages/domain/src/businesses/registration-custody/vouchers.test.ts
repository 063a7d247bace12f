import { describe, expect, it } from 'vitest';
import { CUSTODY_VOUCHER_LIST, custodyVoucherKind, voucherRowsOf } from './vouchers.js';

describe('550001 voucher list (001 §3.6)', () => {
  it('has twelve codes, six per company type; a limited partnership gets the limited six', () => {
    expect(new Set(CUSTODY_VOUCHER_LIST.map((v) => v.code)).size).toBe(12);
    expect(CUSTODY_VOUCHER_LIST.filter((v) => v.kind === 'jointStock')).toHaveLength(6);
    expect(custodyVoucherKind('2')).toBe('jointStock');
    expect(custodyVoucherKind('1')).toBe('limited');
    expect(custodyVoucherKind('3')).toBe('limited');
    expect(custodyVoucherKind(undefined)).toBe('limited');
  });

  it('reads ext5 (JSON text or object) into rows in the list order, ignoring unknown codes', () => {
    const ext5 = JSON.stringify({
      gfShareholderRegister: 'b',
      gfRegistrationForm: 'a',
      other: 'x',
      gfBasicInfoForm: '',
    });
    expect(voucherRowsOf(ext5)).toEqual([
      { code: 'gfRegistrationForm', name: '股份有限公司股份初始登记申请表', attachId: 'a' },
      { code: 'gfShareholderRegister', name: '股东名册', attachId: 'b' },
    ]);
    expect(voucherRowsOf({ yxPowerOfAttorney: 'p' })).toEqual([
      { code: 'yxPowerOfAttorney', name: '授权委托书', attachId: 'p' },
    ]);
    expect(voucherRowsOf('not json')).toEqual([]);
    expect(voucherRowsOf('')).toEqual([]);
    expect(voucherRowsOf('[1]')).toEqual([]);
    expect(voucherRowsOf(null)).toEqual([]);
  });
});
