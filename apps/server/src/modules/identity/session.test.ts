import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { CLIENT_BASIC, signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('sessions: refresh rotation, reuse detection, logout, the guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const refresh = (token: string, tenantId = '000000') =>
    t.app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?tenantId=${tenantId}&grant_type=refresh_token&scope=all&refresh_token=${token}`,
      headers: { authorization: CLIENT_BASIC, 'tenant-id': tenantId },
    });
  const userInfo = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/user-info', headers });

  it('answers user-info for a signed-in user', async () => {
    const { headers, token } = await signIn(t, 'reviewer1');
    const res = await userInfo(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userId: token.user_id,
      account: 'reviewer1',
      roles: ['reviewer_first'],
      landingMode: 'mgr',
    });
  });

  it('rotates the refresh token on every use', async () => {
    const { token } = await signIn(t, 'org_demo');
    const first = await refresh(token.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(token.refresh_token);
    expect(rotated.landing_mode).toBe('org');
    const second = await refresh(rotated.refresh_token);
    expect(second.statusCode).toBe(200);
    expect((await userInfo({ 'blade-auth': `bearer ${second.json().access_token}` })).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const { token } = await signIn(t, 'org_demo');
    const rotated = (await refresh(token.refresh_token)).json();
    const replay = await refresh(token.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 407,
      error_code: 'invalid_grant',
      msg: '登录已过期，请重新登录。',
    });
    // The newer token and the newer access token stop working too.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    const res = await userInfo({ 'blade-auth': `bearer ${rotated.access_token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 407, msg: '登录已过期，请重新登录。' });
    const audit = await rows<{ action: string }>(
      t.testDb.db.orm,
      sql`select action from audit_log where action = 'auth.refresh_reuse'`,
    );
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses an unknown, expired or other-tenant refresh token', async () => {
    expect((await refresh('x'.repeat(43))).json().code).toBe(407);
    const { token } = await signIn(t, 'member_demo');
    expect((await refresh(token.refresh_token, '518100')).statusCode).toBe(401);
    t.clock.advance(7 * 86_400 * 1000 + 1000);
    expect((await refresh(token.refresh_token)).statusCode).toBe(401);
  });

  it('logout ends the session: the access and refresh tokens stop working', async () => {
    const { headers, token } = await signIn(t, 'admin');
    const out = await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await userInfo(headers)).statusCode).toBe(401);
    expect((await refresh(token.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an expired access token with 401', async () => {
    const { headers } = await signIn(t, 'admin');
    expect((await userInfo(headers)).statusCode).toBe(200);
    t.clock.advance(901 * 1000);
    const res = await userInfo(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, success: false, msg: '请求未授权，请重新登录', data: null });
  });

  it('refuses a token of tenant 000000 on tenant 518100, and a forged token', async () => {
    const { headers } = await signIn(t, 'admin');
    const other = await userInfo({ ...headers, 'tenant-id': '518100' });
    expect(other.statusCode).toBe(401);
    expect(other.json().msg).toBe('登录凭证不属于当前租户，请重新登录');
    const [h, p] = headers['blade-auth']!.slice(7).split('.');
    const forged = await userInfo({ 'blade-auth': `bearer ${h}.${p}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses every user route without a token, and every route declares its access', async () => {
    const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    const undeclared = routes.filter((r) => r.access === undefined && !r.url.startsWith('/api/docs'));
    expect(undeclared).toEqual([]);
    const userRoutes = routes.filter((r) => r.access === 'user');
    expect(userRoutes.length).toBeGreaterThan(15);
    for (const route of userRoutes) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      const res = await t.app.inject({ method: route.method as 'GET', url });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
