import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Clock, createManualClock, type ManualClock } from '../platform/clock.js';
import { type EventBus, startEventBus } from '../platform/event-bus.js';
import { loadDemoData, loadReferenceData } from '../seeding/index.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  bus: EventBus;
  /** The app's clock: stands still at the real start time until a test moves it. */
  clock: ManualClock;
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
  if (config.seedDemoData) await loadDemoData(testDb.db);
  const clock = createManualClock();
  const app = await buildApp({ config, db: testDb.db, bus, logger: false, clock: clock satisfies Clock });
  extend?.(app);
  await app.ready();
  return {
    app,
    testDb,
    bus,
    clock,
    async close() {
      await app.close();
      await bus.close();
      await testDb.drop();
    },
  };
}
