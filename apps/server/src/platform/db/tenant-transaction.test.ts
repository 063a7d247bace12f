import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { rows } from './database.js';

/**
 * What `withTenant` promises, on both databases: the transaction is atomic, its settings do not
 * outlive it (the pool hands the connection to the next tenant), savepoints nest, and a tenant
 * id is data, never SQL.
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
      await values('100001');
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
});
