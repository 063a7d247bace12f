import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../platform/db/database.js';
import { openPostgres } from '../platform/db/postgres.js';
import { type EventBus, startEventBus } from '../platform/event-bus.js';
import type { TestApp } from './test-app.js';

export interface SecondProcess {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A second server process on the test app's database: on PostgreSQL its own pool and LISTEN
 * connection (what another process would have); on PGlite a second app over the one embedded
 * database. For checks that a change made in one process reaches the other's caches.
 */
export async function openSecondProcess(t: TestApp): Promise<SecondProcess> {
  const own: Database | null = t.testDb.url ? await openPostgres(t.testDb.url, 4) : null;
  const db = own ?? t.testDb.db;
  const bus: EventBus = await startEventBus(db, (error) => {
    throw error;
  });
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/rer-test-unused' });
  const app = await buildApp({ config, db, bus, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await bus.close();
      await own?.close();
    },
  };
}
