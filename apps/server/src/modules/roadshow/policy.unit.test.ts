import { describe, expect, it } from 'vitest';
import {
  activityRefusal,
  registrationRefusal,
  SIGNUP_CLOSED,
  SIGNUP_FULL,
  SIGNUP_TWICE,
  shownStatus,
  signupRefusal,
} from './policy.js';

const times = {
  signupDeadline: '2026-12-01T00:00:00.000Z',
  startAt: '2026-12-02T00:00:00.000Z',
  endAt: '2026-12-02T02:00:00.000Z',
};
const published = { ...times, status: 2 };
const at = (iso: string) => new Date(iso);
const BEFORE = at('2026-11-30T23:59:59.999Z');
const AT_DEADLINE = at('2026-12-01T00:00:00.000Z');
const DURING = at('2026-12-02T01:00:00.000Z');
const AT_END = at('2026-12-02T02:00:00.000Z');

/** The roadshow rules (ADR 88): the shown status by the clock, who may sign up, change or cancel. */
describe('roadshow policy', () => {
  it('derives 报名中, 已截止 and 已结束 from the times; drafts and cancelled stay as stored', () => {
    expect(shownStatus(published, BEFORE)).toBe(2);
    expect(shownStatus(published, AT_DEADLINE)).toBe(3);
    expect(shownStatus(published, DURING)).toBe(3);
    expect(shownStatus(published, AT_END)).toBe(4);
    expect(shownStatus({ ...times, status: 1 }, AT_END)).toBe(1);
    expect(shownStatus({ ...times, status: 5 }, BEFORE)).toBe(5);
  });

  it('takes a sign-up only while open, once per enterprise, within the places', () => {
    const open = { ...published, capacity: 2, taken: 1 };
    expect(signupRefusal(open, BEFORE, false)).toBeNull();
    expect(signupRefusal({ ...open, taken: 2 }, BEFORE, false)).toBe(SIGNUP_FULL);
    expect(signupRefusal({ ...open, taken: 3 }, BEFORE, false)).toBe(SIGNUP_FULL);
    expect(signupRefusal(open, BEFORE, true)).toBe(SIGNUP_TWICE);
    expect(signupRefusal(open, AT_DEADLINE, false)).toBe(SIGNUP_CLOSED);
    expect(signupRefusal(open, AT_END, false)).toBe(SIGNUP_CLOSED);
    expect(signupRefusal({ ...open, status: 1 }, BEFORE, false)).toBe('该路演活动未开放报名');
    expect(signupRefusal({ ...open, status: 5 }, BEFORE, false)).toBe('该路演活动未开放报名');
  });

  it('lets the enterprise edit a pending and withdraw a live sign-up before the deadline only', () => {
    expect(registrationRefusal('edit', 1, published, BEFORE)).toBeNull();
    expect(registrationRefusal('edit', 2, published, BEFORE)).toBe('只有待审核的报名可以修改');
    expect(registrationRefusal('edit', 1, published, AT_DEADLINE)).toBe('报名已截止，不能修改');
    expect(registrationRefusal('withdraw', 1, published, BEFORE)).toBeNull();
    expect(registrationRefusal('withdraw', 2, published, BEFORE)).toBeNull();
    expect(registrationRefusal('withdraw', 3, published, BEFORE)).toBe('只有待审核或已通过的报名可以撤回');
    expect(registrationRefusal('withdraw', 4, published, BEFORE)).toBe('只有待审核或已通过的报名可以撤回');
    expect(registrationRefusal('withdraw', 2, published, AT_DEADLINE)).toBe('报名已截止，不能撤回');
  });

  it('lets staff review a pending sign-up after the deadline too, but nothing of a cancelled activity', () => {
    expect(registrationRefusal('review', 1, published, DURING)).toBeNull();
    expect(registrationRefusal('review', 2, published, BEFORE)).toBe('只有待审核的报名可以审核');
    const cancelled = { ...times, status: 5 };
    expect(registrationRefusal('review', 1, cancelled, BEFORE)).toBe('该路演活动已取消');
    expect(registrationRefusal('withdraw', 1, cancelled, BEFORE)).toBe('该路演活动已取消');
  });

  it('edits and publishes drafts only; cancels what is neither cancelled nor over', () => {
    const draft = { ...times, status: 1 };
    expect(activityRefusal('edit', draft, BEFORE)).toBeNull();
    expect(activityRefusal('publish', draft, BEFORE)).toBeNull();
    expect(activityRefusal('edit', published, BEFORE)).toBe('只有草稿状态的路演活动可以修改或发布');
    expect(activityRefusal('publish', published, BEFORE)).toBe('只有草稿状态的路演活动可以修改或发布');
    expect(activityRefusal('cancel', published, DURING)).toBeNull();
    expect(activityRefusal('cancel', draft, BEFORE)).toBeNull();
    expect(activityRefusal('cancel', published, AT_END)).toBe('已结束的路演活动不能取消');
    expect(activityRefusal('cancel', { ...times, status: 5 }, BEFORE)).toBe('该路演活动已取消');
  });
});
