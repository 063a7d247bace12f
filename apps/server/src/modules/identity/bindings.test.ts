import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_COMPANIES, DEMO_HOLDERS, DEMO_PRODUCTS } from './demo-identity.js';

const USER = '/api/rem-registrationbizweb/user';
const [techCo, makerCo, serviceCo] = DEMO_COMPANIES.map((c) => c.uuid);
const [normal, frozen, closed, orgHolder, productHolder] = DEMO_HOLDERS.map((h) => h.uuid);

describe('bindings, Current-* headers, switch calls, menus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('lists the enterprises of an org account and switches between them', async () => {
    const { headers } = await signIn(t, 'org_demo', { landingMode: 'org' });
    const list = (await call('GET', `${USER}/queryAllRefCompany`, headers)).json().data;
    expect(list.map((c: { companyId: string }) => c.companyId).sort()).toEqual([techCo, makerCo].sort());
    expect(list.every((c: { current: boolean }) => !c.current)).toBe(true);
    const res = await call('GET', `${USER}/switchCurrentActiveCompany?companyId=${makerCo}`, headers);
    expect(res.json()).toMatchObject({ code: 200, success: true });
    const info = (await call('POST', `${USER}/getCurrentUserInfo`, headers)).json().data;
    expect(info).toMatchObject({
      landingMode: 'org',
      account: 'org_demo',
      orgType: 2,
      currentCompany: makerCo,
    });
    const after = (await call('POST', `${USER}/queryAllRefCompany`, headers)).json().data;
    expect(after.find((c: { current: boolean }) => c.current).companyId).toBe(makerCo);
  });

  it('refuses switching to, or a Current-Company header naming, an unbound enterprise with 403 and no data', async () => {
    const { headers } = await signIn(t, 'org_demo');
    const sw = await call('POST', `${USER}/switchCurrentActiveCompany`, headers, { companyId: serviceCo });
    expect(sw.statusCode).toBe(403);
    expect(sw.json()).toEqual({ code: 403, success: false, msg: '没有权限执行该操作', data: null });
    const header = await call('POST', `${USER}/queryAllRefCompany`, {
      ...headers,
      'current-company': serviceCo!,
    });
    expect(header.statusCode).toBe(403);
    expect(header.json().data).toBeNull();
    expect(header.body).not.toContain('演示服务');
    const malformed = await call('POST', `${USER}/getCurrentUserInfo`, {
      ...headers,
      'current-company': "1' or 1=1",
    });
    expect(malformed.statusCode).toBe(403);
    const bound = await call('POST', `${USER}/getCurrentUserInfo`, {
      ...headers,
      'current-company': techCo!,
    });
    expect(bound.json().data.currentCompany).toBe(techCo);
    const missing = await call('GET', `${USER}/switchCurrentActiveCompany`, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('查询参数 companyId：请选择企业');
  });

  it('lists holder accounts and applies the status rules when switching', async () => {
    const { headers } = await signIn(t, 'person_demo');
    const list = (await call('GET', `${USER}/queryAllRefAccountNumber`, headers)).json().data;
    expect(
      list.map((h: { serial: number; holderAccountStatus: number }) => [h.serial, h.holderAccountStatus]),
    ).toEqual([
      [1, 1],
      [2, 3],
      [3, 2],
    ]);
    expect(list[0]).toMatchObject({ holderName: '演示投资者甲', accountNumber: 'D000000001' });
    const ok = await call('GET', `${USER}/switchCurrentActiveHolder?holderUuid=${normal}`, headers);
    expect(ok.json()).toMatchObject({ success: true, msg: '操作成功' });
    const abnormal = await call('GET', `${USER}/switchCurrentActiveHolder?holderUuid=${frozen}`, headers);
    expect(abnormal.json()).toMatchObject({ success: true, msg: '账号异常' });
    const gone = await call('GET', `${USER}/switchCurrentActiveHolder?holderUuid=${closed}`, headers);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().msg).toBe('用户不存在');
    const info = (await call('POST', `${USER}/getCurrentUserInfo`, headers)).json().data;
    expect(info.currentHolder).toBe(frozen);
    const foreign = await call('GET', `${USER}/switchCurrentActiveHolder?holderUuid=${orgHolder}`, headers);
    expect(foreign.statusCode).toBe(403);
    const header = await call('POST', `${USER}/getCurrentUserInfo`, {
      ...headers,
      'current-holder': orgHolder!,
    });
    expect(header.statusCode).toBe(403);
  });

  it('binds product investors per product', async () => {
    const { headers } = await signIn(t, 'product_demo');
    const list = (await call('POST', `${USER}/queryAllRefAccountNumber`, headers)).json().data;
    expect(list.map((h: { productName: string }) => h.productName)).toEqual(
      DEMO_PRODUCTS.map((p) => p.productName),
    );
    const [p1, p2] = DEMO_PRODUCTS.map((p) => p.uuid);
    const sw = await call('POST', `${USER}/switchCurrentActiveHolder`, headers, {
      holderUuid: productHolder,
      productId: p2,
    });
    expect(sw.statusCode).toBe(200);
    const withHeader = await call('POST', `${USER}/getCurrentUserInfo`, {
      ...headers,
      'current-product': p1!,
    });
    expect(withHeader.json().data).toMatchObject({ currentHolder: productHolder, currentProduct: p1 });
    const person = await signIn(t, 'person_demo');
    expect(
      (await call('POST', `${USER}/getCurrentUserInfo`, { ...person.headers, 'current-product': p1! }))
        .statusCode,
    ).toBe(403);
  });

  it('answers the zone list of the login', async () => {
    const { headers } = await signIn(t, 'member_demo');
    const zones = (await call('GET', `${USER}/getCurrentUserAllAcount`, headers)).json().data;
    expect(zones).toEqual([
      {
        account: 'member_demo',
        realName: '演示会员机构',
        orgType: 2,
        landingMode: 'member',
        landingModeName: '会员专区',
        current: true,
      },
    ]);
  });

  it('answers the side menu of the zone and the button codes', async () => {
    const org = await signIn(t, 'org_demo');
    const orgMenu = (await call('GET', '/api/blade-system/menu/routes?landingMode=org', org.headers)).json()
      .data;
    const names = orgMenu.map((m: { name: string }) => m.name);
    expect(names).toEqual(expect.arrayContaining(['工作台', '我的待办', '我的申请', '安全中心', '企业管理']));
    expect(orgMenu[0]).toMatchObject({ path: '/wel/index', parentId: '0', meta: { roles: [] } });
    const company = orgMenu.find((m: { name: string }) => m.name === '企业管理');
    // 企业基本信息 (ADR 45), the SRDI pages (ADR 81) and the 融资路演 pages (ADR 88) are real pages.
    expect(company.children.map((c: { name: string; path: string }) => [c.name, c.path])).toEqual([
      ['企业基本信息', '/companyInfo'],
      ['专精特新入板', '/companyHitechApply'],
      ['专精特新信息', '/companyHitechInfo'],
      ['企业服务申请', '/companyServiceApply'],
      ['融资路演管理', '/roadshow/manage'],
      ['融资路演活动查询', '/roadshow/query'],
      ['融资路演', '/roadshow'],
    ]);
    const person = await signIn(t, 'person_demo');
    const personMenu = (await call('GET', '/api/blade-system/menu/routes', person.headers)).json().data;
    expect(personMenu.map((m: { name: string }) => m.name)).not.toContain('企业管理');
    expect(
      (await call('GET', '/api/blade-system/menu/routes?landingMode=org', person.headers)).statusCode,
    ).toBe(403);
    const reviewer = await signIn(t, 'reviewer1');
    const reviewerMenu = (await call('GET', '/api/blade-system/menu/routes', reviewer.headers)).json().data;
    expect(reviewerMenu.map((m: { name: string }) => m.name)).not.toContain('系统管理');
    const admin = await signIn(t, 'admin');
    const adminMenu = (await call('GET', '/api/blade-system/menu/routes', admin.headers)).json().data;
    expect(adminMenu.map((m: { name: string }) => m.name)).toContain('系统管理');
    const buttons = (await call('GET', '/api/blade-system/menu/buttons', admin.headers)).json().data;
    expect(buttons).toEqual(expect.arrayContaining(['menu_add', 'menu_edit', 'menu_remove', 'todo_handle']));
    expect(buttons).not.toContain('review_first');
  });

  it('answers an empty to-do list and the demo accounts outside production', async () => {
    const { headers } = await signIn(t, 'reviewer2');
    const tasks = await call('POST', '/api/rem-registrationmgrweb/taskItem/getUserTasks', headers, {
      pageNo: 1,
      pageSize: 10,
    });
    expect(tasks.json().data).toEqual({ totalRecord: 0, records: [] });
    const demo = (await t.app.inject({ method: 'GET', url: '/api/blade-system/demo-accounts' })).json().data;
    expect(demo.map((d: { username: string }) => d.username)).toEqual([
      'org_demo',
      'member_demo',
      'person_demo',
      'orginv_demo',
      'product_demo',
      'reviewer1',
      'reviewer2',
      'admin',
    ]);
    expect(demo[0]).toMatchObject({ system: '企业专区', password: 'Demo@2026' });
  });
});
