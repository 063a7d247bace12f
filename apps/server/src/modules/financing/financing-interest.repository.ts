import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// Investors' expressions of interest (ADR 84), in the caller's tenant transaction.

export interface InterestRow {
  id: number;
  investorName: string;
  message: string | null;
  createdAt: string;
}

/** Answers the new row's id, or null when this login already expressed interest in the need. */
export async function insertInterest(
  tx: Executor,
  row: { tenantId: string; needId: number; accountId: string; investorName: string; message: string | null },
): Promise<number | null> {
  const [inserted] = await rows<{ id: number }>(
    tx,
    sql`insert into financing_interest (tenant_id, need_id, account_id, investor_name, message)
        values (${row.tenantId}, ${row.needId}, ${row.accountId}, ${row.investorName}, ${row.message})
        on conflict (tenant_id, need_id, account_id) do nothing
        returning id::int as id`,
  );
  return inserted?.id ?? null;
}

export async function findInterests(tx: Executor, tenantId: string, needId: number): Promise<InterestRow[]> {
  return rows<InterestRow>(
    tx,
    sql`select id::int as id, investor_name as "investorName", message,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
        from financing_interest where tenant_id = ${tenantId} and need_id = ${needId} order by id desc`,
  );
}
