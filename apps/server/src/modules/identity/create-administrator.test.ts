import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { postLogin, signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createAdministrator, parseAdministratorInput } from './create-administrator.js';

/** `npm run admin:create` on a database without demo data (SEED_DEMO_DATA=false, ADR 30). */
describe('creating an administrator without demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const input = (over: Record<string, unknown> = {}) =>
    parseAdministratorInput({
      tenantId: '000000',
      username: 'ops_admin',
      password: 'Strong2026x',
      realName: '系统管理员',
      ...over,
    });

  it('refuses weak passwords and bad names with the field named', () => {
    expect(() => input({ password: 'short1' })).toThrow('密码须为8到20位，且同时包含字母和数字');
    expect(() => input({ password: 'onlyletters' })).toThrow('密码须为8到20位，且同时包含字母和数字');
    expect(() => input({ password: '' })).toThrow('密码：请输入密码');
    expect(() => input({ username: '1abc' })).toThrow(/^账号：/);
    expect(() => input({ tenantId: '12' })).toThrow('租户编号：应为6位数字');
  });

  it('creates a management-zone administrator who signs in, with an audit row; refuses the same name again', async () => {
    expect((await postLogin(t, 'ops_admin', { password: 'Strong2026x' })).statusCode).not.toBe(200);
    const { id } = await createAdministrator(t.testDb.db, input());
    const { token } = await signIn(t, 'ops_admin', { password: 'Strong2026x' });
    expect(token.role_name).toContain('administrator');
    const audit = await rows<{ action: string; target_id: string }>(
      t.testDb.db.orm,
      sql`select action, target_id from audit_log where action = 'account.create_administrator'`,
    );
    expect(audit).toEqual([{ action: 'account.create_administrator', target_id: id }]);
    await expect(createAdministrator(t.testDb.db, input({ username: 'OPS_ADMIN' }))).rejects.toThrow(
      '账号已存在：OPS_ADMIN',
    );
  });

  it('refuses a tenant that does not exist', async () => {
    await expect(createAdministrator(t.testDb.db, input({ tenantId: '999999' }))).rejects.toThrow(
      '租户编号：租户 999999 不存在',
    );
  });
});
