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

export interface BatchOptions {
  /** Rows per batch (DEFAULT_BATCH_SIZE). */
  limit?: number;
  /** Only queue ids above this one ('0', the default: from the queue's start). See `integrateTenant`. */
  afterId?: string;
}

/**
 * Integrates one batch of the tenant's queued entries inside `tx` (ADR 16): the tenant's
 * transaction-scoped advisory lock (so two sequencers never assign the same seq), the head
 * (`FOR UPDATE`), the oldest committed queued rows (after `afterId`), their seqs assigned after
 * the head's size, the subtrees they complete computed with `appendLeaf`, entries, subtrees and
 * head written by one statement, then the rows removed from the queue (the database checks that
 * their leaves are on the log). The lock is held until `tx` ends. When the log crosses a multiple
 * of LEDGER_CHECKPOINT_EVERY, the sequencer signs a checkpoint in the same transaction (and queues
 * the checkpoint job, which publishes the anchors).
 */
export async function integrateBatch(
  tx: Tx,
  tenantId: string,
  { limit = DEFAULT_BATCH_SIZE, afterId = '0' }: BatchOptions = {},
): Promise<IntegratedBatch> {
  const head = await repo.lockAndFindHead(tx, tenantId);
  if (!head) return { queueIds: [], firstSeq: 0, treeSize: 0, isFull: false };
  // A separate statement after the lock: its snapshot sees what the previous holder removed.
  const taken = await queue.readQueued(tx, tenantId, { afterId, limit, maxBytes: MAX_BATCH_BYTES });
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
  const queueIds = taken.map((t) => t.id);
  await queue.removeIntegrated(tx, tenantId, queueIds);
  await checkpointIfDue(tx, tenantId, head.treeSize, state.size);
  const bytes = taken.reduce((sum, t) => sum + Buffer.byteLength(t.entry), 0);
  return {
    queueIds,
    firstSeq: head.treeSize + 1,
    treeSize: state.size,
    isFull: taken.length >= limit || bytes >= MAX_BATCH_BYTES,
  };
}

/** A checkpoint when the batch crossed a multiple of LEDGER_CHECKPOINT_EVERY (same transaction). */
async function checkpointIfDue(tx: Tx, tenantId: string, fromSize: number, toSize: number): Promise<void> {
  const settings = ledgerSettings();
  const every = settings.checkpointEvery;
  const mark = Math.floor(toSize / every);
  if (Math.floor(fromSize / every) === mark) return;
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

export interface IntegrateOptions {
  batchSize?: number;
  maxBatches?: number;
  /** Sees each batch after its commit; a promise it returns is awaited before the next batch. */
  onBatch?: (batch: IntegratedBatch) => unknown;
}

/**
 * How many batches in a row read above the watermark (the last queue id taken) before one reads
 * the queue from its start again. Rows below the watermark are removed, but their index entries
 * stay until vacuum, and a read from the start walks all of them (ADR 16, "Backlog"); the sweep
 * takes entries whose queue id is below the watermark but that committed after it passed.
 */
export const SWEEP_EVERY = 16;

/**
 * Integrates the tenant's committed queued entries, one transaction per batch, until a batch
 * read from the queue's start is not full — every entry committed before the call is then on the
 * log — or `maxBatches` ran. While batches are full, the next one reads above the last queue id
 * taken, with a sweep from the start every SWEEP_EVERY batches and always before returning, so
 * no committed entry is left behind however late it commits. Returns how many were integrated.
 */
export async function integrateTenant(
  db: Database,
  tenantId: string,
  options: IntegrateOptions = {},
): Promise<number> {
  const limit = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let total = 0;
  let afterId = '0';
  let sinceSweep = 0;
  for (let i = 0; i < (options.maxBatches ?? Number.POSITIVE_INFINITY); i++) {
    const from = afterId;
    const batch = await db.withTenant(tenantId, (tx) =>
      integrateBatch(tx, tenantId, { limit, afterId: from }),
    );
    total += batch.queueIds.length;
    if (batch.queueIds.length > 0) await options.onBatch?.(batch);
    sinceSweep = from === '0' ? 0 : sinceSweep + 1;
    if (batch.isFull) afterId = sinceSweep + 1 >= SWEEP_EVERY ? '0' : batch.queueIds.at(-1)!;
    else if (from !== '0') afterId = '0';
    else break;
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
export async function integrateAll(db: Database, options: IntegrateOptions = {}): Promise<number> {
  let total = 0;
  for (const tenantId of await queue.tenantsWithQueued(db.orm)) {
    total += await integrateTenant(db, tenantId, options);
  }
  return total;
}
