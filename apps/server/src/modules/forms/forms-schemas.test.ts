import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { loadFormSeeds, loadReferenceData } from '../../seeding/index.js';
import { expectDbError } from '../../test-support/db-errors.js';
import {
  DEMO_APP_ID,
  demoSchemaJson,
  FORMS_BIZ,
  FORMS_MGR,
  plantAdministrator,
} from '../../test-support/forms.js';
import { signIn, signInAdminAndApplicant } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const OTHER_TENANT = '518100';

describe('form schemas: detail, save, versions', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let applicant: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, applicant } = await signInAdminAndApplicant(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = (appId: string, nodeId: string, headers = applicant) =>
    t.app.inject({
      method: 'GET',
      url: `${FORMS_BIZ}/detail?mgrOrBiz=biz&appId=${appId}&nodeId=${nodeId}`,
      headers,
    });
  const save = (body: Record<string, unknown>, headers = admin) =>
    t.app.inject({ method: 'POST', url: `${FORMS_MGR}/save`, headers, payload: body });
  const versions = (appId: string, nodeId: string, headers = admin) =>
    t.app.inject({ method: 'GET', url: `${FORMS_MGR}/versions?appId=${appId}&nodeId=${nodeId}`, headers });

  it('serves the seeded demo form at apply and PreliminaryApprove', async () => {
    for (const nodeId of ['apply', 'PreliminaryApprove']) {
      const res = await detail(DEMO_APP_ID, nodeId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        appId: DEMO_APP_ID,
        nodeId,
        version: 1,
        schema: demoSchemaJson(nodeId),
      });
    }
  });

  it('answers 400 表单配置不存在 for an unknown form, 400 for a malformed query, 401 anonymous', async () => {
    const res = await detail(DEMO_APP_ID, 'compile');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: `表单配置不存在：${DEMO_APP_ID}/compile` });
    expect((await detail('59/0001', 'apply')).json().msg).toMatch(/appId格式不正确/);
    expect((await detail(DEMO_APP_ID, 'apply', {})).statusCode).toBe(401);
  });

  it('refuses save and versions to anyone but an administrator (403)', async () => {
    const body = { appId: DEMO_APP_ID, nodeId: 'apply', expectedVersion: 1, schema: demoSchemaJson() };
    expect((await save(body, applicant)).statusCode).toBe(403);
    const reviewer = (await signIn(t, 'reviewer1')).headers;
    expect((await save(body, reviewer)).statusCode).toBe(403);
    expect((await versions(DEMO_APP_ID, 'apply', reviewer)).statusCode).toBe(403);
  });

  it('refuses a schema with a script string, listing the Chinese errors', async () => {
    const schema = demoSchemaJson();
    (schema.groups as { fields: { placeholder?: string }[] }[])[0]!.fields[0]!.placeholder =
      'javascript:alert(1)';
    const res = await save({ appId: DEMO_APP_ID, nodeId: 'apply', expectedVersion: 1, schema });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('表单配置不正确：不允许在配置中使用脚本：groups[0].fields[0].placeholder');
    expect(res.json().data).toEqual(['不允许在配置中使用脚本：groups[0].fields[0].placeholder']);
    const other = await save({
      appId: DEMO_APP_ID,
      nodeId: 'apply',
      expectedVersion: 1,
      schema: { ...schema, title: 1 },
    });
    expect(other.json().data.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a schema naming another form', async () => {
    const res = await save({
      appId: DEMO_APP_ID,
      nodeId: 'apply',
      expectedVersion: 1,
      schema: demoSchemaJson('detail'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('表单配置的 appId/nodeId（590001/detail）与保存的表单（590001/apply）不一致');
  });

  it('saves version 2, retires version 1, audits, and refuses a stale expectedVersion with 409', async () => {
    const schema = { ...demoSchemaJson(), title: '演示表单（第二版）' };
    const res = await save({ appId: DEMO_APP_ID, nodeId: 'apply', expectedVersion: 1, schema });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ appId: DEMO_APP_ID, nodeId: 'apply', version: 2 });
    const now = (await detail(DEMO_APP_ID, 'apply')).json().data;
    expect(now).toMatchObject({ version: 2, schema: { title: '演示表单（第二版）' } });
    const list = (await versions(DEMO_APP_ID, 'apply')).json().data;
    expect(list.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'active'],
      [1, 'retired'],
    ]);
    expect(list[1].createdBy).toBe('seed');
    const audits = await t.testDb.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'form.save'), eq(auditLog.targetId, `${DEMO_APP_ID}/apply`)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      tenantId: '000000',
      actorName: 'admin',
      detail: { version: 2, previousVersion: 1 },
    });
    const stale = await save({ appId: DEMO_APP_ID, nodeId: 'apply', expectedVersion: 1, schema });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await save({ appId: DEMO_APP_ID, nodeId: 'apply', expectedVersion: 0, schema })).statusCode).toBe(
      409,
    );
  });

  it('creates a new form from expectedVersion 0', async () => {
    const schema = demoSchemaJson('apply', '590002');
    const res = await save({ appId: '590002', nodeId: 'apply', expectedVersion: 0, schema });
    expect(res.json().data).toMatchObject({ version: 1 });
    expect((await detail('590002', 'apply')).json().data.version).toBe(1);
  });

  it('never overwrites an operator version when seeds load again, even changed ones', async () => {
    // ADR 19: a changed seed is held behind the operator's version (an untouched seed version of
    // another tenant is replaced by it; see seeding/form-seed-upgrade.test.ts).
    const seeds = loadFormSeeds().map((s) =>
      s.appId === DEMO_APP_ID && s.nodeId === 'apply'
        ? { ...s, schema: { ...s.schema, title: '种子已修改' } }
        : s,
    );
    const report = await loadReferenceData(t.testDb.db, { formSeeds: seeds });
    expect(report.loaded).toContain('form-schema:000000');
    expect(report.formSeeds).toContainEqual(
      expect.objectContaining({ tenantId: '000000', kind: 'hold', version: 2 }),
    );
    expect((await detail(DEMO_APP_ID, 'apply')).json().data.version).toBe(2);
    const again = await loadReferenceData(t.testDb.db, { formSeeds: seeds });
    expect(again.loaded).toEqual([]);
    expect((await detail(DEMO_APP_ID, 'PreliminaryApprove')).json().data.version).toBe(1);
  });

  it('keeps tenants apart: a form saved for one tenant is not served to another', async () => {
    await plantAdministrator(t, OTHER_TENANT, 'admin_b');
    const other = (await signIn(t, 'admin_b', { tenantId: OTHER_TENANT })).headers;
    expect((await detail('590002', 'apply', other)).json().msg).toBe('表单配置不存在：590002/apply');
    const seeded = (await detail(DEMO_APP_ID, 'apply', other)).json().data;
    // The other tenant's untouched seed version took the changed seed of the test before (ADR 19).
    expect(seeded).toMatchObject({ version: 2, schema: { title: '种子已修改' } });
    expect((await versions(DEMO_APP_ID, 'apply', other)).json().data).toHaveLength(2);
    // An administrator of 000000 cannot read the other tenant's forms with its own token.
    const crossed = await detail(DEMO_APP_ID, 'apply', { ...admin, 'tenant-id': OTHER_TENANT });
    expect(crossed.statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent saves of one version win', async () => {
    const body = (title: string) => ({
      appId: DEMO_APP_ID,
      nodeId: 'PreliminaryApprove',
      expectedVersion: 1,
      schema: { ...demoSchemaJson('PreliminaryApprove'), title },
    });
    const results = await Promise.all([save(body('甲')), save(body('乙')), save(body('丙'))]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const list = (await versions(DEMO_APP_ID, 'PreliminaryApprove')).json().data;
    expect(list.filter((v: { status: string }) => v.status === 'active')).toHaveLength(1);
    expect(list.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    // A form's first version: the losers hit the unique indexes.
    const first = {
      appId: '590003',
      nodeId: 'apply',
      expectedVersion: 0,
      schema: demoSchemaJson('apply', '590003'),
    };
    const created = await Promise.all([save(first), save(first), save(first)]);
    expect(created.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('keeps stored versions immutable in the database (only active → retired)', async () => {
    await expectDbError(
      t.testDb.db.orm.execute(sql`update form_schema set schema = '{}'::jsonb where app_id = '590002'`),
      /immutable/,
    );
    await expectDbError(
      t.testDb.db.orm.execute(sql`update form_schema set status = 'active' where status = 'retired'`),
      /immutable/,
    );
    await expectDbError(t.testDb.db.orm.execute(sql`delete from form_schema`), /never deleted/);
  });
});
