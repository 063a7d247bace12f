import { TENANT_ADMIN } from '@rer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_ACCOUNTS } from '../identity/index.js';

// Only administrators reach the tenant administration (issue 20 acceptance), mirroring the console's
// check: every tenant route but the public tenant/info, every demo account.
describe('the tenant administration answers administrators only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every other demo account with 403 on every tenant route, and 401 without a token', async () => {
    const routes = t.app.routeAccess.filter(
      (r) => r.url.startsWith(`${TENANT_ADMIN}/`) && !r.url.endsWith('/info') && r.method !== 'HEAD',
    );
    expect(routes.map((r) => `${r.method} ${r.url.slice(TENANT_ADMIN.length)}`).sort()).toEqual([
      'GET /detail',
      'GET /list',
      'POST /remove',
      'POST /setting',
      'POST /submit',
    ]);
    for (const r of routes) expect(r.access, r.url).toBe('user');
    for (const demo of DEMO_ACCOUNTS) {
      const { headers } = await signIn(t, demo.account, { landingMode: demo.zones[0]! });
      const isAdmin = demo.roles.includes('administrator') && demo.zones[0] === 'mgr';
      for (const route of routes) {
        const res = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.method === 'GET' ? `${route.url}?id=000000` : route.url,
          headers,
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        const label = `${demo.account} ${route.method} ${route.url}`;
        if (isAdmin) {
          expect(res.statusCode, label).not.toBe(403);
          expect(res.statusCode, label).toBeLessThan(500);
          if (route.method === 'GET') expect(res.statusCode, label).toBe(200);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().msg).toBe('没有权限执行该操作');
        }
      }
    }
    for (const route of routes) {
      const anonymous = await t.app.inject({ method: route.method as 'GET' | 'POST', url: route.url });
      expect(anonymous.statusCode, route.url).toBe(401);
    }
  });
});
