/** SQL of signed checkpoints and their anchoring outbox rows (re-exported by ledger.repository.ts). */
import { sql } from 'drizzle-orm';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';

export interface CheckpointRow {
  id: string;
  treeSize: number;
  rootHash: string;
  origin: string;
  keyName: string;
  note: string;
  createdAt: string;
}

const checkpointColumns = sql`id::text as id, tree_size::int8 as "treeSize", encode(root_hash, 'hex') as "rootHash",
  origin, key_name as "keyName", note, created_at as "createdAt"`;

const toCheckpoint = (r: CheckpointRow & { treeSize: number | string }): CheckpointRow => ({
  ...r,
  treeSize: Number(r.treeSize),
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function findLatestCheckpoint(tx: Executor, tenantId: string): Promise<CheckpointRow | null> {
  const found = await rows<CheckpointRow>(
    tx,
    sql`select ${checkpointColumns} from ledger_checkpoint where tenant_id = ${tenantId}
        order by tree_size desc limit 1`,
  );
  return found[0] ? toCheckpoint(found[0]) : null;
}

export async function findCheckpointBySize(tx: Executor, tenantId: string, size: number) {
  const found = await rows<CheckpointRow>(
    tx,
    sql`select ${checkpointColumns} from ledger_checkpoint where tenant_id = ${tenantId} and tree_size = ${size}`,
  );
  return found[0] ? toCheckpoint(found[0]) : null;
}

export async function listCheckpoints(tx: Executor, tenantId: string, offset = 0, limit = 1_000_000) {
  const found = await rows<CheckpointRow>(
    tx,
    sql`select ${checkpointColumns} from ledger_checkpoint where tenant_id = ${tenantId}
        order by tree_size desc offset ${offset} limit ${limit}`,
  );
  return found.map(toCheckpoint);
}

export async function countCheckpoints(tx: Executor, tenantId: string): Promise<number> {
  const found = await rows<{ n: string }>(
    tx,
    sql`select count(*)::text as n from ledger_checkpoint where tenant_id = ${tenantId}`,
  );
  return Number(found[0]?.n ?? 0);
}

/** Inserts unless a checkpoint of that size exists; returns the stored one either way. */
export async function insertCheckpoint(
  tx: Tx,
  tenantId: string,
  c: { treeSize: number; rootHash: string; origin: string; keyName: string; note: string },
): Promise<CheckpointRow> {
  await tx.execute(
    sql`insert into ledger_checkpoint (tenant_id, tree_size, root_hash, origin, key_name, note)
        values (${tenantId}, ${c.treeSize}, decode(${c.rootHash}, 'hex'), ${c.origin}, ${c.keyName}, ${c.note})
        on conflict (tenant_id, tree_size) do nothing`,
  );
  const stored = await findCheckpointBySize(tx, tenantId, c.treeSize);
  if (!stored) throw new Error('checkpoint vanished after insert');
  return stored;
}

/** Tenants whose log has grown past its last checkpoint (the periodic checkpoint job). */
export async function tenantsNeedingCheckpoint(tx: Executor): Promise<string[]> {
  const found = await rows<{ tenant_id: string }>(
    tx,
    sql`select h.tenant_id from ledger_head h
        where h.tree_size > coalesce((select max(c.tree_size) from ledger_checkpoint c where c.tenant_id = h.tenant_id), 0)`,
  );
  return found.map((r) => r.tenant_id);
}

/** One outbox row per checkpoint and publisher; the idempotency key names both. */
export async function queueAnchor(tx: Tx, tenantId: string, checkpoint: CheckpointRow, publisher: string) {
  await tx.execute(
    sql`insert into ledger_anchor (tenant_id, checkpoint_id, publisher, idempotency_key)
        values (${tenantId}, ${checkpoint.id}::bigint, ${publisher},
                ${`${publisher}:${checkpoint.origin}:${checkpoint.treeSize}`})
        on conflict do nothing`,
  );
}

/** Every tenant of the installation (the reference table), for checks that span tenants. */
export async function listTenantIds(tx: Executor): Promise<string[]> {
  const found = await rows<{ tenant_id: string }>(tx, sql`select tenant_id from tenant order by tenant_id`);
  return found.map((r) => r.tenant_id);
}
