import { describe, expect, it } from 'vitest';
import { custodyForm } from '../registration-custody/testing/custody-fixture.js';
import { VOUCHER_FORM_FIELDS, voucherFingerprint } from './custody-voucher-queue.js';
import { custodyVoucherFacts } from './custody-vouchers.js';

const OPTIONS = {
  marketName: '测试市场',
  bizSn: 'YW-1',
  date: '2026-11-29',
  applicantName: '申请人',
  nameOf: (_code: string, key: string) => key,
};

/** The facts with the holder generator drained, so two sets compare as data. */
function factsOf(form: Record<string, unknown>) {
  const facts = custodyVoucherFacts(form, OPTIONS);
  return { ...facts, holders: [...facts.holders()] };
}

describe('voucherFingerprint (ADR 51 amendment)', () => {
  const form: Record<string, unknown> = {
    ...custodyForm({ companyNo: 7, holders: 4, restricted: 1 }),
    contactPhone: '0411-1',
  };

  it('covers every field the vouchers are drawn from: the facts of those fields alone are the same', () => {
    const drawn = Object.fromEntries(VOUCHER_FORM_FIELDS.map((key) => [key, form[key]]));
    expect(factsOf(drawn)).toEqual(factsOf(form));
  });

  it('changes with any drawn field, not with the others, nor with key order or empty spellings', () => {
    const base = voucherFingerprint(form);
    expect(voucherFingerprint({ ...form, registeredAddress: '别处' })).not.toBe(base);
    expect(voucherFingerprint({ ...form, contactPhone: '0411-2' })).not.toBe(base);
    const rows = form.holderInfo as Record<string, unknown>[];
    const holderInfo = rows.map((row, i) => (i === 2 ? { ...row, mobile: '13900000000' } : row));
    expect(voucherFingerprint({ ...form, holderInfo })).not.toBe(base);
    expect(voucherFingerprint({ ...form, reviewRemark: '备注', businessLicense: [] })).toBe(base);
    const reversed = Object.fromEntries(Object.entries(form).reverse());
    expect(voucherFingerprint(reversed)).toBe(base);
    const { shortName: _dropped, ...withoutShortName } = { ...form, shortName: '' };
    expect(voucherFingerprint({ ...form, shortName: '' })).toBe(voucherFingerprint(withoutShortName));
    expect(voucherFingerprint({ ...form, shortName: null })).toBe(voucherFingerprint(withoutShortName));
  });
});
