import {
  validateBankCardNumber,
  validateChineseIdNumber,
  validateHolderName,
  validateMobileNumber,
  validateUnifiedSocialCreditCode,
} from '@rer/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DemoRegions,
  generateCompany,
  generateHolder,
  generateMember,
  toDemoRegions,
} from './generate.js';
import { createRandom } from './random.js';

const regions: DemoRegions = toDemoRegions([
  { code: '210000', level: 1, name: '辽宁省' },
  { code: '210200', level: 2, name: '大连市' },
  { code: '210202', level: 3, name: '中山区' },
  { code: '440300', level: 2, name: '深圳市' },
  { code: '440305', level: 3, name: '南山区' },
  { code: '110101', level: 3, name: '东城区' },
  { code: '810001', level: 3, name: '中西区' },
]);
const ok = { ok: true };

describe('demo data generator', () => {
  it('keeps only mainland county codes and bare city names', () => {
    expect(regions.countyCodes).toEqual(['210202', '440305', '110101']);
    expect(regions.cityNames).toEqual(['大连', '深圳']);
  });

  it('generates holders whose values pass the shared validators', () => {
    const companies = [generateCompany(createRandom(1), regions, 0)];
    fc.assert(
      fc.property(fc.integer({ min: 0 }), fc.integer({ min: 0, max: 10_000_000 }), (seed, index) => {
        const h = generateHolder(createRandom(seed), { regions, index, companies });
        expect(validateHolderName(h.holderName)).toEqual(ok);
        if (h.organType === 2) expect(validateChineseIdNumber(h.certificateNo)).toEqual(ok);
        else expect(validateUnifiedSocialCreditCode(h.certificateNo)).toEqual(ok);
        if (h.mobile !== null) expect(validateMobileNumber(h.mobile)).toEqual(ok);
        if (h.capitalAccount !== null) expect(validateBankCardNumber(h.capitalAccount)).toEqual(ok);
        expect(h.accountNumber).toMatch(/^G\d{10}$/);
        expect(h.userCode).toMatch(/^UG\d{9,}$/);
      }),
      { numRuns: 500 },
    );
  });

  it('generates companies and members with valid, unique credit codes', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const company = generateCompany(createRandom(i), regions, i);
      const member = generateMember(createRandom(i), regions, i);
      for (const code of [company.creditCode, member.certificateNo]) {
        expect(validateUnifiedSocialCreditCode(code)).toEqual(ok);
        codes.add(code);
      }
      expect(company.name).toMatch(/(有限公司|合伙企业（有限合伙）)$/);
    }
    expect(codes.size).toBe(4000);
  });

  it('is deterministic for a seed', () => {
    const a = generateHolder(createRandom(42), { regions, index: 7, companies: [] });
    const b = generateHolder(createRandom(42), { regions, index: 7, companies: [] });
    expect(a).toEqual(b);
  });
});
