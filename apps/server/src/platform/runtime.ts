import type { FastifyBaseLogger } from 'fastify';
import { migrate } from '../db/migrate.js';
import type { PlatformConfig } from './config.js';
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

type RuntimeLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * What a capability (or the seeding above them) contributes to a server process, composed by
 * main.ts (ADR 36): platform/ knows no capability. Each phase runs in the order the parts are given.
 */
export interface RuntimePart {
  name: string;
  /** Before the database opens (the ledger fixes its hash and origin before any entry). */
  configure?(): void;
  /** After the migrations, before any data is loaded (the ledger's published-mark check). */
  afterMigrations?(ctx: { db: Database; storage: ObjectStorage; log: RuntimeLog }): Promise<void>;
  /** Loads data (reference and demo data: the seeding layer). */
  load?(ctx: { db: Database; storage: ObjectStorage; log: RuntimeLog }): Promise<void>;
  /** Registers the part's jobs with the runner. */
  registerJobs?(ctx: {
    db: Database;
    jobs: JobRunner;
    storage: ObjectStorage;
    log: RuntimeLog;
  }): Promise<void>;
}

/** Everything a server process holds besides the HTTP app, opened and closed in order. */
export interface Runtime {
  db: Database;
  bus: EventBus;
  jobs: JobRunner;
  storage: ObjectStorage;
  close(): Promise<void>;
}

export async function openRuntime(
  config: Pick<PlatformConfig, 'database' | 'dataDir' | 'storage' | 'jobs'>,
  log: RuntimeLog,
  parts: readonly RuntimePart[],
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
    for (const part of parts) part.configure?.();
    db = await openDatabase(config.database);
    const migrations = await migrate(db);
    log.info({ applied: migrations.applied, alreadyApplied: migrations.alreadyApplied }, 'migrations');
    for (const part of parts) await part.afterMigrations?.({ db, storage, log });
    for (const part of parts) await part.load?.({ db, storage, log });
    const bus = await startEventBus(db, (error, topic) =>
      log.error({ err: error, topic }, 'event handler failed'),
    );
    const jobs = new JobRunner(db, bus, {
      pollMs: config.jobs.pollMs,
      onError: (error, job) => log.error({ err: error, jobId: job.id, queue: job.queue }, 'job failed'),
    });
    await registerHousekeeping(db, jobs);
    for (const part of parts) await part.registerJobs?.({ db, jobs, storage, log });
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
