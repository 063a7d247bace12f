import { AppError, validationError } from '../../platform/errors.js';
import { type AuthUser, currentCompanyOf } from '../identity/index.js';

/**
 * The rules of financing roadshows (ADR 88), kept pure: which status an activity shows at a time,
 * whether a sign-up is taken, which sign-up may be changed. The services read rows and apply these.
 */
export const ACTIVITY_DRAFT = 1;
export const ACTIVITY_PUBLISHED = 2;
export const ACTIVITY_CANCELLED = 5;

export const REG_PENDING = 1;
export const REG_APPROVED = 2;
export const REG_RETURNED = 3;
export const REG_WITHDRAWN = 4;

export interface ActivityTimes {
  status: number;
  startAt: string;
  endAt: string;
  signupDeadline: string;
}

/** 草稿 1, 报名中 2, 已截止 3 (deadline passed, not over), 已结束 4, 已取消 5. */
export function shownStatus(a: ActivityTimes, now: Date): number {
  if (a.status !== ACTIVITY_PUBLISHED) return a.status;
  const t = now.getTime();
  if (t >= Date.parse(a.endAt)) return 4;
  if (t >= Date.parse(a.signupDeadline)) return 3;
  return 2;
}

export const SIGNUP_CLOSED = '报名已截止';
export const SIGNUP_FULL = '报名名额已满';
export const SIGNUP_TWICE = '本企业已报名该路演活动，请勿重复报名';

/** Null when the enterprise may take a place now, else why not. */
export function signupRefusal(
  a: ActivityTimes & { capacity: number; taken: number },
  now: Date,
  alreadyLive: boolean,
): string | null {
  const shown = shownStatus(a, now);
  if (shown === 3 || shown === 4) return SIGNUP_CLOSED;
  if (shown !== 2) return '该路演活动未开放报名';
  if (alreadyLive) return SIGNUP_TWICE;
  if (a.taken >= a.capacity) return SIGNUP_FULL;
  return null;
}

/** What an enterprise may do with its sign-up: edit while pending, withdraw a live one before the deadline. */
export function registrationRefusal(
  action: 'edit' | 'withdraw' | 'review',
  status: number,
  activity: ActivityTimes,
  now: Date,
): string | null {
  if (activity.status === ACTIVITY_CANCELLED) return '该路演活动已取消';
  if (action === 'review') return status === REG_PENDING ? null : '只有待审核的报名可以审核';
  if (action === 'edit' && status !== REG_PENDING) return '只有待审核的报名可以修改';
  if (action === 'withdraw' && status !== REG_PENDING && status !== REG_APPROVED)
    return '只有待审核或已通过的报名可以撤回';
  return shownStatus(activity, now) === 2
    ? null
    : `${SIGNUP_CLOSED}，不能${action === 'edit' ? '修改' : '撤回'}`;
}

/** What staff may do with an activity: edit and publish drafts, cancel what is not over. */
export function activityRefusal(
  action: 'edit' | 'publish' | 'cancel',
  a: ActivityTimes,
  now: Date,
): string | null {
  if (action !== 'cancel') return a.status === ACTIVITY_DRAFT ? null : '只有草稿状态的路演活动可以修改或发布';
  const shown = shownStatus(a, now);
  if (shown === ACTIVITY_CANCELLED) return '该路演活动已取消';
  return shown === 4 ? '已结束的路演活动不能取消' : null;
}

export const PUBLISH_FOUR_EYES = '不能发布本人创建的路演活动，请由其他工作人员发布';

/** The enterprise a sign-up is made for: the company the org-zone login acts for. */
export function signupCompanyOf(user: AuthUser): string {
  if (user.landingMode !== 'org')
    throw new AppError('FORBIDDEN', {}, { message: '融资路演报名仅限企业专区' });
  const companyId = currentCompanyOf(user);
  if (!companyId) throw validationError('企业', '请先选择企业');
  return companyId;
}

export const activityNotFound = (id: number) =>
  new AppError('NOT_FOUND', {}, { message: `路演活动不存在：${id}` });
export const registrationNotFound = (id: number) =>
  new AppError('NOT_FOUND', {}, { message: `路演报名不存在：${id}` });
export const staleRow = (what: string, version: number) =>
  new AppError(
    'CONFLICT',
    { version },
    { message: `${what}已被他人修改（当前版本${version}），请刷新后重试` },
  );
