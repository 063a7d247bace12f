import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { seedDemoData } from '../../seeding/index.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const BIZ = '/api/rem-registrationbizweb';

/** Search results equal a plain LIKE over the tenant's holders; masking, filters, paging, validation. */
describe('holder search', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.testDb.db, { companies: 30, holders: 1500, seed: 7 });
    admin = (await signIn(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: `${BIZ}/${path}`, headers, payload });
  const query = <T>(text: ReturnType<typeof sql>) => rows<T>(t.testDb.db.orm, text);
  const personal = async () =>
    (
      await query<{ accountNumber: string; certificateNo: string; holderName: string }>(
        sql`select account_number as "accountNumber", certificate_no as "certificateNo", holder_name as "holderName"
            from holder_account where tenant_id = '000000' and organ_type = 2 and account_number like 'G%'
            order by account_number limit 1`,
      )
    )[0]!;

  it('finds one account by its exact number and masks the ID number and mobile', async () => {
    const h = await personal();
    const res = await post('holder/queryByKey', { accountNumber: h.accountNumber });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 1, size: 5, current: 1, pages: 1, totalCapped: false });
    const [record] = data.records;
    expect(record.accountNumber).toBe(h.accountNumber);
    expect(record.certificateNo).toBe(`${h.certificateNo.slice(0, 6)}********${h.certificateNo.slice(-4)}`);
    if (record.mobile !== null) expect(record.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(res.body).not.toContain(h.certificateNo);
  });

  it('finds by certificate number (and by the free key), never echoing it', async () => {
    const h = await personal();
    for (const payload of [{ certificateNo: h.certificateNo }, { key: h.certificateNo }]) {
      const res = await post('holder/queryByKey', payload);
      const accounts = res.json().data.records.map((r: { accountNumber: string }) => r.accountNumber);
      expect(accounts).toContain(h.accountNumber);
      expect(res.body).not.toContain(h.certificateNo);
    }
  });

  it('finds exactly what a plain LIKE finds for 1-, 2- and 4-character names', async () => {
    const names = await query<{ holderName: string }>(
      sql`select holder_name as "holderName" from holder_account where organ_type in (1, 3) limit 1`,
    );
    const h = await personal();
    const samples = [h.holderName.slice(0, 1), h.holderName.slice(0, 2), names[0]!.holderName.slice(2, 6)];
    for (const q of samples) {
      const expected = await query<{ accountNumber: string }>(
        sql`select account_number as "accountNumber" from holder_account
            where tenant_id = '000000' and holder_name like '%' || ${q} || '%' order by account_number`,
      );
      const res = await post('holder/queryByKey', { holderName: q, pageSize: 30 });
      const data = res.json().data;
      expect(data.total, q).toBe(expected.length);
      expect(data.records.map((r: { accountNumber: string }) => r.accountNumber)).toEqual(
        expected.slice(0, 30).map((r) => r.accountNumber),
      );
      const viaKey = await post('holder/queryByPage', { key: q, pageSize: 30 });
      expect(viaKey.json().data.total).toBe(expected.length);
    }
  });

  it('treats % and _ literally', async () => {
    const res = await post('holder/queryByKey', { holderName: '%' });
    expect(res.json().data.total).toBe(0);
  });

  it('filters by organType and productType, 999 meaning no filter', async () => {
    const q = (await personal()).holderName.slice(0, 1);
    const all = (await post('holder/queryByKey', { holderName: q, pageSize: 30 })).json().data;
    const any = (await post('holder/queryByKey', { holderName: q, pageSize: 30, productType: 999 })).json()
      .data;
    const anyList = (
      await post('holder/queryByKey', { holderName: q, pageSize: 30, productTypes: '1,999' })
    ).json().data;
    expect(any.total).toBe(all.total);
    expect(anyList.total).toBe(all.total);
    const persons = (await post('holder/queryByKey', { holderName: q, pageSize: 30, organType: 2 })).json()
      .data;
    expect(persons.records.every((r: { organType: number }) => r.organType === 2)).toBe(true);
    const typed = (await post('holder/queryByKey', { holderName: q, pageSize: 30, productType: '1' })).json()
      .data;
    expect(typed.total).toBeGreaterThan(0);
    expect(typed.total).toBeLessThan(all.total);
    expect(typed.records.every((r: { productType: string }) => r.productType === '1')).toBe(true);
  });

  it('pages deterministically with the page shape', async () => {
    const first = (await post('holder/queryByPage', { pageNo: 1, pageSize: 10 })).json().data;
    const second = (await post('holder/queryByPage', { pageNo: 2, pageSize: 10 })).json().data;
    expect(first).toMatchObject({ size: 10, current: 1, totalCapped: false });
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    expect(second.current).toBe(2);
    const numbers = [...first.records, ...second.records].map(
      (r: { accountNumber: string }) => r.accountNumber,
    );
    expect(numbers).toEqual([...numbers].sort());
    expect(new Set(numbers).size).toBe(20);
    // A later page is counted too, and a page past the end still says how many there are.
    expect(second.total).toBe(first.total);
    const beyond = (await post('holder/queryByPage', { pageNo: first.pages + 1, pageSize: 10 })).json().data;
    expect(beyond).toMatchObject({ records: [], total: first.total, current: first.pages + 1 });
  });

  it('answers validation failures in Chinese naming the field', async () => {
    const cases: [string, object, string][] = [
      ['holder/queryByKey', { pageSize: 7 }, '每页条数只能为5、10、15、20或30'],
      ['holder/queryByKey', { holderName: '张'.repeat(101) }, '股东名称长度不能超过100'],
      ['holder/queryByKey', { certificateNo: '2102#' }, '证件号码：不能包含特殊字符'],
      ['holder/queryByKey', { pageNo: 2001, pageSize: 5 }, '仅可翻阅前10000条'],
      [
        'holder/queryByNameAndId',
        { name: '张三', organType: 2, idType: '1', idNumber: '' },
        '证件号码：请填写证件号码',
      ],
      [
        'holder/queryByNameAndId',
        { name: '张三', organType: 2, idType: '1', idNumber: '张三' },
        '不能包含中文',
      ],
      [
        'holder/queryByNameAndId',
        { name: '张三', organType: 2, idType: '1', idNumber: '1'.repeat(19) },
        '长度不能超过18位',
      ],
      ['holder/queryByNameAndId', { organType: 2, idType: '1', idNumber: '1' }, '股东名称不能为空'],
      ['holder/queryByNameAndId', { name: '张三', idType: '1', idNumber: '1' }, '股东类型不能为空'],
    ];
    for (const [path, payload, message] of cases) {
      const res = await post(path, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toContain(message);
    }
  });

  it('looks a holder up by name, type, ID type and number (and the 550221 names)', async () => {
    const h = await personal();
    const base = { organType: 2, idType: '1' };
    const res = await post('holder/queryByNameAndId', {
      ...base,
      name: h.holderName,
      idNumber: h.certificateNo,
    });
    expect(res.json().data.map((r: { accountNumber: string }) => r.accountNumber)).toContain(h.accountNumber);
    const alias = await t.app.inject({
      method: 'GET',
      url: `${BIZ}/holder/queryHoldersBySubject?holderName=${encodeURIComponent(h.holderName)}&certificateNo=${h.certificateNo}`,
      headers: admin,
    });
    expect(alias.json().data.length).toBeGreaterThan(0);
    expect(alias.body).not.toContain(h.certificateNo);
  });

  it('lists shareholders, creditors and members of a company, and the company facts', async () => {
    const [c] = await query<{ name: string; uuid: string }>(
      sql`select c.name, c.uuid from company c join member_company mc on mc.company_id = c.uuid
          where exists (select 1 from holder_account h where h.company_id = c.uuid and h.holder_type = 1) limit 1`,
    );
    const url = (path: string) => `${BIZ}/${path}?companyName=${encodeURIComponent(c!.name)}`;
    const holders = (
      await t.app.inject({ method: 'GET', url: url('holder/queryByCompanyName'), headers: admin })
    ).json();
    expect(holders.data.length).toBeGreaterThan(0);
    expect(holders.data.every((o: { holderType: number }) => o.holderType === 1)).toBe(true);
    const creditors = await t.app.inject({
      method: 'GET',
      url: url('holder/getCreditorByCompanyName'),
      headers: admin,
    });
    expect(creditors.json().data.every((o: { holderType: number }) => o.holderType === 2)).toBe(true);
    const members = (
      await t.app.inject({ method: 'GET', url: url('member/getMemberByCompanyName'), headers: admin })
    ).json();
    expect(members.data[0]).toMatchObject({ custno: expect.stringMatching(/^M\d{6}$/), organType: 1 });
    const all = (
      await t.app.inject({ method: 'GET', url: `${BIZ}/member/listAllMember`, headers: admin })
    ).json();
    expect(all.data[0]).toEqual({ custno: 'M000000', chineseName: expect.any(String) });
  });
});
