import { sql } from 'drizzle-orm';
import { authAttempt } from '../../db/schema.js';
import { type Executor, rows } from '../../platform/db/database.js';

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

/** The sign-in keys of one account with failures since a time: its own key and its (address, account) pairs. */
export async function failingSignInKeys(
  tx: Executor,
  keys: { account: string; pairPrefix: string },
  since: Date,
): Promise<string[]> {
  const found = await rows<{ key: string }>(
    tx,
    sql`select distinct key from auth_attempt
        where (key = ${keys.account} or left(key, ${keys.pairPrefix.length}) = ${keys.pairPrefix})
          and not success and occurred_at > ${since.toISOString()}::timestamptz`,
  );
  return found.map((r) => r.key);
}

/** An administrator's unlock (ADR 39): the account's failed sign-ins are forgotten, anywhere. */
export async function deleteSignInFailures(
  tx: Executor,
  keys: { account: string; pairPrefix: string },
): Promise<number> {
  const deleted = await rows<{ key: string }>(
    tx,
    sql`delete from auth_attempt
        where (key = ${keys.account} or left(key, ${keys.pairPrefix.length}) = ${keys.pairPrefix})
          and not success
        returning key`,
  );
  return deleted.length;
}
