import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSchema } from '../../db/schema.js';
import { FORMS_BIZ, FORMS_MGR, plantAdministrator } from '../../test-support/forms.js';
import { signIn, signInAdminAndApplicant } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Big display tables apart from their schema (issue 18, ADR 33): the detail answer with
// firstRows keeps a table's first rows, workflowform/tableRows serves the rest by page.

const APP_ID = '590020';
const OTHER_TENANT = '518100';

const rowsOf = (count: number, tag = 'SN') =>
  Array.from({ length: count }, (_, i) => ({
    bizSn: `${tag}${String(i + 1).padStart(6, '0')}`,
    holderName: `股东${i + 1}`,
    shares: (i % 97) * 100,
    listed: i % 2 === 0,
    remark: null,
  }));

function bigTableSchema(rows: unknown[], small: unknown[] = rowsOf(3, 'S')) {
  return {
    schemaVersion: 1,
    appId: APP_ID,
    nodeId: 'apply',
    title: '大数据表格',
    groups: [
      {
        key: 'g',
        title: '名册',
        fields: [
          { type: 'input', prop: 'companyName', label: '企业名称' },
          {
            type: 'displayTable',
            prop: 'history',
            label: '名册',
            defaultValue: rows,
            columns: [
              { prop: 'bizSn', label: '业务编号' },
              { prop: 'holderName', label: '股东名称' },
            ],
          },
          {
            type: 'displayTable',
            prop: 'small',
            label: '小表',
            defaultValue: small,
            columns: [{ prop: 'bizSn', label: '业务编号' }],
          },
        ],
      },
    ],
  };
}

describe('display-table rows apart from the schema: detail firstRows and tableRows', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let applicant: Record<string, string>;
  const v1 = rowsOf(1250);
  const v2 = rowsOf(300, 'V2-');
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, applicant } = await signInAdminAndApplicant(t));
    for (const [expectedVersion, rows] of [
      [0, v1],
      [1, v2],
    ] as const) {
      const saved = await t.app.inject({
        method: 'POST',
        url: `${FORMS_MGR}/save`,
        headers: admin,
        payload: { appId: APP_ID, nodeId: 'apply', expectedVersion, schema: bigTableSchema([...rows]) },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers = applicant) => t.app.inject({ method: 'GET', url, headers });
  const detail = (query: string, headers = applicant) =>
    get(`${FORMS_BIZ}/detail?appId=${APP_ID}&nodeId=apply&${query}`, headers);
  const page = (query: string, headers = applicant) =>
    get(`${FORMS_BIZ}/tableRows?appId=${APP_ID}&nodeId=apply&prop=history&${query}`, headers);
  const fieldsOf = (schema: { groups: { fields: { defaultValue?: unknown[] }[] }[] }) =>
    schema.groups[0]!.fields;

  it('cuts only the tables above firstRows to their first rows and lists them with their totals', async () => {
    const res = await detail('mgrOrBiz=biz&firstRows=100');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.version).toBe(2);
    expect(data.pagedTables).toEqual([{ prop: 'history', total: 300 }]);
    const [, history, small] = fieldsOf(data.schema);
    expect(history!.defaultValue).toEqual(v2.slice(0, 100));
    expect(small!.defaultValue).toEqual(rowsOf(3, 'S'));
  });

  it('keeps every row in the schema without firstRows, and always for the designer', async () => {
    const plain = (await detail('mgrOrBiz=biz')).json().data;
    expect(plain.pagedTables).toBeUndefined();
    expect(fieldsOf(plain.schema)[1]!.defaultValue).toEqual(v2);
    const designer = (await detail('mgrOrBiz=mgr&firstRows=100', admin)).json().data;
    expect(designer.pagedTables).toBeUndefined();
    expect(fieldsOf(designer.schema)[1]!.defaultValue).toEqual(v2);
  });

  it('serves pages of one stored version that put together give every row, past the end empty', async () => {
    const pages = [];
    for (let offset = 100; offset < 1250; offset += 500) {
      const res = await page(`version=1&offset=${offset}&limit=500`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ total: 1250, offset });
      pages.push(...res.json().data.rows);
    }
    expect(pages).toEqual(v1.slice(100));
    // The active version 2 has its own rows; version 1's stay as they were.
    expect((await page('version=2&offset=0&limit=2')).json().data).toEqual({
      total: 300,
      offset: 0,
      rows: v2.slice(0, 2),
    });
    expect((await page('version=1&offset=5000&limit=10')).json().data).toEqual({
      total: 1250,
      offset: 5000,
      rows: [],
    });
  });

  it('refuses bad paging with Chinese messages naming the field, unknown versions and tables', async () => {
    expect((await page('version=1&offset=0&limit=0')).json().msg).toMatch(/limit 必须在1到20000之间/);
    expect((await page('version=1&offset=0&limit=20001')).json().msg).toMatch(/limit 必须在1到20000之间/);
    expect((await page('version=1&offset=-1&limit=10')).json().msg).toMatch(/offset 不能小于0/);
    expect((await page('version=x&offset=0&limit=10')).json().msg).toMatch(/version 必须为整数/);
    expect((await detail('firstRows=0')).json().msg).toMatch(/firstRows 必须在1到1000之间/);
    const unknown = await page('version=9&offset=0&limit=10');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe(`表单配置不存在：${APP_ID}/apply`);
    const noTable = await get(
      `${FORMS_BIZ}/tableRows?appId=${APP_ID}&nodeId=apply&prop=companyName&version=1&offset=0&limit=10`,
    );
    expect(noTable.json().msg).toBe('表单配置中没有该展示表格：companyName');
    expect((await page('version=1&offset=0&limit=10', {})).statusCode).toBe(401);
  });

  it('serves a tenant only its own forms', async () => {
    await plantAdministrator(t, OTHER_TENANT, 'admin_rows');
    const other = (await signIn(t, 'admin_rows', { tenantId: OTHER_TENANT })).headers;
    expect((await page('version=1&offset=0&limit=10', other)).json().msg).toBe(
      `表单配置不存在：${APP_ID}/apply`,
    );
  });

  it('checks each page again before it leaves: a stored row with script text is refused', async () => {
    // Saving refuses it (the parser); a version written around the save path is caught on reading.
    const rows = rowsOf(3);
    rows[1]!.holderName = 'javascript:alert(1)';
    await t.testDb.db.orm.insert(formSchema).values({
      tenantId: '000000',
      appId: '590021',
      nodeId: 'apply',
      version: 1,
      schema: { ...bigTableSchema(rows), appId: '590021' },
      createdBy: 'test',
    });
    const res = await get(
      `${FORMS_BIZ}/tableRows?appId=590021&nodeId=apply&prop=history&version=1&offset=1&limit=5`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('表单配置不正确：不允许在配置中使用脚本：history[1].holderName');
  });
});
