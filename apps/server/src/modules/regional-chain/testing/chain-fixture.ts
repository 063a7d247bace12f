import {
  type ChainBody,
  type ChainObjectHeader,
  fromBase64,
  fromHex,
  sm3Hash,
  toHex,
  verifySnapshot,
} from '@rer/domain';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../../platform/db/database.js';
import { validateChainBody } from '../chain-schemas.js';

export interface VersionRow {
  objectId: string;
  objectClass: string;
  version: number;
  revision: number;
  operation: string;
  status: string;
  leafHash: string | null;
  registerEventId: string | null;
  header: ChainObjectHeader;
  body: ChainBody;
  signature: string;
  snapshotHex: string;
  sm3: string;
}

/** Every row of an object (or of objects whose id starts with `prefix`), oldest first. */
export async function versionsOf(db: Executor, tenantId: string, prefix: string): Promise<VersionRow[]> {
  const found = await rows<Omit<VersionRow, 'body'> & { snapshot: string }>(
    db,
    sql`select object_id as "objectId", object_class as "objectClass", version, revision, operation, status,
               leaf_hash as "leafHash", register_event_id::text as "registerEventId", header,
               encode(signature, 'hex') as signature, encode(snapshot, 'hex') as "snapshotHex",
               convert_from(snapshot, 'UTF8') as snapshot, sm3
          from chain_object_version where tenant_id = ${tenantId} and starts_with(object_id, ${prefix})
         order by object_id, version, revision`,
  );
  return found.map(({ snapshot, ...r }) => ({
    ...r,
    body: (JSON.parse(snapshot) as { body: ChainBody }).body,
  }));
}

/** The checks of the sealed header with the published key ([] when it holds). */
export function sealProblems(publicKeyBase64: string, row: VersionRow): string[] {
  return verifySnapshot(fromBase64(publicKeyBase64), {
    header: row.header,
    body: row.body,
    signature: fromHex(row.signature),
  });
}

export async function logOf(db: Executor, tenantId: string, objectId: string) {
  return rows<{
    kind: string;
    version: number | null;
    revision: number | null;
    errors: { path: string; message: string }[];
    message: string | null;
  }>(
    db,
    sql`select kind, version, revision, errors, message from chain_log
         where tenant_id = ${tenantId} and object_id = ${objectId} order by id`,
  );
}

/**
 * What is wrong with a published snapshot ([] when nothing): its seal under the published key, its
 * body against the schema of its class, its SM3 over the stored bytes, and its one ledger entry
 * (kind `chain-object`, the object id as uuid; the caller integrates the ledger first).
 */
export async function publishedProblems(db: Executor, publicKeyBase64: string, row: VersionRow) {
  const problems = [
    ...sealProblems(publicKeyBase64, row),
    ...validateChainBody(row.header.modelVersion, row.objectClass as never, row.body).map(
      (e) => `${e.path} ${e.message}`,
    ),
  ];
  if (row.status !== 'published') problems.push(`status ${row.status}`);
  if (toHex(sm3Hash(fromHex(row.snapshotHex))) !== row.sm3) problems.push('sm3 differs from the bytes');
  const [entry] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_entry
         where kind = 'chain-object' and uuid = ${row.objectId} and encode(leaf_hash, 'hex') = ${row.leafHash}`,
  );
  if (entry?.n !== 1) problems.push(`${entry?.n ?? 0} ledger entries`);
  return problems;
}
