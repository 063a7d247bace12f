import type { Executor } from '../../platform/db/database.js';
import { leavesInRange, seqsOfLeaves } from './entry-lookup.repository.js';

/**
 * The seqs of entries known by their leaf hashes (integrated ones only: integrate first with
 * `ensureIntegrated` when the answer must include the latest commits). A leaf appended twice
 * (identical entries) answers its first seq.
 */
export async function ledgerSeqsOfLeaves(
  tx: Executor,
  tenantId: string,
  leafHashes: readonly string[],
): Promise<Map<string, bigint>> {
  const found = await seqsOfLeaves(tx, tenantId, [...new Set(leafHashes)]);
  return new Map(found.map((r) => [r.leafHash, BigInt(r.seq)]));
}

/** The leaves of one kind with afterSeq < seq ≤ toSeq, in seq order. */
export async function ledgerLeavesInRange(
  tx: Executor,
  tenantId: string,
  range: { afterSeq: bigint; toSeq: bigint; kind: string },
): Promise<{ leafHash: string; seq: bigint }[]> {
  return (await leavesInRange(tx, tenantId, range)).map((r) => ({
    leafHash: r.leafHash,
    seq: BigInt(r.seq),
  }));
}
