import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** The storage pass's statements on chain_object_version (ADR 77). */

const STORAGE_LOCK = 7078;

/** Owner connection: which tenants have published snapshots not yet in the object storage. */
export async function tenantsWithUnstored(owner: Executor): Promise<string[]> {
  const found = await rows<{ tenantId: string }>(
    owner,
    sql`select distinct tenant_id as "tenantId" from chain_object_version
         where stored_at is null and status = 'published'`,
  );
  return found.map((r) => r.tenantId);
}

export async function tryTenantLock(tx: Executor, tenantId: string): Promise<boolean> {
  const [row] = await rows<{ ok: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${STORAGE_LOCK}, hashtext(${tenantId})) as ok`,
  );
  return row?.ok === true;
}

export interface UnstoredRow {
  objectId: string;
  version: number;
  revision: number;
  snapshotHex: string;
  sm3: string;
}

/** The oldest unstored published rows; an older revision than the version's current is skipped (marked only). */
export async function listUnstored(tx: Executor, tenantId: string, limit: number): Promise<UnstoredRow[]> {
  return rows(
    tx,
    sql`select object_id as "objectId", version, revision, encode(snapshot, 'hex') as "snapshotHex", sm3
          from chain_object_version
         where tenant_id = ${tenantId} and stored_at is null and status = 'published'
         order by created_at, object_id, version, revision limit ${limit}`,
  );
}

export async function markStored(
  tx: Executor,
  tenantId: string,
  stored: readonly UnstoredRow[],
): Promise<void> {
  if (stored.length === 0) return;
  const keys = sql.join(
    stored.map((r) => sql`(${r.objectId}, ${r.version}::int, ${r.revision}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update chain_object_version set stored_at = now()
         where tenant_id = ${tenantId} and (object_id, version, revision) in (${keys})`,
  );
}
