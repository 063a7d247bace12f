import type { FastifyBaseLogger } from 'fastify';
import { loadReferenceData } from '../db/load-reference-data.js';
import { migrate } from '../db/migrate.js';
import type { AppConfig } from './config.js';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/open-database.js';
import { type EventBus, startEventBus } from './event-bus.js';
import { registerHousekeeping } from './housekeeping.js';
import { JobRunner } from './jobs.js';

/** Everything a server process holds besides the HTTP app, opened and closed in order. */
export interface Runtime {
  db: Database;
  bus: EventBus;
  jobs: JobRunner;
  close(): Promise<void>;
}

export async function openRuntime(
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<Runtime> {
  // The lock guards the embedded database; with PostgreSQL, many processes may run.
  const lock: DataDirLock | null =
    config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : null;
  let db: Database | null = null;
  try {
    db = await openDatabase(config.database);
    const migrations = await migrate(db);
    log.info({ applied: migrations.applied, alreadyApplied: migrations.alreadyApplied }, 'migrations');
    const seed = await loadReferenceData(db);
    log.info({ loaded: seed.loaded, skipped: seed.skipped.length }, 'reference data');
    const bus = await startEventBus(db, (error, topic) =>
      log.error({ err: error, topic }, 'event handler failed'),
    );
    const jobs = new JobRunner(db, bus, {
      pollMs: config.jobs.pollMs,
      onError: (error, job) => log.error({ err: error, jobId: job.id, queue: job.queue }, 'job failed'),
    });
    await registerHousekeeping(db, jobs);
    const opened = db;
    return {
      db: opened,
      bus,
      jobs,
      async close() {
        await jobs.stop();
        await bus.close();
        await opened.close();
        lock?.release();
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
