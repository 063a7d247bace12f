import { QUERY_PAGE_BIZ, ENCUMBRANCE_URLS as URLS } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { demoId } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { ENCUMBRANCE_SHEET } from './encumbrance-workbook.js';
import {
  C1,
  C2,
  COURT,
  FIRM,
  PERSON,
  plantDemoEncumbrances,
  plantOtherTenant,
} from './testing/encumbrance-fixture.js';

interface Row {
  id: string;
  kind: string;
  status: string;
  companyId: string;
  holderId: string;
  quantity: string;
  partyName: string | null;
  certificateNo: string;
  registeredOn: string;
}

describe('encumbrance queries: 质押查询, 冻结查询, 限售查询 and the staff view (ADR 75)', () => {
  let t: TestApp;
  let person: Record<string, string>;
  let org: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    await plantDemoEncumbrances(t.testDb.db);
    await plantOtherTenant(t.testDb.db);
    person = (await signIn(t, 'person_demo')).headers;
    org = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
    admin = (await signIn(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const records = async (url: string, headers: Record<string, string>): Promise<Row[]> => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.records;
  };

  it("shows an investor its own pledge, masked ID number, and none of another holder's freezes", async () => {
    const pledges = await records(`${URLS.mine}?kind=pledge`, person);
    expect(pledges).toEqual([
      expect.objectContaining({
        kind: 'pledge',
        status: 'active',
        companyId: C1,
        holderId: PERSON,
        quantity: '1000000',
        partyName: '演示银行',
        registeredOn: '2026-04-01',
      }),
    ]);
    expect(pledges[0]!.certificateNo).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    // The firm's freeze and queued freeze are not the person's.
    expect(await records(`${URLS.mine}?kind=freeze`, person)).toEqual([]);
  });

  it('narrows 质押查询 to the registration account the investor has chosen', async () => {
    const chosen = await records(`${URLS.mine}?kind=pledge`, { ...person, 'current-holder': PERSON });
    expect(chosen.map((r) => r.holderId)).toEqual([PERSON]);
    const other = await records(`${URLS.mine}?kind=pledge`, { ...person, 'current-holder': demoId('f', 2) });
    expect(other).toEqual([]);
  });

  it('refuses 质押查询 outside the investor zones and names a bad kind', async () => {
    expect((await get(`${URLS.mine}?kind=pledge`, org)).statusCode).toBe(403);
    const bad = await get(`${URLS.mine}?kind=lock`, person);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('类型：应为pledge（质押）或freeze（冻结）');
  });

  it('shows an enterprise the locks on its own register only, by the company it acts for', async () => {
    const inC1 = await records(URLS.locks, { ...org, 'current-company': C1 });
    expect(inC1.map((r) => [r.companyId, r.holderId, r.quantity])).toEqual([[C1, PERSON, '200000']]);
    const inC2 = await records(URLS.locks, { ...org, 'current-company': C2 });
    expect(inC2.map((r) => [r.companyId, r.quantity])).toEqual([[C2, '700']]);
    expect((await get(URLS.locks, person)).statusCode).toBe(403);
  });

  it('lets staff filter every encumbrance by kind, status, company, holder and registration date', async () => {
    const all = await get(`${URLS.search}?size=50`, admin);
    expect(all.json().data.total).toBe(5);
    const queued = await records(`${URLS.search}?kind=queuedFreeze`, admin);
    expect(queued.map((r) => [r.holderId, r.status, r.partyName])).toEqual([[FIRM, 'queued', COURT]]);
    const active = await records(
      `${URLS.search}?status=active&companyName=${encodeURIComponent('演示科技')}`,
      admin,
    );
    expect(active.map((r) => r.kind).sort()).toEqual(['freeze', 'lock', 'pledge']);
    const april10to12 = await records(`${URLS.search}?from=2026-04-05&to=2026-04-12`, admin);
    expect(april10to12.map((r) => r.registeredOn)).toEqual(['2026-04-12', '2026-04-10']);
    const byHolder = await records(`${URLS.search}?holderName=${encodeURIComponent('演示投资者')}`, admin);
    expect(new Set(byHolder.map((r) => r.holderId))).toEqual(new Set([PERSON]));
  });

  it("answers staff their own tenant's encumbrances only", async () => {
    const other = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from encumbrance where tenant_id = '100001'`,
    );
    expect(other[0]!.n).toBe(1);
    const found = await records(`${URLS.search}?size=50`, admin);
    expect(found.some((r) => r.partyName === '他行银行')).toBe(false);
  });

  it('refuses bad filters with a 400 naming the field, and non-staff with 403', async () => {
    const cases: [string, string][] = [
      ['kind=seizure', '类型：'],
      ['status=frozen', '状态：'],
      ['from=2026-02-30', '登记日期起：'],
      ['from=2026-05-01&to=2026-04-01', '登记日期止：不能早于登记日期起'],
      ['accountNumber=%E5%BC%A0', '登记账号：'],
      ['size=1000', '每页条数：'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`${URLS.search}?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().msg, query).toContain(message);
    }
    expect((await get(URLS.search, person)).statusCode).toBe(403);
    expect((await get(URLS.export, org)).statusCode).toBe(403);
  });

  const runPage = (body: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `${QUERY_PAGE_BIZ}/query`, headers, payload: body });

  it('serves the same lists as query pages: the seeded staff page, and a page on the investor’s own', async () => {
    const staff = await runPage(
      { pageKey: 'encumbranceList', pageNo: 1, pageSize: 10, params: { kind: 'queuedFreeze' } },
      admin,
    );
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().data.records.map((r: Row) => [r.holderId, r.status])).toEqual([[FIRM, 'queued']]);
    expect((await runPage({ pageKey: 'encumbranceList', pageNo: 1, pageSize: 10 }, person)).statusCode).toBe(
      403,
    );

    const mine = {
      schemaVersion: 1,
      pageKey: 'myPledgesPage',
      title: '质押查询',
      dataSource: { endpoint: 'encumbrances.mine', params: [{ param: 'kind', value: 'pledge' }] },
      searchFields: [{ type: 'text', prop: 'companyName', label: '企业名称' }],
      columns: [{ prop: 'companyName', label: '企业名称' }],
    };
    await t.testDb.db.orm.execute(
      sql`insert into query_page_config (tenant_id, page_key, version, config, created_by)
          values ('000000', 'myPledgesPage', 1, ${JSON.stringify(mine)}::jsonb, 'test')`,
    );
    const own = await runPage({ pageKey: 'myPledgesPage', pageNo: 1, pageSize: 10 }, person);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.records.map((r: Row) => [r.holderId, r.partyName])).toEqual([
      [PERSON, '演示银行'],
    ]);
    expect((await runPage({ pageKey: 'myPledgesPage', pageNo: 1, pageSize: 10 }, org)).statusCode).toBe(403);
  });

  it('exports the filtered view as a real workbook, and audits the export', async () => {
    const res = await get(`${URLS.export}?kind=pledge`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet(ENCUMBRANCE_SHEET)!;
    expect(sheet.rowCount).toBe(2);
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 4)).toEqual(['企业名称', '股东名称', '登记账号']);
    const data = sheet.getRow(2).values as unknown[];
    expect(data).toContain('演示银行');
    expect(data).toContain('1000000');
    expect(data).toContain('质押');
    expect(data).toContain('境内自然人股');
    const audit = await rows<{ detail: { rows: number } }>(
      t.testDb.db.orm,
      sql`select detail from audit_log where action = 'register.export' and target_type = 'encumbrance'`,
    );
    expect(audit.map((a) => a.detail.rows)).toEqual([1]);
  });
});
