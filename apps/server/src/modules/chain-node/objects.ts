import { toBase64 } from '@rer/domain';
import { AppError } from '../../platform/errors.js';
import {
  type BlockEntryRow,
  checkpointsOfHeight,
  entriesInRange,
  objectEntries,
} from '../evidence-ledger/index.js';
import type { ChainScope } from './blocks.js';
import type { NetworkDeps } from './network.js';
import type { ChainObjectSnapshot } from './object-source.js';
import { entryInBlock } from './transactions.js';

/** The body of a `chain-object` entry: `{ objectId, version, objectClass, sm3 }`. */
function objectRef(entry: BlockEntryRow) {
  const body = (JSON.parse(entry.entry) as { body?: Record<string, unknown> }).body ?? {};
  return {
    objectId: String(body.objectId ?? ''),
    version: Number(body.version ?? 0),
    objectClass: String(body.objectClass ?? ''),
    sm3: String(body.sm3 ?? ''),
    txId: entry.leafHash,
    seq: entry.seq,
  };
}

/** The object ids (with versions) whose snapshots a block notarises. */
export async function objectsInBlock(deps: NetworkDeps, scope: ChainScope, height: number) {
  return deps.db.withTenant(scope.tenantId, async (tx) => {
    const [previous, current] = await checkpointsOfHeight(tx, scope.tenantId, height);
    if (!current) throw new AppError('CHAIN_BLOCK_UNKNOWN', { height });
    const entries = await entriesInRange(tx, scope.tenantId, previous?.treeSize ?? 0, current.treeSize);
    return {
      networkId: scope.networkId,
      height,
      objects: entries.filter((e) => e.kind === 'chain-object').map(objectRef),
    };
  });
}

function snapshotOf(s: ChainObjectSnapshot | null) {
  if (!s) return null;
  return {
    header: s.header,
    sealedHeader: s.sealedHeader,
    body: toBase64(s.bodyBytes),
    sm3: s.sm3,
  };
}

async function answer(
  deps: NetworkDeps,
  scope: ChainScope,
  entry: BlockEntryRow | undefined,
  objectId: string,
  missing: string = objectId,
) {
  // A missing version is named with its number, so the caller sees which one it asked for.
  if (!entry) throw new AppError('CHAIN_OBJECT_UNKNOWN', { objectId: missing });
  const ref = objectRef(entry);
  const placed = await deps.db.withTenant(scope.tenantId, (tx) => entryInBlock(tx, scope, entry));
  const snapshot = deps.objects ? await deps.objects.getVersion(scope.tenantId, objectId, ref.version) : null;
  return {
    networkId: scope.networkId,
    ...ref,
    entry: entry.entry,
    ...placed,
    snapshot: snapshotOf(snapshot),
  };
}

/**
 * The object as it stood at a height: its latest notarised version inside that block or before,
 * with the Merkle proof of its ledger entry and the snapshot (when the objects' port is wired).
 */
export async function objectAtHeight(deps: NetworkDeps, scope: ChainScope, objectId: string, height: number) {
  const entry = await deps.db.withTenant(scope.tenantId, async (tx) => {
    const [, current] = await checkpointsOfHeight(tx, scope.tenantId, height);
    if (!current) throw new AppError('CHAIN_BLOCK_UNKNOWN', { height });
    return (
      await objectEntries(tx, scope.tenantId, { objectId, maxSeq: current.treeSize, version: null })
    )[0];
  });
  return answer(deps, scope, entry, objectId);
}

/** One version of an object, with its proof (under its own block) and snapshot. */
export async function objectVersion(deps: NetworkDeps, scope: ChainScope, objectId: string, version: number) {
  const entry = await deps.db.withTenant(
    scope.tenantId,
    async (tx) => (await objectEntries(tx, scope.tenantId, { objectId, maxSeq: null, version }))[0],
  );
  return answer(deps, scope, entry, objectId, `${objectId}（版本 ${version}）`);
}
