import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { CLIENT_BASIC, plantCaptcha, postLogin, signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-identity.js';

describe('captcha and the token endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const tokenUrl = (params: Record<string, string>) =>
    `/api/blade-auth/oauth/token?${new URLSearchParams({ tenantId: '000000', ...params })}`;

  it('answers a 4-character SVG captcha as a data URL, stored only as a hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha' });
    expect(res.statusCode).toBe(200);
    const { key, image } = res.json().data;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image.split(',')[1], 'base64').toString()).toContain('<svg');
    const stored = await rows<{ answer_hash: string }>(
      t.testDb.db.orm,
      sql`select answer_hash from captcha where key = ${key}`,
    );
    expect(stored[0]?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.account, a.zones[0]!] as const))(
    'signs %s in to its zone %s with the flat OAuth answer',
    async (account, zone) => {
      const res = await postLogin(t, account, { landingMode: zone });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        token_type: 'bearer',
        expires_in: 900,
        tenant_id: '000000',
        account,
        user_name: account,
        landing_mode: zone,
      });
      expect(body.access_token.split('.')).toHaveLength(3);
      expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body).not.toHaveProperty('code');
    },
  );

  it('accepts the captcha case-insensitively, once', async () => {
    const { key } = await plantCaptcha(t, 'ab12');
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: tokenUrl({ grant_type: 'captcha' }),
        headers: { authorization: CLIENT_BASIC, 'captcha-key': key, 'captcha-code': 'AB12' },
        payload: { account: 'ORG_DEMO', password: DEMO_PASSWORD },
      });
    expect((await login()).statusCode).toBe(200);
    const again = await login();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error_description: '验证码已失效，请刷新后重试',
      msg: '验证码已失效，请刷新后重试',
    });
  });

  it('refuses a wrong captcha, then the same key even with the right answer', async () => {
    const { key } = await plantCaptcha(t, 'wxyz');
    const send = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: tokenUrl({ grant_type: 'captcha' }),
        headers: { authorization: CLIENT_BASIC },
        payload: { account: 'org_demo', password: DEMO_PASSWORD, 'Captcha-Key': key, 'Captcha-Code': code },
      });
    const wrong = await send('abcd');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error_code: 'auth_captcha_invalid',
      error_description: '验证码不正确',
    });
    expect((await send('wxyz')).json().error_description).toBe('验证码已失效，请刷新后重试');
  });

  it('refuses an expired captcha (5 minutes)', async () => {
    const { key, code } = await plantCaptcha(t);
    t.clock.advance(5 * 60 * 1000 + 1);
    const res = await t.app.inject({
      method: 'POST',
      url: tokenUrl({ grant_type: 'captcha' }),
      headers: { authorization: CLIENT_BASIC, 'captcha-key': key, 'captcha-code': code },
      payload: { account: 'org_demo', password: DEMO_PASSWORD },
    });
    expect(res.json().error_description).toBe('验证码已失效，请刷新后重试');
  });

  it('names the missing login field with the login form messages', async () => {
    const send = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: tokenUrl({ grant_type: 'captcha' }),
        headers: { authorization: CLIENT_BASIC, ...headers },
        payload,
      });
    expect((await send({ password: 'x' })).json().error_description).toBe('请输入用户名');
    expect((await send({ account: 'x' })).json().error_description).toBe('请输入密码');
    expect((await send({ account: 'x', password: 'y' })).json().error_description).toBe('请填写验证码');
    const form = await t.app.inject({
      method: 'POST',
      url: tokenUrl({ grant_type: 'captcha' }),
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=org_demo&password=x',
    });
    expect(form.json().error_description).toBe('请填写验证码');
  });

  it('says 账号或密码错误 for a wrong password and for an unknown account alike', async () => {
    const wrong = await postLogin(t, 'member_demo', { password: 'Wrong1234', ip: '10.0.0.2' });
    const unknown = await postLogin(t, 'nobody_here', { ip: '10.0.0.2' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error_description: '账号或密码错误',
        msg: '账号或密码错误',
      });
    }
  });

  it('refuses an unknown client, the password grant (not allowed) and a zone the account may not enter', async () => {
    const noClient = await t.app.inject({
      method: 'POST',
      url: tokenUrl({ grant_type: 'captcha' }),
      headers: { authorization: `Basic ${Buffer.from('evil:secret').toString('base64')}` },
      payload: {},
    });
    expect(noClient.statusCode).toBe(401);
    expect(noClient.json()).toMatchObject({
      error_code: 'invalid_client',
      error_description: '客户端认证失败',
    });
    const password = await t.app.inject({
      method: 'POST',
      url: tokenUrl({ grant_type: 'password' }),
      headers: { authorization: CLIENT_BASIC },
      payload: { account: 'admin', password: DEMO_PASSWORD },
    });
    expect(password.json().error_description).toBe('不支持的登录方式：password');
    const zone = await postLogin(t, 'person_demo', { landingMode: 'org' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().error_description).toBe('该账号不能进入此专区');
  });

  it('refuses a disabled account only after a correct password', async () => {
    await t.testDb.db.orm.execute(sql`update account set status = 0 where account = 'reviewer2'`);
    expect((await postLogin(t, 'reviewer2')).json().error_description).toBe('账号已停用，请联系管理员');
    expect((await postLogin(t, 'reviewer2', { password: 'Wrong1234' })).json().error_description).toBe(
      '账号或密码错误',
    );
    await t.testDb.db.orm.execute(sql`update account set status = 1 where account = 'reviewer2'`);
  });

  it('locks an account from one address after 5 failures in 15 minutes for 10 minutes, then lets it in', async () => {
    for (let i = 1; i <= 4; i++) {
      const res = await postLogin(t, 'orginv_demo', { password: 'Wrong1234', ip: '10.1.0.1' });
      expect(res.json().error_description).toBe('账号或密码错误');
    }
    const fifth = await postLogin(t, 'orginv_demo', { password: 'Wrong1234', ip: '10.1.0.1' });
    expect(fifth.json().error_description).toBe('登录失败次数过多，请10分钟后再试');
    const locked = await postLogin(t, 'orginv_demo', { ip: '10.1.0.1' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error_description).toBe('登录失败次数过多，请10分钟后再试');
    // The same account from another address (the owner at home) is not locked out by the guesser.
    expect((await postLogin(t, 'orginv_demo', { ip: '10.1.0.2' })).statusCode).toBe(200);
    t.clock.advance(9 * 60 * 1000);
    expect((await postLogin(t, 'orginv_demo', { ip: '10.1.0.1' })).json().error_description).toBe(
      '登录失败次数过多，请10分钟后再试',
    );
    t.clock.advance(60 * 1000 + 1);
    expect((await postLogin(t, 'orginv_demo', { ip: '10.1.0.1' })).statusCode).toBe(200);
    const audit = await rows<{ action: string }>(
      t.testDb.db.orm,
      sql`select action from audit_log where target_id = 'orginv_demo' order by id`,
    );
    expect(audit.map((a) => a.action)).toContain('auth.locked');
  });

  it('locks an account everywhere after 20 failures from many addresses', async () => {
    t.clock.advance(1_000);
    for (let i = 1; i <= 19; i++) {
      const res = await postLogin(t, 'product_demo', { password: 'Wrong1234', ip: `10.2.0.${i}` });
      expect(res.json().error_description).toBe('账号或密码错误');
    }
    const twentieth = await postLogin(t, 'product_demo', { password: 'Wrong1234', ip: '10.2.0.20' });
    expect(twentieth.json().error_description).toBe('登录失败次数过多，请10分钟后再试');
    expect((await postLogin(t, 'product_demo', { ip: '10.2.0.99' })).json().error_description).toBe(
      '登录失败次数过多，请10分钟后再试',
    );
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await postLogin(t, 'product_demo', { ip: '10.2.0.99' })).statusCode).toBe(200);
  });

  it('lets an office behind one address sign in with the right password and captcha after many failures', async () => {
    // 40 failures of other accounts (some unknown, some real) from one NAT address.
    for (let i = 0; i < 40; i++) {
      const account = i % 2 === 0 ? `someone_${i % 6}` : ['member_demo', 'person_demo', 'reviewer1'][i % 3]!;
      await postLogin(t, account, { password: 'Wrong1234', ip: '10.9.9.9' });
    }
    const res = await postLogin(t, 'admin', { ip: '10.9.9.9' });
    expect(res.statusCode).toBe(200);
    expect((await postLogin(t, 'reviewer2', { ip: '10.9.9.9' })).statusCode).toBe(200);
  });
  it('never stores the refresh token, only its SHA-256', async () => {
    const { token } = await signIn(t, 'admin');
    const stored = await rows<{ token_hash: string }>(
      t.testDb.db.orm,
      sql`select token_hash from refresh_token`,
    );
    expect(
      stored.every((r) => r.token_hash !== token.refresh_token && /^[0-9a-f]{64}$/.test(r.token_hash)),
    ).toBe(true);
  });
});

describe('the password grant (no captcha) and the per-address ceiling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_ALLOW_PASSWORD_GRANT: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** 100 failed sign-ins from one address, as attempt rows (the ceiling's fixture). */
  async function failFrom(ip: string): Promise<void> {
    const at = t.clock.now().toISOString();
    await t.testDb.db.orm.execute(
      sql`insert into auth_attempt (key, success, occurred_at)
          select ${`login:ip:${ip}`}, false, ${at}::timestamptz from generate_series(1, 100)`,
    );
  }
  const passwordGrant = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?${new URLSearchParams({ tenantId: '000000', grant_type: 'password' })}`,
      remoteAddress: ip,
      headers: { authorization: CLIENT_BASIC, 'tenant-id': '000000' },
      payload: { account: 'admin', password: DEMO_PASSWORD },
    });

  it('refuses sign-ins without a captcha from an address over the ceiling, never those with one', async () => {
    expect((await passwordGrant('10.7.7.7')).statusCode).toBe(200);
    await failFrom('10.7.7.7');
    const refused = await passwordGrant('10.7.7.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_description).toBe('操作过于频繁，请稍后再试');
    expect((await postLogin(t, 'admin', { ip: '10.7.7.7' })).statusCode).toBe(200);
    expect((await passwordGrant('10.7.7.8')).statusCode).toBe(200);
  });
});
