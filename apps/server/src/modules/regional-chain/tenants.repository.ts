import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** Owner connection: the tenants that have a register (the start-up backfill's list). */
export async function chainTenants(owner: Executor): Promise<string[]> {
  const found = await rows<{ tenantId: string }>(
    owner,
    sql`select distinct tenant_id as "tenantId" from holding order by 1`,
  );
  return found.map((r) => r.tenantId);
}
