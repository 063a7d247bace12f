import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_ACCOUNTS } from '../identity/index.js';

type Json = Record<string, unknown>;
const TENANT = '000000';

describe('menus as data (menu table, routes, buttons, administration)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({});
    admin = (await signIn(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Json }) });
  const lazy = async (zone: string, parentId = '0') =>
    (await call('GET', `/api/blade-system/menu/lazy-list?zone=${zone}&parentId=${parentId}`, admin)).json()
      .data as Json[];
  const byName = (list: Json[], name: string) => {
    const found = list.find((n) => n.name === name);
    if (!found) throw new Error(`no menu item ${name}`);
    return found;
  };
  const menuNames = async (headers: Record<string, string>) =>
    ((await call('GET', '/api/blade-system/menu/routes', headers)).json().data as Json[]).map((m) => m.name);

  it('answers the side menu from the table: an administrator’s rename shows at once', async () => {
    const person = (await signIn(t, 'person_demo')).headers;
    expect(await menuNames(person)).toContain('我的持股');
    const holdings = byName(await lazy('personalholder'), '我的持股');
    const saved = await call('POST', '/api/blade-system/menu/submit', admin, {
      ...holdings,
      name: '我的股份',
    });
    expect(saved.json()).toMatchObject({ success: true, data: { id: holdings.id, version: 2 } });
    const names = await menuNames(person);
    expect(names).toContain('我的股份');
    expect(names).not.toContain('我的持股');
    // Other holder zones keep their own row.
    const org = (await signIn(t, 'orginv_demo')).headers;
    expect(await menuNames(org)).toContain('我的持股');
  });

  it('shows an item only to the roles it names, and its buttons only below visible menus', async () => {
    const reviewer = (await signIn(t, 'reviewer1')).headers;
    expect(await menuNames(reviewer)).not.toContain('系统管理');
    const buttons = (await call('GET', '/api/blade-system/menu/buttons', reviewer)).json().data;
    expect(buttons).toContain('review_first');
    expect(buttons).not.toContain('review_second');
    expect(buttons).not.toContain('menu_edit');
    // Giving 系统管理 to reviewers shows it with the buttons under it that have no roles of their own.
    const system = byName(await lazy('mgr'), '系统管理');
    await call('POST', '/api/blade-system/menu/submit', admin, {
      ...system,
      roles: ['administrator', 'reviewer_first'],
    });
    expect(await menuNames(reviewer)).toContain('系统管理');
    const after = (await call('GET', '/api/blade-system/menu/buttons', reviewer)).json().data;
    expect(after).not.toContain('menu_edit'); // its own roles still say administrator
  });

  it('adds and removes items with the spec’s rules and messages', async () => {
    const security = byName(await lazy('org'), '安全中心');
    const created = await call('POST', '/api/blade-system/menu/submit', admin, {
      zone: 'org',
      parentId: security.id,
      category: 2,
      code: 'security_export',
      name: '导出',
    });
    expect(created.statusCode).toBe(200);
    const again = await call('POST', '/api/blade-system/menu/submit', admin, {
      zone: 'org',
      parentId: '0',
      category: 2,
      code: 'security_export',
      name: '重复',
    });
    expect(again.json()).toMatchObject({ success: false, msg: '按钮编码已存在：security_export' });
    const under = await call('POST', '/api/blade-system/menu/submit', admin, {
      zone: 'org',
      parentId: created.json().data.id,
      category: 1,
      name: '子菜单',
      path: '/x',
    });
    expect(under.json().msg).toBe('按钮下不能再添加菜单或按钮');
    const noPath = await call('POST', '/api/blade-system/menu/submit', admin, {
      zone: 'org',
      category: 1,
      name: '新菜单',
    });
    expect(noPath.statusCode).toBe(400);
    expect(noPath.json().msg).toContain('请输入路由地址');
    const badRole = await call('POST', '/api/blade-system/menu/submit', admin, {
      zone: 'org',
      category: 1,
      name: '新菜单',
      path: '/new',
      roles: ['nobody'],
    });
    expect(badRole.json().msg).toBe('角色不存在：nobody');
    // A parent with live children cannot go; its children first, then it may.
    const refused = await call('POST', `/api/blade-system/menu/remove?ids=${security.id}`, admin);
    expect(refused.json()).toMatchObject({ success: false, msg: '请先删除子节点！' });
    const org = (await signIn(t, 'org_demo')).headers;
    const before = (await call('GET', '/api/blade-system/menu/buttons', org)).json().data;
    expect(before).toContain('security_export');
    const children = await lazy('org', String(security.id));
    const both = [security.id, ...children.map((c) => c.id)].join(',');
    expect((await call('POST', `/api/blade-system/menu/remove?ids=${both}`, admin)).json().data).toBe(
      children.length + 1,
    );
    expect(await menuNames(org)).not.toContain('安全中心');
    expect((await call('GET', '/api/blade-system/menu/buttons', org)).json().data).not.toContain(
      'security_edit',
    );
  });

  it('refuses a cycle and a stale edit', async () => {
    const system = byName(await lazy('mgr'), '系统管理');
    const child = byName(await lazy('mgr', String(system.id)), '表单设计');
    const cycle = await call('POST', '/api/blade-system/menu/submit', admin, {
      ...system,
      parentId: child.id,
    });
    expect(cycle.json().msg).toBe('上级菜单不能选择自身或其下级');
    const fresh = (await call('GET', `/api/blade-system/menu/detail?id=${child.id}`, admin)).json().data;
    expect(
      (await call('POST', '/api/blade-system/menu/submit', admin, { ...fresh, sort: 5 })).statusCode,
    ).toBe(200);
    const stale = await call('POST', '/api/blade-system/menu/submit', admin, { ...fresh, sort: 6 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');
  });

  it('lets only administrators reach the administration calls (every demo account)', async () => {
    const someId = String(byName(await lazy('mgr'), '工作台').id);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/blade-system/menu/lazy-list?zone=mgr'],
      ['GET', '/api/blade-system/menu/lazy-menu-list?zone=mgr'],
      ['GET', '/api/blade-system/menu/tree?zone=mgr'],
      ['GET', `/api/blade-system/menu/detail?id=${someId}`],
      ['GET', '/api/blade-system/menu/role-options'],
      ['POST', '/api/blade-system/menu/submit', { zone: 'mgr', category: 1, name: '越权', path: '/x' }],
      ['POST', `/api/blade-system/menu/remove?ids=${someId}`],
    ];
    for (const demo of DEMO_ACCOUNTS) {
      const headers = (await signIn(t, demo.account, { landingMode: demo.zones[0] })).headers;
      for (const [method, url, body] of routes) {
        const res = await call(method as 'GET' | 'POST', url, headers, body);
        const expected = demo.account === 'admin' ? 200 : 403;
        expect(`${demo.account} ${method} ${url} ${res.statusCode}`).toBe(
          `${demo.account} ${method} ${url} ${expected}`,
        );
      }
    }
    const audit = await rows<{ action: string }>(
      t.testDb.db.orm,
      sql`select action from audit_log where tenant_id = ${TENANT} and action like 'menu.%'`,
    );
    expect(new Set(audit.map((a) => a.action))).toEqual(
      new Set(['menu.create', 'menu.update', 'menu.remove']),
    );
  });
});
