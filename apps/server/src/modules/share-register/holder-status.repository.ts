import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** A holder account's status (1 正常, 2 销户, 3 冻结) and number, or null when unknown in the tenant. */
export async function findHolderAccountStatus(
  tx: Executor,
  tenantId: string,
  holderId: string,
): Promise<{ status: number; account_number: string } | null> {
  const found = await rows<{ status: number; account_number: string }>(
    tx,
    sql`select status, account_number from holder_account where uuid = ${holderId} and tenant_id = ${tenantId}`,
  );
  return found[0] ?? null;
}
