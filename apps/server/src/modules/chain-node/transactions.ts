import { toHex } from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import {
  type BlockEntryRow,
  blockEntryByLeafHash,
  heightOfSeq,
  inclusionProofsFromStore,
} from '../evidence-ledger/index.js';
import { blockHeaderAt, type ChainScope, logHash } from './blocks.js';

/** An entry's body and kind, read from its canonical text (the ledger writes `{v, kind, body, …}`). */
function operationsOf(entry: BlockEntryRow) {
  try {
    const parsed = JSON.parse(entry.entry) as { kind?: string; body?: unknown };
    return [{ type: parsed.kind ?? entry.kind, body: parsed.body ?? null }];
  } catch {
    return [{ type: entry.kind, body: null }];
  }
}

/** The proof of an entry under its block's checkpoint, with the block's height and hash. */
export async function entryInBlock(tx: Executor, scope: ChainScope, entry: BlockEntryRow) {
  const height = await heightOfSeq(tx, scope.tenantId, entry.seq);
  if (height === null) return { height: null, blockHash: null, proof: null };
  const block = await blockHeaderAt(tx, scope, height);
  const { hash } = await logHash(tx, scope.tenantId, height);
  const [proof] = await inclusionProofsFromStore(
    tx,
    scope.tenantId,
    hash,
    [entry.seq - 1],
    block.header.treeSize,
  );
  return {
    height,
    blockHash: block.hash,
    proof: {
      treeSize: block.header.treeSize,
      inclusionProof: proof!.map(toHex),
      checkpoint: block.checkpoint.note,
      origin: block.checkpoint.origin,
    },
  };
}

/** A transaction (ledger entry) by id with its operations, result and proof; pending until in a block. */
export async function transactionById(tx: Executor, scope: ChainScope, txId: string) {
  const entry = await blockEntryByLeafHash(tx, scope.tenantId, txId.toLowerCase());
  if (!entry) throw new AppError('CHAIN_TX_UNKNOWN', { txId });
  const placed = await entryInBlock(tx, scope, entry);
  return {
    networkId: scope.networkId,
    txId: entry.leafHash,
    seq: entry.seq,
    kind: entry.kind,
    bizTypeName: entry.bizTypeName,
    time: entry.createdAt,
    height: placed.height,
    blockHash: placed.blockHash,
    entry: entry.entry,
    operations: operationsOf(entry),
    results: [
      {
        status: placed.height === null ? ('pending' as const) : ('confirmed' as const),
        height: placed.height,
      },
    ],
    proof: placed.proof,
  };
}
