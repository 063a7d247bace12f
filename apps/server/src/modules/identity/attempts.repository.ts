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
