import { describe, expect, it } from 'vitest';
import {
  addYearsCorresponding,
  CAPITAL_DEADLINE_BASIS,
  CAPITAL_DEADLINE_WARNING_DAYS,
  capitalDeadline,
  paidInExceedsRegistered,
} from './capital-deadline.js';

/** Noon in China on the given date (04:00 UTC), so the China date is unambiguous. */
const on = (iso: string) => new Date(`${iso}T04:00:00Z`);
const limited = (establishedOn: string, paid = '0') => ({
  companyType: 1,
  establishedOn,
  registeredCapital: '1000000',
  paidInCapital: paid,
});

describe('addYearsCorresponding (民法典 第二百零二条)', () => {
  it('ends on the corresponding day, or the month’s last day when there is none', () => {
    expect(addYearsCorresponding({ year: 2024, month: 7, day: 1 }, 5)).toEqual({
      year: 2029,
      month: 7,
      day: 1,
    });
    expect(addYearsCorresponding({ year: 2024, month: 2, day: 29 }, 5)).toEqual({
      year: 2029,
      month: 2,
      day: 28,
    });
    expect(addYearsCorresponding({ year: 2024, month: 2, day: 29 }, 4)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
  });
});

describe('capitalDeadline', () => {
  it('gives an 有限责任公司 founded under the 2023 law five years (art. 47)', () => {
    const result = capitalDeadline(limited('2025-03-15'), { today: on('2026-01-01') });
    expect(result).toMatchObject({
      kind: 'due',
      deadline: '2030-03-15',
      basis: CAPITAL_DEADLINE_BASIS.art47,
      warn: false,
    });
  });

  it('warns from exactly the window’s first day, and on the deadline itself', () => {
    // 2030-03-15 minus 180 days is 2029-09-16.
    const at = (day: string) => capitalDeadline(limited('2025-03-15'), { today: on(day) });
    expect(at('2029-09-15')).toMatchObject({
      kind: 'due',
      daysLeft: 181,
      warn: false,
      message: `实缴资本尚未缴足，距出资期限2030-03-15还有181天（${CAPITAL_DEADLINE_BASIS.art47}）`,
    });
    expect(at('2029-09-16')).toMatchObject({
      kind: 'due',
      daysLeft: CAPITAL_DEADLINE_WARNING_DAYS,
      warn: true,
    });
    expect(at('2030-03-15')).toMatchObject({ kind: 'due', daysLeft: 0, warn: true });
    const after = at('2030-03-16');
    expect(after).toMatchObject({ kind: 'overdue', daysLeft: -1, warn: true });
    expect(after).toMatchObject({
      message: `实缴资本尚未缴足，出资期限2030-03-15已过（${CAPITAL_DEADLINE_BASIS.art47}）`,
    });
  });

  it('counts days in China’s date: 23:59 and 00:00 Beijing time fall on different days', () => {
    const input = limited('2025-03-15');
    // 2030-03-14 15:59 UTC is 23:59 on the 14th in Beijing; one minute later it is the 15th.
    expect(capitalDeadline(input, { today: new Date('2030-03-14T15:59:00Z') })).toMatchObject({
      daysLeft: 1,
    });
    expect(capitalDeadline(input, { today: new Date('2030-03-14T16:00:00Z') })).toMatchObject({
      daysLeft: 0,
    });
  });

  it('moves an 有限责任公司 founded on or before 2024-06-30 to 2032-06-30 (国务院令第784号)', () => {
    expect(capitalDeadline(limited('2024-06-30'), { today: on('2026-01-01') })).toMatchObject({
      deadline: '2032-06-30',
      basis: CAPITAL_DEADLINE_BASIS.transitionLimited,
    });
    // The first day of the new law is under art. 47.
    expect(capitalDeadline(limited('2024-07-01'), { today: on('2026-01-01') })).toMatchObject({
      deadline: '2029-07-01',
      basis: CAPITAL_DEADLINE_BASIS.art47,
    });
  });

  it('takes the charter’s date when it is earlier than the law’s, and only then', () => {
    const earlier = { ...limited('2025-03-15'), charterDueDate: '2027-12-31' };
    expect(capitalDeadline(earlier, { today: on('2026-01-01') })).toMatchObject({
      deadline: '2027-12-31',
      basis: CAPITAL_DEADLINE_BASIS.charter,
    });
    // The same day as the law's keeps the law as the basis.
    const same = { ...limited('2025-03-15'), charterDueDate: '2030-03-15' };
    expect(capitalDeadline(same, { today: on('2026-01-01') })).toMatchObject({
      basis: CAPITAL_DEADLINE_BASIS.art47,
    });
    const later = { ...limited('2025-03-15'), charterDueDate: '2045-12-31' };
    expect(capitalDeadline(later, { today: on('2026-01-01') })).toMatchObject({ deadline: '2030-03-15' });
  });

  it('holds a 股份有限公司 founded under the new law overdue from its founding day (art. 98)', () => {
    const input = {
      companyType: 2,
      establishedOn: '2025-01-10',
      registeredCapital: '5000000',
      paidInCapital: '4999999.99',
    };
    expect(capitalDeadline(input, { today: on('2025-01-10') })).toMatchObject({ kind: 'due', daysLeft: 0 });
    expect(capitalDeadline(input, { today: on('2025-06-01') })).toMatchObject({
      kind: 'overdue',
      deadline: '2025-01-10',
      basis: CAPITAL_DEADLINE_BASIS.art98,
    });
    const old = { ...input, establishedOn: '2015-05-05' };
    expect(capitalDeadline(old, { today: on('2026-01-01') })).toMatchObject({
      deadline: '2027-06-30',
      basis: CAPITAL_DEADLINE_BASIS.transitionJointStock,
      warn: false,
    });
  });

  it('has nothing to warn of when the capital is paid in full, to the fen', () => {
    expect(capitalDeadline(limited('2025-03-15', '1000000.00'), { today: on('2030-06-01') })).toEqual({
      kind: 'paid',
    });
    expect(capitalDeadline(limited('2025-03-15', '999999.99'), { today: on('2030-06-01') })).toMatchObject({
      kind: 'overdue',
    });
  });

  it('does not apply to partnerships or records missing the type, date or capital, and says why', () => {
    const base = limited('2025-03-15');
    const outside = { kind: 'not-applicable', reason: '非公司制企业不适用《公司法》出资期限' };
    expect(capitalDeadline({ ...base, companyType: 3 })).toEqual(outside);
    expect(capitalDeadline({ ...base, companyType: null })).toEqual(outside);
    expect(capitalDeadline({ ...base, establishedOn: '2025-02-30' })).toEqual({
      kind: 'not-applicable',
      reason: '未填写成立日期',
    });
    expect(capitalDeadline({ ...base, registeredCapital: null })).toEqual({
      kind: 'not-applicable',
      reason: '未填写注册资本',
    });
    // No paid-in figure counts as nothing paid.
    expect(capitalDeadline({ ...base, paidInCapital: null }, { today: on('2026-01-01') }).kind).toBe('due');
  });

  it('takes a narrower warning window when given one', () => {
    const result = capitalDeadline(limited('2025-03-15'), { today: on('2030-01-01'), warningDays: 30 });
    expect(result).toMatchObject({ daysLeft: 73, warn: false });
  });
});

describe('paidInExceedsRegistered', () => {
  it('compares exactly, to the fen and beyond', () => {
    expect(paidInExceedsRegistered('1000000', '1000000.000001')).toBe(true);
    expect(paidInExceedsRegistered('1000000', '1000000')).toBe(false);
    expect(paidInExceedsRegistered('1000000', null)).toBe(false);
    expect(paidInExceedsRegistered(null, '5')).toBe(false);
  });
});
