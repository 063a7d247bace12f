import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { statementName } from './database.js';

/**
 * `tenantStatement` on PostgreSQL writes its own protocol messages (ADR 24): the settings and the
 * statement up to one Sync, an implicit transaction. What that must not change, on both databases:
 * values travel as node-postgres sends them, answers parse as drizzle parses them, a statement that
 * cannot even be parsed leaves the pool working (and, in tenant-transaction.test.ts, nothing of the
 * tenant outlives the statement).
 */
/** The database's own message: drizzle on PGlite wraps it ("Failed query: …") as the cause. */
const failure = (pattern: RegExp) => (error: Error) =>
  pattern.test(`${error.message} ${(error.cause as Error | undefined)?.message}`);

describe('one-statement tenant transactions', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.orm.execute(
      sql`insert into tenant (tenant_id, tenant_name) values ('100001', '甲'), ('100002', '乙')`,
    );
    await t.db.withTenant('100001', (tx) =>
      tx.execute(sql`insert into param_biz (tenant_id, param_key, param_name, param_value)
        values ('100001', 'a', '甲', 'first tenant')`),
    );
  });
  afterAll(async () => {
    await t.drop();
  });

  it('sends values as node-postgres does: dates, nulls, objects as JSON, booleans, numbers', async () => {
    const at = new Date('2026-11-22T03:04:05.678Z');
    const [seen] = await t.db.tenantStatement<Record<string, unknown>>(
      '100001',
      sql`select ${at}::timestamptz = '2026-11-22T03:04:05.678Z'::timestamptz as same_instant,
        ${null}::text is null as is_null, (${JSON.stringify({ 名: '甲', n: 2 })}::jsonb)->>'名' as from_json,
        ${true}::boolean as flag, ${42}::int + 1 as answer, ${"引号'与\\反斜杠"}::text as text`,
    );
    expect(seen).toEqual({
      same_instant: true,
      is_null: true,
      from_json: '甲',
      flag: true,
      answer: 43,
      text: "引号'与\\反斜杠",
    });
  });

  it('answers every row, with date and time types kept as text as drizzle reads them', async () => {
    const answer = await t.db.tenantStatement<{ n: number; day: string; payload: { n: number } }>(
      '100001',
      sql`select n, date '2026-11-22' + n as day, json_build_object('n', n) as payload
        from generate_series(1, 3) n order by n`,
    );
    expect(answer).toEqual([
      { n: 1, day: '2026-11-23', payload: { n: 1 } },
      { n: 2, day: '2026-11-24', payload: { n: 2 } },
      { n: 3, day: '2026-11-25', payload: { n: 3 } },
    ]);
  });

  it('answers an empty list for a statement that finds nothing', async () => {
    expect(
      await t.db.tenantStatement('100002', sql`select param_value from param_biz where param_key = ${'a'}`),
    ).toEqual([]);
  });

  it('refuses a statement that cannot be parsed, and every pooled connection goes on working', async () => {
    await expect(t.db.tenantStatement('100001', sql`selec ${1}`)).rejects.toSatisfy(failure(/syntax/));
    const query = sql`select param_value from param_biz where param_key = ${'a'}`;
    for (let i = 0; i < 12; i++) {
      expect(await t.db.tenantStatement('100001', query)).toEqual([{ param_value: 'first tenant' }]);
      expect(await t.db.tenantStatement('100002', query)).toEqual([]);
    }
  });

  it('refuses a statement failing while it runs, and the same text runs again afterwards', async () => {
    const divide = (by: number) => sql`select 10 / ${by}::int as q`;
    await expect(t.db.tenantStatement('100001', divide(0))).rejects.toSatisfy(failure(/division by zero/));
    for (let i = 0; i < 12; i++) expect(await t.db.tenantStatement('100001', divide(5))).toEqual([{ q: 2 }]);
  });

  it('treats a hostile tenant id as data: it is the setting, and it sees no tenant rows', async () => {
    const hostile = "100001' or '1' = '1";
    const seen = await t.db.tenantStatement<{ tenant: string; role: string; n: number }>(
      hostile,
      sql`select current_setting('app.tenant_id') as tenant, current_user as role,
        (select count(*)::int from param_biz) as n`,
    );
    expect(seen).toEqual([{ tenant: hostile, role: 'rer_app', n: 0 }]);
  });

  it('on PostgreSQL, prepares the settings and each statement once per connection', async () => {
    if (t.db.kind !== 'postgres') return;
    const text = 'select name from pg_prepared_statements where name in ($1, $2) order by name';
    const query = sql`select name from pg_prepared_statements where name in (${'rer_enter_tenant'}, ${statementName(text)}) order by name`;
    // Every pooled connection in turn: each has both, the statement's once under its derived name.
    for (let i = 0; i < 12; i++) {
      expect(await t.db.tenantStatement('100001', query)).toEqual(
        ['rer_enter_tenant', statementName(text)].sort().map((name) => ({ name })),
      );
    }
  });
});
