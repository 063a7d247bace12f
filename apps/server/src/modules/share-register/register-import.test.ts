import { chineseIdCheckDigit } from '@rer/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { demoCreditCode } from '../identity/index.js';
import { IMPORT_COLUMNS } from './import-columns.js';
import { registerAsOf } from './register-replay.js';
import { plantRegister } from './testing/register-fixture.js';

const URL = '/api/rem-registrationbizweb/shareRegister';
const DEMO = '000000';
const HEADER = IMPORT_COLUMNS.map((c) => c.header);
const idNumber = (n: number) => {
  const first17 = `21020219850101${String(n).padStart(3, '0')}`;
  return first17 + chineseIdCheckDigit(first17);
};
const USCC = demoCreditCode(7);
const BAD_USCC = `${demoCreditCode(8).slice(0, 17)}${demoCreditCode(8).endsWith('0') ? '1' : '0'}`;

async function workbook(data: (string | number)[][], header: string[] = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('股东名册');
  sheet.addRow(header);
  for (const r of data) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('initial register import (all or nothing, row-level report)', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const post = (query: string, body: Buffer, headers = staff, path = '/import') =>
    t.app.inject({
      method: 'POST',
      url: `${URL}${path}?${query}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const count = async (table: 'holder_account' | 'register_event' | 'holding') =>
    Number(
      (await rows<{ n: string }>(t.testDb.db.orm, sql`select count(*)::text as n from ${sql.raw(table)}`))[0]!
        .n,
    );

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    staff = (await signIn(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports a good file: duplicates merged, existing accounts matched, new ones opened, one event', async () => {
    const { companyId } = await plantRegister(t.testDb.db, 0, DEMO);
    const file = await workbook([
      ['个人', '演示投资者甲', '居民身份证', '210202199001031030', 'D000000001', '境内自然人股', 600_000],
      ['个人', '赵一', '1', idNumber(1), '', '4', '1,000'],
      ['个人', '赵一', '居民身份证', idNumber(1), '', '境内自然人股', 500],
      ['机构', '大连新材料有限公司', '统一社会信用代码', USCC, '', '境内法人股', 3_000_000],
      ['机构', '大连新材料有限公司', '11', USCC, '', '国有法人股', 1_000],
    ]);
    const accountsBefore = await count('holder_account');
    const res = await post(`companyId=${companyId}&registerDate=2026-01-05`, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      companyId,
      rows: 5,
      entries: 4,
      holders: 3,
      createdAccounts: 2,
      matchedAccounts: 1,
      issuedShares: '3602500',
      seq: 1,
    });
    expect(await count('holder_account')).toBe(accountsBefore + 2);
    const state = await t.testDb.db.withTenant(DEMO, (tx) =>
      registerAsOf({ tx, tenantId: DEMO, companyId, date: '2026-01-05' }),
    );
    expect(state.issuedShares).toBe(3_602_500n);
    const held = [...state.holdings.values()].map((h) => `${h.shareNature}:${h.held}`).sort();
    expect(held).toEqual(['2:1000', '3:3000000', '4:1500', '4:600000']);
    const audit = await rows<{ action: string }>(
      t.testDb.db.orm,
      sql`select action from audit_log where target_id = ${companyId} and action = 'register.import'`,
    );
    expect(audit).toHaveLength(1);
    // A second import for the same company is refused.
    const again = await post(`companyId=${companyId}`, file);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该公司已有股东名册，不能再次导入初始名册');
  });

  it('refuses a file with bad rows, changes nothing and names each bad row and field', async () => {
    const { companyId } = await plantRegister(t.testDb.db, 0, DEMO);
    const file = await workbook([
      ['个人', '钱二', '居民身份证', idNumber(2), '', '境内自然人股', 100],
      ['个人', '孙 三', '居民身份证', '210202198501010000', '', '境内自然人股', 0],
      ['法人', '李四', '', '', '', '不存在的性质', 'abc'],
      ['机构', '大连新材料有限公司', '统一社会信用代码', BAD_USCC, '', '境内法人股', 10],
      ['个人', '演示投资者甲', '居民身份证', '210202199001031030', '', '境内自然人股', 10],
    ]);
    const before = await Promise.all([count('holder_account'), count('register_event'), count('holding')]);
    const res = await post(`companyId=${companyId}`, file);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.msg).toMatch(/^导入文件有9处错误，未导入任何数据。第3行 股东名称：/);
    expect(body.data.errors).toEqual([
      { row: 3, field: '股东名称', message: '请不要输入空格' },
      { row: 3, field: '证件号码', message: '请输入正确的身份证号码' },
      { row: 3, field: '持股数量', message: '持股数量必须为正整数' },
      { row: 4, field: '股东类型', message: '股东类型应为机构、个人或产品' },
      { row: 4, field: '证件号码', message: '请填写证件号码' },
      { row: 4, field: '股份性质', message: '股份性质不存在：不存在的性质' },
      { row: 4, field: '持股数量', message: '持股数量必须为正整数' },
      { row: 5, field: '证件号码', message: '请输入正确的统一社会信用代码' },
      { row: 6, field: '登记账号', message: '该股东有2个登记账户，请填写登记账号' },
    ]);
    expect(body.data.errorCount).toBe(9);
    expect(await Promise.all([count('holder_account'), count('register_event'), count('holding')])).toEqual(
      before,
    );
    const report = new ExcelJS.Workbook();
    await report.xlsx.load(Buffer.from(body.data.report.base64, 'base64') as unknown as ArrayBuffer);
    expect(report.worksheets[0]!.getRow(2).values).toEqual([undefined, 3, '股东名称', '请不要输入空格']);
    const audit = await rows<{ detail: { errors: number } }>(
      t.testDb.db.orm,
      sql`select detail from audit_log where target_id = ${companyId} and action = 'register.import_rejected'`,
    );
    expect(audit[0]!.detail.errors).toBe(body.data.errorCount);
  });

  it('refuses a file without the template header, and non-workbooks', async () => {
    const { companyId } = await plantRegister(t.testDb.db, 0, DEMO);
    const noHeader = await post(`companyId=${companyId}`, await workbook([], ['名称', '数量']));
    expect(noHeader.json().data.errors[0]).toMatchObject({ row: 1, field: '文件' });
    const garbage = await post(`companyId=${companyId}`, Buffer.from('not a workbook'));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().msg).toMatch(/^导入文件不是有效的Excel文件/);
  });

  it('follows the batch path rule: 550060 and 550227 upload to …/import/000000', async () => {
    const { companyId } = await plantRegister(t.testDb.db, 0, DEMO);
    const file = await workbook([['个人', '周五', '居民身份证', idNumber(5), '', '境内自然人股', 100]]);
    const wrong = await post(`companyId=${companyId}&appId=550060`, file);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('上传路径与业务不符：应为…/import/000000');
    const right = await post(`companyId=${companyId}&appId=550227`, file, staff, '/import/000000');
    expect(right.statusCode, right.body).toBe(200);
  });

  it('is for staff only; the template downloads with the header row', async () => {
    const { companyId } = await plantRegister(t.testDb.db, 0, DEMO);
    const file = await workbook([['个人', '吴六', '居民身份证', idNumber(6), '', '境内自然人股', 100]]);
    const org = await signIn(t, 'org_demo');
    expect((await post(`companyId=${companyId}`, file, org.headers)).statusCode).toBe(403);
    const template = await t.app.inject({ method: 'GET', url: `${URL}/importTemplate`, headers: staff });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain(
      encodeURIComponent('初始股东名册导入模板.xlsx'),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(
      (await t.app.inject({ method: 'GET', url: `${URL}/importTemplate`, headers: org.headers })).statusCode,
    ).toBe(403);
  });
});
