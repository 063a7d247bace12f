import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { plantAdministrator } from '../../test-support/forms.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_COMPANIES } from '../identity/index.js';

type Headers = Record<string, string>;
const SEARCH = '/api/rem-registrationmgrweb/company/search';
const SERVICES = '/api/rem-registrationbizweb/company/record/services';
const [TECH, MANUFACTURING, PARTNERSHIP] = DEMO_COMPANIES as unknown as [
  (typeof DEMO_COMPANIES)[number],
  (typeof DEMO_COMPANIES)[number],
  (typeof DEMO_COMPANIES)[number],
];

interface Row {
  companyId: string;
  name: string;
  creditCode: string | null;
  isRegister: 0 | 1;
}
interface Page {
  records: Row[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

describe('企业查询 and the company page’s services (ADR 52)', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    admin = (await signIn(t, 'admin')).headers;
    // 大连演示科技 in custody since 2026-03-02, with its hosting row (what a custody completion writes).
    await t.testDb.db.orm.execute(
      sql`update company set is_register = true, register_date = '2026-03-02' where uuid = ${TECH.uuid}`,
    );
    await t.testDb.db.orm.execute(
      sql`insert into company_service (tenant_id, company_id, service_type, service_status, start_date, biz_sn)
          values ('000000', ${TECH.uuid}, '1', '1', '2026-03-02', 'YW-TEST-0001')`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const search = async (query: Record<string, string>, headers = admin) => {
    const res = await get(`${SEARCH}?${new URLSearchParams(query)}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };
  // The database's own order (its collation), as the search sorts.
  const tenantCompanies = async () =>
    rows<{ name: string; uuid: string }>(
      t.testDb.db.orm,
      sql`select name, uuid::text as uuid from company where tenant_id = '000000' order by name, uuid`,
    );

  it('pages every company of the tenant in name order, pages disjoint', async () => {
    const all = await tenantCompanies();
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await search({ current: '1', size: '2' });
    const second = await search({ current: '2', size: '2' });
    expect(first.total).toBe(all.length);
    expect(first.pages).toBe(Math.ceil(all.length / 2));
    expect(first.records.map((r) => r.companyId)).toEqual(all.slice(0, 2).map((c) => c.uuid));
    expect(second.records.map((r) => r.companyId)).toEqual(all.slice(2, 4).map((c) => c.uuid));
  });

  it('filters by name fragment, whole credit code (any case) and custody status, together', async () => {
    const byName = await search({ name: '演示制造' });
    expect(byName.records.map((r) => r.name)).toEqual([MANUFACTURING.name]);
    expect(byName.total).toBe(1);
    const byCode = await search({ creditCode: PARTNERSHIP.creditCode.toLowerCase() });
    expect(byCode.records.map((r) => r.companyId)).toEqual([PARTNERSHIP.uuid]);
    const inCustody = await search({ custodyStatus: '1' });
    expect(inCustody.records).toEqual([
      expect.objectContaining({ companyId: TECH.uuid, isRegister: 1, registerDate: '2026-03-02' }),
    ]);
    const notInCustody = await search({ custodyStatus: '0', name: '大连演示' });
    expect(notInCustody.records.map((r) => r.companyId).sort()).toEqual(
      [MANUFACTURING.uuid, PARTNERSHIP.uuid].sort(),
    );
    expect(await search({ custodyStatus: '1', name: '演示制造' })).toMatchObject({ total: 0, records: [] });
    // Empty boxes are no filter.
    expect((await search({ name: '', creditCode: ' ', custodyStatus: '' })).total).toBe(
      (await tenantCompanies()).length,
    );
  });

  it('answers reviewers too, and refuses anyone outside the staff before reading the query', async () => {
    const reviewer = (await signIn(t, 'reviewer1')).headers;
    expect((await search({ name: '演示制造' }, reviewer)).total).toBe(1);
    const org = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
    for (const query of ['name=演示', 'size=100000']) {
      const res = await get(`${SEARCH}?${encodeURI(query)}`, org);
      expect(res.statusCode).toBe(403);
      expect(JSON.stringify(res.json())).not.toContain(MANUFACTURING.name);
    }
  });

  it('shows another tenant none of this tenant’s companies', async () => {
    await plantAdministrator(t, '518100', 'search_other_admin');
    const other = (await signIn(t, 'search_other_admin', { tenantId: '518100' })).headers;
    const everything = await search({ size: '100' }, other);
    const ours = new Set(DEMO_COMPANIES.map((c) => c.uuid));
    expect(everything.records.filter((r) => ours.has(r.companyId))).toEqual([]);
    expect((await search({ name: '演示制造' }, other)).total).toBe(0);
    expect((await search({ creditCode: MANUFACTURING.creditCode }, other)).total).toBe(0);
  });

  it.each([
    ['size=101', '每页条数：不能超过100'],
    ['size=abc', '每页条数：应为正整数'],
    ['current=0', '当前页：应为正整数'],
    ['custodyStatus=2', '托管状态：应为1（已托管）或0（未托管）'],
    ['creditCode=91210200ABC', '统一社会信用代码：应为18位数字或大写字母'],
    [`name=${'企'.repeat(101)}`, '企业名称：长度不能超过100个字符'],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    const res = await get(`${SEARCH}?${encodeURI(query)}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(message);
  });

  it('answers the services to whoever may see the record, 企业不存在 to others', async () => {
    const res = await get(`${SERVICES}?companyId=${TECH.uuid}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        serviceType: '1',
        serviceStatus: '1',
        serviceStatusStartDate: '2026-03-02',
        serviceStatusEndDate: null,
        bizSn: 'YW-TEST-0001',
      },
    ]);
    const org = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
    const own = await get(`${SERVICES}?companyId=${TECH.uuid}`, { ...org, 'current-company': TECH.uuid });
    expect(own.json().data).toHaveLength(1);
    const notOwn = await get(`${SERVICES}?companyId=${TECH.uuid}`, {
      ...org,
      'current-company': MANUFACTURING.uuid,
    });
    expect(notOwn.statusCode).toBe(400);
    expect(notOwn.json().msg).toContain('企业不存在');
    const bad = await get(`${SERVICES}?companyId=abc`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('企业：格式不正确');
  });
});
