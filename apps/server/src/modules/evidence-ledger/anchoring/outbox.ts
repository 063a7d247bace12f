import { toHex } from '@rer/domain';
import type { Database } from '../../../platform/db/database.js';
import { retryDelayMs } from '../../../platform/jobs.js';
import * as repo from '../ledger.repository.js';
import { consistencyProofFromStore, hashFnFor } from '../tree.js';
import {
  type ClaimedAnchor,
  claimDueAnchors,
  lastPublishedSize,
  markAnchorDone,
  markAnchorFailed,
} from './outbox.repository.js';
import type { CheckpointPublisher } from './publisher.js';

export const MAX_ANCHOR_ATTEMPTS = 10;
const LEASE_SECONDS = 300;

/**
 * Publishes due outbox rows (every tenant, as the owner). A row is claimed by moving its next
 * attempt past a lease (FOR UPDATE SKIP LOCKED: several processes share the work); success stores
 * the publisher's evidence, failure retries with backoff until MAX_ANCHOR_ATTEMPTS.
 */
export async function processAnchors(
  db: Database,
  publishers: readonly CheckpointPublisher[],
  limit = 20,
): Promise<{ done: number; failed: number }> {
  const byName = new Map(publishers.map((p) => [p.name, p]));
  if (byName.size === 0) return { done: 0, failed: 0 };
  const claimed = await claimDueAnchors(db, [...byName.keys()], limit, LEASE_SECONDS);
  let done = 0;
  let failed = 0;
  for (const anchor of claimed) {
    try {
      const evidence = await byName.get(anchor.publisher)!.publish(await publicationOf(db, anchor));
      await markAnchorDone(db, anchor.id, evidence);
      done++;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const isFinal = anchor.attempts >= MAX_ANCHOR_ATTEMPTS;
      await markAnchorFailed(db, anchor.id, {
        isFinal,
        message,
        retryAfterMs: retryDelayMs(anchor.attempts),
      });
      failed++;
    }
  }
  return { done, failed };
}

async function publicationOf(db: Database, anchor: ClaimedAnchor) {
  const treeSize = Number(anchor.treeSize);
  const previousSize = await lastPublishedSize(db, anchor, treeSize);
  const head = await repo.findHead(db.orm, anchor.tenantId);
  const hash = hashFnFor(head?.hashAlg ?? 'sm3');
  return {
    tenantId: anchor.tenantId,
    origin: anchor.origin,
    treeSize,
    rootHash: anchor.rootHash,
    note: anchor.note,
    idempotencyKey: anchor.idempotencyKey,
    previousSize,
    consistencyProof: async (fromSize: number) =>
      (await consistencyProofFromStore(db.orm, anchor.tenantId, hash, fromSize, treeSize)).map(toHex),
  };
}
