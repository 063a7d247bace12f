import { CONSOLE_MGR } from '@rer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_ACCOUNTS } from '../identity/index.js';

// Only administrators reach the console (issue 20 acceptance): every console route, every demo account.
describe('the console answers administrators only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every other demo account with 403 on every console route, before any body is read', async () => {
    const routes = t.app.routeAccess.filter(
      (r) => r.url.startsWith(`${CONSOLE_MGR}/`) && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const r of routes) expect(r.access, r.url).toBe('user');
    for (const demo of DEMO_ACCOUNTS) {
      const { headers } = await signIn(t, demo.account, { landingMode: demo.zones[0]! });
      const isAdmin = demo.roles.includes('administrator');
      for (const route of routes) {
        const res = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url,
          headers,
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        if (isAdmin) {
          expect(res.statusCode, `${demo.account} ${route.method} ${route.url}`).not.toBe(403);
          expect(res.statusCode, `${demo.account} ${route.url}`).toBeLessThan(500);
          if (route.method === 'GET' && !/detail|binding\/list|role\/menus$/.test(route.url))
            expect(res.statusCode, route.url).toBe(200);
        } else {
          expect(res.statusCode, `${demo.account} ${route.method} ${route.url}`).toBe(403);
          expect(res.json().msg).toBe('没有权限执行该操作');
        }
      }
    }
    // Without a token: 401.
    expect((await t.app.inject({ method: 'GET', url: `${CONSOLE_MGR}/account/page` })).statusCode).toBe(401);
  });
});
