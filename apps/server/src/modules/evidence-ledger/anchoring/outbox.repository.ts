import { sql } from 'drizzle-orm';
import { type Database, rows } from '../../../platform/db/database.js';

export interface ClaimedAnchor {
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
 * Claims due outbox rows of the given publishers by moving their next attempt past a lease
 * (FOR UPDATE SKIP LOCKED: several processes share the work).
 */
export async function claimDueAnchors(
  db: Database,
  publishers: readonly string[],
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedAnchor[]> {
  return rows<ClaimedAnchor>(
    db.orm,
    sql`update ledger_anchor a set attempts = a.attempts + 1, updated_at = now(),
               next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        from ledger_checkpoint c
        where c.id = a.checkpoint_id and a.id in (
          select id from ledger_anchor where status = 'pending' and next_attempt_at <= now()
            and publisher = any(string_to_array(${publishers.join(',')}, ','))
          order by next_attempt_at, id limit ${limit} for update skip locked)
        returning a.id::text as id, a.tenant_id as "tenantId", a.publisher, a.idempotency_key as "idempotencyKey",
                  a.attempts, c.tree_size::text as "treeSize", encode(c.root_hash, 'hex') as "rootHash",
                  c.origin, c.note`,
  );
}

export async function markAnchorDone(db: Database, id: string, evidence: unknown): Promise<void> {
  await db.orm.execute(
    sql`update ledger_anchor set status = 'done', evidence = ${JSON.stringify(evidence)}::jsonb,
               last_error = null, updated_at = now() where id = ${id}::bigint`,
  );
}

export async function markAnchorFailed(
  db: Database,
  id: string,
  failure: { isFinal: boolean; message: string; retryAfterMs: number },
): Promise<void> {
  await db.orm.execute(
    sql`update ledger_anchor set status = ${failure.isFinal ? 'failed' : 'pending'}, last_error = ${failure.message},
               next_attempt_at = now() + make_interval(secs => ${failure.retryAfterMs / 1000}),
               updated_at = now() where id = ${id}::bigint`,
  );
}

/** The largest tree size this publisher already published for the tenant below `treeSize` (0: none). */
export async function lastPublishedSize(
  db: Database,
  anchor: Pick<ClaimedAnchor, 'tenantId' | 'publisher'>,
  treeSize: number,
): Promise<number> {
  const previous = await rows<{ size: string | null }>(
    db.orm,
    sql`select max(c.tree_size)::text as size from ledger_anchor a join ledger_checkpoint c on c.id = a.checkpoint_id
        where a.tenant_id = ${anchor.tenantId} and a.publisher = ${anchor.publisher} and a.status = 'done'
          and c.tree_size < ${treeSize}`,
  );
  return Number(previous[0]?.size ?? 0);
}
