import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { preparedRows, rows, statementName } from './database.js';

/**
 * What `withTenant` promises, on both databases: the transaction is atomic, its settings do not
 * outlive it (the pool hands the connection to the next tenant), savepoints nest, and a tenant
 * id is data, never SQL; `tenantStatement`, the one-statement form, promises the same.
 */
describe('tenant transactions', () => {
  let t: TestDatabase;
  const values = (tenantId: string) =>
    t.db.withTenant(tenantId, (tx) =>
      rows<{ param_value: string }>(tx, sql`select param_value from param_biz order by param_key`),
    );
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.orm.execute(
      sql`insert into tenant (tenant_id, tenant_name) values ('100001', '甲'), ('100002', '乙')`,
    );
  });
  afterAll(async () => {
    await t.drop();
  });

  it('runs as the application role with the tenant set, and commits', async () => {
    const seen = await t.db.withTenant('100001', async (tx) => {
      await tx.execute(sql`insert into param_biz (tenant_id, param_key, param_name, param_value)
        values ('100001', 'a', '甲', 'committed')`);
      return rows<{ tenant: string; role: string }>(
        tx,
        sql`select current_setting('app.tenant_id') as tenant, current_user as role`,
      );
    });
    expect(seen[0]).toMatchObject({ tenant: '100001', role: 'rer_app' });
    expect(await values('100001')).toEqual([{ param_value: 'committed' }]);
  });

  it('rolls back everything when the work throws, and the next transaction starts clean', async () => {
    await expect(
      t.db.withTenant('100001', async (tx) => {
        await tx.execute(sql`insert into param_biz (tenant_id, param_key, param_name, param_value)
          values ('100001', 'b', '甲', 'rolled back')`);
        throw new Error('业务失败');
      }),
    ).rejects.toThrow('业务失败');
    // Many times over, so every pooled connection is reused after a rollback.
    for (let i = 0; i < 12; i++) expect(await values('100001')).toEqual([{ param_value: 'committed' }]);
    for (let i = 0; i < 12; i++) expect(await values('100002')).toEqual([]);
  });

  it('leaves no tenant or role behind on the connection for the owner', async () => {
    for (let i = 0; i < 12; i++) {
      // Both forms: a transaction of work, and one statement up to its Sync (ADR 24).
      if (i % 2 === 0) await values('100001');
      else await t.db.tenantStatement('100001', sql`select 1 as one`);
      const owner = await rows<{ tenant: string | null; role: string }>(
        t.db.orm,
        sql`select nullif(current_setting('app.tenant_id', true), '') as tenant, current_user as role`,
      );
      expect(owner[0]?.tenant ?? null).toBeNull();
      expect(owner[0]?.role).not.toBe('rer_app');
    }
  });

  it('nests savepoints: an inner failure undoes only the inner work', async () => {
    await t.db.withTenant('100002', async (tx) => {
      await tx.execute(sql`insert into param_biz (tenant_id, param_key, param_name, param_value)
        values ('100002', 'a', '乙', 'outer')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into param_biz (tenant_id, param_key, param_name, param_value)
            values ('100002', 'b', '乙', 'inner')`);
          throw new Error('内层失败');
        }),
      ).rejects.toThrow('内层失败');
    });
    expect(await values('100002')).toEqual([{ param_value: 'outer' }]);
  });

  it('treats a tenant id as data: quotes in it cannot end the statement', async () => {
    const hostile = "100001', true); drop table param_biz; --";
    const seen = await t.db.withTenant(hostile, (tx) =>
      rows<{ tenant: string }>(tx, sql`select current_setting('app.tenant_id') as tenant`),
    );
    expect(seen[0]?.tenant).toBe(hostile);
    expect(await values('100001')).toEqual([{ param_value: 'committed' }]);
  });

  it('treats a backslash in a tenant id as data too', async () => {
    const hostile = "100001\\'; reset role; --";
    const seen = await t.db.withTenant(hostile, (tx) =>
      rows<{ tenant: string; role: string }>(
        tx,
        sql`select current_setting('app.tenant_id') as tenant, current_user as role`,
      ),
    );
    expect(seen[0]).toEqual({ tenant: hostile, role: 'rer_app' });
  });

  it('runs one statement as its own tenant transaction; a data-modifying CTE commits with the read', async () => {
    const seen = await t.db.tenantStatement<{ tenant: string; role: string; added: string }>(
      '100002',
      sql`with added as (insert into param_biz (tenant_id, param_key, param_name, param_value)
          values ('100002', 'c', '乙', 'with statement') returning param_value)
        select current_setting('app.tenant_id') as tenant, current_user as role,
          (select param_value from added) as added`,
    );
    expect(seen).toEqual([{ tenant: '100002', role: 'rer_app', added: 'with statement' }]);
    expect(await values('100002')).toEqual([{ param_value: 'outer' }, { param_value: 'with statement' }]);
  });

  it('commits nothing of a statement that fails, and leaves its connection clean', async () => {
    // Its own tenant's row, then another tenant's: row-level security refuses the second.
    const refused = sql`with mine as (insert into param_biz (tenant_id, param_key, param_name, param_value)
        values ('100002', 'd', '乙', 'must roll back') returning 1),
      theirs as (insert into param_biz (tenant_id, param_key, param_name, param_value)
        values ('100001', 'e', '甲', 'refused') returning 1)
      select (select count(*) from mine) + (select count(*) from theirs) as n`;
    await expect(t.db.tenantStatement('100002', refused)).rejects.toSatisfy((error: Error) =>
      // drizzle on PGlite wraps the database's error ("Failed query: …") with it as the cause.
      /row-level security/.test(`${error.message} ${(error.cause as Error | undefined)?.message}`),
    );
    // Every pooled connection, more than once: none was left inside a transaction or a tenant.
    for (let i = 0; i < 12; i++) {
      expect(await values('100002')).toEqual([{ param_value: 'outer' }, { param_value: 'with statement' }]);
      expect(await values('100001')).toEqual([{ param_value: 'committed' }]);
    }
  });

  it('keeps row-level security per transaction for one-statement transactions reused across tenants', async () => {
    const query = sql`select param_value from param_biz where param_key in (${'a'}, ${'b'}) order by 1`;
    for (let i = 0; i < 12; i++) {
      expect(await t.db.tenantStatement('100001', query)).toEqual([{ param_value: 'committed' }]);
      expect(await t.db.tenantStatement('100002', query)).toEqual([{ param_value: 'outer' }]);
    }
  });

  it('refuses to report success when a failed statement was swallowed by the work', async () => {
    await expect(
      t.db.withTenant('100002', async (tx) => {
        await tx.execute(sql`insert into param_biz (tenant_id, param_key, param_name, param_value)
          values ('100002', 'f', '乙', 'lost')`);
        await tx.execute(sql`select 1 / 0`).catch(() => undefined);
      }),
    ).rejects.toThrow();
    expect(await values('100002')).toEqual([{ param_value: 'outer' }, { param_value: 'with statement' }]);
  });

  it('offers drizzle relational queries inside the transaction', async () => {
    const found = await t.db.withTenant('100001', (tx) =>
      tx.query.paramBiz.findMany({ columns: { paramValue: true } }),
    );
    expect(found).toEqual([{ paramValue: 'committed' }]);
  });

  it('keeps row-level security per transaction for prepared statements reused across tenants', async () => {
    const query = (tenantId: string) =>
      sql`select param_value from param_biz where param_key = ${'a'} and tenant_id in (${tenantId}, ${'100001'}, ${'100002'})`;
    // Many rounds, so both tenants run the one prepared text on the same pooled connections,
    // past the five executions after which PostgreSQL may switch to a generic plan.
    for (let i = 0; i < 12; i++) {
      for (const [tenantId, expected] of [
        ['100001', [{ param_value: 'committed' }]],
        ['100002', [{ param_value: 'outer' }]],
      ] as const) {
        const seen = await t.db.withTenant(tenantId, (tx) => preparedRows(tx, query(tenantId)));
        expect(seen).toEqual(expected);
      }
    }
    if (t.db.kind === 'postgres') {
      const text = 'select param_value from param_biz where param_key = $1 and tenant_id in ($2, $3, $4)';
      const prepared = await t.db.withTenant('100001', async (tx) => {
        await preparedRows(tx, query('100001'));
        return rows<{ name: string }>(
          tx,
          sql`select name from pg_prepared_statements where name = ${statementName(text)}`,
        );
      });
      expect(prepared).toEqual([{ name: statementName(text) }]);
    }
  });
});
