import { createPublicKey, verify as nodeVerify } from 'node:crypto';
import {
  checkBlock,
  checkConsensus,
  checkObject,
  checkWitnessVotes,
  type Ed25519Verify,
  hashFnForAlgorithm,
  type ServedBlock,
  type ServedConsensus,
  type ServedObject,
  toBase64,
} from '@rer/domain';

type Get = <T>(path: string) => Promise<T>;

interface NetworkConfig {
  networkId: string;
  hashAlg: 'sm3' | 'sha256';
  verifierKeys: string[];
  objectSealingKey: { keyId: string; publicKeyBase64: string } | null;
  witnesses?: { name: string; publicKey: string }[];
}

/** The witnesses the operator trusts (ADR 87): keys pinned on the command line, never the node's. */
export interface WitnessPolicy {
  witnessKeys: ReadonlyMap<string, Uint8Array>;
  minWitnesses: number;
}

const ED25519_SPKI = Buffer.from('302a300506032b6570032100', 'hex');
const ed25519: Ed25519Verify = (publicKey, message, signature) =>
  nodeVerify(
    null,
    message,
    createPublicKey({ key: Buffer.concat([ED25519_SPKI, publicKey]), format: 'der', type: 'spki' }),
    signature,
  );

export interface VerifyReport {
  networkId: string;
  height: number;
  blocks: number;
  transactions: number;
  objects: number;
  /** Valid witness cosignatures checked with pinned keys. */
  cosignatures: number;
  problems: string[];
  /** What was not checked and why (unpinned witnesses, keys the node serves): not failures. */
  notes: string[];
}

/**
 * What the regulatory chain checks of a regional chain over its node interfaces alone: every block
 * from 1 to the current height (signatures by the published keys, proofs, header, hash, links),
 * each height's consensus state with every witness cosignature checked against the pinned keys
 * (ADR 87), and every object version a block notarises (proof, snapshot
 * SM3, header seal). Answers every difference found, in Chinese, naming where.
 */
export async function verifyChain(
  get: Get,
  options: { networkId?: string; witnesses?: WitnessPolicy } = {},
): Promise<VerifyReport> {
  const witnesses = options.witnesses ?? { witnessKeys: new Map(), minWitnesses: 0 };
  const networks = await get<{ networkId: string }[]>('/networks');
  const networkId = options.networkId ?? networks[0]?.networkId;
  if (!networkId) throw new Error('节点没有可用网络');
  const net = `/networks/${encodeURIComponent(networkId)}`;
  const config = await get<NetworkConfig>(`${net}/config`);
  const state = await get<{ height: number }>(`${net}/state`);
  const hash = hashFnForAlgorithm(config.hashAlg);
  const report: VerifyReport = {
    networkId,
    height: state.height,
    blocks: 0,
    transactions: 0,
    objects: 0,
    cosignatures: 0,
    problems: [],
    notes: servedWitnessNotes(config, witnesses),
  };
  const unknown = new Map<string, number>();
  let previous: ServedBlock | null = null;
  for (let height = 1; height <= state.height; height++) {
    const block: ServedBlock = await get<ServedBlock>(`${net}/blocks/${height}`);
    report.problems.push(
      ...checkBlock(block, { hash, verifierKeys: config.verifierKeys, ed25519, previous }),
    );
    const consensus = await get<ServedConsensus>(`${net}/consensus/${height}`);
    report.problems.push(...checkConsensus(consensus, block, config.verifierKeys));
    const cosigned = checkWitnessVotes(consensus, { ...witnesses, ed25519 });
    report.problems.push(...cosigned.problems);
    report.cosignatures += cosigned.valid.length;
    for (const name of new Set(cosigned.unknown)) unknown.set(name, (unknown.get(name) ?? 0) + 1);
    const { objects } = await get<{ objects: { objectId: string; version: number; txId: string }[] }>(
      `${net}/blocks/${height}/objects`,
    );
    for (const ref of objects) {
      const path = `${net}/objects/${encodeURIComponent(ref.objectId)}/versions/${ref.version}`;
      const object = await get<ServedObject>(path);
      if (!block.txIds.includes(object.txId))
        report.problems.push(`数据对象 ${ref.objectId} 版本 ${ref.version}：存证交易不在区块 ${height} 中`);
      report.problems.push(...checkObject(object, hash, config.objectSealingKey?.publicKeyBase64 ?? null));
      report.objects++;
    }
    report.blocks++;
    report.transactions += block.transactions.length;
    previous = block;
  }
  for (const [name, blocks] of unknown)
    report.notes.push(`见证方 ${name} 的公钥未指定（--witness-key），其 ${blocks} 个区块的联署签名未校验`);
  return report;
}

/**
 * The witness keys the node itself publishes are not trusted (a forger serves its own); they are
 * only compared with the pinned ones, and said when nothing is pinned.
 */
function servedWitnessNotes(config: NetworkConfig, policy: WitnessPolicy): string[] {
  return (config.witnesses ?? []).flatMap(({ name, publicKey }) => {
    const pinned = policy.witnessKeys.get(name);
    if (!pinned) return [`节点公布了见证方 ${name} 的公钥，未经指定不予采信`];
    return toBase64(pinned) === publicKey
      ? []
      : [`节点公布的见证方 ${name} 公钥与指定的不一致，以指定的为准`];
  });
}
