/**
 * Blocks of the regional business chain as the node interfaces serve them (JR/T 0314 §7,
 * ADR 78): a block is the evidence ledger's entries between two consecutive signed checkpoints.
 * Shared by the server (which builds the answers), the explorer and the independent verifier,
 * so the block hash is computed one way everywhere.
 */
import { fromHex, toHex, utf8 } from '../ledger/bytes.js';
import { canonicalJson } from '../ledger/canonical-json.js';
import { type HashFn, treeHash } from '../ledger/merkle.js';

/** What a block's hash covers: its place, both checkpoints' trees, its own entries' root and time. */
export interface BlockHeader {
  network: string;
  height: number;
  /** The tree size and root of the checkpoint closing this block. */
  treeSize: number;
  rootHash: string;
  /** Those of the previous block's checkpoint (0 and the empty tree's root for height 1). */
  previousTreeSize: number;
  previousRootHash: string;
  /** RFC 6962 root of this block's own leaf hashes, in order. */
  entryRoot: string;
  /** The checkpoint's time (ISO 8601). */
  time: string;
  txCount: number;
}

/** The block hash: the hash (SM3 or SHA-256, the log's) of the header's canonical JSON. */
export function blockHash(hash: HashFn, header: BlockHeader): string {
  return toHex(hash(utf8(canonicalJson(header))));
}

/** The root of a block's own leaves (hex in, hex out). */
export function entryRootOf(hash: HashFn, leafHashes: readonly string[]): string {
  return toHex(treeHash(hash, leafHashes.map(fromHex)));
}

/** The root of the empty tree: the previous root of the first block. */
export function emptyTreeRoot(hash: HashFn): string {
  return toHex(hash(new Uint8Array(0)));
}

/** A block as served (the verifier reads the same shape). */
export interface ServedBlock {
  networkId: string;
  height: number;
  hash: string;
  previousHash: string | null;
  previousHeight: number | null;
  time: string;
  header: BlockHeader;
  origin: string;
  checkpoint: string;
  txIds: string[];
  transactions: ServedTransaction[];
}

/** One transaction (ledger entry) of a block with its proof under the block's checkpoint. */
export interface ServedTransaction {
  txId: string;
  seq: number;
  kind: string;
  bizTypeName: string | null;
  time: string;
  entry: string;
  inclusionProof: string[];
}
