import { createHash } from 'node:crypto';
import {
  consistencyRanges,
  fromHex,
  type HashFn,
  inclusionRanges,
  type LeafRange,
  nodeHash,
  rangeHash,
  splitPoint,
  toHex,
} from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { findSubtrees, type NodeRow } from './ledger.repository.js';

export type LedgerHashAlg = 'sm3' | 'sha256';

/** Node's SM3 (GB/T 32905, via OpenSSL) or SHA-256 as the domain code's hash function. */
export function hashFnFor(alg: LedgerHashAlg): HashFn {
  return (bytes) => new Uint8Array(createHash(alg).update(bytes).digest());
}

/** Levels of the right-edge complete subtrees of a tree of `size` leaves, highest first. */
export function frontierLevels(size: number): number[] {
  const levels: number[] = [];
  for (let level = Math.floor(Math.log2(Math.max(size, 1))) + 1; level >= 0; level--) {
    if (Math.floor(size / 2 ** level) % 2 === 1) levels.push(level);
  }
  return levels;
}

/**
 * Appends one leaf to the right edge: equal-level neighbours merge into their parent, each merge
 * being a newly complete subtree that is stored. Amortised one node per leaf.
 */
export function appendLeaf(
  hash: HashFn,
  state: { size: number; frontier: Uint8Array[] },
  leaf: Uint8Array,
): { size: number; frontier: Uint8Array[]; nodes: NodeRow[] } {
  const frontier = [...state.frontier];
  const levels = frontierLevels(state.size);
  const nodes: NodeRow[] = [];
  let carry = leaf;
  let level = 0;
  const newSize = state.size + 1;
  while (levels.length > 0 && levels.at(-1) === level) {
    levels.pop();
    carry = nodeHash(hash, frontier.pop()!, carry);
    level++;
    nodes.push({ level, idx: newSize / 2 ** level - 1, hash: toHex(carry) });
  }
  frontier.push(carry);
  return { size: newSize, frontier, nodes };
}

/** The root of the tree from its right edge (RFC 6962: the rightmost subtrees fold right to left). */
export function frontierRoot(hash: HashFn, frontier: readonly Uint8Array[]): Uint8Array {
  if (frontier.length === 0) return hash(new Uint8Array(0));
  let root = frontier.at(-1)!;
  for (let i = frontier.length - 2; i >= 0; i--) root = nodeHash(hash, frontier[i]!, root);
  return root;
}

/** Hashes of leaf ranges from the stored complete subtrees: one query for all the nodes needed. */
export async function storedRangeHashes(
  tx: Executor,
  tenantId: string,
  hash: HashFn,
  ranges: LeafRange[],
): Promise<Uint8Array[]> {
  const wanted: { level: number; idx: number }[] = [];
  const dummy = new Uint8Array(32);
  for (const r of ranges) {
    rangeHash(
      () => dummy,
      r,
      (level, idx) => {
        wanted.push({ level, idx });
        return dummy;
      },
    );
  }
  const found = await findSubtrees(tx, tenantId, wanted);
  return ranges.map((r) =>
    rangeHash(hash, r, (level, idx) => {
      const hex = found.get(`${level}:${idx}`);
      if (!hex) throw new Error(`ledger subtree ${level}:${idx} of tenant ${tenantId} is missing`);
      return fromHex(hex);
    }),
  );
}

export async function inclusionProofFromStore(
  tx: Executor,
  tenantId: string,
  hash: HashFn,
  index: number,
  size: number,
): Promise<Uint8Array[]> {
  return storedRangeHashes(tx, tenantId, hash, inclusionRanges(index, size));
}

export async function consistencyProofFromStore(
  tx: Executor,
  tenantId: string,
  hash: HashFn,
  first: number,
  second: number,
): Promise<Uint8Array[]> {
  return storedRangeHashes(tx, tenantId, hash, consistencyRanges(first, second));
}

/** The root of the first `size` leaves from the stored subtrees (O(log n) reads). */
export async function storedRoot(
  tx: Executor,
  tenantId: string,
  hash: HashFn,
  size: number,
): Promise<Uint8Array> {
  if (size === 0) return hash(new Uint8Array(0));
  const [root] = await storedRangeHashes(tx, tenantId, hash, [{ start: 0, end: size }]);
  return root!;
}

/**
 * Inclusion proofs of many leaves under one tree size (a block's entries, ADR 78): every range
 * any of them needs, deduplicated; the ranges inside `known` (the block's own leaves, already
 * read) are hashed here, the others read from the stored subtrees in one query.
 */
export async function inclusionProofsFromStore(
  tx: Executor,
  tenantId: string,
  hash: HashFn,
  indices: readonly number[],
  size: number,
  known: { from: number; leaves: readonly Uint8Array[] } = { from: 0, leaves: [] },
): Promise<Uint8Array[][]> {
  const perLeaf = indices.map((i) => inclusionRanges(i, size));
  const unique = new Map<string, LeafRange>();
  for (const ranges of perLeaf) for (const r of ranges) unique.set(`${r.start}:${r.end}`, r);
  const end = known.from + known.leaves.length;
  const inside = [...unique.values()].filter((r) => r.start >= known.from && r.end <= end);
  const outside = [...unique.values()].filter((r) => !(r.start >= known.from && r.end <= end));
  const byKey = new Map<string, Uint8Array>();
  const memo = (start: number, stop: number): Uint8Array => {
    const key = `${start}:${stop}`;
    const found = byKey.get(key);
    if (found) return found;
    const value =
      stop - start === 1
        ? known.leaves[start - known.from]!
        : nodeHash(
            hash,
            memo(start, start + splitPoint(stop - start)),
            memo(start + splitPoint(stop - start), stop),
          );
    byKey.set(key, value);
    return value;
  };
  for (const r of inside) memo(r.start, r.end);
  const stored = await storedRangeHashes(tx, tenantId, hash, outside);
  for (const [i, r] of outside.entries()) byKey.set(`${r.start}:${r.end}`, stored[i]!);
  return perLeaf.map((ranges) => ranges.map((r) => byKey.get(`${r.start}:${r.end}`)!));
}
