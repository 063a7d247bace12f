import type { LegalBasis, RegisterEventType } from '@rer/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import * as repo from './backfill.repository.js';
import { REGISTER_EVENT_BACKFILL_KIND, registerEventInputOfKind } from './backfill-entry.js';
import { appendLedgerEntries, integrateTenant } from './index.js';

export interface BackfillOptions {
  /** Events per transaction (default 200). */
  batchSize?: number;
  /** About how many payload bytes per transaction (default 16 MB; at least one event). */
  maxBatchBytes?: number;
  /** Called after each committed batch. */
  onBatch?: (batch: { count: number; firstEventId: string; lastEventId: string }) => void;
}

export interface BackfillResult {
  tenantId: string;
  /** Entries appended by this run (0 on a second run). */
  appended: number;
  batches: number;
}

const DEFAULT_BATCH = 200;
const DEFAULT_BATCH_BYTES = 16 * 1024 * 1024;

/** The first events of a batch whose payloads fit the byte budget (always at least one). */
function cutBatch(found: { id: string; bytes: number }[], budget: number): string[] {
  const ids: string[] = [];
  let bytes = 0;
  for (const e of found) {
    if (ids.length > 0 && bytes + e.bytes > budget) break;
    ids.push(e.id);
    bytes += e.bytes;
  }
  return ids;
}

/**
 * Appends, for every register event of the tenant recorded before the ledger existed, one entry
 * of kind `register.event.backfill` with the body `register.event` would have had, oldest event
 * first. Each batch is one tenant transaction: the backfill's advisory lock (two runs never append
 * the same event), the events without an entry — in the log or still queued (ADR 16) — read after
 * the lock, their entries queued and an audit row written; after its commit the queue is
 * integrated so the entries are on the log when the call returns. A second run appends nothing.
 */
export async function backfillRegisterEvents(
  db: Database,
  tenantId: string,
  options: BackfillOptions = {},
): Promise<BackfillResult> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const budget = options.maxBatchBytes ?? DEFAULT_BATCH_BYTES;
  let appended = 0;
  let batches = 0;
  for (;;) {
    const batch = await db.withTenant(tenantId, async (tx) => {
      await repo.lockTenantBackfill(tx, tenantId);
      const ids = cutBatch(await repo.eventsWithoutEntry(tx, tenantId, batchSize), budget);
      if (ids.length === 0) return null;
      const events = await repo.eventsByIds(tx, ids);
      const inputs = events.map((e) =>
        registerEventInputOfKind(REGISTER_EVENT_BACKFILL_KIND, {
          tenantId,
          companyId: e.companyId,
          eventId: e.id,
          seq: e.seq,
          eventType: e.eventType as RegisterEventType,
          occurredAt: new Date(e.occurredAt).toISOString(),
          payload: e.payload,
          basis: { kind: e.basisKind, reference: e.basisReference } as LegalBasis,
          bizSn: e.bizSn,
        }),
      );
      await appendLedgerEntries(tx, inputs);
      const summary = { count: events.length, firstEventId: ids[0]!, lastEventId: ids.at(-1)! };
      await writeAudit(
        tx,
        { tenantId, ip: null, requestId: null, actorId: null, actorName: 'ledger:backfill' },
        { action: 'ledger.backfill', targetType: 'ledger', targetId: tenantId, detail: summary },
      );
      return summary;
    });
    if (!batch) break;
    appended += batch.count;
    batches += 1;
    await integrateTenant(db, tenantId);
    options.onBatch?.(batch);
  }
  return { tenantId, appended, batches };
}

/** How many register events of the tenant lack an entry (the CLI's --dry-run). */
export async function countMissingEntries(db: Database, tenantId: string): Promise<number> {
  return db.withTenant(tenantId, (tx) => repo.countEventsWithoutEntry(tx, tenantId));
}

/** Every tenant with register events (owner connection). */
export async function tenantsToBackfill(db: Database): Promise<string[]> {
  return repo.tenantsWithEvents(db.orm);
}
