import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { postLogin, signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  auditRows,
  changePassword,
  consoleCall,
  createStaff,
  type Headers,
  NEW_PASSWORD,
  roleIdOf,
  signInWith,
} from './testing/console-fixture.js';

const TODOS = {
  method: 'POST' as const,
  url: '/api/rem-registrationbizweb/taskItem/getUserTasks',
  payload: {},
};

describe('console accounts (ADR 39)', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    admin = (await signIn(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a staff member who must change the initial password before any other call', async () => {
    const { id, initialPassword } = await createStaff(t, admin, 'staff_first', [
      await roleIdOf(t, 'reviewer_first'),
    ]);
    expect(initialPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{10}$/);
    const { token, headers } = await signInWith(t, 'staff_first', initialPassword);
    expect(token.must_change_password).toBe(true);
    const refused = await t.app.inject({ ...TODOS, headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      msg: '您的密码由管理员设置，请先修改密码后再继续操作',
      data: { code: 'PASSWORD_CHANGE_REQUIRED' },
    });
    const info = await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/user-info', headers });
    expect(info.json().data).toMatchObject({ mustChangePassword: true, roles: ['reviewer_first'] });
    expect((await changePassword(t, headers, initialPassword)).statusCode).toBe(200);
    expect((await t.app.inject({ ...TODOS, headers })).statusCode).toBe(200);
    const again = await signInWith(t, 'staff_first', NEW_PASSWORD);
    expect(again.token.must_change_password).toBe(false);
    // The audit row names the actor and never holds the password.
    const [created] = await auditRows(t, id);
    expect(created).toMatchObject({ action: 'console.account_create', actor_name: '演示管理员' });
    expect(JSON.stringify(created!.detail)).not.toContain(initialPassword);
  });

  it('lists accounts with masked mobiles and searches by name, zone and status', async () => {
    const all = await consoleCall(t, admin, '/account/page', { current: 1, size: 50 });
    expect(all.statusCode, all.body).toBe(200);
    const org = all.json().data.records.find((r: { account: string }) => r.account === 'org_demo');
    expect(org).toMatchObject({ mobile: '199****0001', zones: ['org'], status: 1 });
    const byName = await consoleCall(t, admin, '/account/page', { name: '初审员' });
    expect(byName.json().data.records.map((r: { account: string }) => r.account)).toEqual(['reviewer1']);
    const member = await consoleCall(t, admin, '/account/page', { zone: 'member' });
    expect(member.json().data.records.map((r: { account: string }) => r.account)).toEqual(['member_demo']);
    const bad = await consoleCall(t, admin, '/account/page', { zone: 'nowhere' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('登录专区不正确');
  });

  it('edits at the expected version only: a stale edit is 409 with a Chinese message', async () => {
    const { id } = await createStaff(t, admin, 'staff_edit', []);
    const detail = (await consoleCall(t, admin, '/account/detail', { id })).json().data;
    const edit = { id, version: detail.version, realName: '改名后', mobile: '13800138000' };
    const first = await consoleCall(t, admin, '/account/update', edit);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.version).toBe(detail.version + 1);
    const stale = await consoleCall(t, admin, '/account/update', { ...edit, realName: '再改' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('账号已被他人修改，请刷新后重试');
    const [row] = await auditRows(t, id).then((r) => r.filter((x) => x.action === 'console.account_update'));
    expect(row!.detail).toMatchObject({ after: expect.stringContaining('mobile=138****8000') });
    const badMobile = await consoleCall(t, admin, '/account/update', {
      ...edit,
      version: detail.version + 1,
      mobile: '123',
    });
    expect(badMobile.json().msg).toContain('手机号码：请输入正确的手机号码');
  });

  it('disable ends the sessions and refuses sign-in; enable lets it in again', async () => {
    const { id, initialPassword } = await createStaff(t, admin, 'staff_off', []);
    const { headers } = await signInWith(t, 'staff_off', initialPassword);
    const version = (await consoleCall(t, admin, '/account/detail', { id })).json().data.version;
    const off = await consoleCall(t, admin, '/account/status', { id, version, status: 0 });
    expect(off.statusCode, off.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/user-info', headers });
    expect(after.statusCode).toBe(401);
    const [session] = await rows<{ revoke_reason: string }>(
      t.testDb.db.orm,
      sql`select revoke_reason from auth_session where account_id = ${id}`,
    );
    expect(session!.revoke_reason).toBe('account_disabled');
    const refused = await postLogin(t, 'staff_off', { password: initialPassword, landingMode: 'mgr' });
    expect(refused.json().msg).toBe('账号已停用，请联系管理员');
    const on = await consoleCall(t, admin, '/account/status', { id, version: version + 1, status: 1 });
    expect(on.statusCode).toBe(200);
    expect(
      (await postLogin(t, 'staff_off', { password: initialPassword, landingMode: 'mgr' })).statusCode,
    ).toBe(200);
    expect((await auditRows(t, id)).map((r) => r.action)).toEqual([
      'console.account_create',
      'console.account_disable',
      'console.account_enable',
    ]);
    const self = await consoleCall(t, admin, '/account/status', {
      id: (await signIn(t, 'admin')).token.user_id,
      version: 1,
      status: 0,
    });
    expect(self.json().msg).toBe('编号：不能停用自己的账号');
  });

  it('unlock clears the lockout; reset password forces a change again and ends the sessions', async () => {
    const { id, initialPassword } = await createStaff(t, admin, 'staff_lock', []);
    for (let i = 0; i < 5; i++)
      await postLogin(t, 'staff_lock', { password: 'Wrong1234', landingMode: 'mgr' });
    expect(
      (await postLogin(t, 'staff_lock', { password: initialPassword, landingMode: 'mgr' })).json().msg,
    ).toBe('登录失败次数过多，请10分钟后再试');
    expect((await consoleCall(t, admin, '/account/detail', { id })).json().data.locked).toBe(true);
    expect((await consoleCall(t, admin, '/account/unlock', { id })).statusCode).toBe(200);
    expect((await consoleCall(t, admin, '/account/detail', { id })).json().data.locked).toBe(false);
    const { headers } = await signInWith(t, 'staff_lock', initialPassword);
    await changePassword(t, headers, initialPassword);
    const reset = await consoleCall(t, admin, '/account/reset-password', { id });
    const fresh = reset.json().data.initialPassword as string;
    expect(fresh).not.toBe(NEW_PASSWORD);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/user-info', headers })).statusCode,
    ).toBe(401);
    const next = await signInWith(t, 'staff_lock', fresh);
    expect(next.token.must_change_password).toBe(true);
    const actions = (await auditRows(t, id)).map((r) => r.action);
    expect(actions).toEqual([
      'console.account_create',
      'console.account_unlock',
      'console.account_reset_password',
    ]);
  });

  it('sets zones and roles at the expected version, refusing unknown roles by name', async () => {
    const { id } = await createStaff(t, admin, 'staff_zones', []);
    const v1 = (await consoleCall(t, admin, '/account/detail', { id })).json().data.version;
    const zones = await consoleCall(t, admin, '/account/zones', { id, version: v1, zones: ['mgr', 'org'] });
    expect(zones.statusCode, zones.body).toBe(200);
    const roles = await consoleCall(t, admin, '/account/roles', {
      id,
      version: v1 + 1,
      roleIds: [await roleIdOf(t, 'reviewer_second')],
    });
    expect(roles.statusCode, roles.body).toBe(200);
    const detail = (await consoleCall(t, admin, '/account/detail', { id })).json().data;
    expect(detail).toMatchObject({ zones: ['mgr', 'org'], roleNames: ['复审'], version: v1 + 2 });
    const stale = await consoleCall(t, admin, '/account/zones', { id, version: v1, zones: ['mgr'] });
    expect(stale.statusCode).toBe(409);
    const unknown = await consoleCall(t, admin, '/account/roles', {
      id,
      version: v1 + 2,
      roleIds: ['00000000-0000-4000-8000-000000000999'],
    });
    expect(unknown.json().msg).toBe('角色不存在');
    const taken = await consoleCall(t, admin, '/account/create', {
      account: 'ADMIN',
      realName: '重名',
      zones: ['mgr'],
    });
    expect(taken.json().msg).toBe('账号已存在：ADMIN');
  });
});
