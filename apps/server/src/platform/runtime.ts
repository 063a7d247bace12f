import type { FastifyBaseLogger } from 'fastify';
import { loadGeneratedDemoData } from '../db/demo/load-generated.js';
import { loadDemoData } from '../db/load-demo-data.js';
import { loadReferenceData } from '../db/load-reference-data.js';
import { migrate } from '../db/migrate.js';
import {
  checkAgainstMarks,
  configureLedgerFromConfig,
  LedgerRolledBackError,
  publishMarks,
  registerEvidencePackageCleanup,
  registerLedgerJobs,
} from '../modules/evidence-ledger/index.js';
import { registerFreezeExpiry } from '../modules/share-register/index.js';
import type { AppConfig } from './config.js';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/open-database.js';
import { type EventBus, startEventBus } from './event-bus.js';
import { registerHousekeeping } from './housekeeping.js';
import { JobRunner } from './jobs.js';
import type { ObjectStorage } from './storage/object-storage.js';
import {
  describeStorageConfig,
  openObjectStorage,
  storageProductionProblems,
} from './storage/storage-config.js';

/** Everything a server process holds besides the HTTP app, opened and closed in order. */
export interface Runtime {
  db: Database;
  bus: EventBus;
  jobs: JobRunner;
  storage: ObjectStorage;
  close(): Promise<void>;
}

export async function openRuntime(
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<Runtime> {
  // The lock guards the embedded database; with PostgreSQL, many processes may run.
  const lock: DataDirLock | null =
    config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : null;
  let db: Database | null = null;
  let storage: ObjectStorage | null = null;
  try {
    storage = await openObjectStorage(config.storage);
    log.info({ storage: describeStorageConfig(config.storage) }, 'object storage');
    for (const problem of storageProductionProblems(config.storage, {
      isMultiProcess: config.database.kind === 'postgres',
    })) {
      log.warn(problem);
    }
    // Before any seeding: a tenant's first ledger entry fixes its log's hash and origin.
    configureLedgerFromConfig(config.ledger);
    db = await openDatabase(config.database);
    const migrations = await migrate(db);
    log.info({ applied: migrations.applied, alreadyApplied: migrations.alreadyApplied }, 'migrations');
    // A database restored from before a checkpoint already published must not take new entries.
    const rolledBack = await checkAgainstMarks(db, storage);
    if (rolledBack.length > 0) throw new LedgerRolledBackError(rolledBack);
    await publishMarks(db, storage);
    const seed = await loadReferenceData(db);
    log.info({ loaded: seed.loaded, skipped: seed.skipped.length }, 'reference data');
    for (const f of seed.formSeeds) {
      // ADR 19: no personal data (who edited the form is not logged); the record is form_seed_release.
      if (f.kind === 'hold' && f.newlyRecorded)
        log.warn(
          { tenantId: f.tenantId, appId: f.appId, nodeId: f.nodeId, adminVersion: f.version },
          'newer shipped form schema held back: an administrator version is the latest',
        );
      else if (f.kind === 'publish')
        log.info(
          { tenantId: f.tenantId, appId: f.appId, nodeId: f.nodeId, version: f.version },
          'shipped form schema published',
        );
    }
    if (config.seedDemoData) {
      log.info(await loadDemoData(db), 'demo data');
      log.info(await loadGeneratedDemoData(db, storage), 'generated demo data');
    }
    const bus = await startEventBus(db, (error, topic) =>
      log.error({ err: error, topic }, 'event handler failed'),
    );
    const jobs = new JobRunner(db, bus, {
      pollMs: config.jobs.pollMs,
      onError: (error, job) => log.error({ err: error, jobId: job.id, queue: job.queue }, 'job failed'),
    });
    await registerHousekeeping(db, jobs);
    await registerLedgerJobs(db, jobs, config.ledger, log, new Date(), storage);
    await registerEvidencePackageCleanup(db, jobs, storage, config.evidencePackages, log);
    await registerFreezeExpiry(db, jobs);
    const opened = db;
    const openedStorage = storage;
    return {
      db: opened,
      bus,
      jobs,
      storage: openedStorage,
      async close() {
        await jobs.stop();
        await bus.close();
        await opened.close();
        await openedStorage.close();
        lock?.release();
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    await storage?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
