import { randomUUID } from 'node:crypto';
import { writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import type { JobRunner } from '../../platform/jobs.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { DEFAULT_TENANT_ID } from '../../platform/tenant-context.js';
import type { EvidencePackageConfig } from './attach-zip-config.js';
import * as repo from './evidence-package.repository.js';

export const PACKAGE_CLEANUP_QUEUE = 'evidence.package-cleanup';
/** The cleanup runs hourly; objects of removed packages go one run (≥ the grace) later. */
export const PACKAGE_CLEANUP_INTERVAL_MS = 3600_000;
/** How long a removed package's bytes stay for downloads that had already read its row. */
export const PACKAGE_DELETE_GRACE_MS = 15 * 60_000;
const BATCH = 200;

export interface CleanupOptions {
  retentionMs: number;
  graceMs?: number;
  /** The cleanup's "now" (tests move it); the rows' times are the database's. */
  now?: Date;
  log?: { error(obj: object, msg: string): void };
}

export interface CleanupResult {
  runId: string;
  /** Packages whose attachment row was removed (no longer downloadable). */
  removed: number;
  /** Packages whose stored object and row were deleted (after the grace). */
  purged: number;
  /** Objects that could not be deleted (kept for the next run). */
  failed: number;
}

/**
 * Step 1 (one owner transaction per batch): the live packages older than the retention, locked
 * with SKIP LOCKED so two cleaners never take the same row, lose their attachment row (only rows
 * bound as 'evidence-zip' with the package's own storage key; a database trigger refuses deleting
 * any other bound attachment) and are marked removed; one audit row per tenant of the batch.
 */
async function removeExpired(db: Database, runId: string, now: Date, retentionMs: number) {
  const cutoff = new Date(now.getTime() - retentionMs);
  let removed = 0;
  for (;;) {
    const batch = await db.orm.transaction(async (tx) => {
      const taken = await repo.removeExpiredPackages(tx, { cutoff, now, limit: BATCH });
      const byTenant = new Map<string, repo.RemovedPackageRow[]>();
      for (const r of taken) byTenant.set(r.tenantId, [...(byTenant.get(r.tenantId) ?? []), r]);
      for (const [tenantId, list] of byTenant) {
        await writeAudit(
          tx,
          { tenantId, ip: null, requestId: null, actorId: null, actorName: '存证材料包清理' },
          {
            action: 'evidence.package_cleanup',
            targetType: 'evidence-zip',
            targetId: runId,
            detail: {
              removed: list.length,
              bytes: list.reduce((sum, r) => sum + r.sizeBytes, 0),
              retentionHours: Math.round((retentionMs / 3600_000) * 100) / 100,
              olderThan: cutoff.toISOString(),
              // Bounded: a batch holds at most 200 packages.
              attachIds: list.map((r) => r.attachId).join(','),
              applications: [...new Set(list.map((r) => r.applicationUuid))].join(','),
            },
          },
        );
      }
      return taken.length;
    });
    removed += batch;
    if (batch < BATCH) return removed;
  }
}

/**
 * Step 2: packages removed more than the grace ago — their objects are deleted (deleting a
 * missing object is no error), then their rows, under FOR UPDATE SKIP LOCKED. An object that
 * cannot be deleted keeps its row for the next run.
 */
async function purgeRemoved(db: Database, storage: ObjectStorage, before: Date, log?: CleanupOptions['log']) {
  let purged = 0;
  let failed = 0;
  for (;;) {
    const batch = await db.orm.transaction(async (tx) => {
      const due = await repo.lockRemovedPackages(tx, { before, limit: BATCH });
      const done: string[] = [];
      for (const row of due) {
        try {
          await storage.delete(row.storageKey);
          done.push(row.attachId);
        } catch (error) {
          failed++;
          log?.error({ err: error, attachId: row.attachId }, 'evidence package object not deleted');
        }
      }
      await repo.deletePackageRows(tx, done);
      return { due: due.length, done: done.length };
    });
    purged += batch.done;
    if (batch.due < BATCH || batch.done === 0) return { purged, failed };
  }
}

/** One cleanup run: bytes of packages removed earlier first, then the newly expired packages. */
export async function cleanupEvidencePackages(
  db: Database,
  storage: ObjectStorage,
  options: CleanupOptions,
): Promise<CleanupResult> {
  const now = options.now ?? new Date();
  const runId = randomUUID();
  const { purged, failed } = await purgeRemoved(
    db,
    storage,
    new Date(now.getTime() - (options.graceMs ?? PACKAGE_DELETE_GRACE_MS)),
    options.log,
  );
  const removed = await removeExpired(db, runId, now, options.retentionMs);
  return { runId, removed, purged, failed };
}

/**
 * The hourly cleanup, scheduled through the jobs table like the ledger's tick: one job per hour
 * (deduplicated by the hour), each run enqueues the next, so any number of processes schedule it
 * once; two runs that overlap anyway take disjoint rows (SKIP LOCKED).
 */
export async function registerEvidencePackageCleanup(
  db: Database,
  jobs: JobRunner,
  storage: ObjectStorage,
  config: EvidencePackageConfig,
  log: { error(obj: object, msg: string): void },
  now = new Date(),
): Promise<void> {
  const schedule = (runAt: Date) =>
    jobs.enqueue({
      tenantId: DEFAULT_TENANT_ID,
      queue: PACKAGE_CLEANUP_QUEUE,
      payload: { scheduledFor: runAt.toISOString() },
      dedupeKey: String(Math.floor(runAt.getTime() / PACKAGE_CLEANUP_INTERVAL_MS)),
      runAt,
      maxAttempts: 1,
    });
  jobs.register(PACKAGE_CLEANUP_QUEUE, async (job) => {
    const scheduledFor = new Date((job.payload as { scheduledFor?: string }).scheduledFor ?? Date.now());
    try {
      await cleanupEvidencePackages(db, storage, { retentionMs: config.retentionMs, log });
    } finally {
      await schedule(new Date(Math.max(scheduledFor.getTime() + PACKAGE_CLEANUP_INTERVAL_MS, Date.now())));
    }
  });
  await schedule(new Date(now.getTime() + PACKAGE_CLEANUP_INTERVAL_MS));
}
