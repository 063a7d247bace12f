import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PLEDGEE_CONFIRM_URL, PLEDGEE_FACE_SANDBOX_URL, PLEDGEE_FACE_START_URL } from '@rer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TODAY, demoCases, demoSchemaJson } from '../../test-support/forms.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertFirstVersionIfNone } from '../forms/index.js';
import { insertFirstFlowIfNone, registerWorkflowBusiness } from '../workflow/index.js';
import { call, type Headers, key, planted, staff, TENANT } from '../workflow/testing/workflow-fixture.js';
import { requirePledgeeConfirmed } from './index.js';
import { pledgeRow, sentLinks, tokenOf } from './testing/pledge-application.js';

/** A test flow standing in for 550063 until ADR 71's business is merged: 申请 → 复审. */
const APP_ID = '559063';
const flow = {
  ...JSON.parse(
    readFileSync(new URL('../../businesses/registration-account-freeze/flow.json', import.meta.url), 'utf8'),
  ),
  appId: APP_ID,
  businessTypeName: '股权质押登记（测试流程）',
  // No completion effect: what is under test is the refusal, not 550063's register event (ADR 71).
  completionEffect: null,
};

/** The demo values with every file id a fresh uuid (the fixture's ids are placeholders). */
function withFreshFileIds<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (k, v) => (k === 'attachId' ? randomUUID() : v)) as T;
}

describe('550063 approval waits for the pledgee (the wiring of ADR 72 through onReviewed)', () => {
  let t: TestApp;
  let first: Headers;
  let second: Headers;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    t.clock.set(DEMO_TODAY);
    await t.testDb.db.withTenant(TENANT, async (tx) => {
      await insertFirstFlowIfNone(tx, {
        tenantId: TENANT,
        appId: APP_ID,
        definition: flow,
        createdBy: 'test',
      });
      for (const nodeId of ['apply', 'RecheckApprove', 'UpdateApplyApprove'])
        await insertFirstVersionIfNone(tx, {
          tenantId: TENANT,
          appId: APP_ID,
          nodeId,
          schema: demoSchemaJson(nodeId, APP_ID),
          createdBy: 'test',
        });
    });
    // Exactly the lines 550063's server business adds to its WorkflowBusiness.
    registerWorkflowBusiness({
      appId: APP_ID,
      onReviewed: async (tx, input) => {
        if (input.action === 'approve')
          await requirePledgeeConfirmed(tx, { tenantId: input.tenantId, applicationId: input.applicationId });
      },
    });
    first = await staff(t, 'reviewer1');
    second = await staff(t, 'reviewer2');
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'tenant-id': TENANT } });

  it('an approval before the confirmation is refused and rolled back; after it, it completes', async () => {
    const form = await planted(
      t,
      { ...withFreshFileIds(demoCases.good), pledgeInfo: [pledgeRow({ zqrMobile: '13900000027' })] },
      'reviewer1',
    );
    const submitted = await call(t, first, '/application/submit', {
      appId: APP_ID,
      idempotencyKey: key(),
      formData: form,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const uuid = submitted.json().data.uuid as string;
    const approve = () =>
      call(t, second, '/application/approve', {
        uuid,
        nodeId: 'RecheckApprove',
        opinion: '同意',
        // The demo form asks its 审批意见 field at the review node.
        formData: { ...form, approvalOpinion: '同意' },
      });

    const early = await approve();
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe('质权人尚未完成确认（短信链接及人脸识别），暂不能审核通过');
    const detail = await call(t, second, `/application/detail?uuid=${uuid}`, undefined, 'GET');
    expect(JSON.stringify(detail.json().data)).not.toContain('"status":"completed"');

    expect(
      (await call(t, first, `/pledgeeInfo/sendConfirmSms?uuid=${uuid}`, undefined, 'GET')).statusCode,
    ).toBe(200);
    const token = tokenOf((await sentLinks(t, '13900000027')).at(-1)!);
    const certifyId = (await post(PLEDGEE_FACE_START_URL, { token })).json().data.certifyId as string;
    await post(PLEDGEE_FACE_SANDBOX_URL, { token, certifyId, passed: true });
    expect((await post(PLEDGEE_CONFIRM_URL, { token, certifyId })).statusCode).toBe(200);

    const approved = await approve();
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('completed');
  });
});
