import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toHex, utf8 } from '../ledger/bytes.js';
import { canonicalJson } from '../ledger/canonical-json.js';
import { formatCheckpointBody, formatSignedCheckpoint } from '../ledger/checkpoint.js';
import { type HashFn, inclusionProof, leafHash, treeHash } from '../ledger/merkle.js';
import { formatVerifierKey, noteKeyHash } from '../ledger/note-keys.js';
import { type BlockHeader, blockHash, emptyTreeRoot, entryRootOf, type ServedBlock } from './block.js';
import { checkBlock } from './verify-block.js';
import { checkConsensus, type ServedConsensus } from './verify-node.js';

const sm3: HashFn = (b) => new Uint8Array(createHash('sm3').update(b).digest());
const ORIGIN = 'rer.test/ledger/000000/sm3';
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const raw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
const KEYS = [formatVerifierKey({ name: ORIGIN, alg: 'ed25519', publicKey: raw })];
const texts = Array.from({ length: 7 }, (_, i) =>
  canonicalJson({ v: 1, kind: 'test', body: { n: String(i) } }),
);
const leaves = texts.map((t) => leafHash(sm3, utf8(t)));

function checkpoint(size: number): string {
  const body = formatCheckpointBody({
    origin: ORIGIN,
    treeSize: size,
    rootHash: treeHash(sm3, leaves.slice(0, size)),
    extensions: [],
  });
  const signature = new Uint8Array(sign(null, utf8(body), privateKey));
  return formatSignedCheckpoint(body, [
    { keyName: ORIGIN, keyHash: noteKeyHash(ORIGIN, 'ed25519', raw), signature },
  ]);
}

/** Blocks closing at tree sizes 3 and 7, built the way the server builds them. */
function block(height: number, from: number, to: number, previous: ServedBlock | null): ServedBlock {
  const txIds = leaves.slice(from, to).map(toHex);
  const header: BlockHeader = {
    network: 'rer-000000',
    height,
    treeSize: to,
    rootHash: toHex(treeHash(sm3, leaves.slice(0, to))),
    previousTreeSize: from,
    previousRootHash: from === 0 ? emptyTreeRoot(sm3) : toHex(treeHash(sm3, leaves.slice(0, from))),
    entryRoot: entryRootOf(sm3, txIds),
    time: '2026-11-29T08:00:00.000Z',
    txCount: to - from,
  };
  return {
    networkId: 'rer-000000',
    height,
    hash: blockHash(sm3, header),
    previousHash: previous?.hash ?? null,
    previousHeight: previous?.height ?? null,
    time: header.time,
    header,
    origin: ORIGIN,
    checkpoint: checkpoint(to),
    txIds,
    transactions: txIds.map((txId, i) => ({
      txId,
      seq: from + i + 1,
      kind: 'test',
      bizTypeName: null,
      time: header.time,
      entry: texts[from + i]!,
      inclusionProof: inclusionProof(sm3, leaves, from + i, to).map(toHex),
    })),
  };
}

const first = block(1, 0, 3, null);
const second = block(2, 3, 7, first);
const check = (b: ServedBlock, previous: ServedBlock | null) =>
  checkBlock(b, { hash: sm3, verifierKeys: KEYS, previous });

describe('the verifier’s block checks', () => {
  it('accepts sound blocks linked by hash', () => {
    expect(check(first, null)).toEqual([]);
    expect(check(second, first)).toEqual([]);
  });

  it('names a changed entry, proof, header, hash, link and signature, each once where it is', () => {
    const entry = structuredClone(second);
    entry.transactions[1]!.entry = entry.transactions[1]!.entry.replace('"4"', '"9"');
    expect(check(entry, first)).toEqual([
      expect.stringMatching(new RegExp(`^区块 2 交易 ${second.txIds[1]}（序号 5）：存证内容的哈希`)),
    ]);
    const proof = structuredClone(second);
    proof.transactions[0]!.inclusionProof[0] = '0'.repeat(64);
    expect(check(proof, first).join()).toContain('区块 2 交易');
    const header = structuredClone(second);
    header.header.txCount = 3;
    expect(check(header, first)).toContain('区块 2：区块头的交易数与交易列表不一致');
    const hashed = { ...second, hash: '1'.repeat(64) };
    expect(check(hashed, first)).toEqual(['区块 2：区块哈希与区块头不一致']);
    expect(check(second, { ...first, hash: '2'.repeat(64) })).toEqual([
      '区块 2：前一区块哈希与区块 1 不一致',
    ]);
    expect(check(second, null)).toEqual(['区块 2：首个区块的前一区块信息不正确']);
    const other = generateKeyPairSync('ed25519')
      .publicKey.export({ format: 'der', type: 'spki' })
      .subarray(-32);
    const stranger = [formatVerifierKey({ name: ORIGIN, alg: 'ed25519', publicKey: new Uint8Array(other) })];
    expect(checkBlock(second, { hash: sm3, verifierKeys: stranger, previous: first })[0]).toContain(
      '检查点没有受信任密钥',
    );
    const skipped = structuredClone(second);
    skipped.transactions[0]!.seq = 5;
    expect(check(skipped, first).join()).toContain('序号不连续');
  });

  it('checks the consensus state against the block and the published keys', () => {
    const line = second.checkpoint.split('\n').find((l) => l.startsWith('\u2014'))!;
    const consensus: ServedConsensus = {
      height: 2,
      blockHash: second.hash,
      treeSize: 7,
      treeRoot: second.header.rootHash,
      entryRoot: second.header.entryRoot,
      signingKeys: KEYS,
      checkpoint: second.checkpoint,
      votes: [{ voter: ORIGIN, role: 'market', signature: line.split(' ')[2]! }],
    };
    expect(checkConsensus(consensus, second, KEYS)).toEqual([]);
    expect(checkConsensus({ ...consensus, treeRoot: '3'.repeat(64) }, second, KEYS)).toEqual([
      '共识状态 2：树大小或树根与区块头不一致',
    ]);
    expect(checkConsensus({ ...consensus, votes: [] }, second, KEYS)).toEqual([
      '共识状态 2：没有市场的签名投票',
    ]);
    expect(checkConsensus(consensus, second, ['x+00000000+AA=='])).toEqual([
      '共识状态 2：签名密钥与网络配置公布的不一致',
    ]);
  });

  it('names every field of a consensus state that does not match its block, once each', () => {
    const line = second.checkpoint.split('\n').find((l) => l.startsWith('\u2014'))!;
    const sound: ServedConsensus = {
      height: 2,
      blockHash: second.hash,
      treeSize: 7,
      treeRoot: second.header.rootHash,
      entryRoot: second.header.entryRoot,
      signingKeys: KEYS,
      checkpoint: second.checkpoint,
      votes: [
        { voter: ORIGIN, role: 'market', signature: line.split(' ')[2]! },
        { voter: 'witness.example', role: 'witness', signature: 'AA==' },
      ],
    };
    const at = '共识状态 2：';
    const named = (change: Partial<ServedConsensus>, keys: readonly string[] = KEYS) =>
      checkConsensus({ ...sound, ...change }, second, keys);
    expect(named({})).toEqual([]);
    expect(named({ height: 1 })).toEqual([`${at}区块哈希与区块不一致`]);
    expect(named({ blockHash: '4'.repeat(64) })).toEqual([`${at}区块哈希与区块不一致`]);
    expect(named({ treeSize: 6 })).toEqual([`${at}树大小或树根与区块头不一致`]);
    expect(named({ entryRoot: '5'.repeat(64) })).toEqual([`${at}交易根与区块头不一致`]);
    expect(named({ checkpoint: first.checkpoint })).toEqual([`${at}签名检查点与区块不一致`]);
    // The published keys, the same list: one more, or two run together, is not it.
    expect(named({}, [...KEYS, KEYS[0]!])).toEqual([`${at}签名密钥与网络配置公布的不一致`]);
    expect(named({ signingKeys: ['ab'] }, ['a', 'b'])).toEqual([`${at}签名密钥与网络配置公布的不一致`]);
    // A market vote that is no signature line of the checkpoint; a witness vote is not a market one.
    expect(
      named({ votes: [...sound.votes, { voter: 'stranger', role: 'market', signature: 'AA==' }] }),
    ).toEqual([`${at}投票 stranger 不在检查点签名中`]);
    expect(named({ votes: [{ voter: ORIGIN.slice(0, -1), role: 'market', signature: 'AA==' }] })).toEqual([
      `${at}投票 ${ORIGIN.slice(0, -1)} 不在检查点签名中`,
    ]);
    expect(named({ votes: [sound.votes[1]!] })).toEqual([`${at}没有市场的签名投票`]);
    expect(named({ votes: [{ ...sound.votes[1]!, voter: 'stranger' }, sound.votes[0]!] })).toEqual([]);
  });
});
