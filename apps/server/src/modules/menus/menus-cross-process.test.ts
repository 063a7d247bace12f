import { CONSOLE_MGR, type ConsoleRoleMenus } from '@rer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { openSecondProcess, type SecondProcess } from '../../test-support/second-process.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * A second server process on the same database (on PostgreSQL its own pool and LISTEN
 * connection; on PGlite a second app over the one embedded database) sees a menu edit within a
 * second (14–37 ms measured at load 15–18): the trigger's `menu.changed` drops its cached menu.
 * The test waits up to 5 s for the condition, far below the cache's 10-minute lifetime, so only
 * the notification can make it pass; it does not time the delivery.
 */
describe('a menu edit reaches a second server process', () => {
  let t: TestApp;
  let second: SecondProcess;
  beforeAll(async () => {
    t = await createTestApp({});
    second = await openSecondProcess(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('shows the renamed item in the other process once notified (its cache lives 10 minutes)', async () => {
    const admin = (await signIn(t, 'admin')).headers;
    const person = (await signIn(t, 'person_demo')).headers;
    const names = async () =>
      (
        (
          await second.app.inject({ method: 'GET', url: '/api/blade-system/menu/routes', headers: person })
        ).json().data as { name: string }[]
      ).map((m) => m.name);
    expect(await names()).toContain('账户总览'); // now cached in the second process
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/blade-system/menu/lazy-list?zone=personalholder',
        headers: admin,
      })
    ).json().data as Record<string, unknown>[];
    const item = list.find((n) => n.name === '账户总览')!;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/blade-system/menu/submit',
      headers: admin,
      payload: { ...item, name: '资产总览' },
    });
    expect(saved.statusCode).toBe(200);
    const changedAt = Date.now();
    let seen = await names();
    while (!seen.includes('资产总览') && Date.now() - changedAt < 5000) seen = await names();
    expect(seen).toContain('资产总览');
  });

  it('drops a role’s lost menu in the other process once notified (菜单权限, ADR 44)', async () => {
    const admin = (await signIn(t, 'admin')).headers;
    const reviewer = (await signIn(t, 'reviewer1')).headers;
    const names = async () =>
      (
        (
          await second.app.inject({ method: 'GET', url: '/api/blade-system/menu/routes', headers: reviewer })
        ).json().data as { name: string }[]
      ).map((m) => m.name);
    expect(await names()).toContain('区块链存证'); // now cached in the second process
    const roleId = (
      (await t.app.inject({ method: 'GET', url: `${CONSOLE_MGR}/role/list`, headers: admin })).json()
        .data as { id: string; alias: string }[]
    ).find((r) => r.alias === 'reviewer_first')?.id;
    const grant = (
      await t.app.inject({ method: 'GET', url: `${CONSOLE_MGR}/role/menus?roleId=${roleId}`, headers: admin })
    ).json().data as ConsoleRoleMenus;
    const items = grant.zones.find((z) => z.zone === 'mgr')?.items ?? [];
    const gone = new Set(
      items.filter((i) => i.key === 'blockchain' || !(i.granted || i.everyone)).map((i) => i.id),
    );
    for (const i of items) if (gone.has(i.parentId)) gone.add(i.id);
    const saved = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE_MGR}/role/menus/save`,
      headers: admin,
      payload: {
        roleId,
        version: grant.role.version,
        zone: 'mgr',
        itemIds: items.filter((i) => !gone.has(i.id)).map((i) => i.id),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const changedAt = Date.now();
    let seen = await names();
    while (seen.includes('区块链存证') && Date.now() - changedAt < 5000) seen = await names();
    expect(seen).not.toContain('区块链存证');
    expect(seen).toContain('我的申请');
  });
});
