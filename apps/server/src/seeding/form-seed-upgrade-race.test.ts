import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenant } from '../db/schema.js';
import { insertFormSchemaVersion, retireActiveVersion } from '../modules/forms/index.js';
import { tenantSeeds } from '../modules/system/index.js';
import type { Database } from '../platform/db/database.js';
import { rows } from '../platform/db/database.js';
import { openPostgres } from '../platform/db/postgres.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { type FormSeedInput, upgradeFormSeeds, upgradeFormSeedsOf } from './form-seed-upgrade.js';
import { loadFormSeeds } from './form-seeds.js';

/**
 * ADR 19: a designer save from a running process commits while a starting process is about to
 * publish a changed seed over the same version. On PostgreSQL the seed's retire waits for the
 * save's row lock and then finds nothing to retire; it must decide again and hold, not fail or
 * publish. (PGlite runs one transaction at a time: there the save simply comes first.)
 */
const T = '000000';
const key = { tenantId: T, appId: '550002', nodeId: 'apply' };

describe('form seed upgrade racing a designer save', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.orm
      .insert(tenant)
      .values(tenantSeeds.map(({ domains: _domains, ...row }) => row))
      .onConflictDoNothing();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('holds the shipped schema behind the save that won', async () => {
    const base = loadFormSeeds().find((s) => s.appId === key.appId && s.nodeId === key.nodeId)!;
    await upgradeFormSeedsOf(t.db, [T], [{ ...key, schema: base.schema }]);
    const changed: FormSeedInput = { ...key, schema: { ...base.schema, title: '股份增加（新版）' } };
    const adminSchema = { ...base.schema, title: '管理员的股份增加' };
    const save = (db: Database, beforeCommit: () => Promise<void>) =>
      db.orm.transaction(async (tx) => {
        expect(await retireActiveVersion(tx, key, 1)).toBe(true);
        await insertFormSchemaVersion(tx, { ...key, version: 2, schema: adminSchema, createdBy: 'admin-1' });
        await beforeCommit();
      });

    let outcome: Awaited<ReturnType<typeof upgradeFormSeeds>>;
    if (t.url) {
      const other = await openPostgres(t.url, 2);
      try {
        let seeding: Promise<typeof outcome> | undefined;
        await save(t.db, async () => {
          seeding = other.orm.transaction((tx) => upgradeFormSeeds(tx, T, [changed]));
          // Commit only once the seed's retire waits for this transaction's row lock.
          for (let i = 0; i < 200; i++) {
            const waiting = await rows<{ n: number }>(
              other.orm,
              sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
            );
            if (waiting[0]!.n > 0) return;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          throw new Error('the seed transaction never waited for the row lock');
        });
        outcome = await seeding!;
      } finally {
        await other.close();
      }
    } else {
      await save(t.db, async () => undefined);
      outcome = await t.db.orm.transaction((tx) => upgradeFormSeeds(tx, T, [changed]));
    }
    expect(outcome[0]).toMatchObject({ kind: 'hold', version: 2, newlyRecorded: true });
    const versions = await rows<{ version: number; status: string; created_by: string }>(
      t.db.orm,
      sql`select version, status, created_by from form_schema
          where tenant_id = ${T} and app_id = '550002' and node_id = 'apply' order by version`,
    );
    expect(versions).toEqual([
      { version: 1, status: 'retired', created_by: 'seed' },
      { version: 2, status: 'active', created_by: 'admin-1' },
    ]);
  });
});
