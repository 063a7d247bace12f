import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../platform/db/database.js';

/**
 * Counts one call in the account's current one-minute window (every process shares the count)
 * and drops the account's windows older than an hour in the same statement. Answers the calls
 * of the window including this one.
 */
export async function countCall(tx: Tx, tenantId: string, accountId: string, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  const found = await rows<{ calls: number }>(
    tx,
    sql`with old as (
          delete from chain_node_rate where tenant_id = ${tenantId} and account_id = ${accountId}::uuid
            and window_start < ${windowStart}::timestamptz - interval '1 hour')
        insert into chain_node_rate (tenant_id, account_id, window_start, calls)
        values (${tenantId}, ${accountId}::uuid, ${windowStart}::timestamptz, 1)
        on conflict (tenant_id, account_id, window_start) do update set calls = chain_node_rate.calls + 1
        returning calls`,
  );
  return Number(found[0]?.calls ?? 1);
}
