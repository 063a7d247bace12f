import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The guard reuses a session snapshot for AUTH_GUARD_CACHE_MS; changes made by anyone (here: SQL
// as the table owner, bypassing the application) reach it through the identity triggers' notices.
// The lifetime is set far above the waits below, so a pass proves the notice, not the expiry.
describe('guard snapshot cache: reused, and dropped on every identity change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_GUARD_CACHE_MS: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const userInfo = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/user-info', headers });
  const refusedSoon = (headers: Record<string, string>, status: number) =>
    vi.waitFor(
      async () => {
        expect((await userInfo(headers)).statusCode).toBe(status);
      },
      { timeout: 2_000, interval: 20 },
    );

  it('keeps admitting a cached session without reading it, until the session is revoked', async () => {
    const { headers, token } = await signIn(t, 'reviewer1');
    expect((await userInfo(headers)).statusCode).toBe(200);
    expect((await userInfo(headers)).statusCode).toBe(200);
    await t.testDb.db.orm.execute(
      sql`update auth_session set revoked_at = now(), revoke_reason = 'test' where account_id = ${token.user_id}`,
    );
    await refusedSoon(headers, 401);
  });

  it('refuses a cached session once its account is disabled', async () => {
    const { headers, token } = await signIn(t, 'reviewer2');
    expect((await userInfo(headers)).statusCode).toBe(200);
    await t.testDb.db.orm.execute(sql`update account set status = 0 where id = ${token.user_id}`);
    try {
      await refusedSoon(headers, 401);
    } finally {
      await t.testDb.db.orm.execute(sql`update account set status = 1 where id = ${token.user_id}`);
    }
  });

  it('refuses a cached Current-Company once the binding is removed', async () => {
    const { headers, token } = await signIn(t, 'org_demo');
    const [bound] = await rows<{ company_id: string; tenant_id: string; relation: string }>(
      t.testDb.db.orm,
      sql`select company_id, tenant_id, relation from account_company where account_id = ${token.user_id} limit 1`,
    );
    const withCompany = { ...headers, 'current-company': bound!.company_id };
    expect((await userInfo(withCompany)).statusCode).toBe(200);
    await t.testDb.db.orm.execute(
      sql`delete from account_company where account_id = ${token.user_id} and company_id = ${bound!.company_id}`,
    );
    try {
      await refusedSoon(withCompany, 403);
    } finally {
      await t.testDb.db.orm.execute(
        sql`insert into account_company (tenant_id, account_id, company_id, relation)
            values (${bound!.tenant_id}, ${token.user_id}, ${bound!.company_id}, ${bound!.relation})`,
      );
    }
  });

  it('a logout is refused on the very next request (no waiting for the notice)', async () => {
    const { headers } = await signIn(t, 'member_demo');
    expect((await userInfo(headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await userInfo(headers)).statusCode).toBe(401);
  });
});
