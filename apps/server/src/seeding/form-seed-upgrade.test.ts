import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenant } from '../db/schema.js';
import { findHeldShippedVersion, saveFormSchemaVersion } from '../modules/forms/index.js';
import { tenantSeeds } from '../modules/system/index.js';
import type { Database } from '../platform/db/database.js';
import { rows } from '../platform/db/database.js';
import { openPostgres } from '../platform/db/postgres.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import {
  FORM_SEED_ACTOR,
  type FormSeedInput,
  upgradeFormSeeds,
  upgradeFormSeedsOf,
} from './form-seed-upgrade.js';
import { loadFormSeeds } from './form-seeds.js';

/** ADR 19 on the database in use (PGlite, or PostgreSQL with TEST_DB=postgres). */
const T = '000000';
const shipped = loadFormSeeds().find((s) => s.appId === '550004' && s.nodeId === 'apply')!;
const v1: FormSeedInput = { appId: '550004', nodeId: 'apply', schema: shipped.schema };
const retitled = (title: string): FormSeedInput => ({ ...v1, schema: { ...v1.schema, title } });

describe('form seed upgrades (ADR 19)', () => {
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

  const versions = (appId = '550004') =>
    rows<{ version: number; status: string; created_by: string; title: string }>(
      t.db.orm,
      sql`select version, status, created_by, schema->>'title' as title from form_schema
          where tenant_id = ${T} and app_id = ${appId} and node_id = 'apply' order by version`,
    );
  const releases = (appId = '550004') =>
    rows<{ outcome: string; version: number | null; held_behind: number | null; seed_hash: string }>(
      t.db.orm,
      sql`select outcome, version, held_behind, seed_hash from form_seed_release
          where tenant_id = ${T} and app_id = ${appId} and node_id = 'apply' order by id`,
    );
  const audits = (appId = '550004') =>
    rows<{ actor_name: string | null; actor_id: string | null; detail: Record<string, unknown> }>(
      t.db.orm,
      sql`select actor_name, actor_id, detail from audit_log
          where action = 'form.save' and tenant_id = ${T} and target_id = ${`${appId}/apply`} order by id`,
    );
  const run = (seeds: FormSeedInput[]) => upgradeFormSeedsOf(t.db, [T], seeds);

  it('a fresh database gets version 1 with its seed hash; a re-run changes nothing', async () => {
    const [first] = await run([v1]);
    expect(first).toMatchObject({ kind: 'create', version: 1 });
    expect(await versions()).toEqual([
      { version: 1, status: 'active', created_by: 'seed', title: '股份转让登记申请' },
    ]);
    expect(await releases()).toEqual([
      { outcome: 'published', version: 1, held_behind: null, seed_hash: first!.seedHash },
    ]);
    // Installing reference data is not audited (as before ADR 19); replacing a version is.
    expect(await audits()).toEqual([]);

    const again = await run([v1]);
    expect(again.map((o) => o.kind)).toEqual(['current']);
    expect(await versions()).toHaveLength(1);
    expect(await releases()).toHaveLength(1);
  });

  it('a changed seed becomes the next version of an untouched form, audited (actor: system); then nothing more', async () => {
    const [out] = await run([retitled('股份转让登记申请（新版）')]);
    expect(out).toMatchObject({ kind: 'publish', version: 2 });
    expect(await versions()).toEqual([
      { version: 1, status: 'retired', created_by: 'seed', title: '股份转让登记申请' },
      { version: 2, status: 'active', created_by: 'seed', title: '股份转让登记申请（新版）' },
    ]);
    expect((await releases()).map((r) => [r.outcome, r.version])).toEqual([
      ['published', 1],
      ['published', 2],
    ]);
    const audit = await audits();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_name: FORM_SEED_ACTOR, actor_id: null });
    expect(audit[0]!.detail).toEqual({
      version: 2,
      previousVersion: 1,
      source: 'seed',
      seedHash: out!.seedHash,
    });

    expect((await run([retitled('股份转让登记申请（新版）')]))[0]!.kind).toBe('current');
    expect(await versions()).toHaveLength(2);
    expect(await audits()).toHaveLength(1);
  });

  it('a version 1 from the loader before ADR 19 (no recorded hash) counts as that seed', async () => {
    const demo = loadFormSeeds().find((s) => s.appId === '590001' && s.nodeId === 'apply')!;
    const legacy: FormSeedInput = { appId: '590001', nodeId: 'apply', schema: demo.schema };
    // As the old loader wrote it: the version only, through jsonb (key order not kept).
    await t.db.orm.execute(
      sql`insert into form_schema (tenant_id, app_id, node_id, version, schema, created_by)
          values (${T}, '590001', 'apply', 1, ${JSON.stringify(demo.schema)}::jsonb, 'seed')`,
    );
    expect((await run([legacy]))[0]!.kind).toBe('current');
    // With an administrator's version on top, only the stored seed version tells the seed is old news.
    await saveFormSchemaVersion({
      db: t.db,
      tenantId: T,
      body: {
        appId: '590001',
        nodeId: 'apply',
        expectedVersion: 1,
        schema: { ...demo.schema, title: '管理员版' },
      },
      audit: { tenantId: T, ip: null, requestId: null, actorId: 'admin-account-1', actorName: 'admin' },
    });
    expect((await run([legacy]))[0]).toMatchObject({ kind: 'current', version: 2 });
    expect(await releases('590001')).toEqual([]);
    const [out] = await run([{ ...legacy, schema: { ...legacy.schema, title: '演示表单（新版）' } }]);
    expect(out).toMatchObject({ kind: 'hold', version: 2 });
    expect((await versions('590001')).map((v) => [v.version, v.status, v.created_by])).toEqual([
      [1, 'retired', 'seed'],
      [2, 'active', 'admin-account-1'],
    ]);
  });

  it("an administrator's version is never published over: the shipped one is held and recorded once", async () => {
    const admin = { tenantId: T, ip: null, requestId: null, actorId: 'admin-account-1', actorName: 'admin' };
    const adminSchema = { ...v1.schema, title: '管理员修改的股份转让' };
    await saveFormSchemaVersion({
      db: t.db,
      tenantId: T,
      body: { appId: '550004', nodeId: 'apply', expectedVersion: 2, schema: adminSchema },
      audit: admin,
    });
    // The shipped schema is still the one of version 2: nothing new, nothing recorded.
    expect((await run([retitled('股份转让登记申请（新版）')]))[0]).toMatchObject({
      kind: 'current',
      version: 3,
    });
    expect(await releases()).toHaveLength(2);

    const newer = retitled('股份转让登记申请（第三版）');
    const [held] = await run([newer]);
    expect(held).toMatchObject({ kind: 'hold', version: 3, newlyRecorded: true });
    const all = await versions();
    expect(all.map((v) => [v.version, v.status, v.created_by])).toEqual([
      [1, 'retired', 'seed'],
      [2, 'retired', 'seed'],
      [3, 'active', 'admin-account-1'],
    ]);
    expect((await releases()).at(-1)).toMatchObject({ outcome: 'held', version: null, held_behind: 3 });
    const pending = await t.db.withTenant(T, (tx) =>
      findHeldShippedVersion(tx, { tenantId: T, appId: '550004', nodeId: 'apply' }),
    );
    expect(pending).toMatchObject({ seedHash: held!.seedHash, heldBehind: 3 });
    expect(pending!.schema.title).toBe('股份转让登记申请（第三版）');
    const auditCount = (await audits()).length;

    const again = await run([newer]);
    expect(again[0]).toMatchObject({ kind: 'hold', version: 3, newlyRecorded: false });
    expect(await releases()).toHaveLength(3);
    expect(await versions()).toHaveLength(3);
    expect(await audits()).toHaveLength(auditCount);

    // The administrator adopts the shipped schema: it is then current, and nothing else is recorded.
    await saveFormSchemaVersion({
      db: t.db,
      tenantId: T,
      body: { appId: '550004', nodeId: 'apply', expectedVersion: 3, schema: newer.schema },
      audit: admin,
    });
    expect((await run([newer]))[0]).toMatchObject({ kind: 'current', version: 4 });
    expect(await releases()).toHaveLength(3);
  });

  it('two processes starting at once publish the new version once', async () => {
    const key = { appId: '550003', nodeId: 'apply' };
    const base = loadFormSeeds().find((s) => s.appId === key.appId && s.nodeId === key.nodeId)!;
    await run([{ ...key, schema: base.schema }]);
    const changed: FormSeedInput = { ...key, schema: { ...base.schema, title: '股份减少（新版）' } };
    // A second connection pool stands for the second process (PGlite has one connection).
    const other: Database = t.url ? await openPostgres(t.url, 2) : t.db;
    try {
      let arrived = 0;
      let release: () => void = () => undefined;
      const bothInside = new Promise<void>((resolve) => {
        release = resolve;
      });
      const start = (db: Database) =>
        db.orm.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          arrived += 1;
          if (arrived === 2) release();
          // PGlite runs one transaction at a time: only PostgreSQL waits for both to be inside.
          if (t.url) await bothInside;
          return upgradeFormSeeds(tx, T, [changed]);
        });
      const outcomes = (await Promise.all([start(t.db), start(other)])).flat();
      expect(outcomes.map((o) => o.kind).sort()).toEqual(['current', 'publish']);
    } finally {
      if (other !== t.db) await other.close();
    }
    expect((await versions(key.appId)).map((v) => [v.version, v.status])).toEqual([
      [1, 'retired'],
      [2, 'active'],
    ]);
    expect((await releases(key.appId)).map((r) => r.version)).toEqual([1, 2]);
    expect(await audits(key.appId)).toHaveLength(1);
  });
});
