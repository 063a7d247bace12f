import { sql } from 'drizzle-orm';
import { authAttempt } from '../../db/schema.js';
import { type Executor, rows } from '../../platform/db/database.js';

/** Lockout and rate-limit numbers (ADR 6). */
export const LOGIN_LIMITS = {
  /** Failures per account within the window that lock it. */
  accountFailures: 5,
  windowMs: 15 * 60 * 1000,
  lockMs: 10 * 60 * 1000,
  /** Failed logins per IP within the window before the IP is refused. */
  ipFailures: 30,
} as const;

export const attemptKeys = {
  loginAccount: (tenantId: string, account: string) => `login:account:${tenantId}:${account.toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  smsMobile: (tenantId: string, mobile: string) => `sms:mobile:${tenantId}:${mobile}`,
  smsIp: (ip: string) => `sms:ip:${ip}`,
};

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
export async function isAccountLocked(tx: Executor, key: string, now: Date): Promise<boolean> {
  const { count, newest } = await recentFailures(tx, key, new Date(now.getTime() - LOGIN_LIMITS.windowMs));
  return (
    count >= LOGIN_LIMITS.accountFailures &&
    newest !== null &&
    now.getTime() - newest.getTime() < LOGIN_LIMITS.lockMs
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
