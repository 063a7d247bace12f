import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { expectDbError } from '../../test-support/db-errors.js';
import { plantAdministrator } from '../../test-support/forms.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import { dictionaryPage, openQueryPagesApp, type QueryPageCalls } from './testing/query-page-calls.js';

const OTHER_TENANT = '518100';

describe('query pages: configurator calls (administrators)', () => {
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

  const page = (title: string) => ({ ...dictionaryPage('dictItems'), title });

  it('refuses save, versions, list and endpoints to anyone but an administrator (403)', async () => {
    const body = { pageKey: 'dictItems', expectedVersion: 1, config: page('x') };
    const reviewer = (await signIn(t, 'reviewer1')).headers;
    for (const headers of [applicant, reviewer]) {
      expect((await calls.save(body, headers)).statusCode).toBe(403);
      expect((await calls.versions('dictItems', headers)).statusCode).toBe(403);
      expect((await calls.list(headers)).statusCode).toBe(403);
      expect((await calls.endpoints(headers)).statusCode).toBe(403);
    }
    expect((await calls.save(body, {})).statusCode).toBe(401);
  });

  it('lists the pages and the registered endpoints with their parameters', async () => {
    const pages = (await calls.list(admin)).json().data as { pageKey: string; endpoint: string | null }[];
    expect(pages.map((p) => p.pageKey)).toEqual(
      expect.arrayContaining([
        'bizApplication2',
        'bjotcTaskItem2',
        'dictItems',
        'holderAccounts',
        'formSchemas',
      ]),
    );
    expect(pages.find((p) => p.pageKey === 'bjotcTaskItem2')?.endpoint).toBe('workflow.myTasks');
    const endpoints = (await calls.endpoints(admin)).json().data as {
      name: string;
      params: { name: string }[];
    }[];
    const dictionary = endpoints.find((e) => e.name === 'dictionary.items');
    expect(dictionary?.params.map((p) => p.name)).toEqual(['code', 'keyword', 'parentKey']);
    expect(endpoints.map((e) => e.name)).toContain('holders.search');
  });

  it('refuses invalid configurations with Chinese errors naming the path', async () => {
    const scripted = { ...page('x'), columns: [{ prop: 'dictKey', label: 'x', filterFn: 'v => v' }] };
    const res = await calls.save({ pageKey: 'dictItems', expectedVersion: 1, config: scripted }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('查询页面配置不正确：不允许在配置中使用脚本：columns[0].filterFn');
    const url = { ...page('x'), dataSource: { endpoint: 'http://example.com/api' } };
    expect(
      (await calls.save({ pageKey: 'dictItems', expectedVersion: 1, config: url }, admin)).json().data,
    ).toEqual(['接口只能按注册名称引用，不能使用地址：dataSource.endpoint']);
    const ghost = { ...page('x'), dataSource: { endpoint: 'nobody.there' } };
    expect(
      (await calls.save({ pageKey: 'dictItems', expectedVersion: 1, config: ghost }, admin)).json().msg,
    ).toBe('查询页面配置不正确：未注册的数据接口「nobody.there」：dataSource.endpoint');
    const other = await calls.save(
      { pageKey: 'holderAccounts', expectedVersion: 1, config: page('x') },
      admin,
    );
    expect(other.json().msg).toBe('查询页面配置的 pageKey（dictItems）与保存的页面（holderAccounts）不一致');
  });

  it('saves version 2, retires version 1, audits, and refuses a stale expectedVersion with 409', async () => {
    const res = await calls.save(
      { pageKey: 'dictItems', expectedVersion: 1, config: page('字典（第二版）') },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ pageKey: 'dictItems', version: 2 });
    expect((await calls.config('dictItems', applicant)).json().data).toMatchObject({
      version: 2,
      config: { title: '字典（第二版）' },
    });
    const list = (await calls.versions('dictItems', admin)).json().data;
    expect(list.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'active'],
      [1, 'retired'],
    ]);
    expect(list[1].createdBy).toBe('seed');
    const audits = await t.testDb.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'query_page.save'), eq(auditLog.targetId, 'dictItems')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorName: 'admin', detail: { version: 2, previousVersion: 1 } });
    const stale = await calls.save({ pageKey: 'dictItems', expectedVersion: 1, config: page('旧') }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect(
      (await calls.save({ pageKey: 'dictItems', expectedVersion: 0, config: page('旧') }, admin)).statusCode,
    ).toBe(409);
  });

  it('creates a page from expectedVersion 0 and lets one of concurrent saves win', async () => {
    const fresh = dictionaryPage('freshPage');
    const created = await Promise.all(
      [0, 1, 2].map(() => calls.save({ pageKey: 'freshPage', expectedVersion: 0, config: fresh }, admin)),
    );
    expect(created.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const next = await Promise.all(
      ['甲', '乙', '丙'].map((title) =>
        calls.save({ pageKey: 'freshPage', expectedVersion: 1, config: { ...fresh, title } }, admin),
      ),
    );
    expect(next.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const list = (await calls.versions('freshPage', admin)).json().data;
    expect(list.map((v: { version: number; status: string }) => `${v.version}:${v.status}`)).toEqual([
      '2:active',
      '1:retired',
    ]);
  });

  it('keeps tenants apart and versions immutable in the database', async () => {
    await plantAdministrator(t, OTHER_TENANT, 'admin_q');
    const other = (await signIn(t, 'admin_q', { tenantId: OTHER_TENANT })).headers;
    expect((await calls.config('dictItems', other)).json().data.version).toBe(1);
    expect((await calls.config('freshPage', other)).json().msg).toBe('查询页面配置不存在：freshPage');
    await expectDbError(
      t.testDb.db.orm.execute(
        sql`update query_page_config set config = '{}'::jsonb where page_key = 'freshPage'`,
      ),
      /immutable/,
    );
    await expectDbError(
      t.testDb.db.orm.execute(sql`update query_page_config set status = 'active' where status = 'retired'`),
      /immutable/,
    );
    await expectDbError(t.testDb.db.orm.execute(sql`delete from query_page_config`), /never deleted/);
  });
});
