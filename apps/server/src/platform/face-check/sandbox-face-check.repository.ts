import { desc, eq } from 'drizzle-orm';
import { authAttempt } from '../../db/schema.js';
import type { Executor } from '../db/database.js';

/** The sandbox page's answer, kept as an `auth_attempt` row under the check's result key. */
export async function recordSandboxResult(
  tx: Executor,
  key: string,
  passed: boolean,
  now: Date,
): Promise<void> {
  await tx.insert(authAttempt).values({ key, success: passed, occurredAt: now.toISOString() });
}

/** The latest answer under the key: true passed, false failed, null none yet. */
export async function latestSandboxResult(tx: Executor, key: string): Promise<boolean | null> {
  const found = await tx
    .select({ success: authAttempt.success })
    .from(authAttempt)
    .where(eq(authAttempt.key, key))
    .orderBy(desc(authAttempt.id))
    .limit(1);
  return found[0] ? found[0].success : null;
}
