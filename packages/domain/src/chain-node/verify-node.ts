import { type ChainObjectHeader, verifySnapshot } from '../chain/header.js';
import type { ChainBody } from '../chain/model.js';
import { fromBase64, toHex } from '../ledger/bytes.js';
import { canonicalJson } from '../ledger/canonical-json.js';
import { sm3Hash } from '../ledger/hashes.js';
import type { HashFn } from '../ledger/merkle.js';
import { checkReceiptProof } from '../ledger/receipt.js';
import type { ServedBlock } from './block.js';

/** The consensus state at a height as served (the fields the verifier compares). */
export interface ServedConsensus {
  height: number;
  blockHash: string;
  treeSize: number;
  treeRoot: string;
  entryRoot: string;
  signingKeys: string[];
  checkpoint: string;
  votes: { voter: string; role: 'market' | 'witness'; signature: string }[];
}

/**
 * The consensus state against the block of the same height and the network's published keys:
 * roots, hash and checkpoint must be the block's, the keys the published ones, and every market
 * vote one of the checkpoint's signature lines.
 */
export function checkConsensus(
  c: ServedConsensus,
  block: ServedBlock,
  publishedKeys: readonly string[],
): string[] {
  const at = `共识状态 ${block.height}`;
  const problems: string[] = [];
  if (c.height !== block.height || c.blockHash !== block.hash) problems.push(`${at}：区块哈希与区块不一致`);
  if (c.treeSize !== block.header.treeSize || c.treeRoot !== block.header.rootHash)
    problems.push(`${at}：树大小或树根与区块头不一致`);
  if (c.entryRoot !== block.header.entryRoot) problems.push(`${at}：交易根与区块头不一致`);
  if (c.checkpoint !== block.checkpoint) problems.push(`${at}：签名检查点与区块不一致`);
  if (c.signingKeys.join('\n') !== publishedKeys.join('\n'))
    problems.push(`${at}：签名密钥与网络配置公布的不一致`);
  const lines = block.checkpoint.split('\n');
  for (const vote of c.votes.filter((v) => v.role === 'market')) {
    if (!lines.some((l) => l.startsWith(`\u2014 ${vote.voter} `)))
      problems.push(`${at}：投票 ${vote.voter} 不在检查点签名中`);
  }
  if (!c.votes.some((v) => v.role === 'market')) problems.push(`${at}：没有市场的签名投票`);
  return problems;
}

/** An object (at a height or of a version) as served: its ledger entry, proof and snapshot. */
export interface ServedObject {
  objectId: string;
  version: number;
  sm3: string;
  txId: string;
  seq: number;
  entry: string;
  height: number | null;
  proof: { treeSize: number; inclusionProof: string[]; checkpoint: string; origin: string } | null;
  snapshot: {
    header: object;
    sealedHeader: { signature: string; keyId: string };
    body: string;
    sm3: string;
  } | null;
}

/**
 * An object's notarisation: the entry under its block's signed checkpoint (the signature itself is
 * checked with the block), the entry naming this object and version, and — when the snapshot is
 * served — the SM3 of its exact bytes equal to the notarised hash and its header seal made by the
 * published sealing key (SM2 over SM3 of the header's canonical JSON).
 */
export function checkObject(o: ServedObject, hash: HashFn, sealingKeyBase64: string | null): string[] {
  const at = `数据对象 ${o.objectId} 版本 ${o.version}`;
  if (!o.proof) return [`${at}：尚未出块，没有默克尔证明`];
  const proof = checkReceiptProof(
    {
      version: 1,
      origin: o.proof.origin,
      entry: o.entry,
      leafIndex: o.seq - 1,
      leafHash: o.txId,
      treeSize: o.proof.treeSize,
      inclusionProof: o.proof.inclusionProof,
      checkpoint: o.proof.checkpoint,
    },
    hash,
  );
  const problems = proof.ok ? [] : [`${at}：${proof.reason}`];
  const body = (JSON.parse(o.entry) as { body?: Record<string, unknown> }).body ?? {};
  if (body.objectId !== o.objectId || String(body.version) !== String(o.version) || body.sm3 !== o.sm3)
    problems.push(`${at}：存证条目记载的对象、版本或哈希与应答不一致`);
  if (!o.snapshot) return problems;
  const actual = toHex(sm3Hash(fromBase64(o.snapshot.body)));
  if (actual !== o.sm3 || o.snapshot.sm3 !== o.sm3)
    problems.push(`${at}：快照内容的SM3（${actual}）与存证记载的（${o.sm3}）不一致：快照已被改动`);
  if (!sealingKeyBase64) return [...problems, `${at}：网络配置未公布数据对象的签章公钥`];
  problems.push(...checkSeal(o.snapshot, sealingKeyBase64).map((p) => `${at}：${p}`));
  return problems;
}

/**
 * The stored snapshot `{header, body}` against its seal: the header served is the one stored, the
 * SM2 signature over it verifies with the published key, and the body's SM3 is the header's.
 */
function checkSeal(snapshot: NonNullable<ServedObject['snapshot']>, sealingKeyBase64: string): string[] {
  let stored: { header: ChainObjectHeader; body: ChainBody };
  try {
    stored = JSON.parse(new TextDecoder().decode(fromBase64(snapshot.body))) as typeof stored;
  } catch {
    return ['快照不是有效的JSON'];
  }
  if (typeof stored?.header !== 'object' || stored.header === null || typeof stored.body !== 'object')
    return ['快照不是 {header, body} 结构'];
  const problems =
    canonicalJson(stored.header) === canonicalJson(snapshot.header) ? [] : ['应答的对象头与存储的快照不一致'];
  const found = verifySnapshot(fromBase64(sealingKeyBase64), {
    header: stored.header,
    body: stored.body,
    signature: fromBase64(snapshot.sealedHeader.signature),
  });
  return [...problems, ...found.map((p) => `快照${p}`)];
}
