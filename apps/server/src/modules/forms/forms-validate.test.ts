import { compileFormValidator, type FormValues } from '@rer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_ID, DEMO_TODAY, demoCases, demoSchema, FORMS_BIZ } from '../../test-support/forms.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TAMPER_MESSAGES } from './form-failures.js';
import { serverFormContext } from './validate-submission.js';

const { good, bad } = demoCases;
const APPLY_CONTEXT = { type: 'apply', route: '/process/apply' } as const;

describe('POST …/otc-flow/workflowform/validate', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(DEMO_TODAY);
    headers = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const validate = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${FORMS_BIZ}/validate`,
      headers,
      payload: { appId: DEMO_APP_ID, nodeId: 'apply', context: APPLY_CONTEXT, ...body },
    });

  /** What the domain validator says of the same data at the same (server-derived) context. */
  const domainErrors = (formData: FormValues) => {
    const context = serverFormContext({
      tenantId: '000000',
      appId: DEMO_APP_ID,
      nodeId: 'apply',
      context: APPLY_CONTEXT,
      landingMode: 'org',
      formData,
    });
    const result = compileFormValidator(demoSchema(), context, { today: DEMO_TODAY })(formData);
    return result.ok ? [] : result.errors;
  };

  it('accepts the good case and answers it normalised', async () => {
    const res = await validate({ formData: { ...good, companyName: ` ${good.companyName} ` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, success: true, data: { version: 1 } });
    expect(res.json().data.normalized.companyName).toBe(good.companyName);
  });

  it.each(bad)('refuses the bad case "$name" as the domain validator does', async ({ change, errors }) => {
    const formData = { ...good, ...change };
    const expected = domainErrors(formData);
    expect(Object.fromEntries(expected.map((e) => [e.prop, e.message]))).toEqual(errors);
    const res = await validate({ formData });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 400, success: false });
    // The first failure, naming its field once (namingField: 企业类型的选项无效, 企业名称：此项为必填项！).
    const first = expected[0]!;
    expect(body.msg.startsWith(first.label), body.msg).toBe(true);
    expect(body.msg.endsWith(first.message), body.msg).toBe(true);
    expect(body.msg.length).toBeLessThanOrEqual(first.label.length + 1 + first.message.length);
    expect(body.data).toEqual(expected);
  });

  it('refuses an option outside its static source and outside the tenant dictionary', async () => {
    const res = await validate({ formData: { ...good, companyType: '3' } });
    expect(res.json().msg).toBe('企业类型的选项无效');
    const dict = await validate({ formData: { ...good, natureOfShareholder: '99' } });
    expect(dict.statusCode).toBe(400);
    expect(dict.json().msg).toBe('股东性质的选项无效');
  });

  it('refuses values for hidden fields, whatever isApprove the client claims', async () => {
    const res = await validate({ formData: { ...good, microFlag: '1', microNote: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`微型企业标识：${TAMPER_MESSAGES.hiddenValue}`);
    expect(res.json().data.map((e: { prop: string }) => e.prop)).toEqual(['microFlag', 'microNote']);
    const claimed = await validate({
      context: { ...APPLY_CONTEXT, isApprove: true },
      formData: { ...good, approvalOpinion: '同意' },
    });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().msg).toBe(`审批意见：${TAMPER_MESSAGES.hiddenValue}`);
  });

  describe('at the approval node PreliminaryApprove', () => {
    const approve = (formData: FormValues, extra: Record<string, unknown> = {}) =>
      validate({ nodeId: 'PreliminaryApprove', context: {}, formData, previousData: good, ...extra });

    it('accepts an unchanged form with an opinion and requires the opinion', async () => {
      expect((await approve({ ...good, approvalOpinion: '同意' })).statusCode).toBe(200);
      const missing = await approve(good, { context: { isApprove: false } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().msg).toBe('审批意见为必填项');
    });

    it('refuses a change to a read-only field', async () => {
      const res = await approve({ ...good, companyName: '另一家科技股份有限公司', approvalOpinion: '同意' });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(`企业名称：${TAMPER_MESSAGES.readOnlyChanged}`);
      expect(res.json().data).toEqual([
        {
          prop: 'companyName',
          label: '企业名称',
          message: TAMPER_MESSAGES.readOnlyChanged,
          groupKey: 'basic',
        },
      ]);
    });
  });

  it('answers 400 表单配置不存在 for an unknown form and needs a signed-in user', async () => {
    const res = await validate({ nodeId: 'nope', formData: good });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`表单配置不存在：${DEMO_APP_ID}/nope`);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${FORMS_BIZ}/validate`,
      payload: { appId: DEMO_APP_ID, nodeId: 'apply', formData: good },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
