import { toBase64 } from '@rer/domain';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import {
  findLatestCheckpoint,
  findLedgerHead,
  type LedgerConfig,
  verifierKeysOf,
} from '../evidence-ledger/index.js';
import type { ChainScope } from './blocks.js';
import { blockHeaderAt, chainHeight } from './blocks.js';
import type { ChainNodeConfig } from './chain-node-config.js';
import type { ChainObjectSource } from './object-source.js';

/** A tenant's ledger is one network (one regional market's business chain): `<prefix>-<tenant>`. */
export function networkIdOf(config: ChainNodeConfig, tenantId: string): string {
  return `${config.networkPrefix}-${tenantId}`;
}

/** The scope of a call naming a network: 400 naming networkId when it is not this tenant's. */
export function scopeOf(config: ChainNodeConfig, tenantId: string, networkId: string): ChainScope {
  const own = networkIdOf(config, tenantId);
  if (networkId !== own) throw new AppError('CHAIN_NETWORK_UNKNOWN', { networkId });
  return { tenantId, networkId: own };
}

export interface NetworkDeps {
  db: Database;
  ledger: LedgerConfig;
  chainNode: ChainNodeConfig;
  objects: ChainObjectSource | null;
}

/** The networks this node serves to the caller's tenant. */
export function availableNetworks(deps: NetworkDeps, tenant: { tenantId: string; tenantName: string }) {
  return [
    {
      networkId: networkIdOf(deps.chainNode, tenant.tenantId),
      name: `${tenant.tenantName}地方业务链`,
      standard: 'JR/T 0314-2024',
    },
  ];
}

/** The network's configuration: hashing, the market's published keys, witnesses, limits. */
export async function networkConfiguration(deps: NetworkDeps, scope: ChainScope) {
  return deps.db.withTenant(scope.tenantId, async (tx) => {
    const head = await findLedgerHead(tx, scope.tenantId);
    const origin = head?.origin ?? `${deps.ledger.originPrefix}/${scope.tenantId}/${deps.ledger.hashAlg}`;
    const witness = deps.ledger.witness;
    return {
      networkId: scope.networkId,
      hashAlg: head?.hashAlg ?? deps.ledger.hashAlg,
      origin,
      signatureAlg: deps.ledger.signer.alg,
      verifierKeys: verifierKeysOf(origin, deps.ledger.verifiers),
      witnesses: witness ? [{ name: witness.name, publicKey: toBase64(witness.publicKeyRaw) }] : [],
      objectSealingKey: deps.objects?.sealingKey() ?? null,
      block: { definition: '两个相邻签名检查点之间的存证条目', maxBytes: deps.chainNode.maxBlockBytes },
      nodes: deps.chainNode.nodes,
    };
  });
}

/** The network's current state: height, the latest block's hash and time, entries not yet in a block. */
export async function networkState(deps: NetworkDeps, scope: ChainScope) {
  return deps.db.withTenant(scope.tenantId, async (tx) => {
    const height = await chainHeight(tx, scope.tenantId);
    const head = await findLedgerHead(tx, scope.tenantId);
    const latest = height > 0 ? await blockHeaderAt(tx, scope, height) : null;
    const checkpoint = latest ? null : await findLatestCheckpoint(tx, scope.tenantId);
    return {
      networkId: scope.networkId,
      height,
      blockHash: latest?.hash ?? null,
      blockTime: latest?.header.time ?? checkpoint?.createdAt ?? null,
      treeSize: head?.treeSize ?? 0,
      pendingEntries: (head?.treeSize ?? 0) - (latest?.header.treeSize ?? 0),
      nodes: deps.chainNode.nodes,
    };
  });
}
