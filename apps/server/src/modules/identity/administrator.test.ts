import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { FORMS_MGR } from '../../test-support/forms.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const QUERY_CONFIG_LIST = '/api/rem-registrationmgrweb/queryConfig/list';
const FORM_VERSIONS = `${FORMS_MGR}/versions?appId=590001&nodeId=apply`;

// ADR 29: one administrator check for the form designer and the query-page configuration, on
// the roles the guard reads with the session. The cache lifetime is far above the wait, so a
// pass proves the role change's notice (account_role trigger), not the expiry.
describe('the administrator check reads live roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_GUARD_CACHE_MS: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('refuses both configurators once the administrator role is revoked, without a new token', async () => {
    const { headers, token } = await signIn(t, 'admin');
    expect((await get(QUERY_CONFIG_LIST, headers)).statusCode).toBe(200);
    expect((await get(FORM_VERSIONS, headers)).statusCode).toBe(200);
    const [granted] = await rows<{ tenant_id: string; role_id: string }>(
      t.testDb.db.orm,
      sql`select ar.tenant_id, ar.role_id from account_role ar join role r on r.id = ar.role_id
          where ar.account_id = ${token.user_id} and r.role_alias = 'administrator'`,
    );
    await t.testDb.db.orm.execute(
      sql`delete from account_role where account_id = ${token.user_id} and role_id = ${granted!.role_id}`,
    );
    try {
      await vi.waitFor(
        async () => {
          expect((await get(QUERY_CONFIG_LIST, headers)).statusCode).toBe(403);
        },
        { timeout: 2_000, interval: 20 },
      );
      const form = await get(FORM_VERSIONS, headers);
      expect(form.statusCode).toBe(403);
      expect(form.json().msg).toBe('没有权限执行该操作');
      // The token still lists the role: the check did not read it.
      expect(token.role_name.split(',')).toContain('administrator');
    } finally {
      await t.testDb.db.orm.execute(
        sql`insert into account_role (tenant_id, account_id, role_id)
            values (${granted!.tenant_id}, ${token.user_id}, ${granted!.role_id})`,
      );
    }
    await vi.waitFor(
      async () => {
        expect((await get(FORM_VERSIONS, headers)).statusCode).toBe(200);
      },
      { timeout: 2_000, interval: 20 },
    );
  });

  it('is the same check for both: the administrator role outside the management zone opens neither', async () => {
    const [org] = await rows<{ id: string; tenant_id: string }>(
      t.testDb.db.orm,
      sql`select id, tenant_id from account where account = 'org_demo'`,
    );
    await t.testDb.db.orm.execute(
      sql`insert into account_role (tenant_id, account_id, role_id)
          select ${org!.tenant_id}, ${org!.id}, id from role
          where tenant_id = ${org!.tenant_id} and role_alias = 'administrator'`,
    );
    const { headers, token } = await signIn(t, 'org_demo', { landingMode: 'org' });
    expect(token.role_name.split(',')).toContain('administrator');
    expect((await get(QUERY_CONFIG_LIST, headers)).statusCode).toBe(403);
    expect((await get(FORM_VERSIONS, headers)).statusCode).toBe(403);
  });
});
