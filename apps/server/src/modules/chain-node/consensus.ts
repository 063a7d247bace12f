import { parseSignedCheckpoint, toBase64, toHex } from '@rer/domain';
import { witnessCosignatures } from '../evidence-ledger/index.js';
import { blockHeaderAt, type ChainScope } from './blocks.js';
import { type NetworkDeps, networkConfiguration } from './network.js';

/**
 * The consensus state at a height: the block's tree and entry roots, the market's signing keys,
 * and the votes — the checkpoint's own signature lines (the market) and every witness
 * cosignature recorded for that checkpoint.
 */
export async function consensusState(deps: NetworkDeps, scope: ChainScope, height: number) {
  const config = await networkConfiguration(deps, scope);
  return deps.db.withTenant(scope.tenantId, async (tx) => {
    const block = await blockHeaderAt(tx, scope, height);
    const signed = parseSignedCheckpoint(block.checkpoint.note);
    const marketVotes = signed.signatures.map((s) => ({
      voter: s.keyName,
      role: 'market' as const,
      keyHash: toHex(s.keyHash),
      signature: toBase64(s.signature),
      timestamp: null,
    }));
    const witnessVotes = (await witnessCosignatures(tx, scope.tenantId, block.checkpoint.id)).map((w) => ({
      voter: w.witness,
      role: 'witness' as const,
      keyHash: null,
      signature: w.cosignature,
      timestamp: w.timestamp,
    }));
    return {
      networkId: scope.networkId,
      height,
      blockHash: block.hash,
      hashAlg: config.hashAlg,
      origin: block.checkpoint.origin,
      treeSize: block.header.treeSize,
      treeRoot: block.header.rootHash,
      entryRoot: block.header.entryRoot,
      signingKeys: config.verifierKeys,
      checkpoint: block.checkpoint.note,
      votes: [...marketVotes, ...witnessVotes],
    };
  });
}
