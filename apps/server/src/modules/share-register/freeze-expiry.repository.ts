import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

export interface ExpiredFreeze {
  tenant_id: string;
  company_id: string;
  created_seq: string;
  ends_on: string;
  document_no: string | null;
}

/** Active freezes (queued ones in effect included) of every tenant whose end date is before `today` (owner connection: keys only). */
export async function listExpiredFreezes(tx: Executor, today: string): Promise<ExpiredFreeze[]> {
  return (await rows<ExpiredFreeze>(
    tx,
    sql`select tenant_id, company_id, created_seq, ends_on::text as ends_on, document_no from encumbrance
        where status = 'active' and kind in ('freeze', 'queuedFreeze') and ends_on < ${today}::date
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

/** Who a lapsed freeze's notice goes to (the frozen holder's mobile) and what it names. */
export async function findFreezeNoticeFacts(
  tx: Executor,
  companyId: string,
  seq: number,
): Promise<{ mobile: string | null; companyName: string; documentNo: string | null } | undefined> {
  const found = await rows<{ mobile: string | null; company_name: string; document_no: string | null }>(
    tx,
    sql`select h.mobile, c.name as company_name, e.document_no from encumbrance e
        join holder_account h on h.uuid = e.holder_id
        join company c on c.uuid = e.company_id
        where e.company_id = ${companyId} and e.created_seq = ${seq}`,
  );
  const row = found[0];
  return row && { mobile: row.mobile, companyName: row.company_name, documentNo: row.document_no };
}
