/**
 * The ledger as blocks (ADR 78: a block is the entries between two consecutive checkpoints): the
 * reads the chain-node interfaces and the explorer need, re-exported by the ledger's index.
 */
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';
import type { CheckpointRow } from './checkpoint.repository.js';

const checkpointColumns = sql`id::text as id, tree_size::int8 as "treeSize", encode(root_hash, 'hex') as "rootHash",
  origin, key_name as "keyName", note, created_at as "createdAt"`;

const toCheckpoint = (r: CheckpointRow & { treeSize: number | string }): CheckpointRow => ({
  ...r,
  treeSize: Number(r.treeSize),
  createdAt: new Date(r.createdAt).toISOString(),
});

/** The checkpoints of heights h-1 and h (1-based, tree-size order): [previous | null, current | null]. */
export async function checkpointsOfHeight(
  tx: Executor,
  tenantId: string,
  height: number,
): Promise<[CheckpointRow | null, CheckpointRow | null]> {
  const found = await rows<CheckpointRow>(
    tx,
    sql`select ${checkpointColumns} from ledger_checkpoint where tenant_id = ${tenantId}
        order by tree_size offset ${Math.max(height - 2, 0)} limit ${height >= 2 ? 2 : 1}`,
  );
  const list = found.map(toCheckpoint);
  if (height === 1) return [null, list[0] ?? null];
  return [list[0] ?? null, list[1] ?? null];
}

/** The height of the first checkpoint covering `seq` (the block holding the entry), or null. */
export async function heightOfSeq(tx: Executor, tenantId: string, seq: number): Promise<number | null> {
  const found = await rows<{ height: string | null }>(
    tx,
    sql`select case when exists (select 1 from ledger_checkpoint where tenant_id = ${tenantId} and tree_size >= ${seq})
          then (select count(*) + 1 from ledger_checkpoint where tenant_id = ${tenantId} and tree_size < ${seq})::text
        end as height`,
  );
  return found[0]?.height ? Number(found[0].height) : null;
}

/** Bytes of the entries in (from, to]: the 16 MB guard runs before any entry is read. */
export async function entryBytesInRange(tx: Executor, tenantId: string, from: number, to: number) {
  const found = await rows<{ bytes: string }>(
    tx,
    sql`select coalesce(sum(octet_length(entry)), 0)::text as bytes from ledger_entry
        where tenant_id = ${tenantId} and seq > ${from} and seq <= ${to}`,
  );
  return Number(found[0]?.bytes ?? 0);
}

export interface BlockEntryRow {
  seq: number;
  kind: string;
  entry: string;
  leafHash: string;
  bizTypeName: string | null;
  createdAt: string;
}

const toBlockEntry = (r: BlockEntryRow & { seq: string | number }): BlockEntryRow => ({
  ...r,
  seq: Number(r.seq),
  createdAt: new Date(r.createdAt).toISOString(),
});

const blockEntryColumns = sql`seq::int8 as seq, kind, entry, encode(leaf_hash, 'hex') as "leafHash",
  biz_type_name as "bizTypeName", created_at as "createdAt"`;

/** The entries in (from, to], seq order. */
export async function entriesInRange(
  tx: Executor,
  tenantId: string,
  from: number,
  to: number,
): Promise<BlockEntryRow[]> {
  const found = await rows<BlockEntryRow & { seq: string | number }>(
    tx,
    sql`select ${blockEntryColumns}
        from ledger_entry where tenant_id = ${tenantId} and seq > ${from} and seq <= ${to} order by seq`,
  );
  return found.map(toBlockEntry);
}

/** The witnesses' cosignature lines of a checkpoint (anchoring outbox rows that succeeded). */
export async function witnessCosignatures(
  tx: Executor,
  tenantId: string,
  checkpointId: string,
): Promise<{ witness: string; cosignature: string; timestamp: string }[]> {
  return rows(
    tx,
    sql`select evidence->>'witness' as witness, evidence->>'cosignature' as cosignature,
               evidence->>'timestamp' as timestamp
        from ledger_anchor where tenant_id = ${tenantId} and checkpoint_id = ${checkpointId}::bigint
          and status = 'done' and evidence ? 'cosignature' order by publisher`,
  );
}

/**
 * The `chain-object` entries of one object (refs.uuid = object id), newest first, up to `maxSeq`,
 * of one version when asked.
 */
export async function objectEntries(
  tx: Executor,
  tenantId: string,
  options: { objectId: string; maxSeq: number | null; version: number | null },
): Promise<BlockEntryRow[]> {
  const found = await rows<BlockEntryRow & { seq: string | number }>(
    tx,
    sql`select ${blockEntryColumns}
        from ledger_entry
        where tenant_id = ${tenantId} and uuid = ${options.objectId} and kind = 'chain-object'
          and (${options.maxSeq}::bigint is null or seq <= ${options.maxSeq}::bigint)
          and (${options.version}::text is null or (entry::jsonb)->'body'->>'version' = ${options.version}::text)
        order by seq desc limit 1`,
  );
  return found.map(toBlockEntry);
}

/** The leaf hashes of the entries in (from, to], seq order (a block's entry root). */
export async function leafHashesInRange(tx: Executor, tenantId: string, from: number, to: number) {
  const found = await rows<{ leafHash: string }>(
    tx,
    sql`select encode(leaf_hash, 'hex') as "leafHash" from ledger_entry
        where tenant_id = ${tenantId} and seq > ${from} and seq <= ${to} order by seq`,
  );
  return found.map((r) => r.leafHash);
}

/** One entry by its leaf hash (a transaction id), the first if the same text was logged twice. */
export async function blockEntryByLeafHash(
  tx: Executor,
  tenantId: string,
  leafHash: string,
): Promise<BlockEntryRow | null> {
  const found = await rows<BlockEntryRow & { seq: string | number }>(
    tx,
    sql`select ${blockEntryColumns}
        from ledger_entry where tenant_id = ${tenantId} and leaf_hash = decode(${leafHash}, 'hex')
        order by seq limit 1`,
  );
  return found[0] ? toBlockEntry(found[0]) : null;
}
