import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { demoId as id, pledgeDemoShares, recordInDemo } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { registerAsOf } from './register-replay.js';
import { plantRegister } from './testing/register-fixture.js';

const URL = '/api/rem-registrationbizweb/shareRegister/export';
const C1 = id('c', 1);
const C2 = id('c', 2);
const PERSON = id('f', 1);
const ORG = id('f', 4);
const DEMO = '000000';

/** The data rows of an exported workbook: the rows after the 序号 header, up to the blank line. */
async function sheetRows(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const values: string[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: true }, (row) => {
    values.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  const start = values.findIndex((r) => r[0] === '序号') + 1;
  const end = values.findIndex((r, i) => i >= start && r.every((c) => c === ''));
  return values.slice(start, end);
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('register documents: export as of a date, holder list', () => {
  let t: TestApp;
  let big: { companyId: string; holders: string[] };
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    await recordInDemo(
      t.testDb.db,
      C1,
      {
        type: 'initialRegistration',
        entries: [
          { holderId: PERSON, shareNature: '4', quantity: 6_000_000n },
          { holderId: ORG, shareNature: '3', quantity: 3_000_001n },
          { holderId: ORG, shareNature: '9', quantity: 999_999n },
        ],
      },
      '2026-03-01',
    );
    await pledgeDemoShares(t.testDb.db);
    big = await plantRegister(t.testDb.db, 150, DEMO);
    await recordInDemo(
      t.testDb.db,
      big.companyId,
      {
        type: 'initialRegistration',
        entries: big.holders.map((holderId, i) => ({
          holderId,
          shareNature: '4',
          quantity: BigInt(1000 + i),
        })),
      },
      '2026-02-01',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('exports the register as an xlsx whose rows equal registerAsOf, with the header block and sum check', async () => {
    const { headers } = await signIn(t, 'admin');
    const res = await get(`${URL}?companyId=${C1}&asOf=2026-04-30&format=xlsx`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('股东名册_演示科技_2026-04-30.xlsx')}`,
    );
    const data = await sheetRows(res.rawPayload);
    const state = await t.testDb.db.withTenant(DEMO, (tx) =>
      registerAsOf({ tx, tenantId: DEMO, companyId: C1, date: '2026-04-30' }),
    );
    const expected = [...state.holdings.values()].sort((a, b) => Number(b.held - a.held));
    expect(data.map((r) => [r[5], r[7], r[8], r[9], r[10]])).toEqual(
      expected.map((h) => [
        String(h.held),
        String(h.pledged),
        String(h.frozen),
        String(h.locked),
        String(h.held - h.pledged - h.frozen - h.locked),
      ]),
    );
    expect(data[0]).toEqual([
      '1',
      '演示投资者甲',
      '居民身份证',
      expect.stringMatching(/^210202\d{11}[\dX]$/),
      '境内自然人股',
      '6000000',
      '60.0000%',
      '1000000',
      '0',
      '0',
      '5000000',
    ]);
    expect(data.map((r) => r[6])).toEqual(['60.0000%', '30.0000%', '10.0000%']);
    const text = res.rawPayload.length > 0 ? (await sheetText(res.rawPayload)).join('\n') : '';
    expect(text).toContain('统一社会信用代码：');
    expect(text).toContain('总股本（股）：10,000,000');
    expect(text).toContain('股东人数：2');
    expect(text).toContain('与总股本一致');
  });

  it('answers an earlier date from the replay (no pledge yet) and audits each export', async () => {
    const { headers } = await signIn(t, 'admin');
    const res = await get(`${URL}?companyId=${C1}&asOf=2026-03-15`, headers);
    const data = await sheetRows(res.rawPayload);
    expect(data.map((r) => r[7])).toEqual(['0', '0', '0']);
    const audit = await rows<{ detail: Record<string, unknown> }>(
      t.testDb.db.orm,
      sql`select detail from audit_log where action = 'register.export' and target_id = ${C1} order by id`,
    );
    expect(audit.at(-1)!.detail).toEqual({
      document: 'register',
      asOf: '2026-03-15',
      format: 'xlsx',
      rows: 3,
    });
  });

  it("masks personal ID numbers in the enterprise's own copy and refuses other registers", async () => {
    const { headers } = await signIn(t, 'org_demo');
    const own = await get(`${URL}?companyId=${C1}`, { ...headers, 'current-company': C1 });
    expect(own.statusCode).toBe(200);
    const data = await sheetRows(own.rawPayload);
    expect(data[0]![3]).toMatch(/^210202\*{8}\d{3}[\dX]$/);
    expect((await get(`${URL}?companyId=${C2}`, { ...headers, 'current-company': C1 })).statusCode).toBe(403);
    const investor = await signIn(t, 'person_demo');
    expect((await get(`${URL}?companyId=${C1}`, investor.headers)).statusCode).toBe(403);
  });

  it('renders a PDF with the embedded Noto Sans SC and as many pages as the register needs', async () => {
    const { headers } = await signIn(t, 'admin');
    const small = await get(`${URL}?companyId=${C1}&format=pdf`, headers);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('application/pdf');
    expect(small.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(small.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(pageCount(small.rawPayload)).toBe(1);
    const large = await get(`${URL}?companyId=${big.companyId}&format=pdf`, headers);
    const pages = pageCount(large.rawPayload);
    const count = /\/Type \/Pages\s*\/Count (\d+)/.exec(large.rawPayload.toString('latin1'));
    expect(Number(count?.[1])).toBe(pages);
    // 150 one-line rows: 16 on the first page under the header block, about 26 on the others.
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(pages).toBeLessThanOrEqual(8);
  });

  it('exports the holder list without account numbers (POST and GET, body name as the file name)', async () => {
    const { headers } = await signIn(t, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rem-registrationbizweb/shareBonus/exportHolderListDataBiz',
      headers,
      payload: { companyId: C1, name: '股东名单', flowCode: '550001', holderInfo: [{ holderName: 'x' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('股东名单_演示科技_'));
    const data = await sheetRows(res.rawPayload);
    expect(data.map((r) => r[2])).toEqual(['个人', '机构', '机构']);
    const text = (await sheetText(res.rawPayload)).join('\n');
    expect(text).not.toContain('D000000001');
    expect(text).not.toContain('登记账号');
    const org = await signIn(t, 'org_demo');
    const own = await get('/api/rem-registrationbizweb/550001/shareBonus/exportHolderListDataBiz', {
      ...org.headers,
      'current-company': C1,
    });
    expect(own.statusCode).toBe(200);
  });
});

async function sheetText(body: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const out: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    out.push((row.values as unknown[]).filter((v) => v !== null && v !== undefined).join(' '));
  });
  return out;
}
