import { and, desc, eq, sql } from 'drizzle-orm';
import { type SmsPurpose, smsCode, smsOutbox } from '../../db/schema.js';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';

/** When the last code was sent to the mobile (text timestamp), if ever. */
export async function lastSmsSentAt(tx: Executor, tenantId: string, mobile: string): Promise<string | null> {
  const last = await rows<{ created_at: string }>(
    tx,
    sql`select created_at::text from sms_code where tenant_id = ${tenantId} and mobile = ${mobile}
        order by created_at desc limit 1`,
  );
  return last[0]?.created_at ?? null;
}

/** Serialises sends to one mobile across processes (a transaction-scoped advisory lock). */
export async function lockMobileSends(tx: Tx, tenantId: string, mobile: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${tenantId}:${mobile}`}))`);
}

export async function insertSmsCode(tx: Executor, row: typeof smsCode.$inferInsert): Promise<void> {
  await tx.insert(smsCode).values(row);
}

/** Counts a check of an unused code atomically and answers the row as it now is, or null. */
export async function countSmsCheck(
  tx: Executor,
  id: string,
  purpose: SmsPurpose,
): Promise<{ attempts: number; code_hash: string; expires_at: string; mobile: string } | null> {
  const found = await rows<{ attempts: number; code_hash: string; expires_at: string; mobile: string }>(
    tx,
    sql`update sms_code set attempts = attempts + 1
        where id = ${id}::uuid and purpose = ${purpose} and used_at is null
        returning attempts, code_hash, expires_at::text, mobile`,
  );
  return found[0] ?? null;
}

/** Uses the code up, atomically: true when this call did. */
export async function useSmsCode(tx: Executor, id: string, now: Date): Promise<boolean> {
  const used = await rows<{ id: string }>(
    tx,
    sql`update sms_code set used_at = ${now.toISOString()}::timestamptz where id = ${id}::uuid and used_at is null returning id`,
  );
  return used.length === 1;
}

/** The sandbox provider's latest messages (20 to one mobile, else 50 of the tenant), newest first. */
export async function listSandboxOutbox(tx: Executor, tenantId: string, mobile?: string) {
  return tx
    .select()
    .from(smsOutbox)
    .where(
      mobile === undefined
        ? eq(smsOutbox.tenantId, tenantId)
        : and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.mobile, mobile)),
    )
    .orderBy(desc(smsOutbox.id))
    .limit(mobile === undefined ? 50 : 20);
}
