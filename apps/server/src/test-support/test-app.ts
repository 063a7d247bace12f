import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadReferenceData } from '../db/load-reference-data.js';
import { loadConfig } from '../platform/config.js';
import { type EventBus, startEventBus } from '../platform/event-bus.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  bus: EventBus;
  close(): Promise<void>;
}

/** A full application on a fresh migrated database with reference data, exercised via inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  await loadReferenceData(testDb.db);
  const bus = await startEventBus(testDb.db, (error) => {
    throw error;
  });
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/rer-test-unused',
    ...env,
  });
  const app = await buildApp({ config, db: testDb.db, bus, logger: false });
  extend?.(app);
  await app.ready();
  return {
    app,
    testDb,
    bus,
    async close() {
      await app.close();
      await bus.close();
      await testDb.drop();
    },
  };
}
