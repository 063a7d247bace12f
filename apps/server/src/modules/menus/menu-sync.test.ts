import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { loadReferenceData } from '../../seeding/index.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { syncShippedMenusOfTenants } from './menu-sync.js';
import { flattenShipped } from './menu-tree.js';
import { SHIPPED_MENUS } from './shipped-menus.js';

const TENANT = '000000';

describe('synchronising the shipped menu tree into a tenant', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await loadReferenceData(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  const row = async (zone: string, key: string) =>
    (
      await rows<{ name: string; is_deleted: boolean; path: string }>(
        t.db.orm,
        sql`select name, is_deleted, path from menu_item where tenant_id = ${TENANT} and zone = ${zone} and item_key = ${key}`,
      )
    )[0];
  const forgetSync = () =>
    t.db.orm.execute(sql`update menu_seed_state set tree_hash = 'older' where tenant_id = ${TENANT}`);

  it('copies every shipped item once, and a second run changes nothing', async () => {
    const [first] = await syncShippedMenusOfTenants(t.db, [TENANT]);
    expect(first!.inserted).toBe(flattenShipped(SHIPPED_MENUS).length);
    const [second] = await syncShippedMenusOfTenants(t.db, [TENANT]);
    expect(second).toMatchObject({ inserted: 0, refreshed: 0, held: 0, retired: 0 });
    await forgetSync();
    const [third] = await syncShippedMenusOfTenants(t.db, [TENANT]);
    expect(third).toMatchObject({ inserted: 0, refreshed: 0, held: 0, retired: 0 });
  });

  it('follows a shipped change unless an administrator edited the row; keeps an administrator’s removal', async () => {
    // An older shipped definition of two rows: one untouched, one edited by an administrator.
    await t.db.orm.execute(
      sql`update menu_item set shipped_hash = 'old', name = '旧名称' where tenant_id = ${TENANT} and zone = 'org' and item_key in ('claim', 'register')`,
    );
    await t.db.orm.execute(
      sql`update menu_item set admin_edited = true where tenant_id = ${TENANT} and zone = 'org' and item_key = 'register'`,
    );
    await t.db.orm.execute(
      sql`update menu_item set is_deleted = true, admin_edited = true where tenant_id = ${TENANT} and zone = 'member' and item_key = 'claim'`,
    );
    await t.db.orm.execute(
      sql`delete from menu_item where tenant_id = ${TENANT} and zone = 'org' and item_key = 'btn-security-edit'`,
    );
    await t.db.orm.execute(
      sql`insert into menu_item (id, tenant_id, zone, item_key, category, name, path, shipped_hash)
          values (gen_random_uuid(), ${TENANT}, 'org', 'retired-item', 1, '已下线', '/gone', 'x')`,
    );
    await forgetSync();
    const [result] = await syncShippedMenusOfTenants(t.db, [TENANT]);
    expect(result).toMatchObject({ inserted: 1, refreshed: 1, held: 1, retired: 1 });
    expect(await row('org', 'claim')).toMatchObject({ name: '我的申请', is_deleted: false });
    expect(await row('org', 'register')).toMatchObject({ name: '旧名称' });
    expect(await row('member', 'claim')).toMatchObject({ is_deleted: true });
    expect(await row('org', 'btn-security-edit')).toMatchObject({ name: '修改', is_deleted: false });
    expect(await row('org', 'retired-item')).toMatchObject({ is_deleted: true });
  });

  it('moves an existing install’s 租户管理 from 建设中 to /system/tenant on the next start (ADR 42)', async () => {
    // As an install synced before the tenant page shipped holds it: the old path, icon and hash.
    await t.db.orm.execute(
      sql`update menu_item set path = '/building', icon = 'icon-building', shipped_hash = 'before-tenant-page'
          where tenant_id = ${TENANT} and zone = 'mgr' and item_key = 'tenant'`,
    );
    await forgetSync();
    expect(await row('mgr', 'tenant')).toMatchObject({ path: '/building' });
    const [result] = await syncShippedMenusOfTenants(t.db, [TENANT]);
    expect(result).toMatchObject({ refreshed: 1, held: 1 });
    expect(await row('mgr', 'tenant')).toMatchObject({
      name: '租户管理',
      path: '/system/tenant',
      is_deleted: false,
    });
    expect(await row('mgr', 'btn-tenant-admin')).toMatchObject({ is_deleted: false });
  });
});
