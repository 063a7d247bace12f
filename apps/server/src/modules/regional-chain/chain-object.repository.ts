import { type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedRows, rows } from '../../platform/db/database.js';

/** Every statement on chain_object_version and chain_log (migration 20261129170000, ADR 77). */

/** Object ids match `^(ZT-E|ZT-H|ZH|CP|DJ|ZR)-[0-9A-Za-z-]+$` (checked by the table): safe in an array literal. */
export const idArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::text[]`;

export interface LatestVersion {
  objectId: string;
  version: number;
  revision: number;
  operation: string;
  status: string;
  body: Record<string, unknown>;
}

/** The objects' lock (transaction advisory lock 7077, as `chain_lock_latest` takes it). */
const CHAIN_LOCK = 7077;

/** The objects' transaction advisory locks, in id order (two writers of one object queue; no deadlock). */
export async function lockObjects(tx: Executor, objectIds: readonly string[]): Promise<string[]> {
  const sorted = [...new Set(objectIds)].sort();
  await tx.execute(
    sql`select count(pg_advisory_xact_lock(${CHAIN_LOCK}, hashtext(id)))
          from (select id from unnest(${idArray(sorted)}) id order by id) ids`,
  );
  return sorted;
}

/**
 * Locks the objects (transaction advisory locks 7077 in id order, so two writers of one object
 * queue and number their versions n and n + 1) and then reads each one's latest version — one
 * round trip: `chain_lock_latest` (migration 20261129203000) reads in a second statement of its
 * own, which under READ COMMITTED begins after the locks are held and so sees the version the
 * previous holder wrote; each object's latest row is one probe of the primary key however long
 * its history.
 */
export async function lockLatest(
  tx: Executor,
  tenantId: string,
  objectIds: readonly string[],
): Promise<LatestVersion[]> {
  if (objectIds.length === 0) return [];
  const sorted = [...new Set(objectIds)].sort();
  return preparedRows(
    tx,
    sql`select "objectId", version, revision, operation, status, body
          from chain_lock_latest(${tenantId}, ${idArray(sorted)})`,
  );
}

export interface SnapshotRow {
  tenantId: string;
  objectId: string;
  version: number;
  revision: number;
  objectClass: string;
  operation: string;
  status: 'published' | 'failed';
  modelVersion: string;
  header: object;
  signatureHex: string;
  keyId: string;
  snapshotHex: string;
  sm3: string;
  leafHash: string | null;
  companyId: string | null;
  registerEventId: string | null;
  /** The cross-chain log row written with it. */
  log: {
    kind: 'published' | 'failed' | 'overwritten' | 'republished';
    errors: object[];
    message: string | null;
    actorId: string | null;
  };
}

/** The snapshots and their log rows: one statement whatever their number. */
export async function insertSnapshots(tx: Executor, snapshots: readonly SnapshotRow[]): Promise<void> {
  if (snapshots.length === 0) return;
  const values = sql.join(
    snapshots.map(
      (s) => sql`(${s.tenantId}, ${s.objectId}, ${s.version}::int, ${s.revision}::int, ${s.objectClass},
        ${s.operation}, ${s.status}, ${s.modelVersion}, ${JSON.stringify(s.header)}::jsonb,
        decode(${s.signatureHex}, 'hex'), ${s.keyId}, decode(${s.snapshotHex}, 'hex'), ${s.sm3}, ${s.leafHash},
        ${s.companyId}::uuid, ${s.registerEventId}::int8, ${s.log.kind}, ${JSON.stringify(s.log.errors)}::jsonb,
        ${s.log.message}, ${s.log.actorId})`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`with input (tenant_id, object_id, version, revision, object_class, operation, status, model_version,
                    header, signature, key_id, snapshot, sm3, leaf_hash, company_id, register_event_id,
                    log_kind, log_errors, log_message, actor_id) as (values ${values}),
        written as (
          insert into chain_object_version (tenant_id, object_id, version, revision, object_class, operation,
                 status, model_version, header, signature, key_id, snapshot, sm3, leaf_hash, company_id,
                 register_event_id)
          select tenant_id, object_id, version, revision, object_class, operation, status, model_version,
                 header, signature, key_id, snapshot, sm3, leaf_hash, company_id, register_event_id from input
          returning 1)
        insert into chain_log (tenant_id, object_id, object_class, version, revision, kind, errors, message, actor_id)
        select tenant_id, object_id, object_class, version, revision, log_kind, log_errors, log_message, actor_id
          from input where (select count(*) from written) > 0`,
  );
}

export async function insertLog(
  tx: Executor,
  row: {
    tenantId: string;
    objectId: string;
    objectClass: string;
    version: number | null;
    revision: number | null;
    kind: 'republished' | 'feedback';
    errors: object[];
    message: string | null;
    actorId: string | null;
  },
): Promise<string> {
  const [inserted] = await rows<{ id: string }>(
    tx,
    sql`insert into chain_log (tenant_id, object_id, object_class, version, revision, kind, errors, message, actor_id)
        values (${row.tenantId}, ${row.objectId}, ${row.objectClass}, ${row.version}::int, ${row.revision}::int,
                ${row.kind}, ${JSON.stringify(row.errors)}::jsonb, ${row.message}, ${row.actorId})
        returning id::text as id`,
  );
  return inserted!.id;
}

export interface StoredVersion {
  objectId: string;
  version: number;
  revision: number;
  objectClass: string;
  operation: string;
  status: string;
  header: Record<string, unknown>;
  signatureHex: string;
  keyId: string;
  snapshotHex: string;
  sm3: string;
  leafHash: string | null;
  registerEventId: string | null;
  companyId: string | null;
  isStored: boolean;
  createdAt: string;
}

const VERSION_COLUMNS = sql`object_id as "objectId", version, revision, object_class as "objectClass", operation,
  status, header, encode(signature, 'hex') as "signatureHex", key_id as "keyId",
  encode(snapshot, 'hex') as "snapshotHex", sm3, leaf_hash as "leafHash",
  register_event_id::text as "registerEventId", company_id::text as "companyId", stored_at is not null as "isStored",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

/** Every version and revision of an object, oldest first (history is never removed). */
export async function listObjectHistory(
  tx: Executor,
  tenantId: string,
  objectId: string,
): Promise<StoredVersion[]> {
  return rows(
    tx,
    sql`select ${VERSION_COLUMNS} from chain_object_version
         where tenant_id = ${tenantId} and object_id = ${objectId} order by version, revision`,
  );
}

/** The current revision of one version. */
export async function findVersion(
  tx: Executor,
  tenantId: string,
  objectId: string,
  version: number,
): Promise<StoredVersion | null> {
  const [row] = await rows<StoredVersion>(
    tx,
    sql`select ${VERSION_COLUMNS} from chain_object_version
         where tenant_id = ${tenantId} and object_id = ${objectId} and version = ${version}::int
         order by revision desc limit 1`,
  );
  return row ?? null;
}

/** Published rows by their leaf hashes (the ledger range of the node interfaces). */
export async function findByLeaves(
  tx: Executor,
  tenantId: string,
  leafHashes: readonly string[],
): Promise<StoredVersion[]> {
  if (leafHashes.length === 0) return [];
  return rows(
    tx,
    sql`select ${VERSION_COLUMNS} from chain_object_version
         where tenant_id = ${tenantId} and leaf_hash = any(${`{${leafHashes.join(',')}}`}::text[])`,
  );
}

/** The current revisions of the versions the register events (company, seqs) wrote. */
export async function listEventObjects(
  tx: Executor,
  tenantId: string,
  companyId: string,
  seqs: readonly number[],
) {
  if (seqs.length === 0) return [];
  return rows<{
    seq: number;
    objectId: string;
    objectClass: string;
    version: number;
    revision: number;
    status: string;
    operation: string;
  }>(
    tx,
    sql`select distinct on (v.object_id, v.version) e.seq::int as seq, v.object_id as "objectId",
               v.object_class as "objectClass", v.version, c.revision, c.status, c.operation
          from register_event e
          join chain_object_version v on v.tenant_id = e.tenant_id and v.register_event_id = e.id
          join lateral (select revision, status, operation from chain_object_version c
                         where c.tenant_id = v.tenant_id and c.object_id = v.object_id and c.version = v.version
                         order by revision desc limit 1) c on true
         where e.tenant_id = ${tenantId} and e.company_id = ${companyId}::uuid
           and e.seq = any(${`{${seqs.join(',')}}`}::int8[])
         order by v.object_id, v.version, v.revision`,
  );
}
