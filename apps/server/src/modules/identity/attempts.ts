import { sql } from 'drizzle-orm';
import { authAttempt } from '../../db/schema.js';
import { type Executor, rows } from '../../platform/db/database.js';

/** Lockout and rate-limit numbers (ADR 6, keyed as ADR 29 says). */
export const LOGIN_LIMITS = {
  /** Failures of one account from one address within the window that lock that pair. */
  accountFailures: 5,
  /** Failures of one account from all addresses within the window that lock it everywhere. */
  accountFailuresAnywhere: 20,
  windowMs: 15 * 60 * 1000,
  lockMs: 10 * 60 * 1000,
  /**
   * Failed logins from one address (any account) within the window after which sign-ins without
   * a graphic captcha (the password grant) are refused. A captcha sign-in is never refused by it:
   * an office behind one NAT keeps signing in.
   */
  ipFailures: 100,
} as const;

export const attemptKeys = {
  /** One account from one address: the lockout (ADR 29). */
  loginPair: (tenantId: string, account: string, ip: string) =>
    `login:pair:${tenantId}:${account.toLowerCase()}:${ip}`,
  loginAccount: (tenantId: string, account: string) => `login:account:${tenantId}:${account.toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  smsMobile: (tenantId: string, mobile: string) => `sms:mobile:${tenantId}:${mobile}`,
  smsIp: (ip: string) => `sms:ip:${ip}`,
};

/** The attempt keys of a sign-in: the (address, account) pair and the account anywhere. */
export function signInKeys(tenantId: string, account: string, ip: string): { pair: string; account: string } {
  return {
    pair: attemptKeys.loginPair(tenantId, account, ip),
    account: attemptKeys.loginAccount(tenantId, account),
  };
}

export async function recordAttempt(tx: Executor, key: string, success: boolean, now: Date): Promise<void> {
  await tx.insert(authAttempt).values({ key, success, occurredAt: now.toISOString() });
}

/** Failures since the later of `since` and the key's last success, and the newest failure. */
export async function recentFailures(
  tx: Executor,
  key: string,
  since: Date,
  resetOnSuccess = true,
): Promise<{ count: number; newest: Date | null }> {
  const lastSuccess = resetOnSuccess
    ? sql`(select max(occurred_at) from auth_attempt where key = ${key} and success)`
    : sql`null::timestamptz`;
  const found = await rows<{ count: string; newest: string | null }>(
    tx,
    sql`select count(*)::text as count, max(occurred_at)::text as newest from auth_attempt
        where key = ${key} and not success and occurred_at > ${since.toISOString()}::timestamptz
          and occurred_at > coalesce(${lastSuccess}, '-infinity'::timestamptz)`,
  );
  const row = found[0];
  return { count: Number(row?.count ?? 0), newest: row?.newest ? new Date(row.newest) : null };
}

/** Attempts (any outcome) under a key since a time: send counters for SMS. */
export async function countAttempts(tx: Executor, key: string, since: Date): Promise<number> {
  const found = await rows<{ count: string }>(
    tx,
    sql`select count(*)::text as count from auth_attempt where key = ${key} and occurred_at > ${since.toISOString()}::timestamptz`,
  );
  return Number(found[0]?.count ?? 0);
}

/** Locked: enough failures within the window, the newest less than the lock time ago. */
export async function isAccountLocked(
  tx: Executor,
  key: string,
  now: Date,
  failures: number = LOGIN_LIMITS.accountFailures,
): Promise<boolean> {
  const { count, newest } = await recentFailures(tx, key, new Date(now.getTime() - LOGIN_LIMITS.windowMs));
  return count >= failures && newest !== null && now.getTime() - newest.getTime() < LOGIN_LIMITS.lockMs;
}

/** A sign-in's lock: the (address, account) pair at 5 failures, the account anywhere at 20. */
export async function isSignInLocked(
  tx: Executor,
  keys: { pair: string; account: string },
  now: Date,
): Promise<boolean> {
  return (
    (await isAccountLocked(tx, keys.pair, now)) ||
    (await isAccountLocked(tx, keys.account, now, LOGIN_LIMITS.accountFailuresAnywhere))
  );
}

export async function isIpLimited(tx: Executor, ip: string, now: Date): Promise<boolean> {
  const { count } = await recentFailures(
    tx,
    attemptKeys.loginIp(ip),
    new Date(now.getTime() - LOGIN_LIMITS.windowMs),
    false,
  );
  return count >= LOGIN_LIMITS.ipFailures;
}
