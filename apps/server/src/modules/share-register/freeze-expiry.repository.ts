import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

export interface ExpiredFreeze {
  tenant_id: string;
  company_id: string;
  created_seq: string;
  ends_on: string;
  document_no: string | null;
}

/** Active freezes of every tenant whose end date is before `today` (owner connection: keys only). */
export async function listExpiredFreezes(tx: Executor, today: string): Promise<ExpiredFreeze[]> {
  return (await rows<ExpiredFreeze>(
    tx,
    sql`select tenant_id, company_id, created_seq, ends_on::text as ends_on, document_no from encumbrance
        where status = 'active' and kind = 'freeze' and ends_on < ${today}::date
        order by company_id, created_seq`,
  )) as ExpiredFreeze[];
}

/** What a freeze still covers, read under the company lock. */
export async function findFreezeState(
  tx: Executor,
  companyId: string,
  seq: number,
): Promise<{ quantity: string; status: string; ends_on: string } | undefined> {
  const current = await rows<{ quantity: string; status: string; ends_on: string }>(
    tx,
    sql`select quantity, status, ends_on::text as ends_on from encumbrance
        where company_id = ${companyId} and created_seq = ${seq}`,
  );
  return current[0];
}

/** The effective time of the company's last register event, if any. */
export async function findLastOccurredAt(tx: Executor, companyId: string): Promise<Date | string | null> {
  const last = await rows<{ occurred_at: Date | string }>(
    tx,
    sql`select occurred_at from register_event where company_id = ${companyId}
        order by seq desc limit 1`,
  );
  return last[0]?.occurred_at ?? null;
}
