import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDbError } from '../../test-support/db-errors.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { rows } from './database.js';

/** Isolation is enforced by PostgreSQL itself, not only by the repositories' WHERE clauses. */
describe('row-level security', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.orm.execute(
      sql`insert into tenant (tenant_id, tenant_name) values ('100001', '甲'), ('100002', '乙')`,
    );
    await t.db.orm.execute(sql`insert into param_biz (tenant_id, param_key, param_name, param_value)
      values ('100001', 'k', '甲的参数', 'a'), ('100002', 'k', '乙的参数', 'b')`);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('shows a tenant transaction only its own rows, even without a WHERE on tenant_id', async () => {
    const seen = await t.db.withTenant('100001', (tx) =>
      rows<{ param_value: string }>(tx, sql`select param_value from param_biz`),
    );
    expect(seen).toEqual([{ param_value: 'a' }]);
  });

  it('refuses to write a row for another tenant', async () => {
    await expectDbError(
      t.db.withTenant('100001', (tx) =>
        tx.execute(sql`insert into param_biz (tenant_id, param_key, param_name, param_value)
          values ('100002', 'x', '越权', 'x')`),
      ),
      /row-level security/,
    );
  });

  it("cannot update or delete another tenant's rows", async () => {
    await t.db.withTenant('100001', (tx) => tx.execute(sql`update param_biz set param_value = 'hacked'`));
    await t.db.withTenant('100001', (tx) =>
      tx.execute(sql`delete from param_biz where tenant_id = '100002'`),
    );
    const other = await t.db.withTenant('100002', (tx) =>
      rows<{ param_value: string }>(tx, sql`select param_value from param_biz`),
    );
    expect(other).toEqual([{ param_value: 'b' }]);
  });

  it('sees nothing when no tenant is set for the application role', async () => {
    const seen = await t.db.orm.transaction(async (tx) => {
      await tx.execute(sql.raw('set local role rer_app'));
      return rows(tx, sql`select * from param_biz`);
    });
    expect(seen).toEqual([]);
  });

  it('keeps the audit trail append-only, even for the owner', async () => {
    await t.db.orm.execute(sql`insert into audit_log (tenant_id, action) values ('100001', 'test.action')`);
    await expectDbError(t.db.orm.execute(sql`update audit_log set action = 'changed'`), /append-only/);
    await expectDbError(t.db.orm.execute(sql`delete from audit_log`), /append-only/);
  });
});
