import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS_BIZ } from '../../test-support/forms.js';
import { signInAdminAndApplicant } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Excel for display tables users fill (ADR 49): the template of the columns and the cells of a
// filled workbook, read with the attachment previews' inflate limits. Nothing is stored.

async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('股东信息');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('display-table Excel: template and reading (ADR 49)', () => {
  let t: TestApp;
  let applicant: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ({ applicant } = await signInAdminAndApplicant(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (body: Buffer, headers: Record<string, string> = applicant) =>
    t.app.inject({
      method: 'POST',
      url: `${FORMS_BIZ}/tableImport/read`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  it('answers a template whose first row is the columns', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${FORMS_BIZ}/tableImport/template`,
      headers: applicant,
      payload: { title: '股东信息', headers: ['股东类型', '股东名称', '证件号码'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('股东信息导入模板.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual([
      '股东类型',
      '股东名称',
      '证件号码',
    ]);
  });

  it('refuses a template without columns, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${FORMS_BIZ}/tableImport/template`,
      headers: applicant,
      payload: { title: '股东信息', headers: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('至少需要一列');
  });

  it('reads the cells of the first sheet as text, blank rows left out', async () => {
    const res = await read(
      await workbookOf([['股东名称', '持股数量（股）'], ['测试股东甲', 1200], [], ['测试股东乙', '300']]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toEqual([
      ['股东名称', '持股数量（股）'],
      ['测试股东甲', '1200'],
      ['测试股东乙', '300'],
    ]);
  });

  it('refuses what is not a workbook, and a deflate bomb, with a Chinese message', async () => {
    const notXlsx = await read(Buffer.from('not a workbook'));
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().msg).toMatch(/^导入文件不是有效的Excel文件（.xlsx）：/);
    const bomb = await read(await workbookOf([['备注'], ['啊'.repeat(1_000_000)]]));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().msg).toContain('压缩比超过100倍');
  });

  it('is for signed-in users only', async () => {
    expect((await read(await workbookOf([['a']]), {})).statusCode).toBe(401);
  });
});
