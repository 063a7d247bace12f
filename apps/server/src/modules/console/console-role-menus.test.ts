import type { ConsoleRoleMenuNode, ConsoleRoleMenus } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { consoleCall, type Headers, roleIdOf, TENANT } from './testing/console-fixture.js';

type MenuJson = { name: string; children: MenuJson[] };

// 菜单权限 of a role (ADR 44): what the roles page shows and saves, and what the role's users get.
describe('a role’s menus and buttons (菜单权限)', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp({});
    admin = (await signIn(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const readGrant = async (alias: string): Promise<ConsoleRoleMenus> => {
    const res = await consoleCall(t, admin, '/role/menus', { roleId: await roleIdOf(t, alias) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const zoneOf = (grant: ConsoleRoleMenus, zone: string) => {
    const found = grant.zones.find((z) => z.zone === zone);
    if (!found) throw new Error(`no zone ${zone}`);
    return found;
  };
  const byKey = (items: ConsoleRoleMenuNode[], key: string) => {
    const found = items.find((i) => i.key === key);
    if (!found) throw new Error(`no item ${key}`);
    return found;
  };
  /** The ids the role sees today (the item and every one above it), less the subtrees of `without` (keys). */
  const seenWithout = (items: ConsoleRoleMenuNode[], without: string[]) => {
    const dropped = new Set(
      items.filter((i) => without.includes(i.key) || !(i.granted || i.everyone)).map((i) => i.id),
    );
    let grew = true;
    while (grew) {
      grew = false;
      for (const i of items)
        if (dropped.has(i.parentId) && !dropped.has(i.id)) {
          dropped.add(i.id);
          grew = true;
        }
    }
    return items.filter((i) => !dropped.has(i.id)).map((i) => i.id);
  };
  const save = async (alias: string, zone: string, itemIds: string[], version?: number) =>
    consoleCall(t, admin, '/role/menus/save', {
      roleId: await roleIdOf(t, alias),
      version: version ?? (await readGrant(alias)).role.version,
      zone,
      itemIds,
    });
  const menuNames = async (headers: Headers) => {
    const tree = (await t.app.inject({ method: 'GET', url: '/api/blade-system/menu/routes', headers })).json()
      .data as MenuJson[];
    const names: string[] = [];
    const walk = (list: MenuJson[]) => {
      for (const m of list) {
        names.push(m.name);
        walk(m.children);
      }
    };
    walk(tree);
    return names;
  };
  const buttons = async (headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/blade-system/menu/buttons', headers })).json()
      .data as string[];

  it('shows per zone what a role sees today: granted, seen by everyone, and where its accounts go', async () => {
    const grant = await readGrant('reviewer_first');
    expect(grant.role.alias).toBe('reviewer_first');
    const mgr = zoneOf(grant, 'mgr');
    expect(mgr.reachable).toBe(true);
    expect(zoneOf(grant, 'org').reachable).toBe(false);
    expect(byKey(mgr.items, 'register-admin')).toMatchObject({ granted: true, everyone: false });
    expect(byKey(mgr.items, 'todo')).toMatchObject({ granted: false, everyone: true });
    expect(byKey(mgr.items, 'system')).toMatchObject({ granted: false, everyone: false, kept: false });
    expect(byKey(mgr.items, 'btn-review-first')).toMatchObject({
      category: 2,
      code: 'review_first',
      granted: true,
    });
    expect(byKey(zoneOf(await readGrant('administrator'), 'mgr').items, 'system').kept).toBe(true);
  });

  it('a reviewer whose role lost a menu no longer gets it from menu/routes, nor its buttons from menu/buttons', async () => {
    const reviewer = (await signIn(t, 'reviewer1')).headers;
    const other = (await signIn(t, 'reviewer2')).headers;
    expect(await menuNames(reviewer)).toEqual(expect.arrayContaining(['我的待办', '登记管理', '名册导入']));
    expect(await buttons(reviewer)).toEqual(expect.arrayContaining(['review_first', 'todo_handle']));

    const before = await readGrant('reviewer_first');
    const mgr = zoneOf(before, 'mgr').items;
    const res = await save('reviewer_first', 'mgr', seenWithout(mgr, ['todo', 'register-import']));
    expect(res.json(), res.body).toMatchObject({
      success: true,
      msg: '保存成功',
      data: { version: before.role.version + 1 },
    });

    const names = await menuNames(reviewer);
    expect(names).not.toContain('我的待办');
    expect(names).not.toContain('名册导入');
    expect(names).toEqual(expect.arrayContaining(['登记管理', '股东名册', '我的申请']));
    const codes = await buttons(reviewer);
    expect(codes).not.toContain('review_first');
    expect(codes).not.toContain('todo_handle');
    expect(codes).toContain('claim_view');
    // The other reviewer keeps them: the item seen by everyone now names every other role.
    expect(await menuNames(other)).toEqual(expect.arrayContaining(['我的待办', '名册导入']));
    expect(await buttons(other)).toEqual(expect.arrayContaining(['review_second', 'todo_handle']));
    const [todo] = await rows<{ roles: string[]; adminEdited: boolean }>(
      t.testDb.db.orm,
      sql`select roles, admin_edited as "adminEdited" from menu_item
          where tenant_id = ${TENANT} and zone = 'mgr' and item_key = 'todo'`,
    );
    expect(todo?.roles).not.toContain('reviewer_first');
    expect(todo?.roles).toEqual(expect.arrayContaining(['reviewer_second', 'administrator', 'applicant']));
    expect(todo?.adminEdited).toBe(true);
    // One audit row naming what changed.
    const [audit] = await rows<{ detail: Record<string, string> }>(
      t.testDb.db.orm,
      sql`select detail from audit_log where tenant_id = ${TENANT} and action = 'console.role_menus'
          order by id desc limit 1`,
    );
    expect(audit?.detail).toMatchObject({ alias: 'reviewer_first', zone: 'mgr', granted: '' });
    expect(audit?.detail.revoked?.split('|').sort()).toEqual(['名册导入', '我的待办'].sort());

    // Granting it back shows it again (the role is added to the item's roles).
    const again = zoneOf(await readGrant('reviewer_first'), 'mgr').items;
    // What was below it was left as it was: its buttons come back with it.
    expect(byKey(again, 'btn-review-first').granted).toBe(true);
    // As the page does when 我的待办 is ticked again: what is below it comes back as it was stored.
    const todoId = byKey(again, 'todo').id;
    const below = again.filter((i) => i.parentId === todoId && (i.granted || i.everyone)).map((i) => i.id);
    const back = [...seenWithout(again, []), todoId, ...below];
    expect((await save('reviewer_first', 'mgr', back)).statusCode).toBe(200);
    expect(await menuNames(reviewer)).toContain('我的待办');
    expect(await buttons(reviewer)).toEqual(expect.arrayContaining(['review_first', 'todo_handle']));
  });

  it('refuses a child without its parent, the last role of an item, and 系统管理 taken from administrators', async () => {
    const mgr = zoneOf(await readGrant('reviewer_first'), 'mgr').items;
    const orphan = await save('reviewer_first', 'mgr', [
      ...seenWithout(mgr, ['register-admin']),
      byKey(mgr, 'register-view').id,
    ]);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().msg).toBe('菜单权限：勾选「股东名册」须同时勾选其上级「登记管理」');

    const adminItems = zoneOf(await readGrant('administrator'), 'mgr').items;
    const lockout = await save('administrator', 'mgr', seenWithout(adminItems, ['system']));
    expect(lockout.statusCode).toBe(400);
    expect(lockout.json().msg).toBe('管理员角色不能取消「系统管理」，否则将无人能进入系统管理');

    const onlyAdmin = await save('administrator', 'mgr', seenWithout(adminItems, ['btn-menu-add']));
    expect(onlyAdmin.statusCode).toBe(400);
    expect(onlyAdmin.json().msg).toBe(
      '菜单权限：按钮「新增菜单」仅该角色可见，取消后将对所有角色可见；请在菜单管理中调整其可见角色或删除',
    );
    const foreign = await save('reviewer_first', 'org', [byKey(mgr, 'todo').id]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toMatch(/^菜单不存在或不属于该专区：/);
    const badZone = await consoleCall(t, admin, '/role/menus/save', {
      roleId: await roleIdOf(t, 'reviewer_first'),
      version: 1,
      zone: 'nowhere',
      itemIds: [],
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().msg).toContain('专区：不正确');
    // Nothing of the refused saves stayed.
    expect(byKey(zoneOf(await readGrant('administrator'), 'mgr').items, 'system').granted).toBe(true);
  });

  it('a save at a version read before another administrator’s save is 409 and changes nothing', async () => {
    const read = await readGrant('reviewer_second');
    const items = zoneOf(read, 'mgr').items;
    const first = await save('reviewer_second', 'mgr', seenWithout(items, ['blockchain']), read.role.version);
    expect(first.statusCode, first.body).toBe(200);
    const stale = await save('reviewer_second', 'mgr', seenWithout(items, ['claim']), read.role.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('角色已被他人修改，请刷新后重试');
    const now = zoneOf(await readGrant('reviewer_second'), 'mgr').items;
    expect(byKey(now, 'claim').everyone || byKey(now, 'claim').granted).toBe(true);
    expect(byKey(now, 'blockchain').granted || byKey(now, 'blockchain').everyone).toBe(false);
  });

  it('keeps another role’s grant made in 菜单管理 meanwhile: only this role’s alias changes', async () => {
    const read = zoneOf(await readGrant('reviewer_first'), 'mgr').items;
    const holderSearch = byKey(read, 'holder-search');
    // Meanwhile 菜单管理 restricts 账户查询 to the administrators and second reviewers.
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/blade-system/menu/detail?id=${holderSearch.id}`,
        headers: admin,
      })
    ).json().data;
    const edited = await t.app.inject({
      method: 'POST',
      url: '/api/blade-system/menu/submit',
      headers: admin,
      payload: { ...detail, roles: ['administrator', 'reviewer_second'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The first reviewers' grant, from the earlier read, adds their role to 账户查询.
    const saved = await save('reviewer_first', 'mgr', seenWithout(read, []));
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await rows<{ roles: string[] }>(
      t.testDb.db.orm,
      sql`select roles from menu_item where id = ${holderSearch.id}`,
    );
    expect(row?.roles.sort()).toEqual(['administrator', 'reviewer_first', 'reviewer_second']);
  });
});
