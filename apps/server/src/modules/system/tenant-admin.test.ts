import { TENANT_ADMIN } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { postLogin, signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createAdministrator } from '../identity/index.js';

type Headers = Record<string, string>;
const DALIAN_ADMIN = { account: 'dalian_admin', password: 'Dalian#Admin2026' };

// Tenants and their host names (issue 20, ADR 42), on PGlite and PostgreSQL.
describe('tenant administration', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    admin = (await signIn(t, 'admin', { landingMode: 'mgr' })).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: object, headers = admin) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const detail = async (id: string) => (await get(`${TENANT_ADMIN}/detail?id=${id}`)).json().data;
  const infoOf = async (domain: string) =>
    (await get(`/api/blade-system/tenant/info?domain=${encodeURIComponent(domain)}`, {})).json().data
      .tenantId;
  const auditCount = async () =>
    Number(
      (
        await rows<{ n: string }>(
          t.testDb.db.orm,
          sql`select count(*) as n from audit_log where action like 'tenant.%'`,
        )
      )[0]!.n,
    );
  const audits = (tenantId: string) =>
    rows<{ action: string; actor_name: string; detail: Record<string, string> }>(
      t.testDb.db.orm,
      sql`select action, actor_name, detail from audit_log where target_type = 'tenant' and target_id = ${tenantId} order by id`,
    );

  it('lists the tenants with their hosts, searched by id or name, and shows one in detail', async () => {
    const all = (await get(`${TENANT_ADMIN}/list?current=1&size=10`)).json().data;
    expect(all.records.map((r: { tenantId: string }) => r.tenantId)).toEqual(['000000', '116000', '518100']);
    const dalian = (await get(`${TENANT_ADMIN}/list?tenantName=${encodeURIComponent('大连')}`)).json().data;
    expect(dalian.records).toHaveLength(1);
    expect(dalian.records[0]).toMatchObject({
      tenantId: '116000',
      domains: ['dalian.localhost'],
      restrictedCityCode: '210200',
      restrictedCityName: '大连市',
      status: 1,
      version: 1,
    });
    const byId = (await get(`${TENANT_ADMIN}/list?tenantId=5181`)).json().data;
    expect(byId.records.map((r: { tenantId: string }) => r.tenantId)).toEqual(['518100']);
    expect(await detail('518100')).toMatchObject({ isSharedPlatform: true, forcedTheme: 'smart' });
    expect((await get(`${TENANT_ADMIN}/detail?id=999999`)).json().msg).toBe('租户不存在：999999');
  });

  it('refuses bad input in Chinese naming the field, and writes nothing', async () => {
    const before = await auditCount();
    const base = { tenantId: '350100', tenantName: '福州区域性股权市场', domains: ['fuzhou.localhost'] };
    const cases: [object, string][] = [
      [{ ...base, tenantId: '35010' }, '租户编号必须为6位数字'],
      [{ ...base, tenantName: ' ' }, '请输入租户名称'],
      [{ ...base, domains: ['http://fuzhou.localhost:8080'] }, '域名格式不正确'],
      [{ ...base, domains: ['a..b'] }, '域名格式不正确'],
      [{ ...base, domains: ['fz.localhost', 'FZ.localhost'] }, '域名不能重复'],
      [{ ...base, forcedTheme: 'neon' }, '强制主题应为'],
      [{ ...base, restrictedCityCode: '21020' }, '限定城市应为6位行政区划代码'],
      [{ ...base, status: 2 }, '状态应为0（停用）或1（启用）'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(`${TENANT_ADMIN}/submit`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toContain(message);
    }
    const city = await post(`${TENANT_ADMIN}/submit`, { ...base, restrictedCityCode: '350000' });
    expect(city.json().msg).toBe('限定城市不存在：350000（应为行政区划中的地级市代码）');
    const taken = await post(`${TENANT_ADMIN}/submit`, {
      ...base,
      domains: ['fuzhou.localhost', 'dalian.localhost'],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe('域名 dalian.localhost 已属于租户 116000');
    const exists = await post(`${TENANT_ADMIN}/submit`, { ...base, tenantId: '116000' });
    expect(exists.json().msg).toBe('租户编号已存在：116000');
    expect((await get(`${TENANT_ADMIN}/detail?id=350100`)).json().msg).toBe('租户不存在：350100');
    expect(await infoOf('fuzhou.localhost')).toBe('000000');
    expect(await auditCount()).toBe(before);
  });

  it('creates a tenant with its hosts (lower case), provisioned and resolved by host, audited', async () => {
    const created = await post(`${TENANT_ADMIN}/submit`, {
      tenantId: '350100',
      tenantName: '福州区域性股权市场',
      domains: ['FuZhou.localhost', 'www.fuzhou.localhost'],
      restrictedCityCode: '350100',
    });
    expect(created.json()).toMatchObject({ success: true, data: { tenantId: '350100', version: 1 } });
    expect(await detail('350100')).toMatchObject({
      domains: ['fuzhou.localhost', 'www.fuzhou.localhost'],
      restrictedCityName: '福州市',
      status: 1,
    });
    expect(await infoOf('http://www.fuzhou.localhost:8080')).toBe('350100');
    const info = (await get('/api/blade-system/tenant/info?domain=fuzhou.localhost', {})).json().data;
    expect(info).toMatchObject({ tenantName: '福州区域性股权市场', domain: 'fuzhou.localhost' });
    // Its reference data is there at once (the public dictionary of the new tenant answers).
    const dict = await get('/api/blade-system/nonds/dict-biz/dictionary?tenantId=350100&code=flow', {});
    expect(dict.json().data.length).toBeGreaterThan(0);
    expect(await audits('350100')).toEqual([
      expect.objectContaining({
        action: 'tenant.create',
        actor_name: 'admin',
        detail: expect.objectContaining({ domains: 'fuzhou.localhost|www.fuzhou.localhost' }),
      }),
    ]);
  });

  it('edits at the version read (409 when stale), replaces hosts, changes settings', async () => {
    const edited = await post(`${TENANT_ADMIN}/submit`, {
      tenantId: '350100',
      tenantName: '福州股权市场',
      domains: ['fz.localhost'],
      restrictedCityCode: '350100',
      version: 1,
    });
    expect(edited.json().data).toEqual({ tenantId: '350100', version: 2 });
    expect(await infoOf('fz.localhost')).toBe('350100');
    expect(await infoOf('fuzhou.localhost')).toBe('000000');
    const stale = await post(`${TENANT_ADMIN}/submit`, { tenantId: '350100', tenantName: '旧', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');
    const setting = await post(`${TENANT_ADMIN}/setting`, {
      tenantId: '350100',
      forcedTheme: 'smart',
      restrictedCityCode: null,
      version: 2,
    });
    expect(setting.json().data).toEqual({ tenantId: '350100', version: 3 });
    expect(await detail('350100')).toMatchObject({
      tenantName: '福州股权市场',
      forcedTheme: 'smart',
      domains: ['fz.localhost'],
    });
    const info = (await get('/api/blade-system/tenant/info?domain=fz.localhost', {})).json().data;
    expect(info).toMatchObject({ forcedTheme: 'smart', restrictedCityCode: null });
    const trail = await audits('350100');
    expect(trail.map((a) => a.action)).toEqual(['tenant.create', 'tenant.update', 'tenant.setting']);
    expect(trail[1]!.detail).toMatchObject({
      before: 'tenantName=福州区域性股权市场; domains=fuzhou.localhost|www.fuzhou.localhost',
      after: 'tenantName=福州股权市场; domains=fz.localhost',
    });
  });

  it('refuses removing the default tenant or one with accounts; removes an unused one and frees its hosts', async () => {
    await createAdministrator(t.testDb.db, {
      tenantId: '116000',
      username: DALIAN_ADMIN.account,
      password: DALIAN_ADMIN.password,
      realName: '大连管理员',
    });
    expect((await post(`${TENANT_ADMIN}/remove?ids=000000`)).json().msg).toBe('默认租户000000不能删除');
    const inUse = await post(`${TENANT_ADMIN}/remove?ids=350100,116000`);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().msg).toBe('租户116000下仍有1个账号、0家企业，不能删除，请改为停用');
    expect((await detail('350100')).version).toBe(3); // all or nothing
    expect((await post(`${TENANT_ADMIN}/remove?ids=350100`)).json()).toMatchObject({
      success: true,
      data: 1,
    });
    expect((await get(`${TENANT_ADMIN}/detail?id=350100`)).json().msg).toBe('租户不存在：350100');
    expect(await infoOf('fz.localhost')).toBe('000000');
    const again = await post(`${TENANT_ADMIN}/submit`, {
      tenantId: '350100',
      tenantName: '再建',
      domains: [],
    });
    expect(again.json().msg).toBe('租户编号已存在：350100');
    expect((await audits('350100')).at(-1)!.action).toBe('tenant.remove');
    // The freed host can serve another tenant.
    const reuse = await post(`${TENANT_ADMIN}/submit`, {
      ...(await detail('116000')),
      domains: ['dalian.localhost', 'fz.localhost'],
    });
    expect(reuse.statusCode).toBe(200);
    expect(await infoOf('fz.localhost')).toBe('116000');
  });

  it('a disabled tenant refuses sign-in and stops answering to its hosts; enabling restores both', async () => {
    const signedIn = (
      await signIn(t, DALIAN_ADMIN.account, {
        tenantId: '116000',
        password: DALIAN_ADMIN.password,
        landingMode: 'mgr',
      })
    ).headers;
    const current = await detail('116000');
    const disabled = await post(`${TENANT_ADMIN}/submit`, { ...current, status: 0 });
    expect(disabled.statusCode).toBe(200);
    // A session opened before ends at its next request.
    const ended = await get(`${TENANT_ADMIN}/list`, signedIn);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().msg).toBe('租户116000已停用，请联系平台运营方');
    const login = await postLogin(t, DALIAN_ADMIN.account, {
      tenantId: '116000',
      password: DALIAN_ADMIN.password,
      landingMode: 'mgr',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().msg ?? login.json().error_description).toBe('租户不存在或已停用：116000');
    expect(await infoOf('dalian.localhost')).toBe('000000');
    // The operator still sees and can re-enable it.
    expect(await detail('116000')).toMatchObject({ status: 0 });
    expect(
      (await post(`${TENANT_ADMIN}/submit`, { ...(await detail('116000')), status: 1 })).statusCode,
    ).toBe(200);
    expect(await infoOf('dalian.localhost')).toBe('116000');
    const back = await postLogin(t, DALIAN_ADMIN.account, {
      tenantId: '116000',
      password: DALIAN_ADMIN.password,
      landingMode: 'mgr',
    });
    expect(back.statusCode).toBe(200);
    expect((await get(`${TENANT_ADMIN}/list`, signedIn)).statusCode).toBe(200);
    // Nor can the default tenant be disabled.
    const root = await post(`${TENANT_ADMIN}/submit`, { ...(await detail('000000')), status: 0 });
    expect(root.json().msg).toBe('默认租户000000不能停用');
  });

  it('another tenant’s administrator reads only its own tenant and changes nothing', async () => {
    const own = (
      await signIn(t, DALIAN_ADMIN.account, {
        tenantId: '116000',
        password: DALIAN_ADMIN.password,
        landingMode: 'mgr',
      })
    ).headers;
    const list = (await get(`${TENANT_ADMIN}/list`, own)).json().data;
    expect(list.records.map((r: { tenantId: string }) => r.tenantId)).toEqual(['116000']);
    expect((await get(`${TENANT_ADMIN}/detail?id=116000`, own)).json().data.tenantName).toBe(
      '大连区域性股权市场服务平台',
    );
    const before = await auditCount();
    const refusals = [
      await get(`${TENANT_ADMIN}/detail?id=000000`, own),
      await post(`${TENANT_ADMIN}/submit`, { ...(await detail('116000')), tenantName: '改名' }, own),
      await post(`${TENANT_ADMIN}/setting`, { tenantId: '116000', forcedTheme: 'dark', version: 1 }, own),
      await post(`${TENANT_ADMIN}/remove?ids=518100`, undefined, own),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('只有平台运营方（默认租户000000的管理员）可以管理租户');
    }
    expect(await auditCount()).toBe(before);
    expect((await detail('116000')).tenantName).toBe('大连区域性股权市场服务平台');
  });
});
