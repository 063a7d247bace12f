import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantCaptcha, signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createAdministrator } from './create-administrator.js';
import { SMS_OUTBOX_OFF } from './sms-routes.js';

/**
 * Issue 20: the SMS sandbox outbox is the administrators' page, and only where the sandbox is on;
 * the test-account table (002 §2.6) answers only outside production.
 */
const OUTBOX = '/api/blade-system/sms-outbox';
const PRODUCTION_CLIENT_SECRET = 'Qm9vLXJhbmRvbS1jbGllbnQtc2VjcmV0';
type Json = Record<string, unknown>;

const outbox = (t: TestApp, mobile: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${OUTBOX}?mobile=${mobile}`,
    headers: { 'tenant-id': '000000', ...headers },
  });

/** 系统管理's children in the administrator's side menu. */
async function systemMenu(t: TestApp, headers: Record<string, string>): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/blade-system/menu/routes', headers });
  const system = (res.json().data as Json[]).find((m) => m.name === '系统管理');
  return ((system?.children ?? []) as Json[]).map((c) => String(c.name));
}

async function sendCode(t: TestApp, mobile: string) {
  const c = await plantCaptcha(t);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/blade-auth/oauth/sms/send?phone=${mobile}&purpose=login`,
    headers: { 'captcha-key': c.key, 'captcha-code': c.code },
  });
  expect(res.statusCode).toBe(200);
}

describe('the SMS sandbox outbox with the sandbox on (test environment)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses anyone not signed in, and every signed-in account but an administrator', async () => {
    await sendCode(t, '19900000003');
    expect((await outbox(t, '19900000003')).statusCode).toBe(401);
    for (const [account, landingMode] of [
      ['org_demo', 'org'],
      ['person_demo', 'personalholder'],
      ['reviewer1', undefined],
    ] as const) {
      const user = await signIn(t, account, landingMode ? { landingMode } : {});
      const res = await outbox(t, '19900000003', user.headers);
      expect(res.statusCode, account).toBe(403);
      expect(res.json().msg).toBe('没有权限执行该操作');
      expect(await systemMenu(t, user.headers)).not.toContain('短信沙箱发件箱');
    }
  });

  it('shows an administrator the messages of a mobile, newest first, with template and params', async () => {
    await sendCode(t, '19900000005');
    t.clock.advance(61_000);
    await sendCode(t, '19900000005');
    const admin = await signIn(t, 'admin');
    const res = await outbox(t, '19900000005', admin.headers);
    expect(res.statusCode).toBe(200);
    const items = res.json().data as {
      id: string;
      template: string;
      params: { code: string };
      createdAt: string;
    }[];
    expect(items).toHaveLength(2);
    expect(items.every((m) => m.template === 'verifyCode' && /^\d{6}$/.test(m.params.code))).toBe(true);
    expect(Number(items[0]?.id)).toBeGreaterThan(Number(items[1]?.id));
    expect(await systemMenu(t, admin.headers)).toContain('短信沙箱发件箱');
  });
});

describe('the SMS sandbox outbox with a real SMS provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '登记托管',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses even an administrator, and the menu has no 短信沙箱发件箱 leading to the refusal', async () => {
    const admin = await signIn(t, 'admin');
    const res = await outbox(t, '19900000003', admin.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(SMS_OUTBOX_OFF);
    const menu = await systemMenu(t, admin.headers);
    expect(menu).toContain('账号管理');
    expect(menu).not.toContain('短信沙箱发件箱');
  });
});

describe('the SMS sandbox outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      SEED_DEMO_DATA: 'false',
      AUTH_JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      AUTH_CLIENTS: `saber:${PRODUCTION_CLIENT_SECRET}`,
      HSTS: 'true',
      LEDGER_SIGNING_KEY: Buffer.alloc(32, 7).toString('base64'),
      CHAIN_SM2_SIGNING_KEY: Buffer.alloc(32, 9).toString('base64'),
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '登记托管',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      FACE_CHECK_PROVIDER: 'aliyun',
      ALIYUN_FACE_ACCESS_KEY_ID: 'id',
      ALIYUN_FACE_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_FACE_SCENE_ID: '1',
    });
    await createAdministrator(t.testDb.db, {
      tenantId: '000000',
      username: 'prod_admin',
      password: 'Production2026',
      realName: '生产管理员',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no test-account table (the login page then shows no 测试账号 link)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blade-system/demo-accounts' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });

  it('refuses the administrator, and the menu leaves the page out', async () => {
    // The production app's own client secret (the development default is refused there).
    const basic = `Basic ${Buffer.from(`saber:${PRODUCTION_CLIENT_SECRET}`).toString('base64')}`;
    const captcha = await plantCaptcha(t);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token?tenantId=000000&grant_type=captcha&scope=all&type=account',
      headers: {
        authorization: basic,
        'tenant-id': '000000',
        'captcha-key': captcha.key,
        'captcha-code': captcha.code,
      },
      payload: { account: 'prod_admin', password: 'Production2026' },
    });
    expect(token.statusCode).toBe(200);
    const admin = { headers: { authorization: basic, 'blade-auth': `bearer ${token.json().access_token}` } };
    const res = await outbox(t, '19900000003', admin.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(SMS_OUTBOX_OFF);
    const menu = await systemMenu(t, admin.headers);
    expect(menu).toContain('账号管理');
    expect(menu).not.toContain('短信沙箱发件箱');
  });
});
