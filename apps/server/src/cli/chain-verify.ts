import { createPublicKey, verify as nodeVerify } from 'node:crypto';
import {
  checkBlock,
  checkConsensus,
  checkObject,
  type Ed25519Verify,
  hashFnForAlgorithm,
  type ServedBlock,
  type ServedConsensus,
  type ServedObject,
} from '@rer/domain';

type Get = <T>(path: string) => Promise<T>;

interface NetworkConfig {
  networkId: string;
  hashAlg: 'sm3' | 'sha256';
  verifierKeys: string[];
  objectSealingKey: { keyId: string; publicKeyBase64: string } | null;
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
  problems: string[];
}

/**
 * What the regulatory chain checks of a regional chain over its node interfaces alone: every block
 * from 1 to the current height (signatures by the published keys, proofs, header, hash, links),
 * each height's consensus state, and every object version a block notarises (proof, snapshot
 * SM3, header seal). Answers every difference found, in Chinese, naming where.
 */
export async function verifyChain(get: Get, options: { networkId?: string } = {}): Promise<VerifyReport> {
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
    problems: [],
  };
  let previous: ServedBlock | null = null;
  for (let height = 1; height <= state.height; height++) {
    const block: ServedBlock = await get<ServedBlock>(`${net}/blocks/${height}`);
    report.problems.push(
      ...checkBlock(block, { hash, verifierKeys: config.verifierKeys, ed25519, previous }),
    );
    const consensus = await get<ServedConsensus>(`${net}/consensus/${height}`);
    report.problems.push(...checkConsensus(consensus, block, config.verifierKeys));
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
  return report;
}
