import { type LedgerReceipt, toHex } from '@rer/domain';
import type { Tx } from '../../platform/db/database.js';
import { createCheckpoint } from './checkpoints.js';
import * as repo from './ledger.repository.js';
import { ledgerSettings } from './ledger-settings.js';
import { hashFnFor, inclusionProofFromStore } from './tree.js';

export interface EntryWithReceipt {
  entry: repo.EntryRow;
  /** Null only when no checkpoint covers the entry and none can be signed here. */
  receipt: LedgerReceipt | null;
}

/**
 * The receipt of one entry (by seq or leaf hash): the entry, its inclusion proof computed from the
 * stored subtrees (O(log n) rows) and the latest checkpoint; when the entry is newer than every
 * checkpoint, one is signed now (on demand). Entries still queued have no seq yet: callers
 * integrate first (`ensureIntegrated`, ADR 16).
 */
export async function getReceipt(
  tx: Tx,
  options: { tenantId: string; seq?: number; leafHash?: string },
): Promise<EntryWithReceipt | null> {
  const { tenantId } = options;
  const entry =
    options.seq !== undefined
      ? await repo.findEntryBySeq(tx, tenantId, options.seq)
      : options.leafHash
        ? await repo.findEntryByLeafHash(tx, tenantId, options.leafHash.toLowerCase())
        : null;
  if (!entry) return null;
  return { entry, receipt: await receiptOf(tx, tenantId, entry) };
}

export async function receiptOf(
  tx: Tx,
  tenantId: string,
  entry: repo.EntryRow,
): Promise<LedgerReceipt | null> {
  const head = await repo.findHead(tx, tenantId);
  if (!head) return null;
  let checkpoint = await repo.findLatestCheckpoint(tx, tenantId);
  const settings = ledgerSettings();
  if ((!checkpoint || checkpoint.treeSize < entry.seq) && settings.signer) {
    checkpoint = await createCheckpoint(tx, {
      tenantId,
      signer: settings.signer,
      publishers: settings.publishers,
    });
  }
  if (!checkpoint || checkpoint.treeSize < entry.seq) return null;
  const hash = hashFnFor(head.hashAlg);
  const proof = await inclusionProofFromStore(tx, tenantId, hash, entry.seq - 1, checkpoint.treeSize);
  return {
    version: 1,
    origin: checkpoint.origin,
    entry: entry.entry,
    leafIndex: entry.seq - 1,
    leafHash: entry.leafHash,
    treeSize: checkpoint.treeSize,
    inclusionProof: proof.map(toHex),
    checkpoint: checkpoint.note,
  };
}
