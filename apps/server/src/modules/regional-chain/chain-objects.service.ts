import type { Database, Executor } from '../../platform/db/database.js';
import { ledgerLeavesInRange, ledgerSeqsOfLeaves } from '../evidence-ledger/index.js';
import * as repo from './chain-object.repository.js';

/**
 * The object reads of the contract between the data objects and the node interfaces (issue 24,
 * common-24): what the chain node serves, answered from the stored snapshots and the ledger.
 * Only published snapshots are answered — a version that failed its schema is not on the chain.
 */

export interface ChainObjectVersion {
  objectId: string;
  version: number;
  objectClass: string;
  header: object;
  sealedHeader: { signature: string; keyId: string };
  /** The exact stored UTF-8 JSON snapshot (`{header, body}`, canonical). */
  bodyBytes: Uint8Array;
  /** SM3 of `bodyBytes`, hex. */
  sm3: string;
  /** null until the sequencer has integrated the leaf. */
  ledgerSeq: bigint | null;
  leafHash: string;
}

function present(row: repo.StoredVersion, ledgerSeq: bigint | null): ChainObjectVersion {
  return {
    objectId: row.objectId,
    version: row.version,
    objectClass: row.objectClass,
    header: row.header,
    sealedHeader: { signature: Buffer.from(row.signatureHex, 'hex').toString('base64'), keyId: row.keyId },
    bodyBytes: new Uint8Array(Buffer.from(row.snapshotHex, 'hex')),
    sm3: row.sm3,
    ledgerSeq,
    leafHash: row.leafHash!,
  };
}

const published = (history: repo.StoredVersion[]) => history.filter((h) => h.status === 'published');

/** The objects whose snapshot leaves lie in (fromSeqExclusive, toSeqInclusive], in seq order. */
export async function listChainObjectsInLedgerRange(
  db: Database,
  tenantId: string,
  fromSeqExclusive: bigint,
  toSeqInclusive: bigint,
): Promise<Array<{ objectId: string; version: number; objectClass: string; ledgerSeq: bigint }>> {
  return db.withTenant(tenantId, async (tx) => {
    const leaves = await ledgerLeavesInRange(tx, tenantId, {
      afterSeq: fromSeqExclusive,
      toSeq: toSeqInclusive,
      kind: 'chain-object',
    });
    const byLeaf = new Map(
      (
        await repo.findByLeaves(
          tx,
          tenantId,
          leaves.map((l) => l.leafHash),
        )
      ).map((r) => [r.leafHash!, r]),
    );
    return leaves.flatMap((l) => {
      const row = byLeaf.get(l.leafHash);
      return row
        ? [{ objectId: row.objectId, version: row.version, objectClass: row.objectClass, ledgerSeq: l.seq }]
        : [];
    });
  });
}

async function withSeq(tx: Executor, tenantId: string, row: repo.StoredVersion): Promise<ChainObjectVersion> {
  const seqs = await ledgerSeqsOfLeaves(tx, tenantId, [row.leafHash!]);
  return present(row, seqs.get(row.leafHash!) ?? null);
}

/** The current published revision of one version, or null. */
export async function getChainObjectVersion(
  db: Database,
  tenantId: string,
  objectId: string,
  version: number,
): Promise<ChainObjectVersion | null> {
  return db.withTenant(tenantId, async (tx) => {
    const history = published(await repo.listObjectHistory(tx, tenantId, objectId)).filter(
      (h) => h.version === version,
    );
    const current = history[history.length - 1];
    return current ? withSeq(tx, tenantId, current) : null;
  });
}

/** The object as the chain held it at ledger seq `seq`: the published snapshot sequenced last at or before it. */
export async function getChainObjectAtLedgerSeq(
  db: Database,
  tenantId: string,
  objectId: string,
  seq: bigint,
): Promise<ChainObjectVersion | null> {
  return db.withTenant(tenantId, async (tx) => {
    const history = published(await repo.listObjectHistory(tx, tenantId, objectId));
    const seqs = await ledgerSeqsOfLeaves(
      tx,
      tenantId,
      history.map((h) => h.leafHash!),
    );
    let best: { row: repo.StoredVersion; seq: bigint } | null = null;
    for (const row of history) {
      const at = seqs.get(row.leafHash!);
      if (at !== undefined && at <= seq && (!best || at > best.seq)) best = { row, seq: at };
    }
    return best ? present(best.row, best.seq) : null;
  });
}
