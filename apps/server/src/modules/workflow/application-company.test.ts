import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import { COMPANY, call, enterprise, type Headers, openWorkflowApp } from './testing/workflow-fixture.js';

/** Which company an application is filed under: never a silently different one. */
describe('the company of an application', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let other: string;
  beforeAll(async () => {
    ({ t, org, first } = await openWorkflowApp());
    const [row] = await rows<{ uuid: string }>(
      t.testDb.db.orm,
      sql`select uuid from company where uuid <> ${COMPANY} order by uuid limit 1`,
    );
    other = row!.uuid;
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (headers: Headers, companyId?: string) =>
    call(t, headers, '/application/save', { appId: '550004', formData: { remark: '草稿' }, companyId });

  it("files an enterprise's draft under its current company, and refuses another company", async () => {
    const own = await save(org, COMPANY);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.companyName).toBe('大连演示科技股份有限公司');
    const unstated = await save(org);
    expect(unstated.json().data.companyName).toBe('大连演示科技股份有限公司');
    const foreign = await save(org, other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().msg).toBe('只能为当前企业办理业务，请先切换到该企业');
  });

  it('refuses a company for a member or an investor, who have no current company here', async () => {
    const member = (await signIn(t, 'member_demo')).headers;
    const refused = await save(member, COMPANY);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('只能为当前企业办理业务，请先切换到该企业');
  });

  it('lets staff name a company that exists, and refuses one that does not (not a 500)', async () => {
    const named = await save(first, other);
    expect(named.statusCode).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await save(first, unknown);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(`公司不存在：${unknown}`);
  });

  it('lets an enterprise edit an application only as the company it is for', async () => {
    const draft = (await save(org)).json().data;
    const refs = await call(t, org, '/user/queryAllRefCompany', undefined, 'GET');
    const second = (refs.json().data as { companyId?: string; uuid?: string }[])
      .map((c) => c.companyId ?? c.uuid)
      .find((id) => id !== COMPANY);
    expect(second).toBeDefined();
    const elsewhere = await enterprise(t, second);
    const edit = (headers: Headers) =>
      call(t, headers, '/application/save', {
        appId: '550004',
        uuid: draft.uuid,
        version: draft.version,
        formData: { remark: '改' },
      });
    const refused = await edit(elsewhere);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('只能为当前企业办理业务，请先切换到该企业');
    expect((await edit(org)).statusCode).toBe(200);
  });
});
