import { describe, expect, it } from 'vitest';
import { investorExpireStatus, qualificationExpiry, validThroughDayEnd } from './expiry.js';

describe('validThroughDayEnd (有效期至, a Beijing date)', () => {
  it('lapses at the next day 00:00 Beijing time, 16:00 UTC of the date', () => {
    expect(validThroughDayEnd('2027-03-01')?.toISOString()).toBe('2027-03-01T16:00:00.000Z');
    expect(validThroughDayEnd('2027-12-31')?.toISOString()).toBe('2027-12-31T16:00:00.000Z');
    expect(validThroughDayEnd('2028-02-29')?.toISOString()).toBe('2028-02-29T16:00:00.000Z');
  });

  it('is null for anything but a date', () => {
    for (const text of [null, undefined, '', '2027-3-1', '2027-03-01T00:00:00Z', '明年'])
      expect(validThroughDayEnd(text)).toBeNull();
  });
});

describe('investorExpireStatus (000 §3, ADR 69)', () => {
  const none = { profileValidUntil: null, certificationExpiresAt: null };

  it('is 2 未认证 with nothing recorded', () => {
    expect(investorExpireStatus(none, new Date('2027-01-01T00:00:00Z'))).toBe(2);
  });

  it("keeps the opening's qualification valid through its last Beijing day, expired from the next", () => {
    const facts = { ...none, profileValidUntil: '2027-03-01' };
    // 2027-03-01 23:59:59.999 in Beijing.
    expect(investorExpireStatus(facts, new Date('2027-03-01T15:59:59.999Z'))).toBe(0);
    // 2027-03-02 00:00:00 in Beijing (still 1 March in UTC).
    expect(investorExpireStatus(facts, new Date('2027-03-01T16:00:00.000Z'))).toBe(1);
    expect(investorExpireStatus(facts, new Date('2027-03-01T00:00:00.000Z'))).toBe(0);
  });

  it("takes a certification's stored instant as it is", () => {
    const certifiedAt = new Date('2026-05-10T02:30:00Z');
    const facts = { ...none, certificationExpiresAt: qualificationExpiry(certifiedAt) };
    expect(investorExpireStatus(facts, new Date('2027-05-10T02:29:59.999Z'))).toBe(0);
    expect(investorExpireStatus(facts, new Date('2027-05-10T02:30:00.000Z'))).toBe(1);
  });

  it('is valid while either the opening or a later certification stands (a renewal counts)', () => {
    const now = new Date('2028-01-01T00:00:00Z');
    const lapsedOpening = '2027-06-30';
    const freshCert = new Date('2028-06-01T00:00:00Z');
    const lapsedCert = new Date('2027-12-31T00:00:00Z');
    expect(
      investorExpireStatus({ profileValidUntil: lapsedOpening, certificationExpiresAt: freshCert }, now),
    ).toBe(0);
    expect(
      investorExpireStatus({ profileValidUntil: '2028-03-01', certificationExpiresAt: lapsedCert }, now),
    ).toBe(0);
    expect(
      investorExpireStatus({ profileValidUntil: lapsedOpening, certificationExpiresAt: lapsedCert }, now),
    ).toBe(1);
  });

  it('ignores an opening date that is not a date', () => {
    expect(investorExpireStatus({ ...none, profileValidUntil: 'n/a' }, new Date())).toBe(2);
  });
});
