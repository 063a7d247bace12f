import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeFormSeedsOf } from '../../seeding/index.js';
import { DEMO_APP_ID, demoSchemaJson, FORMS_BIZ, FORMS_MGR } from '../../test-support/forms.js';
import { signInAdminAndApplicant } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { canonicalSchemaHash } from './form-seed.repository.js';

/** ADR 19 in the designer's load call: a held-back shipped schema is told to administrators only. */
const T = '000000';

describe('form designer load: held-back shipped schema (ADR 19)', () => {
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

  const detail = (nodeId: string, headers: Record<string, string>, mgrOrBiz = 'mgr') =>
    t.app.inject({
      method: 'GET',
      url: `${FORMS_BIZ}/detail?mgrOrBiz=${mgrOrBiz}&appId=${DEMO_APP_ID}&nodeId=${nodeId}`,
      headers,
    });
  const save = (expectedVersion: number, schema: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${FORMS_MGR}/save`,
      headers: admin,
      payload: { appId: DEMO_APP_ID, nodeId: 'apply', expectedVersion, schema },
    });
  const ship = (schema: Record<string, unknown>) =>
    upgradeFormSeedsOf(t.testDb.db, [T], [{ appId: DEMO_APP_ID, nodeId: 'apply', schema }]);

  it('an untouched form has no held version, even for the designer', async () => {
    const res = await detail('apply', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      appId: DEMO_APP_ID,
      nodeId: 'apply',
      version: 1,
      schema: demoSchemaJson('apply'),
    });
    expect(res.json().data).not.toHaveProperty('heldShippedVersion');
  });

  it("a shipped schema held behind an administrator's version is answered to the designer until adopted", async () => {
    const adminSchema = { ...demoSchemaJson('apply'), title: '管理员修改的演示表单' };
    expect((await save(1, adminSchema)).statusCode).toBe(200);
    const shipped = { ...demoSchemaJson('apply'), title: '演示表单（新版内置）' };
    const [outcome] = await ship(shipped);
    expect(outcome).toMatchObject({ kind: 'hold', version: 2 });

    const res = await detail('apply', admin);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ version: 2, schema: { title: '管理员修改的演示表单' } });
    expect(data.heldShippedVersion).toEqual({
      recordedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      heldBehind: 2,
      seedHash: canonicalSchemaHash(shipped),
      schema: shipped,
    });

    // Not to users (biz call, or no administrator role), and not for another node of the form.
    expect((await detail('apply', admin, 'biz')).json().data).not.toHaveProperty('heldShippedVersion');
    const forApplicant = await detail('apply', applicant);
    expect(forApplicant.statusCode).toBe(200);
    expect(forApplicant.json().data).not.toHaveProperty('heldShippedVersion');
    expect((await detail('PreliminaryApprove', admin)).json().data).not.toHaveProperty('heldShippedVersion');

    // Adopting it is an ordinary save (optimistic version); then nothing is pending.
    expect((await save(1, shipped)).statusCode).toBe(409);
    expect((await save(2, shipped)).json()).toMatchObject({ success: true, data: { version: 3 } });
    const after = (await detail('apply', admin)).json().data;
    expect(after.version).toBe(3);
    expect(after).not.toHaveProperty('heldShippedVersion');
  });

  it('an administrator version saved after the hold, not the shipped one, keeps it pending', async () => {
    const shipped = { ...demoSchemaJson('apply'), title: '演示表单（第三版内置）' };
    expect((await ship(shipped))[0]).toMatchObject({ kind: 'hold', version: 3 });
    expect((await save(3, { ...shipped, title: '管理员又改了' })).statusCode).toBe(200);
    const data = (await detail('apply', admin)).json().data;
    expect(data.version).toBe(4);
    expect(data.heldShippedVersion).toMatchObject({
      heldBehind: 3,
      schema: { title: '演示表单（第三版内置）' },
    });
  });
});
