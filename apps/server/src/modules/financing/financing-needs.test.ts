import { randomUUID } from 'node:crypto';
import { FINANCING_URLS as URLS } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { demoId } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

type Headers = Record<string, string>;
const C1 = demoId('c', 1);
const C2 = demoId('c', 2);
const OTHER_TENANT = '100002';

const need = (patch: Record<string, unknown> = {}) => ({
  title: '智能产线扩产项目',
  method: '1',
  amountWan: '3000',
  purpose: '新建两条智能产线',
  industry: 'C',
  provinceCode: '210000',
  cityCode: '210200',
  districtCode: '210202',
  description: '年产能翻番',
  ...patch,
});

/** Financing needs: publish, review, public lists, tenants, bad input, versions (ADR 84). */
describe('financing needs (ADR 84)', () => {
  let t: TestApp;
  let company1: Headers;
  let company2: Headers;
  let staff: Headers;
  const post = (url: string, headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  const get = (url: string, headers: Headers = { 'tenant-id': '000000' }) =>
    t.app.inject({ method: 'GET', url, headers });
  const count = async (table = 'financing_need', where = sql`true`) =>
    (
      await rows<{ n: number }>(
        t.testDb.db.orm,
        sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
      )
    )[0]!.n;
  const data = (res: LightMyRequestResponse) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const publicIds = async () =>
    (data(await get(`${URLS.publicList}?size=100`)).records as { id: number }[]).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    const org = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
    company1 = { ...org, 'current-company': C1 };
    company2 = { ...org, 'current-company': C2 };
    staff = (await signIn(t, 'reviewer1')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes a need only once staff approve it, with its audit rows', async () => {
    const created = data(await post(URLS.save, company1, need()));
    expect(created).toMatchObject({
      status: 1,
      statusName: '待审核',
      version: 1,
      companyName: '大连演示科技股份有限公司',
    });
    expect(created.regionName).toBe('辽宁省大连市中山区');
    expect(await publicIds()).not.toContain(created.id);
    expect((await get(`${URLS.publicDetail}?id=${created.id}`)).statusCode).toBe(404);
    const pending = data(await get(`${URLS.reviewList}?status=1`, staff));
    expect(pending.records.map((r: { id: number }) => r.id)).toContain(created.id);

    const approved = data(
      await post(URLS.review, staff, { id: created.id, version: 1, decision: 'approve' }),
    );
    expect(approved).toMatchObject({ status: 2, version: 2 });
    expect(approved.publishedAt).not.toBeNull();
    expect(await publicIds()).toContain(created.id);
    const shown = data(await get(`${URLS.publicDetail}?id=${created.id}`));
    expect(shown).toMatchObject({
      title: '智能产线扩产项目',
      methodName: '股权融资',
      amountWan: '3000.00',
      industryName: '制造业',
    });
    // The public shape carries no status, review or version.
    expect(shown).not.toHaveProperty('version');
    expect(shown).not.toHaveProperty('reviewOpinion');
    const audits = await count(
      'audit_log',
      sql`target_type = 'financing_need' and target_id = ${String(created.id)}`,
    );
    expect(audits).toBe(2);
  });

  it('filters the public list and pages it on the server', async () => {
    for (const [title, method, industry] of [
      ['债权周转', '2', 'F'],
      ['软件研发', '1', 'I'],
    ] as const) {
      const made = data(await post(URLS.save, company2, need({ title, method, industry })));
      data(await post(URLS.review, staff, { id: made.id, version: 1, decision: 'approve' }));
    }
    const debt = data(await get(`${URLS.publicList}?method=2`));
    expect(debt.records.map((r: { title: string }) => r.title)).toEqual(['债权周转']);
    const it = data(await get(`${URLS.publicList}?industry=I&keyword=${encodeURIComponent('软件')}`));
    expect(it.total).toBe(1);
    const byCompany = data(await get(`${URLS.publicList}?keyword=${encodeURIComponent('演示制造')}`));
    expect(byCompany.total).toBe(2);
    const paged = data(await get(`${URLS.publicList}?size=1&current=2`));
    expect(paged).toMatchObject({ size: 1, current: 2, records: [expect.anything()] });
    expect(paged.total).toBeGreaterThanOrEqual(3);
    // Newest publication first.
    expect(data(await get(`${URLS.publicList}?size=1`)).records[0].title).toBe('软件研发');
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ amountWan: '0' }, '融资金额：应为大于0的数字（万元）'],
      [{ amountWan: '12.345' }, '融资金额：最多两位小数'],
      [{ method: '3' }, '融资方式：应为1（股权融资）或2（债权融资）'],
      [{ industry: 'Z' }, '所属行业：应为国民经济行业分类门类代码A至T'],
      [{ title: '  ' }, '项目名称：不能为空'],
      [{ cityCode: '310100', districtCode: null }, '所在城市：310100不是有效的行政区划或不属于上一级'],
      [{ cityCode: null }, '所在城市：填写区县时须填写城市'],
      [{ provinceCode: '21000' }, '所在省份：应为6位行政区划代码'],
    ];
    for (const [patch, message] of cases) {
      const res = await post(URLS.save, company1, need(patch));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().msg).toContain(message);
    }
    const badFilter = await get(`${URLS.publicList}?method=9`);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().msg).toContain('融资方式');
    expect(await count()).toBe(before);
  });

  it('changes at the version read: a stale or concurrent edit is 409, an edit unpublishes', async () => {
    const made = data(await post(URLS.save, company1, need({ title: '并发修改' })));
    data(await post(URLS.review, staff, { id: made.id, version: 1, decision: 'approve' }));
    const [a, b] = await Promise.all([
      post(URLS.save, company1, need({ id: made.id, version: 2, title: '甲的修改' })),
      post(URLS.save, company1, need({ id: made.id, version: 2, title: '乙的修改' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().msg).toBe('融资需求已被他人修改（当前版本3），请刷新后重试');
    const winner = (a.statusCode === 200 ? a : b).json().data;
    expect(winner).toMatchObject({ status: 1, version: 3, publishedAt: null });
    expect(await publicIds()).not.toContain(made.id);
    const stale = await post(URLS.withdraw, company1, { id: made.id, version: 2 });
    expect(stale.statusCode).toBe(409);
    const reviewStale = await post(URLS.review, staff, { id: made.id, version: 2, decision: 'approve' });
    expect(reviewStale.statusCode).toBe(409);
    const noVersion = await post(URLS.save, company1, need({ id: made.id }));
    expect(noVersion.json().msg).toBe('版本：修改时须提供读取时的版本');
  });

  it('withdraws, returns with an opinion only, and reviews only what is pending', async () => {
    const made = data(await post(URLS.save, company1, need({ title: '撤回测试' })));
    const noOpinion = await post(URLS.review, staff, { id: made.id, version: 1, decision: 'return' });
    expect(noOpinion.json().msg).toBe('审核意见：退回时须填写审核意见');
    const returned = data(
      await post(URLS.review, staff, { id: made.id, version: 1, decision: 'return', opinion: '请补充用途' }),
    );
    expect(returned).toMatchObject({ status: 3, statusName: '已退回', reviewOpinion: '请补充用途' });
    const again = await post(URLS.review, staff, { id: made.id, version: 2, decision: 'approve' });
    expect(again.json().msg).toBe('状态：该融资需求不在待审核状态，不能审核');
    const withdrawn = data(await post(URLS.withdraw, company1, { id: made.id, version: 2 }));
    expect(withdrawn).toMatchObject({ status: 4, statusName: '已撤回' });
    const twice = await post(URLS.withdraw, company1, { id: made.id, version: 3 });
    expect(twice.json().msg).toBe('状态：该融资需求已撤回');
    const mine = data(await get(`${URLS.mine}?status=4`, company1));
    expect(mine.records.map((r: { id: number }) => r.id)).toEqual([made.id]);
  });

  it("keeps a need to its company and tenant: others' ids answer 404, the review is staff only", async () => {
    const made = data(await post(URLS.save, company1, need({ title: '归属测试' })));
    const foreign = await post(URLS.withdraw, company2, { id: made.id, version: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(`融资需求不存在：${made.id}`);
    expect(data(await get(URLS.mine, company2)).records.map((r: { id: number }) => r.id)).not.toContain(
      made.id,
    );
    const byEnterprise = await post(URLS.review, company1, { id: made.id, version: 1, decision: 'approve' });
    expect(byEnterprise.statusCode).toBe(403);
    const person = (await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers;
    expect((await post(URLS.save, person, need())).statusCode).toBe(403);

    const db = t.testDb.db.orm;
    await db.execute(
      sql`insert into tenant (tenant_id, tenant_name) values (${OTHER_TENANT}, '他方租户') on conflict do nothing`,
    );
    const theirCompany = randomUUID();
    await db.execute(
      sql`insert into company (uuid, tenant_id, name) values (${theirCompany}, ${OTHER_TENANT}, '他方企业')`,
    );
    const [theirs] = await rows<{ id: number }>(
      db,
      sql`insert into financing_need (tenant_id, company_id, created_by, title, method, amount_wan, purpose, industry,
            status, published_at)
          values (${OTHER_TENANT}, ${theirCompany}, ${randomUUID()}, '他方项目', '1', 100, '用途', 'C', 2, now())
          returning id::int as id`,
    );
    expect(await publicIds()).not.toContain(theirs!.id);
    expect((await get(`${URLS.publicDetail}?id=${theirs!.id}`)).statusCode).toBe(404);
    expect(
      (await post(URLS.review, staff, { id: theirs!.id, version: 1, decision: 'approve' })).statusCode,
    ).toBe(404);
    const theirList = data(await get(`${URLS.publicList}?tenantId=${OTHER_TENANT}`));
    expect(theirList.records.map((r: { title: string }) => r.title)).toEqual(['他方项目']);
  });
});
