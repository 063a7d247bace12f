import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { plantCaptcha, postLogin, signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_COMPANIES } from './demo-identity.js';

const USER = '/api/rem-registrationbizweb/user';

describe('security centre: password change, face-checked reset, product info, pledge switch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const userInfo = (headers: Record<string, string>) =>
    call('GET', '/api/blade-auth/oauth/user-info', headers).then((r) => r.statusCode);
  async function smsCode(mobile: string, purpose: string): Promise<{ id: string; validCode: string }> {
    t.clock.advance(61_000);
    const c = await plantCaptcha(t);
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/blade-auth/oauth/sms/send?phone=${mobile}&purpose=${purpose}`,
      headers: { 'captcha-key': c.key, 'captcha-code': c.code },
    });
    // The outbox is the administrators' (issue 20).
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/blade-system/sms-outbox?mobile=${mobile}`,
      headers: (await signIn(t, 'admin')).headers,
    });
    return { id: sent.json().data.key, validCode: outbox.json().data[0].params.code };
  }

  it('changes the login password: old one checked, other sessions end, this one stays, audited', async () => {
    const other = await signIn(t, 'org_demo');
    const mine = await signIn(t, 'org_demo');
    const update = (payload: object) => call('POST', `${USER}/updatePassword`, mine.headers, payload);
    expect((await update({ passwordOld: 'nope', passwordNew: 'short' })).json().msg).toBe(
      '请求体字段 passwordNew：密码须为8到20位，且同时包含字母和数字',
    );
    expect((await update({ passwordOld: 'Wrong0000', passwordNew: 'Changed2026' })).json().msg).toBe(
      '原密码不正确',
    );
    const res = await update({ passwordOld: 'Demo@2026', passwordNew: 'Changed2026' });
    expect(res.json()).toMatchObject({ success: true, msg: '密码修改成功' });
    expect(await userInfo(other.headers)).toBe(401);
    expect(await userInfo(mine.headers)).toBe(200);
    expect((await postLogin(t, 'org_demo')).statusCode).toBe(400);
    expect((await postLogin(t, 'org_demo', { password: 'Changed2026' })).statusCode).toBe(200);
    const audit = await rows<{ detail: { revokedSessions: number } }>(
      t.testDb.db.orm,
      sql`select detail from audit_log where action = 'account.update_password'`,
    );
    expect(audit[0]?.detail.revokedSessions).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(audit)).not.toContain('Changed2026');
  });

  it('wrong old passwords share the login lockout (5 → locked, sign-in locked too)', async () => {
    const { headers } = await signIn(t, 'orginv_demo');
    t.clock.advance(1_000); // failures count after the last success (the sign-in)
    const wrong = () =>
      call('POST', `${USER}/updatePassword`, headers, {
        passwordOld: 'Wrong0000',
        passwordNew: 'Changed2026',
      });
    for (let i = 0; i < 4; i++) expect((await wrong()).json().msg).toBe('原密码不正确');
    expect((await wrong()).json().msg).toBe('登录失败次数过多，请10分钟后再试');
    expect((await postLogin(t, 'orginv_demo')).json().error_description).toBe(
      '登录失败次数过多，请10分钟后再试',
    );
    const right = { passwordOld: 'Demo@2026', passwordNew: 'Changed2026' };
    expect((await call('POST', `${USER}/updatePassword`, headers, right)).json().msg).toBe(
      '登录失败次数过多，请10分钟后再试',
    );
    t.clock.advance(10 * 60_000 + 1);
    expect((await call('POST', `${USER}/updatePassword`, headers, right)).json().success).toBe(true);
  });

  it('resets the password through SMS code + a passed face check (sandbox), once', async () => {
    const other = await signIn(t, 'product_demo');
    const mine = await signIn(t, 'product_demo');
    const start = await call('POST', `${USER}/getFaceRecognitionUrl`, mine.headers, {});
    expect(start.json().data).toMatchObject({ provider: 'sandbox' });
    const { certifyId, url } = start.json().data as { certifyId: string; url: string };
    expect(url).toContain(`/faceCheckSandbox?certifyId=${certifyId}`);
    const result = () =>
      call('GET', `${USER}/getFaceRecognitionResult?certifyId=${certifyId}`, mine.headers).then(
        (r) => r.json().data?.status ?? r.json().msg,
      );
    expect(await result()).toBe('pending');

    // Another account cannot read or use this check.
    const stranger = await signIn(t, 'member_demo');
    expect(
      (await call('GET', `${USER}/getFaceRecognitionResult?certifyId=${certifyId}`, stranger.headers)).json()
        .msg,
    ).toBe('人脸识别记录不存在或已失效，请重新识别');

    const reset = async () =>
      call('POST', `${USER}/resetPasswordByFace`, mine.headers, {
        mobile: '19900000005',
        ...(await smsCode('19900000005', 'reset')),
        password: 'FaceReset2026',
        certifyId,
      });
    expect((await reset()).json().msg).toBe('人脸识别未通过');
    const complete = (passed: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `${USER}/faceCheckSandbox/complete`,
        payload: { certifyId, passed },
      });
    expect((await complete(true)).json().success).toBe(true);
    expect(await result()).toBe('passed');
    expect((await reset()).json()).toMatchObject({ success: true, msg: '密码重置成功' });
    expect(await userInfo(other.headers)).toBe(401);
    expect(await userInfo(mine.headers)).toBe(200);
    expect((await postLogin(t, 'product_demo', { password: 'FaceReset2026' })).statusCode).toBe(200);
    expect((await reset()).json().msg).toBe('人脸识别记录不存在或已失效，请重新识别');
  });

  it('refuses a reset to a mobile that is not the account’s own', async () => {
    const { headers } = await signIn(t, 'person_demo');
    const res = await call('POST', `${USER}/resetPasswordByFace`, headers, {
      mobile: '19900000001',
      id: '00000000-0000-0000-0000-000000000000',
      validCode: '123456',
      password: 'FaceReset2026',
      certifyId: 'x',
    });
    expect(res.json().msg).toBe('请求体字段 mobile：手机号与当前账号不一致');
  });

  it('answers the current enterprise’s product info in the org zone only, after a choice', async () => {
    const url = '/api/rem-registrationbizweb/equityProduct/getCurrentProductInfo';
    const { headers } = await signIn(t, 'org_demo', { password: 'Changed2026' });
    expect((await call('GET', url, headers)).json()).toMatchObject({
      success: true,
      data: null,
      msg: '当前企业暂无产品信息',
    });
    const companyId = DEMO_COMPANIES[0]!.uuid;
    await call('GET', `${USER}/switchCurrentActiveCompany?companyId=${companyId}`, headers);
    expect((await call('GET', url, headers)).json().data).toMatchObject({ companyId });
    const holder = await signIn(t, 'person_demo');
    expect((await call('GET', url, holder.headers)).json().data).toBeNull();
  });

  it('sharePledge/enable is public and follows the pledge top-menu parameter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/rem-registrationbizweb/nonds/sharePledge/enable?tenantId=000000',
    });
    expect(res.json()).toMatchObject({ success: true, data: '1' });
    await t.testDb.db.orm.execute(
      sql`update param_biz set param_value = 'false' where param_key = 'bizTopMenu.8' and tenant_id = '000000'`,
    );
    const off = await t.app.inject({
      method: 'GET',
      url: '/api/rem-registrationbizweb/nonds/sharePledge/enable?tenantId=000000',
    });
    expect(off.json().data).toBe('0');
  });

  it('getBizTopMenuExtra is public, empty by default, and answers only internal routes', async () => {
    const url = '/api/blade-system/nonds/param/getBizTopMenuExtra?tenantId=000000';
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ success: true, data: [] });
    const value = JSON.stringify([
      { key: 'guide', title: '业务指南', path: '#/guide', newWindow: true },
      { key: 'evil', title: '恶意', path: 'javascript:alert(document.cookie)' },
      { key: 'far', title: '外站', path: '//example.com/' },
    ]);
    await t.testDb.db.orm.execute(
      sql`update param_biz set param_value = ${value} where param_key = 'bizTopMenu.extra' and tenant_id = '000000'`,
    );
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ key: 'guide', title: '业务指南', path: '/guide', newWindow: true }]);
    expect(res.body).not.toContain('javascript');
  });
});
