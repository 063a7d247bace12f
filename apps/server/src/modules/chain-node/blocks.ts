import {
  type BlockHeader,
  blockHash,
  emptyTreeRoot,
  entryRootOf,
  fromHex,
  type ServedBlock,
  type ServedTransaction,
} from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import {
  type CheckpointRow,
  checkpointsOfHeight,
  countCheckpoints,
  entriesInRange,
  entryBytesInRange,
  findLedgerHead,
  hashFnFor,
  inclusionProofsFromStore,
  leafHashesInRange,
} from '../evidence-ledger/index.js';

/**
 * Blocks from the evidence ledger (ADR 78): block h closes with the h-th checkpoint (tree-size
 * order) and holds the entries after the (h-1)-th. Built from the database on every call, so any
 * API process answers the same bytes (every process is a full node). The explorer uses the same
 * code through the signed-in API.
 */
export interface ChainScope {
  tenantId: string;
  networkId: string;
}

/** The log's hash function, or 404 when the tenant has no log (no block at any height). */
export async function logHash(tx: Executor, tenantId: string, height: number) {
  const head = await findLedgerHead(tx, tenantId);
  if (!head) throw new AppError('CHAIN_BLOCK_UNKNOWN', { height });
  return { hash: hashFnFor(head.hashAlg), hashAlg: head.hashAlg };
}

/** The chain's height: the number of signed checkpoints. */
export function chainHeight(tx: Executor, tenantId: string): Promise<number> {
  return countCheckpoints(tx, tenantId);
}

interface HeaderParts {
  previous: CheckpointRow | null;
  current: CheckpointRow;
}

async function checkpointsAt(tx: Executor, tenantId: string, height: number): Promise<HeaderParts> {
  const [previous, current] = await checkpointsOfHeight(tx, tenantId, height);
  if (!current) throw new AppError('CHAIN_BLOCK_UNKNOWN', { height });
  return { previous, current };
}

function headerOf(
  scope: ChainScope,
  height: number,
  parts: HeaderParts,
  entryRoot: string,
  txCount: number,
  empty: string,
): BlockHeader {
  return {
    network: scope.networkId,
    height,
    treeSize: parts.current.treeSize,
    rootHash: parts.current.rootHash,
    previousTreeSize: parts.previous?.treeSize ?? 0,
    previousRootHash: parts.previous?.rootHash ?? empty,
    entryRoot,
    time: parts.current.createdAt,
    txCount,
  };
}

/** A block's header and hash without its entries (the explorer's list, a previous block's hash). */
export async function blockHeaderAt(tx: Executor, scope: ChainScope, height: number) {
  const { hash } = await logHash(tx, scope.tenantId, height);
  const parts = await checkpointsAt(tx, scope.tenantId, height);
  const from = parts.previous?.treeSize ?? 0;
  const leaves = await leafHashesInRange(tx, scope.tenantId, from, parts.current.treeSize);
  const header = headerOf(
    scope,
    height,
    parts,
    entryRootOf(hash, leaves),
    leaves.length,
    emptyTreeRoot(hash),
  );
  return { header, hash: blockHash(hash, header), checkpoint: parts.current };
}

/**
 * Block h with its transactions and their inclusion proofs under the block's checkpoint. Refused
 * before any entry is read when the entries would pass `maxBytes` (16 MB at most).
 */
export async function buildBlock(
  tx: Executor,
  scope: ChainScope,
  height: number,
  maxBytes: number,
): Promise<ServedBlock> {
  const { hash } = await logHash(tx, scope.tenantId, height);
  const parts = await checkpointsAt(tx, scope.tenantId, height);
  const from = parts.previous?.treeSize ?? 0;
  const to = parts.current.treeSize;
  const bytes = await entryBytesInRange(tx, scope.tenantId, from, to);
  if (bytes > maxBytes) throw new AppError('CHAIN_BLOCK_TOO_LARGE', { limit: sizeText(maxBytes), height });
  const entries = await entriesInRange(tx, scope.tenantId, from, to);
  const proofs = await inclusionProofsFromStore(
    tx,
    scope.tenantId,
    hash,
    entries.map((e) => e.seq - 1),
    to,
    { from, leaves: entries.map((e) => fromHex(e.leafHash)) },
  );
  // Proofs share their hashes (the same sibling for many leaves): each turned to hex once.
  const hexOf = new Map<Uint8Array, string>();
  const hex = (b: Uint8Array) => {
    let text = hexOf.get(b);
    if (text === undefined) {
      text = Buffer.from(b).toString('hex');
      hexOf.set(b, text);
    }
    return text;
  };
  const transactions: ServedTransaction[] = entries.map((e, i) => ({
    txId: e.leafHash,
    seq: e.seq,
    kind: e.kind,
    bizTypeName: e.bizTypeName,
    time: e.createdAt,
    entry: e.entry,
    inclusionProof: proofs[i]!.map(hex),
  }));
  const txIds = transactions.map((t) => t.txId);
  const header = headerOf(scope, height, parts, entryRootOf(hash, txIds), txIds.length, emptyTreeRoot(hash));
  const previous = height > 1 ? await blockHeaderAt(tx, scope, height - 1) : null;
  return {
    networkId: scope.networkId,
    height,
    hash: blockHash(hash, header),
    previousHash: previous?.hash ?? null,
    previousHeight: previous ? height - 1 : null,
    time: header.time,
    header,
    origin: parts.current.origin,
    checkpoint: parts.current.note,
    txIds,
    transactions,
  };
}

function sizeText(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)}MB` : `${bytes}字节`;
}
