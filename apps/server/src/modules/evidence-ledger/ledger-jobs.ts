import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/database.js';
import { nextRunAt } from '../../platform/housekeeping.js';
import type { JobRunner } from '../../platform/jobs.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { DEFAULT_TENANT_ID } from '../../platform/tenant-context.js';
import { processAnchors } from './anchoring/outbox.js';
import type { CheckpointPublisher } from './anchoring/publisher.js';
import { createPublishers, publisherNames } from './anchoring/publishers.js';
import { appendLedgerEntry, CHECKPOINT_QUEUE } from './append-ledger-entry.js';
import { createCheckpoint } from './checkpoints.js';
import * as repo from './ledger.repository.js';
import type { LedgerConfig } from './ledger-config.js';
import { configureLedgerFromConfig } from './ledger-settings.js';
import { publishMarks } from './published-mark.js';
import { ensureIntegrated, integrateAll } from './sequencer.js';
import { LedgerSequencer } from './sequencer-worker.js';
import { type RegisterVerifier, verifyLedger } from './verify-ledger.js';

export const TICK_QUEUE = 'ledger.tick';
export const VERIFY_QUEUE = 'ledger.verify';

/**
 * Integrates every tenant's queue (a fallback of the sequencer), signs a checkpoint for every
 * tenant whose log grew, then publishes due anchors.
 */
export async function checkpointAll(
  db: Database,
  config: LedgerConfig,
  publishers: readonly CheckpointPublisher[],
  storage?: ObjectStorage,
) {
  const names = publisherNames(config);
  await integrateAll(db);
  for (const tenantId of await repo.tenantsNeedingCheckpoint(db.orm)) {
    await db.withTenant(tenantId, (tx) =>
      createCheckpoint(tx, { tenantId, signer: config.signer, publishers: names }),
    );
  }
  await processAnchors(db, publishers);
  // The published mark follows the checkpoints, outside the database (ADR 30).
  if (storage) await publishMarks(db, storage);
}

/**
 * Integrates, verifies every tenant's log and register, and queues each result as an entry of
 * that tenant's log.
 */
/** Every tenant with a log or register events: the ones a verification reads. */
export async function ledgerTenants(db: Database): Promise<string[]> {
  return [
    ...new Set([
      ...(await repo.listLedgerTenants(db.orm)),
      ...(await repo.tenantsWithRegisterEvents(db.orm)),
    ]),
  ];
}

export async function verifyAndRecord(db: Database, config: LedgerConfig, verifyRegister: RegisterVerifier) {
  const tenants = await ledgerTenants(db);
  const results = [];
  for (const tenantId of tenants) {
    await ensureIntegrated(db, tenantId);
    const result = await verifyLedger(db.orm, { tenantId, publicKeyRaw: config.verifiers, verifyRegister });
    await db.withTenant(tenantId, (tx) =>
      appendLedgerEntry(tx, {
        tenantId,
        kind: 'ledger.verification',
        bizTypeName: '存证日志核验',
        body: {
          isConsistent: result.differences.length === 0,
          treeSize: result.treeSize,
          checkpointCount: result.checkpointCount,
          registerEventCount: result.registerEventCount,
          queuedCount: result.queuedCount,
          differenceCount: result.differences.length,
          // The differences themselves go to the log of the job; the ledger keeps their digest.
          differencesDigest: createHash('sha256').update(result.differences.join('\n')).digest('hex'),
        },
      }),
    );
    results.push(result);
  }
  return results;
}

/**
 * The ledger's background work: the sequencer (ADR 16), attached to the job runner, integrating
 * queued entries and cutting a checkpoint per LEDGER_CHECKPOINT_EVERY entries; the checkpoint job
 * (queued by the sequencer when anchors are to be published); a tick every
 * LEDGER_CHECKPOINT_SECONDS (integration, checkpoints and anchoring), and a daily verification
 * whose result is itself a ledger entry. Ticks and verifications reschedule themselves with
 * dedupe keys, so any number of processes schedule each once.
 */
export async function registerLedgerJobs(
  db: Database,
  jobs: JobRunner,
  config: LedgerConfig,
  log: { error(obj: object, msg: string): void },
  deps: { verifyRegister: RegisterVerifier; now?: Date; storage?: ObjectStorage },
): Promise<LedgerSequencer> {
  const { verifyRegister, now = new Date(), storage } = deps;
  const publishers = createPublishers(config);
  configureLedgerFromConfig(config, publisherNames(config));
  const sequencer = new LedgerSequencer(db, {
    onError: (error) => log.error({ err: error }, 'evidence ledger sequencer failed'),
  });
  jobs.attach(sequencer);
  const periodMs = config.checkpointSeconds * 1000;
  const scheduleTick = (runAt: Date) =>
    jobs.enqueue({
      tenantId: DEFAULT_TENANT_ID,
      queue: TICK_QUEUE,
      payload: { scheduledFor: runAt.toISOString() },
      dedupeKey: String(Math.floor(runAt.getTime() / periodMs)),
      runAt,
      maxAttempts: 1,
    });
  const scheduleVerify = (runAt: Date) =>
    jobs.enqueue({
      tenantId: DEFAULT_TENANT_ID,
      queue: VERIFY_QUEUE,
      payload: { scheduledFor: runAt.toISOString() },
      dedupeKey: runAt.toISOString().slice(0, 10),
      runAt,
    });
  jobs.register(CHECKPOINT_QUEUE, async () => checkpointAll(db, config, publishers, storage));
  jobs.register(TICK_QUEUE, async (job) => {
    const scheduledFor = new Date((job.payload as { scheduledFor?: string }).scheduledFor ?? Date.now());
    try {
      await checkpointAll(db, config, publishers, storage);
    } finally {
      await scheduleTick(new Date(Math.max(scheduledFor.getTime() + periodMs, Date.now())));
    }
  });
  jobs.register(VERIFY_QUEUE, async (job) => {
    const results = await verifyAndRecord(db, config, verifyRegister);
    for (const r of results.filter((x) => x.differences.length > 0)) {
      log.error(
        { tenantId: r.tenantId, differences: r.differences.slice(0, 50) },
        'evidence ledger verification failed',
      );
    }
    const scheduledFor = new Date((job.payload as { scheduledFor?: string }).scheduledFor ?? Date.now());
    await scheduleVerify(nextRunAt(scheduledFor));
  });
  await scheduleTick(new Date(now.getTime() + periodMs));
  await scheduleVerify(nextRunAt(now));
  return sequencer;
}
