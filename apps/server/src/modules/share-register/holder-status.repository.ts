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

/** `findHolderAccountStatus` of several accounts in one statement, by holder id. */
export async function findHolderAccountStatuses(
  tx: Executor,
  tenantId: string,
  holderIds: string[],
): Promise<Map<string, { status: number; account_number: string }>> {
  const found = await rows<{ uuid: string; status: number; account_number: string }>(
    tx,
    sql`select uuid, status, account_number from holder_account
        where tenant_id = ${tenantId}
          and uuid in (select (jsonb_array_elements_text(${JSON.stringify(holderIds)}::jsonb))::uuid)`,
  );
  return new Map(found.map(({ uuid, ...account }) => [uuid, account]));
}
