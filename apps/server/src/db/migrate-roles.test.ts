import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, rows } from '../platform/db/database.js';
import { openPglite } from '../platform/db/pglite.js';
import { openPostgres } from '../platform/db/postgres.js';
import { testDbKind } from '../test-support/test-database.js';
import { migrate, readMigrations, supersededChecksums } from './migrate.js';

/**
 * The README's deployment (ADR 30): the database belongs to a user without CREATEROLE, and an
 * administrator made the role rer_app beforehand and granted it to that user. The migrations
 * must then run as that user, and requests must be able to switch to rer_app.
 */
interface Deployment {
  db: Database;
  drop(): Promise<void>;
}

const suffix = () => randomBytes(5).toString('hex');

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const ensureAppRole = `DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'rer_app') THEN CREATE ROLE rer_app NOLOGIN; END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`;

/** A fresh database owned by a new NOCREATEROLE user, connected as that user. */
async function deployAsPlainUser(options: { grantAppRole: boolean }): Promise<Deployment> {
  const user = `rer_deployer_${suffix()}`;
  if (testDbKind() === 'pglite') {
    const db = await openPglite(null);
    await db.execScript(`${ensureAppRole};
      CREATE ROLE ${user} NOSUPERUSER NOCREATEROLE NOCREATEDB;
      GRANT CREATE ON SCHEMA public TO ${user};
      ${options.grantAppRole ? `GRANT rer_app TO ${user};` : ''}
      SET SESSION AUTHORIZATION ${user};`);
    return { db, drop: () => db.close() };
  }
  const name = `rer_test_${suffix()}`;
  await adminQuery(`${ensureAppRole}`);
  await adminQuery(`CREATE ROLE ${user} LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB`);
  await adminQuery(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0 OWNER ${user}`);
  if (options.grantAppRole) await adminQuery(`GRANT rer_app TO ${user}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  url.username = user;
  const db = await openPostgres(url.toString(), 2);
  return {
    db,
    async drop() {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await adminQuery(`DROP ROLE IF EXISTS ${user}`);
    },
  };
}

describe('migrations as a database owner without CREATEROLE (README deployment step 1)', () => {
  const made: Deployment[] = [];
  afterAll(async () => {
    for (const d of made) await d.drop();
  });

  it('apply when rer_app was created and granted beforehand, and requests can switch to it', async () => {
    const d = await deployAsPlainUser({ grantAppRole: true });
    made.push(d);
    const report = await migrate(d.db);
    expect(report.applied).toHaveLength(readMigrations().length);
    const [who] = await d.db.withTenant('000000', (tx) =>
      rows<{ role: string }>(tx, sql`select current_user as role`),
    );
    expect(who!.role).toBe('rer_app');
    expect((await migrate(d.db)).applied).toEqual([]);
  });

  it('accept a database migrated with the earlier text of the first migration, and record the new one', async () => {
    const d = await deployAsPlainUser({ grantAppRole: true });
    made.push(d);
    await migrate(d.db);
    const [first] = readMigrations();
    const earlier = supersededChecksums[first!.version]![0]!;
    await d.db.rawTransaction((tx) =>
      tx.query('update schema_migration set checksum = $2 where version = $1', [first!.version, earlier]),
    );
    expect((await migrate(d.db)).applied).toEqual([]);
    const [row] = await d.db.rawTransaction((tx) =>
      tx.query<{ checksum: string }>('select checksum from schema_migration where version = $1', [
        first!.version,
      ]),
    );
    expect(row!.checksum).toBe(first!.checksum);
  });

  it('stop with a message naming rer_app and the command when the role was not granted', async () => {
    const d = await deployAsPlainUser({ grantAppRole: false });
    made.push(d);
    await expect(migrate(d.db)).rejects.toThrow(/rer_app.*grant rer_app to/s);
  });
});
