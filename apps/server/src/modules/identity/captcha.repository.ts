import { sql } from 'drizzle-orm';
import { captcha } from '../../db/schema.js';
import { type Executor, rows } from '../../platform/db/database.js';

export async function insertCaptcha(
  tx: Executor,
  row: { key: string; answerHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await tx.insert(captcha).values(row);
}

/** Deletes captchas a day past their expiry. */
export async function sweepExpiredCaptchas(tx: Executor, now: Date): Promise<void> {
  await tx.execute(
    sql`delete from captcha where expires_at < ${now.toISOString()}::timestamptz - interval '1 day'`,
  );
}

/**
 * Marks an unused, unexpired captcha used, atomically, and answers its answer hash; null when the
 * key is unknown, used or expired.
 */
export async function markCaptchaUsed(
  tx: Executor,
  key: string,
  now: Date,
): Promise<{ answer_hash: string } | null> {
  const used = await rows<{ answer_hash: string }>(
    tx,
    sql`update captcha set used_at = ${now.toISOString()}::timestamptz
        where key = ${key}::uuid and used_at is null and expires_at > ${now.toISOString()}::timestamptz
        returning answer_hash`,
  );
  return used[0] ?? null;
}
