import { bytesEqual, concatBytes } from './bytes.js';

/**
 * The Merkle tree of RFC 6962 §2.1 / RFC 9162 §2.1: leaf = H(0x00 ‖ entry),
 * node = H(0x01 ‖ left ‖ right), the split at the largest power of two smaller than n. The hash
 * function is a parameter (SM3 or SHA-256, chosen per deployment), so this file has no I/O and no
 * platform crypto and runs in the browser.
 */
export type HashFn = (bytes: Uint8Array) => Uint8Array;

/** A run of leaves [start, end) whose Merkle tree hash a proof carries. */
export interface LeafRange {
  start: number;
  end: number;
}

export function leafHash(hash: HashFn, entry: Uint8Array): Uint8Array {
  return hash(concatBytes(Uint8Array.of(0), entry));
}

export function nodeHash(hash: HashFn, left: Uint8Array, right: Uint8Array): Uint8Array {
  return hash(concatBytes(Uint8Array.of(1), left, right));
}

/** The largest power of two strictly smaller than n (n ≥ 2). */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function checkSize(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} 必须是非负整数`);
}

/** MTH of a list of leaf hashes; the empty tree's hash is H(""). */
export function treeHash(hash: HashFn, leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 0) return hash(new Uint8Array(0));
  return rangeHash(hash, { start: 0, end: leaves.length }, (level, index) => {
    if (level === 0) return leaves[index]!;
    return treeHashOf(hash, leaves.slice(index << level, (index + 1) << level));
  });
}

function treeHashOf(hash: HashFn, leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 1) return leaves[0]!;
  const k = splitPoint(leaves.length);
  return nodeHash(hash, treeHashOf(hash, leaves.slice(0, k)), treeHashOf(hash, leaves.slice(k)));
}

/**
 * The hash of leaves [start, end) from complete aligned subtrees (level k, index i covers leaves
 * [i·2^k, (i+1)·2^k)). Ranges a proof needs are always aligned this way, so a store of complete
 * subtree hashes answers every proof with O(log n) reads.
 */
export function rangeHash(
  hash: HashFn,
  range: LeafRange,
  completeSubtree: (level: number, index: number) => Uint8Array,
): Uint8Array {
  const length = range.end - range.start;
  if (length <= 0) throw new RangeError('空的叶子区间');
  const level = Math.log2(length);
  if (Number.isInteger(level) && range.start % length === 0)
    return completeSubtree(level, range.start / length);
  const k = splitPoint(length);
  return nodeHash(
    hash,
    rangeHash(hash, { start: range.start, end: range.start + k }, completeSubtree),
    rangeHash(hash, { start: range.start + k, end: range.end }, completeSubtree),
  );
}

/** The ranges of the inclusion proof PATH(m, D[n]) (RFC 6962 §2.1.1), leaf side first. */
export function inclusionRanges(index: number, size: number): LeafRange[] {
  checkSize(index, 'leafIndex');
  checkSize(size, 'treeSize');
  if (index >= size) throw new RangeError('叶子序号超出树的大小');
  const out: LeafRange[] = [];
  const walk = (m: number, start: number, end: number): void => {
    if (end - start === 1) return;
    const k = splitPoint(end - start);
    if (m < k) {
      walk(m, start, start + k);
      out.push({ start: start + k, end });
    } else {
      walk(m - k, start + k, end);
      out.push({ start, end: start + k });
    }
  };
  walk(index, 0, size);
  return out;
}

/** The ranges of the consistency proof PROOF(m, D[n]) (RFC 6962 §2.1.2), 0 < m ≤ n. */
export function consistencyRanges(m: number, n: number): LeafRange[] {
  checkSize(m, 'first');
  checkSize(n, 'second');
  if (m > n) throw new RangeError('一致性证明的旧树不能大于新树');
  if (m === 0 || m === n) return [];
  const out: LeafRange[] = [];
  const sub = (mm: number, start: number, end: number, isOriginal: boolean): void => {
    const size = end - start;
    if (mm === size) {
      if (!isOriginal) out.push({ start, end });
      return;
    }
    const k = splitPoint(size);
    if (mm <= k) {
      sub(mm, start, start + k, isOriginal);
      out.push({ start: start + k, end });
    } else {
      sub(mm - k, start + k, end, false);
      out.push({ start, end: start + k });
    }
  };
  sub(m, 0, n, true);
  return out;
}

/** Proof hashes from a list of leaf hashes (tests and small trees; the server uses stored subtrees). */
export function inclusionProof(
  hash: HashFn,
  leaves: readonly Uint8Array[],
  index: number,
  size = leaves.length,
) {
  const part = leaves.slice(0, size);
  return inclusionRanges(index, size).map((r) => treeHash(hash, part.slice(r.start, r.end)));
}

export function consistencyProof(hash: HashFn, leaves: readonly Uint8Array[], m: number, n = leaves.length) {
  const part = leaves.slice(0, n);
  return consistencyRanges(m, n).map((r) => treeHash(hash, part.slice(r.start, r.end)));
}

/** RFC 9162 §2.1.3.2: verify that `leaf` is at `index` of the tree of `size` with `root`. */
export function verifyInclusion(
  hash: HashFn,
  leaf: Uint8Array,
  index: number,
  size: number,
  proof: readonly Uint8Array[],
  root: Uint8Array,
): boolean {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(hash, p, r);
      // RFC 9162 wraps this loop in `if LSB(fn) is not set`, which its own condition repeats.
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      r = nodeHash(hash, r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && bytesEqual(r, root);
}

/** RFC 9162 §2.1.4.2: verify that the tree of size `second` extends the tree of size `first`. */
export function verifyConsistency(
  hash: HashFn,
  first: number,
  second: number,
  firstRoot: Uint8Array,
  secondRoot: Uint8Array,
  proof: readonly Uint8Array[],
): boolean {
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second) || first < 0 || first > second)
    return false;
  if (first === second) return proof.length === 0 && bytesEqual(firstRoot, secondRoot);
  if (first === 0) return proof.length === 0; // the empty tree is a prefix of every tree
  if (proof.length === 0) return false;
  const path = [...proof];
  // A power-of-two first tree is a complete subtree: its root is the proof's implicit first node.
  if (Number.isInteger(Math.log2(first))) path.unshift(firstRoot);
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(hash, c, fr);
      sr = nodeHash(hash, c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = nodeHash(hash, sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && bytesEqual(fr, firstRoot) && bytesEqual(sr, secondRoot);
}
