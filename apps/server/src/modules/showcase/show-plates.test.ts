import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { demoId as id } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const BIZ = '/api/rem-registrationbizweb';
const MGR = '/api/rem-registrationmgrweb';
type Headers = Record<string, string>;

describe('show plates and the official website calls (ADR 80)', () => {
  let t: TestApp;
  let staff: Headers;
  let org: Headers;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    staff = (await signIn(t, 'reviewer1', { landingMode: 'mgr' })).headers;
    org = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const publicPlates = async (tenantId = '000000') => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${BIZ}/nonds/getShowPlateByParam?tenantId=${tenantId}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return JSON.parse(answer.json().data as string) as { key: string; value: string }[];
  };
  const submit = (who: Headers, body: unknown) =>
    t.app.inject({ method: 'POST', url: `${MGR}/showPlate/submit`, headers: who, payload: body as object });
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: `${MGR}/showPlate/list`, headers: staff })).json().data as {
      id: number;
      code: string;
      name: string;
      status: number;
      version: number;
    }[];
  const plateCount = async () =>
    (await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from show_plate`))[0]!.n;

  it('answers the demo plates publicly as a JSON string of key/value, per tenant, without a login', async () => {
    expect(await publicPlates()).toEqual([
      { key: 'ZSCX', value: '创新企业展示板' },
      { key: 'ZSCZ', value: '成长企业展示板' },
      { key: 'ZSXC', value: '乡村振兴展示板' },
      { key: 'ZSWL', value: '文化旅游展示板' },
    ]);
    expect(await publicPlates('116000')).toHaveLength(4);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${BIZ}/nonds/getShowPlateByParam?tenantId=12`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('租户编号');
  });

  it('staff create and edit plates at the version read; bad input, duplicates and stale edits are refused', async () => {
    const before = await plateCount();
    const bad: [unknown, string][] = [
      [{ code: 'x', name: '新板块' }, '板块代码：应为2到20位字母、数字或下划线'],
      [{ code: 'NEW1', name: '' }, '板块名称：此项为必填项！'],
      [{ code: 'NEW1', name: '新板块', sortOrder: 10000 }, '排序：必须在0到9999之间'],
      [{ code: 'ZSCX', name: '另一个名称' }, '板块代码或板块名称已存在'],
      [{ code: 'NEW1', name: '创新企业展示板' }, '板块代码或板块名称已存在'],
    ];
    for (const [body, message] of bad) {
      const answer = await submit(staff, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().msg).toContain(message);
    }
    expect(await plateCount()).toBe(before);
    expect((await submit(org, { code: 'NEW1', name: '新板块' })).statusCode).toBe(403);

    const created = await submit(staff, { code: 'NEW1', name: '专精特新展示板', sortOrder: 50 });
    expect(created.statusCode, created.body).toBe(200);
    const { id: plateId } = created.json().data;
    const edit = {
      id: plateId,
      version: 1,
      code: 'NEW1',
      name: '专精特新企业展示板',
      sortOrder: 50,
      status: 0,
    };
    expect((await submit(staff, edit)).statusCode).toBe(200);
    const stale = await submit(staff, { ...edit, name: '过期的修改' });
    expect(stale.statusCode).toBe(409);
    const plate = (await list()).find((p) => p.code === 'NEW1')!;
    expect(plate).toMatchObject({ name: '专精特新企业展示板', status: 0, version: 2 });
    // Switched off: not offered publicly any more.
    expect((await publicPlates()).map((p) => p.key)).not.toContain('NEW1');
    const [audit] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from audit_log where action like 'showPlate.%' and target_id = 'NEW1'`,
    );
    expect(audit!.n).toBe(2);
  });

  it('refuses switching off a plate companies are displayed on', async () => {
    await t.testDb.db.orm.execute(
      sql`update company set show_status = 1, show_plate = 'ZSWL', city_code = '210200', province_code = '210000'
          where uuid = ${id('c', 2)}`,
    );
    const plate = (await list()).find((p) => p.code === 'ZSWL')!;
    const answer = await submit(staff, { ...plate, sortOrder: 40, status: 0 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toBe('status：该板块下有1家展示中的企业，不能停用');
  });

  it('counts the provincial tenant’s companies per city and lists them, paged, without a login', async () => {
    await t.testDb.db.orm.execute(
      sql`update company set is_register = true, register_date = '2025-01-02', city_code = '210200'
          where uuid = ${id('c', 1)}`,
    );
    const counts = (
      await t.app.inject({ method: 'GET', url: `${BIZ}/nonds/officialWebsite/cityCounts?tenantId=000000` })
    ).json().data;
    expect(counts).toMatchObject({ provinceCode: '210000', provinceName: '辽宁省' });
    expect(counts.cities).toHaveLength(14);
    expect(counts.cities.find((c: { cityCode: string }) => c.cityCode === '210200')).toEqual({
      cityCode: '210200',
      cityName: '大连市',
      custody: 1,
      listed: 0,
      shown: 1,
    });
    expect(counts.cities.find((c: { cityCode: string }) => c.cityCode === '210100')).toMatchObject({
      custody: 0,
    });
    // The variant is off for the other tenants.
    const off = (
      await t.app.inject({ method: 'GET', url: `${BIZ}/nonds/officialWebsite/cityCounts?tenantId=518100` })
    ).json().data;
    expect(off).toEqual({ provinceCode: null, provinceName: null, cities: [] });

    const page = (kind: string, extra = '') =>
      t.app.inject({
        method: 'GET',
        url: `${BIZ}/nonds/officialWebsite/companies?tenantId=000000&kind=${kind}&current=1&size=5${extra}`,
      });
    const shownPage = (await page('shown')).json().data;
    expect(shownPage).toMatchObject({ total: 1, current: 1, size: 5, pages: 1 });
    expect(shownPage.records[0]).toMatchObject({
      name: '大连演示制造有限公司',
      cityName: '大连市',
      showPlateName: '文化旅游展示板',
    });
    expect((await page('custody', '&cityCode=210100')).json().data.total).toBe(0);
    expect((await page('custody', '&cityCode=210200')).json().data.records[0]).toMatchObject({
      code: '880001',
      since: '2025-01-02',
    });
    const badKind = await page('everything');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().msg).toContain('企业类别');
  });
});
