import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate.js';
import type { Database } from '../platform/db/database.js';
import { openPglite } from '../platform/db/pglite.js';
import { openPostgres } from '../platform/db/postgres.js';
import { type EventBus, startEventBus } from '../platform/event-bus.js';

/**
 * Integration tests run on the embedded database by default, and on real PostgreSQL when the
 * suite is started with TEST_DB=postgres and TEST_DATABASE_URL (npm test does both in CI).
 * Each call gets a fresh, migrated database of its own.
 */
export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  db: Database;
  url: string | null;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@127.0.0.1:5432/postgres)');
  return url;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const shouldMigrate = options.migrate ?? true;
  if (testDbKind() === 'pglite') {
    const db = await openPglite(null);
    if (shouldMigrate) await migrate(db);
    return { db, url: null, drop: () => db.close() };
  }
  const admin = adminUrl();
  const name = `rer_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name} encoding 'UTF8' template template0`);
  } finally {
    await client.end();
  }
  const url = withDatabase(admin, name);
  const db = await openPostgres(url, 10);
  if (shouldMigrate) await migrate(db);
  return {
    db,
    url,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A fresh database with the event bus started on it (for jobs and event tests). */
export async function createTestDatabaseWithBus(): Promise<TestDatabase & { bus: EventBus }> {
  const t = await createTestDatabase();
  const bus = await startEventBus(t.db, () => undefined);
  return {
    ...t,
    bus,
    async drop() {
      await bus.close();
      await t.drop();
    },
  };
}
