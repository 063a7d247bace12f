import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { demoId as id, openDemoRegister, pledgeDemoShares } from '../../test-support/demo-register.js';
import { plantAdministrator } from '../../test-support/forms.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const URL = '/api/rem-registrationbizweb/shareRegister';
const C1 = id('c', 1);
const C2 = id('c', 2);
const C3 = id('c', 3);
const PERSON_HOLDER = id('f', 1);
const ORG_INVESTOR_HOLDER = id('f', 4);

describe('share register calls and their authorisation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    await openDemoRegister(t.testDb.db);
    await pledgeDemoShares(t.testDb.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('shows staff the register with its pledge marks, and audits the view', async () => {
    const { headers } = await signIn(t, 'admin');
    const res = await get(`${URL}/holdings?companyId=${C1}`, headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ companyId: C1, issuedShares: '10000000', lastSeq: 2 });
    const person = data.records.find((r: { holderId: string }) => r.holderId === PERSON_HOLDER);
    expect(person).toMatchObject({
      accountNumber: 'D000000001',
      held: '6000000',
      available: '5000000',
      pledged: '1000000',
    });
    expect(person.encumbrances).toEqual([
      expect.objectContaining({ kind: 'pledge', status: 'active', partyName: '演示银行' }),
    ]);
    const audit = await rows<{ n: string }>(
      t.testDb.db.orm,
      sql`select count(*)::text as n from audit_log where action = 'register.view_company' and target_id = ${C1}`,
    );
    expect(Number(audit[0]!.n)).toBeGreaterThan(0);
  });

  it('pages, sorts and searches the register on the server, with the whole register totals', async () => {
    const { headers } = await signIn(t, 'admin');
    const page = async (query: string) => {
      const res = await get(`${URL}/holdings?companyId=${C1}${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const accounts = (data: { records: { accountNumber: string }[] }) =>
      data.records.map((r) => r.accountNumber);
    const all = await page('');
    expect(all).toMatchObject({
      total: 2,
      current: 1,
      size: 10,
      totals: {
        lines: 2,
        holders: 2,
        held: '10000000',
        available: '9000000',
        pledged: '1000000',
        frozen: '0',
      },
    });
    expect(accounts(all)).toEqual(['D000000001', 'D000000004']);
    expect(accounts(await page('&pageSize=1&pageNo=2'))).toEqual(['D000000004']);
    expect(accounts(await page('&sortField=held&sortOrder=asc'))).toEqual(['D000000004', 'D000000001']);
    expect(accounts(await page('&sortField=accountNumber&sortOrder=desc'))).toEqual([
      'D000000004',
      'D000000001',
    ]);
    const byAccount = await page('&key=d000000004');
    expect(byAccount).toMatchObject({ total: 1, totals: { lines: 2 } });
    expect(accounts(byAccount)).toEqual(['D000000004']);
    expect(accounts(await page(`&key=${encodeURIComponent('投资者甲')}`))).toEqual(['D000000001']);
    expect((await page('&key=D000000099')).records).toEqual([]);
    const asOf = await page('&asOf=2026-03-15&pageSize=1&sortOrder=asc');
    expect(asOf).toMatchObject({ total: 2, totals: { lines: 2, pledged: '0' } });
    expect(accounts(asOf)).toEqual(['D000000004']);
    expect(accounts(await page('&asOf=2026-03-15&key=D000000001'))).toEqual(['D000000001']);
    for (const [query, msg] of [
      ['&pageSize=101', '查询参数 pageSize：每页最多100条'],
      ['&pageNo=0', '查询参数 pageNo：页码应为正整数'],
      ['&sortField=certificateNo', '查询参数 sortField：排序字段不正确'],
      ['&sortOrder=up', '查询参数 sortOrder：排序方向应为asc或desc'],
    ]) {
      const bad = await get(`${URL}/holdings?companyId=${C1}${query}`, headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toBe(msg);
    }
  });

  it('marks the holders whose rights are unconfirmed (comfirm 0)', async () => {
    await t.testDb.db.orm.execute(
      sql`insert into rights_confirmation (tenant_id, company_id, holder_id, confirmed)
          values ('000000', ${C1}, ${PERSON_HOLDER}, 0)`,
    );
    const { headers } = await signIn(t, 'admin');
    const records: { holderId: string; comfirm: number }[] = (
      await get(`${URL}/holdings?companyId=${C1}`, headers)
    ).json().data.records;
    expect(records.map((r) => [r.holderId, r.comfirm]).sort()).toEqual(
      [
        [ORG_INVESTOR_HOLDER, 1],
        [PERSON_HOLDER, 0],
      ].sort(),
    );
    await t.testDb.db.orm.execute(sql`delete from rights_confirmation where holder_id = ${PERSON_HOLDER}`);
  });

  it('lists the history newest first, each event with its legal basis, to those who may see the register', async () => {
    const { headers } = await signIn(t, 'admin');
    const res = await get(`${URL}/events?companyId=${C1}&pageNo=1&pageSize=10`, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 2, current: 1 });
    expect(res.json().data.records).toEqual([
      expect.objectContaining({
        seq: 2,
        eventTypeName: '股权质押',
        basisKindName: '业务申请',
        basisReference: 'SN-T',
        quantity: '1000000',
      }),
      expect.objectContaining({ seq: 1, eventTypeName: '初始登记', bizSn: 'SN-T', quantity: '10000000' }),
    ]);
    const person = await signIn(t, 'person_demo');
    expect((await get(`${URL}/events?companyId=${C1}`, person.headers)).statusCode).toBe(403);
  });

  it('answers the register as of a past date', async () => {
    const { headers } = await signIn(t, 'admin');
    const before = (await get(`${URL}/holdings?companyId=${C1}&asOf=2026-03-15`, headers)).json().data;
    expect(before).toMatchObject({ asOf: '2026-03-15', lastSeq: 1, issuedShares: '10000000' });
    expect(before.records.every((r: { pledged: string }) => r.pledged === '0')).toBe(true);
    const none = (await get(`${URL}/holdings?companyId=${C1}&asOf=2026-02-28`, headers)).json().data;
    expect(none).toMatchObject({ lastSeq: 0, issuedShares: '0', records: [] });
    // A day that does not exist is refused, not read as another one (or as a 500).
    for (const asOf of ['2025-02-30', '9999-99-99', '0000-00-00']) {
      const bad = await get(`${URL}/holdings?companyId=${C1}&asOf=${asOf}`, headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toBe('查询参数 asOf：日期不正确，应为yyyy-MM-dd格式的有效日期');
    }
    const pdf = await get(`${URL}/export?companyId=${C1}&asOf=2025-02-30&format=pdf`, headers);
    expect(pdf.statusCode).toBe(400);
  });

  it("lets an enterprise read its own current company's register only", async () => {
    const { headers } = await signIn(t, 'org_demo');
    const own = await get(`${URL}/holdings?companyId=${C1}`, { ...headers, 'current-company': C1 });
    expect(own.statusCode).toBe(200);
    const other = await get(`${URL}/holdings?companyId=${C2}`, { ...headers, 'current-company': C1 });
    expect(other.statusCode).toBe(403);
    const unbound = await get(`${URL}/holdings?companyId=${C3}`, { ...headers, 'current-company': C3 });
    expect(unbound.statusCode).toBe(403);
    const noneChosen = await get(`${URL}/holdings?companyId=${C1}`, headers);
    expect(noneChosen.statusCode).toBe(403);
  });

  it('lets a member institution read the registers of the companies it serves only', async () => {
    const { headers } = await signIn(t, 'member_demo');
    const served = await get(`${URL}/holdings?companyId=${C3}`, headers);
    expect(served.statusCode).toBe(200);
    expect(served.json().data).toMatchObject({ companyId: C3, records: [] });
    const notServed = await get(`${URL}/holdings?companyId=${C1}`, headers);
    expect(notServed.statusCode).toBe(403);
    const exported = await get(`${URL}/export?companyId=${C1}&format=xlsx`, headers);
    expect(exported.statusCode).toBe(403);
  });

  it("shows an investor its own holdings and refuses another investor's", async () => {
    const { headers } = await signIn(t, 'person_demo');
    const mine = await get(`${URL}/myHoldings`, { ...headers, 'current-holder': PERSON_HOLDER });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      holderId: PERSON_HOLDER,
      records: [{ companyId: C1, held: '6000000', pledged: '1000000' }],
    });
    const theirs = await get(`${URL}/myHoldings`, { ...headers, 'current-holder': ORG_INVESTOR_HOLDER });
    expect(theirs.statusCode).toBe(403);
    const register = await get(`${URL}/holdings?companyId=${C1}`, headers);
    expect(register.statusCode).toBe(403);
    const audit = await rows<{ n: string }>(
      t.testDb.db.orm,
      sql`select count(*)::text as n from audit_log where action = 'register.view_own_holdings' and target_id = ${PERSON_HOLDER}`,
    );
    expect(audit[0]!.n).toBe('1');
  });

  it("hides another tenant's register from that tenant's staff", async () => {
    // 518100 is a seeded tenant of the reference data.
    await plantAdministrator(t, '518100', 'other_admin');
    const { headers } = await signIn(t, 'other_admin', { tenantId: '518100' });
    const res = await get(`${URL}/holdings?companyId=${C1}`, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`公司不存在：${C1}`);
  });
});
