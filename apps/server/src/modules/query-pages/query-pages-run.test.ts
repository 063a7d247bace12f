import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import type { TestApp } from '../../test-support/test-app.js';
import { dictionaryPage, openQueryPagesApp, type QueryPageCalls } from './testing/query-page-calls.js';

describe('query pages: config and query', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let applicant: Record<string, string>;
  let calls: QueryPageCalls;
  beforeAll(async () => {
    ({ t, calls, admin, applicant } = await openQueryPagesApp());
  });
  afterAll(async () => {
    await t.close();
  });

  /** Stores a page as the owner, bypassing the save call's checks (an old or hand-made row). */
  const plantPage = (config: Record<string, unknown>) =>
    t.testDb.db.orm.execute(
      sql`insert into query_page_config (tenant_id, page_key, version, config, created_by)
          values ('000000', ${config.pageKey as string}, 1, ${JSON.stringify(config)}::jsonb, 'test')`,
    );

  it('serves the seeded pages, my applications and my to-dos naming the workflow endpoints', async () => {
    const apps = await calls.config('bizApplication2', applicant);
    expect(apps.statusCode, apps.body).toBe(200);
    expect(apps.json().data).toMatchObject({
      pageKey: 'bizApplication2',
      version: 1,
      config: { title: '我的申请', dataSource: { endpoint: 'workflow.myApplications' } },
    });
    const tasks = (await calls.config('bjotcTaskItem2', applicant)).json().data;
    expect(tasks.config.dataSource).toEqual({ endpoint: 'workflow.myTasks' });
    expect((await calls.config('bizApplication2', {})).statusCode).toBe(401);
    const unknown = await calls.config('nothingHere', applicant);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('查询页面配置不存在：nothingHere');
    expect((await calls.config('bad/key', applicant)).json().msg).toMatch(/pageKey格式不正确/);
  });

  it('runs a page: default field from the query, mapping, paging with the total', async () => {
    const first = await calls.query(
      { pageKey: 'dictItems', pageNo: 1, pageSize: 5, params: { code: 'certificateType' } },
      applicant,
    );
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data;
    expect(page1).toMatchObject({ total: 24, size: 5, current: 1, pages: 5 });
    expect(page1.records).toHaveLength(5);
    const last = (
      await calls.query(
        { pageKey: 'dictItems', pageNo: 5, pageSize: 5, params: { code: 'certificateType' } },
        applicant,
      )
    ).json().data;
    expect(last.records).toHaveLength(4);
    expect(last.records[0].dictKey).not.toBe(page1.records[0].dictKey);
    const searched = (
      await calls.query(
        { pageKey: 'dictItems', pageSize: 10, params: { code: 'certificateType', keyword: '身份证' } },
        applicant,
      )
    ).json().data;
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.total).toBeLessThan(24);
    for (const row of searched.records) expect(`${row.dictKey}${row.dictValue}`).toContain('身份证');
  });

  it('says <field>值不能为空 for an empty required default field and runs nothing', async () => {
    for (const params of [{}, { code: '' }, { code: '   ' }]) {
      const res = await calls.query({ pageKey: 'dictItems', params }, applicant);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('字典编码值不能为空');
    }
  });

  it('refuses unknown conditions, bad values and endpoint parameter failures, naming the field', async () => {
    const run = (params: Record<string, unknown>) => calls.query({ pageKey: 'dictItems', params }, applicant);
    expect((await run({ code: 'certificateType', url: 'http://evil' })).json().msg).toBe(
      '查询条件不存在：url',
    );
    expect((await run({ code: 'certificateType', keyword: 'x'.repeat(51) })).json().msg).toBe(
      '键值或名称长度不能超过50个字符',
    );
    expect((await run({ code: '1bad' })).json().msg).toBe('字典编码：格式不正确');
  });

  it('enforces the page sizes of the page (5, 10, 15, 20, 30 by default)', async () => {
    const res = await calls.query(
      { pageKey: 'dictItems', pageSize: 500, params: { code: 'certificateType' } },
      applicant,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('每页条数只能为5、10、15、20、30');
    await plantPage(
      dictionaryPage('narrowSizes', { pagination: { pageSizes: [10, 20], defaultPageSize: 10 } }),
    );
    const narrow = await calls.query({ pageKey: 'narrowSizes', pageSize: 5 }, applicant);
    expect(narrow.json().msg).toBe('每页条数只能为10、20');
    const fine = await calls.query({ pageKey: 'narrowSizes', pageSize: 20 }, applicant);
    expect(fine.json().data).toMatchObject({ total: 24, size: 20 });
    expect(fine.json().data.records).toHaveLength(20);
  });

  it('says the endpoint is not registered, and 请填写地址和请求方式 without a data source', async () => {
    await plantPage(dictionaryPage('ghostSource', { dataSource: { endpoint: 'nobody.there' } }));
    const ghost = await calls.query({ pageKey: 'ghostSource' }, applicant);
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().msg).toBe('数据接口未注册：nobody.there');
    const { dataSource: _none, ...sourceless } = dictionaryPage('noSource');
    await plantPage(sourceless);
    expect((await calls.query({ pageKey: 'noSource' }, applicant)).json().msg).toBe('请填写地址和请求方式');
  });

  it('maps a field to the endpoint parameter (name → holderName), masks and audits holder rows', async () => {
    const res = await calls.query({ pageKey: 'holderAccounts', params: { name: '演示投资者甲' } }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const { records, total } = res.json().data;
    expect(total).toBe(3);
    for (const row of records) {
      expect(row.holderName).toBe('演示投资者甲');
      expect(row.certificateNo).toMatch(/^\d{6}\*+\d{3}[\dX]$/);
    }
    const audits = await t.testDb.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'holder.search'), eq(auditLog.actorName, 'admin')));
    expect(audits.at(-1)?.detail).toMatchObject({ call: 'queryPage:holders.search', results: 3 });
    expect(JSON.stringify(audits.at(-1)?.detail)).not.toContain('演示投资者甲');
  });

  it('lets each endpoint authorise: the form list is for administrators only', async () => {
    expect((await calls.query({ pageKey: 'formSchemas' }, admin)).json().data.total).toBeGreaterThan(0);
    expect((await calls.query({ pageKey: 'formSchemas' }, applicant)).statusCode).toBe(403);
  });
});
