import { USER_AGREEMENT_VERSION } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { CLIENT_BASIC, plantCaptcha, postLogin, signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { demoIdNumber } from './demo-identity.js';

const USER = '/api/rem-registrationbizweb/user';

describe('SMS codes, mobile sign-in, registration, password reset, capital password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function send(mobile: string, purpose: string, withCaptcha = true) {
    const headers: Record<string, string> = {};
    if (withCaptcha) {
      const c = await plantCaptcha(t);
      headers['captcha-key'] = c.key;
      headers['captcha-code'] = c.code;
    }
    return t.app.inject({
      method: 'GET',
      url: `/api/blade-auth/oauth/sms/send?phone=${mobile}&purpose=${purpose}`,
      headers,
    });
  }
  async function lastCode(mobile: string): Promise<string> {
    // The outbox is the administrators' (issue 20).
    const { headers } = await signIn(t, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/blade-system/sms-outbox?mobile=${mobile}`,
      headers,
    });
    return res.json().data[0].params.code;
  }
  const mobileLogin = (key: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token?tenantId=000000&grant_type=mobile',
      headers: { authorization: CLIENT_BASIC, 'mobile-key': key, 'mobile-code': code },
    });

  it('needs the graphic captcha to send, then keeps 60 seconds between codes', async () => {
    const bare = await send('19900000003', 'login', false);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toBe('验证码已失效，请刷新后重试');
    const first = await send('19900000003', 'login');
    expect(first.json()).toMatchObject({ success: true, msg: '验证码发送成功' });
    expect(first.json().data.key).toMatch(/^[0-9a-f-]{36}$/);
    const again = await send('19900000003', 'login');
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('短信发送过于频繁，请60秒后再试');
    const stored = await rows<{ code_hash: string }>(t.testDb.db.orm, sql`select code_hash from sms_code`);
    const code = await lastCode('19900000003');
    expect(code).toMatch(/^\d{6}$/);
    expect(stored.every((s) => s.code_hash !== code)).toBe(true);
    const audit = await rows<{ detail: { mobile: string } }>(
      t.testDb.db.orm,
      sql`select detail from audit_log where action = 'sms.send'`,
    );
    expect(audit[0]?.detail.mobile).toBe('199****0003');
  });

  it('signs in with the code once (mobile grant); the code is single use', async () => {
    t.clock.advance(61_000);
    const key = (await send('19900000003', 'login')).json().data.key;
    const code = await lastCode('19900000003');
    const res = await mobileLogin(key, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: 'person_demo', landing_mode: 'personalholder' });
    expect((await mobileLogin(key, code)).json().error_description).toBe('短信验证码已失效，请重新获取');
  });

  it('kills a code after 5 wrong attempts, even with the right code after', async () => {
    t.clock.advance(61_000);
    const key = (await send('19900000001', 'login')).json().data.key;
    const code = await lastCode('19900000001');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await mobileLogin(key, wrong)).json().error_description).toBe('短信验证码不正确');
    expect((await mobileLogin(key, code)).json().error_description).toBe(
      '短信验证码错误次数过多，请重新获取',
    );
  });

  it('refuses an expired code (5 minutes)', async () => {
    t.clock.advance(61_000);
    const key = (await send('19900000002', 'login')).json().data.key;
    const code = await lastCode('19900000002');
    t.clock.advance(5 * 60_000 + 1);
    expect((await mobileLogin(key, code)).json().error_description).toBe('短信验证码已失效，请重新获取');
  });

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${USER}/registerAccount`, payload });

  it('names the field in registration messages', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    for (const text of [
      '请求体字段 account：请输入账号',
      '请求体字段 password：请输入密码',
      '请求体字段 mobile：请输入手机号',
    ])
      expect(empty.json().msg).toContain(text);
    const bad = await register({
      account: 'new_user',
      password: 'onlyletters',
      mobile: '12345',
      realName: '测试',
      idNumber: '110101199001011234',
      validCode: '123456',
      id: 'x',
      agreed: true,
    });
    expect(bad.json().msg).toContain('请求体字段 password：密码须为8到20位，且同时包含字母和数字');
    expect(bad.json().msg).toContain('请求体字段 mobile：请输入正确的手机号码');
    const id = await register({
      account: 'new_user',
      password: 'Passw0rd1',
      mobile: '19900000011',
      realName: '测试',
      idNumber: '110101199001011234',
      validCode: '123456',
      id: 'x',
      agreed: true,
    });
    expect(id.json().msg).toBe('请求体字段 idNumber：请输入正确的身份证号码');
    // The name is a holder's name (000 §5), checked before the SMS code is spent.
    for (const [realName, message] of [
      ['   ', '此项为必填项！'],
      ['张 三', '请不要输入空格'],
      ['<img src=x onerror=alert(1)>', '请不要输入空格'],
      ['张三😀', '不能包含特殊字符'],
    ]) {
      const named = await register({
        account: 'new_user',
        password: 'Passw0rd1',
        mobile: '19900000011',
        realName,
        idNumber: demoIdNumber(8),
        validCode: '123456',
        id: 'x',
        agreed: true,
      });
      expect(named.json().msg).toBe(`请求体字段 realName：${message}`);
    }
  });

  it('registers with an SMS code, then signs in; a taken account is refused', async () => {
    const key = (await send('19900000012', 'register')).json().data.key;
    const body = {
      account: 'new_person',
      password: 'Passw0rd1',
      mobile: '19900000012',
      realName: '新注册用户',
      idNumber: demoIdNumber(7),
      validCode: await lastCode('19900000012'),
      id: key,
      tenantId: '000000',
      realnameType: 1,
      agreed: true,
    };
    // Not without the user agreement and privacy policy accepted: refused before the SMS code is spent.
    for (const agreed of [undefined, false, 'true']) {
      const refused = await register({ ...body, agreed });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('请求体字段 agreed：请阅读并同意《用户协议》和《隐私政策》');
    }
    const res = await register(body);
    expect(res.json()).toMatchObject({ success: true, msg: '注册成功' });
    const [audit] = await rows<{ detail: { agreementVersion?: string } }>(
      t.testDb.db.orm,
      sql`select detail from audit_log where action = 'account.register' and target_id = ${res.json().data.id}`,
    );
    expect(audit?.detail.agreementVersion).toBe(USER_AGREEMENT_VERSION);
    const login = await postLogin(t, 'new_person', { password: 'Passw0rd1' });
    expect(login.json()).toMatchObject({ landing_mode: 'personalholder', role_name: 'applicant' });
    t.clock.advance(61_000);
    const key2 = (await send('19900000012', 'register')).json().data.key;
    const taken = await register({ ...body, id: key2, validCode: await lastCode('19900000012') });
    expect(taken.json().msg).toBe('账号已存在');
  });

  it('resets a password with an SMS code and ends the old sessions', async () => {
    const before = await signIn(t, 'member_demo');
    t.clock.advance(61_000);
    const key = (await send('19900000002', 'reset')).json().data.key;
    const res = await t.app.inject({
      method: 'POST',
      url: `${USER}/resetPassword`,
      payload: {
        mobile: '19900000002',
        validCode: await lastCode('19900000002'),
        id: key,
        password: 'NewPassw0rd',
      },
    });
    expect(res.json()).toMatchObject({ success: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/user-info', headers: before.headers }))
        .statusCode,
    ).toBe(401);
    expect((await postLogin(t, 'member_demo', { password: 'NewPassw0rd' })).statusCode).toBe(200);
  });

  it('changes and verifies the capital password', async () => {
    const { headers } = await signIn(t, 'orginv_demo');
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `${USER}/${url}`, headers, payload });
    expect((await post('verifyPassword', { password: '135790' })).json().data).toBe(true);
    expect((await post('verifyPassword', { password: '000000' })).json().msg).toBe('资金密码不正确');
    expect((await post('verifyPassword', { password: '12' })).json().msg).toBe(
      '请求体字段 password：资金密码须为6位数字',
    );
    const change = await post('updateCapitalPassword', { passwordOld: '135790', passwordNew: '246802' });
    expect(change.json()).toMatchObject({ success: true });
    expect((await post('verifyPassword', { password: '246802' })).json().data).toBe(true);
  });

  it('locks the capital password with its own message, not the sign-in one', async () => {
    const { headers } = await signIn(t, 'person_demo');
    t.clock.advance(1_000);
    const verify = (password: string) =>
      t.app.inject({ method: 'POST', url: `${USER}/verifyPassword`, headers, payload: { password } });
    for (let i = 0; i < 4; i++) expect((await verify('000000')).json().msg).toBe('资金密码不正确');
    expect((await verify('000000')).json().msg).toBe('资金密码错误次数过多，请10分钟后再试');
    expect((await verify('135790')).json().msg).toBe('资金密码错误次数过多，请10分钟后再试');
    // Signing in is a different lock.
    expect((await postLogin(t, 'person_demo')).statusCode).toBe(200);
    t.clock.advance(10 * 60_000 + 1);
    expect((await verify('135790')).json().data).toBe(true);
  });
});
