import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { FORMS_BIZ, FORMS_MGR } from '../../test-support/forms.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  transferForm,
} from '../workflow/testing/workflow-fixture.js';

/** The service information table widget (001 §3.18, §5.18) in a submitted form, checked by the server. */
describe('service information widget on submit', () => {
  let t: TestApp;
  let org: Headers;
  beforeAll(async () => {
    ({ t, org } = await openWorkflowApp());
    const admin = (await signIn(t, 'admin')).headers;
    const current = await t.app.inject({
      method: 'GET',
      url: `${FORMS_BIZ}/detail?mgrOrBiz=mgr&appId=550004&nodeId=apply`,
      headers: admin,
    });
    const { version, schema } = current.json().data;
    const [first, ...rest] = schema.groups;
    const field = {
      type: 'widget',
      widget: 'serviceInformation',
      prop: 'serviceInformationCsrcs',
      label: '服务信息',
      props: { dateEntry: true },
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: `${FORMS_MGR}/save`,
      headers: admin,
      payload: {
        appId: '550004',
        nodeId: 'apply',
        expectedVersion: version,
        schema: { ...schema, groups: [{ ...first, fields: [...first.fields, field] }, ...rest] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const applications = async () =>
    (await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from application`))[0]!.n;
  const submit = async (serviceInformationCsrcs: unknown) =>
    call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ serviceInformationCsrcs })),
    });
  const good = { serviceType: '1', serviceStatus: '1', serviceStatusStartDate: '2025-03-01' };

  it.each([
    ['no service type', [{ ...good, serviceType: '' }], '服务信息：第1行请填写服务类型'],
    ['no service status', [good, { serviceType: '2' }], '服务信息：第2行请填写服务状态'],
    [
      'an end date on the start date',
      [{ ...good, serviceStatusEndDate: '2025-03-01' }],
      '服务信息：第1行结束日期必须晚于开始日期',
    ],
  ])('refuses %s with a Chinese 400 naming the row, writing nothing', async (_name, value, msg) => {
    const before = await applications();
    const res = await submit(value);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg });
    expect(await applications()).toBe(before);
  });

  it('accepts rows with type, status and an end date after the start', async () => {
    const before = await applications();
    const res = await submit([
      { ...good, serviceStatusEndDate: '2025-03-02' },
      { serviceType: '2', serviceStatus: '1' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await applications()).toBe(before + 1);
  });
});
