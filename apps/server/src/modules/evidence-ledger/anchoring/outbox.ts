import { toHex } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { type Database, rows } from '../../../platform/db/database.js';
import { retryDelayMs } from '../../../platform/jobs.js';
import * as repo from '../ledger.repository.js';
import { consistencyProofFromStore, hashFnFor } from '../tree.js';
import type { CheckpointPublisher } from './publisher.js';

export const MAX_ANCHOR_ATTEMPTS = 10;
const LEASE_SECONDS = 300;

interface ClaimedAnchor {
  id: string;
  tenantId: string;
  publisher: string;
  idempotencyKey: string;
  attempts: number;
  treeSize: string;
  rootHash: string;
  origin: string;
  note: string;
}

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
  const claimed = await rows<ClaimedAnchor>(
    db.orm,
    sql`update ledger_anchor a set attempts = a.attempts + 1, updated_at = now(),
               next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
        from ledger_checkpoint c
        where c.id = a.checkpoint_id and a.id in (
          select id from ledger_anchor where status = 'pending' and next_attempt_at <= now()
            and publisher = any(string_to_array(${[...byName.keys()].join(',')}, ','))
          order by next_attempt_at, id limit ${limit} for update skip locked)
        returning a.id::text as id, a.tenant_id as "tenantId", a.publisher, a.idempotency_key as "idempotencyKey",
                  a.attempts, c.tree_size::text as "treeSize", encode(c.root_hash, 'hex') as "rootHash",
                  c.origin, c.note`,
  );
  let done = 0;
  let failed = 0;
  for (const anchor of claimed) {
    try {
      const evidence = await byName.get(anchor.publisher)!.publish(await publicationOf(db, anchor));
      await db.orm.execute(
        sql`update ledger_anchor set status = 'done', evidence = ${JSON.stringify(evidence)}::jsonb,
                   last_error = null, updated_at = now() where id = ${anchor.id}::bigint`,
      );
      done++;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const isFinal = anchor.attempts >= MAX_ANCHOR_ATTEMPTS;
      await db.orm.execute(
        sql`update ledger_anchor set status = ${isFinal ? 'failed' : 'pending'}, last_error = ${message},
                   next_attempt_at = now() + make_interval(secs => ${retryDelayMs(anchor.attempts) / 1000}),
                   updated_at = now() where id = ${anchor.id}::bigint`,
      );
      failed++;
    }
  }
  return { done, failed };
}

async function publicationOf(db: Database, anchor: ClaimedAnchor) {
  const treeSize = Number(anchor.treeSize);
  const previous = await rows<{ size: string | null }>(
    db.orm,
    sql`select max(c.tree_size)::text as size from ledger_anchor a join ledger_checkpoint c on c.id = a.checkpoint_id
        where a.tenant_id = ${anchor.tenantId} and a.publisher = ${anchor.publisher} and a.status = 'done'
          and c.tree_size < ${treeSize}`,
  );
  const head = await repo.findHead(db.orm, anchor.tenantId);
  const hash = hashFnFor(head?.hashAlg ?? 'sm3');
  return {
    tenantId: anchor.tenantId,
    origin: anchor.origin,
    treeSize,
    rootHash: anchor.rootHash,
    note: anchor.note,
    idempotencyKey: anchor.idempotencyKey,
    previousSize: Number(previous[0]?.size ?? 0),
    consistencyProof: async (fromSize: number) =>
      (await consistencyProofFromStore(db.orm, anchor.tenantId, hash, fromSize, treeSize)).map(toHex),
  };
}
