import { sql } from 'drizzle-orm';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';

/**
 * A registration account's status, read and changed by the staff status businesses (550306
 * 冻结, 550307 解冻, 550031 销户; ADR 67), in the caller's transaction.
 */
export interface HolderAccountForStatus {
  holderId: string;
  accountNumber: string;
  holderName: string;
  status: number;
  version: number;
}

function selectByNumber(tenantId: string, accountNumber: string) {
  return sql`select uuid::text as "holderId", account_number as "accountNumber", holder_name as "holderName",
               status::int as status, version
             from holder_account where tenant_id = ${tenantId} and account_number = ${accountNumber}`;
}

/** The account by its number, without a lock (the check at submit). */
export async function holderAccountForStatus(
  tx: Executor,
  tenantId: string,
  accountNumber: string,
): Promise<HolderAccountForStatus | null> {
  const [found] = await rows<HolderAccountForStatus>(tx, selectByNumber(tenantId, accountNumber));
  return found ?? null;
}

/**
 * The same under the account's row lock (FOR UPDATE): status changes of one account happen one at
 * a time, and a register change naming it (which reads it FOR SHARE) waits for the change.
 */
export async function lockHolderAccountForStatus(
  tx: Executor,
  tenantId: string,
  accountNumber: string,
): Promise<HolderAccountForStatus | null> {
  const [found] = await rows<HolderAccountForStatus>(
    tx,
    sql`${selectByNumber(tenantId, accountNumber)} for update`,
  );
  return found ?? null;
}

/**
 * Sets the status at the version read (false when another change came first); a closed account's
 * open investor profile is closed with it, so its holder may open again (ADR 61).
 */
export async function updateHolderAccountStatus(
  tx: Tx,
  change: { tenantId: string; holderId: string; version: number; status: number },
): Promise<boolean> {
  const updated = await rows<{ uuid: string }>(
    tx,
    sql`update holder_account set status = ${change.status}, version = version + 1, updated_at = now()
        where tenant_id = ${change.tenantId} and uuid = ${change.holderId}::uuid and version = ${change.version}
        returning uuid::text`,
  );
  if (updated.length === 0) return false;
  if (change.status === 2)
    await tx.execute(
      sql`update investor_profile set closed_at = now()
          where tenant_id = ${change.tenantId} and holder_id = ${change.holderId}::uuid and closed_at is null`,
    );
  return true;
}
