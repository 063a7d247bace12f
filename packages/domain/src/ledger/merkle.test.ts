import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from './bytes.js';
import {
  consistencyProof,
  type HashFn,
  inclusionProof,
  leafHash,
  nodeHash,
  rangeHash,
  treeHash,
  verifyConsistency,
  verifyInclusion,
} from './merkle.js';

const sha256: HashFn = (b) => new Uint8Array(createHash('sha256').update(b).digest());
const sm3: HashFn = (b) => new Uint8Array(createHash('sm3').update(b).digest());

// The Certificate Transparency reference tree (RFC 6962 test data of the Go/C++ CT suites):
// the eight leaf inputs and the tree head of every size 0..8.
const CT_INPUTS = [
  '',
  '00',
  '10',
  '2021',
  '3031',
  '40414243',
  '5051525354555657',
  '606162636465666768696a6b6c6d6e6f',
].map(fromHex);
const CT_ROOTS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
const CT_INCLUSION = [
  {
    index: 0,
    size: 8,
    proof: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    index: 5,
    size: 8,
    proof: [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
];
const CT_CONSISTENCY = [
  {
    first: 2,
    second: 8,
    proof: [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    first: 6,
    second: 8,
    proof: [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
  {
    first: 2,
    second: 5,
    proof: [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  },
];
const CT_LEAVES = CT_INPUTS.map((e) => leafHash(sha256, e));
const root = (n: number) => fromHex(CT_ROOTS[n]!);

describe('RFC 6962 Merkle tree against the CT reference vectors', () => {
  it('tree heads of sizes 0..8', () => {
    for (let n = 0; n <= 8; n++)
      expect(toHex(treeHash(sha256, CT_LEAVES.slice(0, n))), `size ${n}`).toBe(CT_ROOTS[n]);
  });

  it('leaf and node prefixes', () => {
    expect(toHex(CT_LEAVES[0]!)).toBe(CT_ROOTS[1]);
    expect(toHex(nodeHash(sha256, CT_LEAVES[0]!, CT_LEAVES[1]!))).toBe(CT_ROOTS[2]);
  });

  it.each(CT_INCLUSION)('inclusion proof of leaf $index in size $size', (v) => {
    expect(inclusionProof(sha256, CT_LEAVES, v.index, v.size).map(toHex)).toEqual(v.proof);
    const proof = v.proof.map(fromHex);
    expect(verifyInclusion(sha256, CT_LEAVES[v.index]!, v.index, v.size, proof, root(v.size))).toBe(true);
    expect(verifyInclusion(sha256, CT_LEAVES[v.index]!, v.index + 1, v.size, proof, root(v.size))).toBe(
      false,
    );
    expect(verifyInclusion(sha256, CT_LEAVES[v.index]!, v.index, v.size, proof, root(v.size - 1))).toBe(
      false,
    );
  });

  it.each(CT_CONSISTENCY)('consistency proof $first → $second', (v) => {
    expect(consistencyProof(sha256, CT_LEAVES, v.first, v.second).map(toHex)).toEqual(v.proof);
    const proof = v.proof.map(fromHex);
    expect(verifyConsistency(sha256, v.first, v.second, root(v.first), root(v.second), proof)).toBe(true);
    expect(verifyConsistency(sha256, v.first, v.second, root(v.first - 1), root(v.second), proof)).toBe(
      false,
    );
    expect(verifyConsistency(sha256, v.first, v.second, root(v.first), root(v.second), proof.slice(1))).toBe(
      false,
    );
  });

  it('degenerate consistency cases', () => {
    expect(verifyConsistency(sha256, 4, 4, root(4), root(4), [])).toBe(true);
    expect(verifyConsistency(sha256, 4, 4, root(4), root(5), [])).toBe(false);
    expect(verifyConsistency(sha256, 0, 8, root(0), root(8), [])).toBe(true);
    expect(verifyConsistency(sha256, 8, 6, root(8), root(6), [])).toBe(false);
    expect(verifyInclusion(sha256, CT_LEAVES[0]!, 8, 8, [], root(8))).toBe(false);
  });
});

const leafSet = fc
  .array(fc.uint8Array({ maxLength: 12 }), { minLength: 1, maxLength: 70 })
  .map((entries) => entries.map((e) => leafHash(sm3, e)));

/** Flips one bit of one byte of one hash of the list. */
const mutate = (hashes: Uint8Array[], which: number, byte: number, bit: number) =>
  hashes.map((h, i) => {
    if (i !== which % hashes.length) return h;
    const c = Uint8Array.from(h);
    c[byte % c.length]! ^= 1 << bit;
    return c;
  });

describe('Merkle proofs (properties, SM3)', () => {
  it('every inclusion proof verifies and any altered byte fails', () => {
    fc.assert(
      fc.property(
        leafSet,
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: 7 }),
        (leaves, i, w, byte, bit) => {
          const index = i % leaves.length;
          const r = treeHash(sm3, leaves);
          const proof = inclusionProof(sm3, leaves, index);
          expect(verifyInclusion(sm3, leaves[index]!, index, leaves.length, proof, r)).toBe(true);
          const [badLeaf] = mutate([leaves[index]!], 0, byte, bit);
          expect(verifyInclusion(sm3, badLeaf!, index, leaves.length, proof, r)).toBe(false);
          expect(
            verifyInclusion(sm3, leaves[index]!, index, leaves.length, proof, mutate([r], 0, byte, bit)[0]!),
          ).toBe(false);
          if (proof.length > 0) {
            expect(
              verifyInclusion(sm3, leaves[index]!, index, leaves.length, mutate(proof, w, byte, bit), r),
            ).toBe(false);
          }
        },
      ),
    );
  });

  it('every consistency proof verifies and any altered byte fails', () => {
    fc.assert(
      fc.property(
        leafSet,
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: 7 }),
        (leaves, m, w, byte, bit) => {
          const n = leaves.length;
          const first = 1 + (m % n);
          const r1 = treeHash(sm3, leaves.slice(0, first));
          const r2 = treeHash(sm3, leaves);
          const proof = consistencyProof(sm3, leaves, first);
          expect(verifyConsistency(sm3, first, n, r1, r2, proof)).toBe(true);
          expect(verifyConsistency(sm3, first, n, mutate([r1], 0, byte, bit)[0]!, r2, proof)).toBe(false);
          expect(verifyConsistency(sm3, first, n, r1, mutate([r2], 0, byte, bit)[0]!, proof)).toBe(false);
          if (proof.length > 0) {
            expect(verifyConsistency(sm3, first, n, r1, r2, mutate(proof, w, byte, bit))).toBe(false);
          }
        },
      ),
    );
  });

  it('range hashes from complete subtrees equal the tree hash of the range', () => {
    fc.assert(
      fc.property(leafSet, fc.nat(), (leaves, s) => {
        const size = leaves.length;
        const start = 0;
        const end = 1 + (s % size);
        const complete = (level: number, index: number) =>
          treeHash(sm3, leaves.slice(index * 2 ** level, (index + 1) * 2 ** level));
        expect(toHex(rangeHash(sm3, { start, end }, complete))).toBe(
          toHex(treeHash(sm3, leaves.slice(0, end))),
        );
      }),
    );
  });
});
