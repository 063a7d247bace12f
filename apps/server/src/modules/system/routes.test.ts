import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_DICTIONARY_CODES } from '../../seeding/index.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('system routes (tenants, dictionaries, regions, params)', () => {
  let t: TestApp;
  /** Dictionaries and parameters need a signed-in user; public calls ignore the token. */
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret detail: connection string postgres://admin:pw@db');
      });
      app.post('/api/test/echo', { config: { access: 'public' } }, async (request) => ({
        code: 200,
        success: true,
        msg: '',
        data: request.body,
      }));
    });
    auth = (await signIn(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...auth, ...headers } });

  describe('tenant lookup', () => {
    it('finds the tenant of a domain, the default tenant otherwise', async () => {
      const shared = await get('/api/blade-system/tenant/info?domain=http://share.localhost:8080');
      expect(shared.json()).toMatchObject({
        code: 200,
        success: true,
        data: { tenantId: '518100', isSharedPlatform: true, forcedTheme: 'smart' },
      });
      const dalian = await get('/api/blade-system/tenant/info?domain=dalian.localhost');
      expect(dalian.json().data).toMatchObject({ tenantId: '116000', restrictedCityCode: '210200' });
      const other = await get('/api/blade-system/tenant/info?domain=http://127.0.0.1:8080');
      expect(other.json().data.tenantId).toBe('000000');
    });

    it('refuses a malformed Tenant-Id header and an unknown tenant, naming the field', async () => {
      const bad = await get('/api/blade-system/dict-biz/dictionary?code=shareHolderType', {
        'Tenant-Id': 'abc',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        code: 400,
        success: false,
        msg: '请求头 Tenant-Id：租户编号必须为6位数字',
        data: null,
      });
      const unknown = await get('/api/blade-system/nonds/dict-biz/dictionary?code=shareHolderType', {
        'Tenant-Id': '999999',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().msg).toBe('租户不存在或已停用：999999');
    });
  });

  describe('dictionaries', () => {
    it('answers the public dictionary in the envelope with items', async () => {
      const res = await get(
        '/api/blade-system/nonds/dict-biz/dictionary?code=shareHolderType&tenantId=000000',
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 200, success: true });
      expect(body.data.length).toBeGreaterThan(0);
      for (const item of body.data) {
        expect(typeof item.dictKey).toBe('string');
        expect(item.dictValue.length).toBeGreaterThan(0);
      }
    });

    it('answers every dictionary code the spec names', async () => {
      const codes = SPEC_DICTIONARY_CODES;
      for (const code of codes) {
        const res = await get(`/api/blade-system/dict-biz/dictionary?code=${code}`);
        expect(res.statusCode, code).toBe(200);
        expect(res.json().data.length, code).toBeGreaterThan(0);
      }
    });

    it('answers a tree dictionary level by level', async () => {
      const top = (await get('/api/blade-system/dict-biz/dictionary?code=industryGeneral')).json().data;
      expect(top).toHaveLength(20);
      const manufacturing = top.find((i: { dictKey: string }) => i.dictKey === 'C');
      expect(manufacturing).toMatchObject({ dictValue: '制造业', hasChildren: true });
      const divisions = (
        await get('/api/blade-system/dict-biz/getSubDictionaryDate?code=industryGeneral&dictKey=C')
      ).json().data;
      expect(divisions.map((d: { dictKey: string }) => d.dictKey)).toContain('39');
    });

    it('answers 400, never 500, for an unknown code or a malformed query', async () => {
      const unknown = await get(
        '/api/blade-system/nonds/dict-biz/dictionary?code=noSuchCode&tenantId=000000',
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        code: 400,
        success: false,
        msg: '字典编码不存在：noSuchCode',
        data: null,
      });
      const missing = await get('/api/blade-system/nonds/dict-biz/dictionary?tenantId=000000');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().msg).toBe('查询参数 code：字典编码不能为空');
      const malformed = await get(
        '/api/blade-system/nonds/dict-biz/dictionary?code=%3Cscript%3E&tenantId=12',
      );
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().msg).toContain('查询参数 code：字典编码格式不正确');
      expect(malformed.json().msg).toContain('查询参数 tenantId：租户编号必须为6位数字');
    });

    it('drops the cached answer when the dictionary changes', async () => {
      const url = '/api/blade-system/dict-biz/dictionary?code=currencyType';
      const before = (await get(url)).json().data;
      expect(before.length).toBeGreaterThan(0);
      const first = before[0];
      await t.testDb.db.orm.execute(
        sql`update dict_biz set dict_value = '已更名' where tenant_id = '000000' and code = 'currencyType' and dict_key = ${first.dictKey}`,
      );
      await expect
        .poll(async () => (await get(url)).json().data[0].dictValue, { timeout: 5000 })
        .toBe('已更名');
      // Other tenants keep their own dictionaries.
      const other = (
        await get('/api/blade-system/nonds/dict-biz/dictionary?code=currencyType&tenantId=518100')
      ).json().data;
      expect(other[0].dictValue).toBe(first.dictValue);
    });
  });

  describe('regions', () => {
    it('answers provinces, then their children, level by level', async () => {
      const provinces = (await get('/api/blade-system/region/lazy-tree')).json().data;
      expect(provinces).toHaveLength(31);
      const beijing = provinces.find((p: { code: string }) => p.code === '110000');
      expect(beijing).toMatchObject({ title: '北京市', hasChildren: true, level: 1 });
      const liaoning = (await get('/api/blade-system/region/lazy-tree?parentCode=210000')).json().data;
      expect(liaoning.map((c: { title: string }) => c.title)).toContain('大连市');
      expect(liaoning.length).toBeGreaterThan(10);
      const dalianCounties = (await get('/api/blade-system/region/lazy-tree?parentCode=210200')).json().data;
      expect(
        dalianCounties.every((c: { level: number; hasChildren: boolean }) => c.level === 3 && !c.hasChildren),
      ).toBe(true);
    });

    it('shows tenant 116000 only its one city', async () => {
      const liaoning = (
        await get('/api/blade-system/region/lazy-tree?parentCode=210000', { 'Tenant-Id': '116000' })
      ).json().data;
      expect(liaoning.map((c: { code: string }) => c.code)).toEqual(['210200']);
    });

    it('refuses a malformed parent code', async () => {
      const res = await get('/api/blade-system/region/lazy-tree?parentCode=abc');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('查询参数 parentCode：上级区划编码格式不正确');
    });
  });

  describe('parameters', () => {
    it('answers a parameter and the public switches', async () => {
      const detail = (await get('/api/blade-system/param-biz/detail?paramKey=blockchain.isOpen')).json();
      expect(detail.data).toMatchObject({ paramKey: 'blockchain.isOpen', paramValue: 'true' });
      const freeze = (
        await get(
          '/api/blade-system/nonDSClient/param-biz-value?paramKey=freeze.notice.switch&tenantId=000000',
        )
      ).json();
      expect(freeze).toMatchObject({ success: true, data: 'true' });
      const menu = (await get('/api/blade-system/nonds/param/getBizTopMenuStatus?tenantId=000000')).json();
      expect(menu.data.length).toBeGreaterThan(0);
      for (const item of menu.data) expect(Object.keys(item).sort()).toEqual(['paramKey', 'paramValue']);
      expect(menu.data.map((i: { paramKey: string }) => i.paramKey)).not.toContain('bizTopMenu.extra');
    });

    it('does not reveal a non-public parameter on the public endpoint', async () => {
      const res = await get(
        '/api/blade-system/nonDSClient/param-biz-value?paramKey=elearchive.obj.filetypes&tenantId=000000',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('参数不存在：elearchive.obj.filetypes');
    });
  });

  describe('access', () => {
    it('refuses dictionaries and parameters without a token, serves regions publicly', async () => {
      const bare = (url: string) => t.app.inject({ method: 'GET', url });
      expect((await bare('/api/blade-system/dict-biz/dictionary?code=currencyType')).statusCode).toBe(401);
      expect((await bare('/api/blade-system/param-biz/detail?paramKey=blockchain.isOpen')).statusCode).toBe(
        401,
      );
      expect((await bare('/api/blade-system/region/lazy-tree')).statusCode).toBe(200);
    });
  });

  describe('transport rules', () => {
    it('answers an unknown API path with a 404 envelope', async () => {
      const res = await get('/api/no/such/thing');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 404,
        success: false,
        msg: '接口不存在：GET /api/no/such/thing',
        data: null,
      });
    });

    it('refuses an oversized body with a clear 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, success: false, msg: '请求体过大，不能超过1MB', data: null });
    });

    it('refuses malformed JSON with a clear 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"a": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('请求体格式不正确，应为有效的JSON');
    });

    it('hides the details of an unexpected error and returns a request id', async () => {
      const res = await get('/api/test/boom');
      expect(res.statusCode).toBe(500);
      const body = res.json();
      const requestId = res.headers['x-request-id'];
      expect(typeof requestId).toBe('string');
      expect(body.msg).toBe(`系统繁忙，请稍后重试（请求编号：${requestId}）`);
      expect(JSON.stringify(body)).not.toContain('secret');
    });

    it('sets security headers and a CSP without inline scripts', async () => {
      const res = await get('/api/health');
      expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });
});
