import { fromHex, toHex } from '@rer/domain';
import type { Database, Tx } from '../../platform/db/database.js';
import { enqueueJob } from '../../platform/jobs.js';
import { CHECKPOINT_QUEUE } from './append-ledger-entry.js';
import { createCheckpoint } from './checkpoints.js';
import * as repo from './ledger.repository.js';
import { ledgerSettings } from './ledger-settings.js';
import * as queue from './queue.repository.js';
import { appendLeaf, hashFnFor } from './tree.js';

/** Rows per integration transaction, and about how much entry text (an initial registration is ~10 MB). */
export const DEFAULT_BATCH_SIZE = 2_000;
const MAX_BATCH_BYTES = 32 * 1024 * 1024;

export interface IntegratedBatch {
  /** Queue ids integrated, in seq order. */
  queueIds: string[];
  /** The seq of the first one (0 when none). */
  firstSeq: number;
  treeSize: number;
  /** The batch was full (by rows or bytes): more may be queued. */
  isFull: boolean;
}

/**
 * Integrates one batch of the tenant's queued entries inside `tx` (ADR 16): the tenant's
 * transaction-scoped advisory lock (so two sequencers never assign the same seq), the head
 * (`FOR UPDATE`), the oldest committed queued rows taken out of the queue, their seqs assigned
 * after the head's size, the subtrees they complete computed with `appendLeaf`, and entries,
 * subtrees and head written by one statement. The lock is held until `tx` ends. When the log
 * crosses a multiple of LEDGER_CHECKPOINT_EVERY, the sequencer signs a checkpoint in the same
 * transaction (and queues the checkpoint job, which publishes the anchors).
 */
export async function integrateBatch(
  tx: Tx,
  tenantId: string,
  limit = DEFAULT_BATCH_SIZE,
): Promise<IntegratedBatch> {
  const head = await repo.lockAndFindHead(tx, tenantId);
  if (!head) return { queueIds: [], firstSeq: 0, treeSize: 0, isFull: false };
  // A separate statement after the lock: its snapshot sees what the previous holder removed.
  const taken = await queue.takeQueued(tx, tenantId, limit, MAX_BATCH_BYTES);
  if (taken.length === 0) return { queueIds: [], firstSeq: 0, treeSize: head.treeSize, isFull: false };
  const hash = hashFnFor(head.hashAlg);
  let state = { size: head.treeSize, frontier: head.frontier.map(fromHex) };
  const nodes: repo.NodeRow[] = [];
  const entries: repo.NewEntryRow[] = [];
  for (const { id: _id, ...row } of taken) {
    const next = appendLeaf(hash, state, fromHex(row.leafHash));
    nodes.push(...next.nodes);
    state = next;
    entries.push({ ...row, seq: state.size });
  }
  await repo.writeAppend(tx, tenantId, {
    entries,
    nodes,
    treeSize: state.size,
    frontier: state.frontier.map(toHex),
  });
  const settings = ledgerSettings();
  const every = settings.checkpointEvery;
  const mark = Math.floor(state.size / every);
  if (Math.floor(head.treeSize / every) !== mark) {
    if (settings.signer) {
      await createCheckpoint(tx, { tenantId, signer: settings.signer, publishers: settings.publishers });
    }
    if (!settings.signer || settings.publishers.length > 0) {
      await enqueueJob(tx, {
        tenantId,
        queue: CHECKPOINT_QUEUE,
        payload: { tenantId },
        dedupeKey: `${tenantId}:${mark}`,
      });
    }
  }
  const bytes = taken.reduce((sum, t) => sum + Buffer.byteLength(t.entry), 0);
  return {
    queueIds: taken.map((t) => t.id),
    firstSeq: head.treeSize + 1,
    treeSize: state.size,
    isFull: taken.length >= limit || bytes >= MAX_BATCH_BYTES,
  };
}

/**
 * Integrates the tenant's committed queued entries, one transaction per batch, until a batch is
 * not full (every entry committed before the call is then on the log) or `maxBatches` ran. `onBatch` sees each
 * batch after its commit. Returns how many entries were integrated.
 */
export async function integrateTenant(
  db: Database,
  tenantId: string,
  options: { batchSize?: number; maxBatches?: number; onBatch?: (batch: IntegratedBatch) => void } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let total = 0;
  for (let i = 0; i < (options.maxBatches ?? Number.POSITIVE_INFINITY); i++) {
    const batch = await db.withTenant(tenantId, (tx) => integrateBatch(tx, tenantId, batchSize));
    total += batch.queueIds.length;
    if (batch.queueIds.length > 0) options.onBatch?.(batch);
    if (!batch.isFull) break;
  }
  return total;
}

/**
 * What every read that needs a seq, a receipt or a checkpoint does first (ADR 16): when the
 * tenant has queued entries, integrate them, so a change committed before the read is on the log.
 * One cheap query when the queue is empty.
 */
export async function ensureIntegrated(db: Database, tenantId: string): Promise<void> {
  if (await queue.hasQueued(db.orm, tenantId)) await integrateTenant(db, tenantId);
}

/** Integrates every tenant's queue (the sequencer's pass, the checkpoint tick, ledger:verify). */
export async function integrateAll(
  db: Database,
  options: { batchSize?: number; maxBatches?: number; onBatch?: (batch: IntegratedBatch) => void } = {},
): Promise<number> {
  let total = 0;
  for (const tenantId of await queue.tenantsWithQueued(db.orm)) {
    total += await integrateTenant(db, tenantId, options);
  }
  return total;
}
