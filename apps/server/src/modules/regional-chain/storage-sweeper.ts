import type { Database } from '../../platform/db/database.js';
import type { BackgroundWorker } from '../../platform/jobs.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import * as repo from './storage.repository.js';

/** The storage key of a snapshot (issue 24): `<object_id>/<version>`, the current revision's bytes. */
export const snapshotKey = (objectId: string, version: number) => `${objectId}/${version}`;

/**
 * Puts published snapshots into the object storage after their transaction commits (ADR 77): the
 * business's transaction writes the row (one insert, no network call); this pass stores each
 * tenant's unstored rows in creation order under a per-tenant advisory lock, so a later revision
 * of a version (an overwrite) is always stored after the earlier one and stays the stored bytes.
 */
export async function storePendingSnapshots(
  db: Database,
  storage: ObjectStorage,
  limit = 200,
): Promise<number> {
  let stored = 0;
  for (const tenantId of await repo.tenantsWithUnstored(db.orm)) {
    stored += await db.withTenant(tenantId, async (tx) => {
      if (!(await repo.tryTenantLock(tx, tenantId))) return 0;
      const pending = await repo.listUnstored(tx, tenantId, limit);
      for (const row of pending) {
        await storage.put(snapshotKey(row.objectId, row.version), Buffer.from(row.snapshotHex, 'hex'), {
          contentType: 'application/json; charset=utf-8',
          contentLength: row.snapshotHex.length / 2,
          metadata: { sm3: row.sm3, revision: String(row.revision) },
        });
      }
      await repo.markStored(tx, tenantId, pending);
      return pending.length;
    });
  }
  return stored;
}

/** The background pass (every `everyMs`, default 2 s) attached to the job runner. */
export function snapshotStorageWorker(
  db: Database,
  storage: ObjectStorage,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): BackgroundWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    running = storePendingSnapshots(db, storage)
      .then(() => undefined)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
        if (timer) timer = setTimeout(tick, options.everyMs ?? 2000);
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
