import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { consoleCall, createStaff, type Headers } from './testing/console-fixture.js';

describe('the audit log page (ADR 39)', () => {
  let t: TestApp;
  let admin: Headers;
  let staffId: string;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    admin = (await signIn(t, 'admin')).headers;
    staffId = (await createStaff(t, admin, 'audited_one', [])).id;
    await consoleCall(t, admin, '/account/unlock', { id: staffId });
  });
  afterAll(async () => {
    await t.close();
  });

  it('searches by actor, action, record and time range, newest first', async () => {
    const byRecord = await consoleCall(t, admin, '/audit/page', { targetId: staffId });
    expect(byRecord.statusCode, byRecord.body).toBe(200);
    expect(byRecord.json().data.records.map((r: { action: string }) => r.action)).toEqual([
      'console.account_unlock',
      'console.account_create',
    ]);
    const byAction = (
      await consoleCall(t, admin, '/audit/page', { action: 'account_create', actor: '演示管理员' })
    ).json().data;
    expect(byAction.total).toBe(1);
    expect(byAction.records[0]).toMatchObject({
      actorName: '演示管理员',
      targetType: 'account',
      detail: { account: 'audited_one' },
    });
    const future = (await consoleCall(t, admin, '/audit/page', { from: '2999-01-01T00:00:00Z' })).json().data;
    expect(future.total).toBe(0);
    const reversed = await consoleCall(t, admin, '/audit/page', { from: '2026-02-01', to: '2026-01-01' });
    expect(reversed.json().msg).toBe('结束时间：不能早于开始时间');
    expect((await consoleCall(t, admin, '/audit/page', { from: 'yesterday' })).json().msg).toContain(
      '开始时间：时间格式不正确',
    );
  });

  it('exports the search as a real .xlsx workbook, and audits the export', async () => {
    const res = await consoleCall(t, admin, '/audit/export', { targetId: staffId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('审计日志')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '时间',
      '操作人',
      '操作人编号',
      'IP',
      '操作',
      '对象类型',
      '对象编号',
      '内容',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(5).value).toBe('console.account_unlock');
    expect(sheet.getRow(3).getCell(2).value).toBe('演示管理员');
    const exports = (await consoleCall(t, admin, '/audit/page', { action: 'console.audit_export' })).json()
      .data;
    expect(exports.records[0].detail).toMatchObject({ rows: 2 });
  });
});
