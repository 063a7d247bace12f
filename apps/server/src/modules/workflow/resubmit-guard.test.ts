import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  transferForm,
} from './testing/workflow-fixture.js';

/**
 * decide-application.ts repeats the engine's resubmit guard (only the applicant may resubmit) and
 * answers anyone else as if the application did not exist (issue 19: removing it left every test
 * green, the engine's 只有申请人本人可以办理该操作 answering instead).
 */
describe('workflow (issue 19): only the applicant resubmits', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  let outsider: Headers;
  beforeAll(async () => {
    ({ t, org, first, second } = await openWorkflowApp());
    outsider = (await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it('a reviewer or an outsider resubmitting a returned application gets 业务申请不存在; the applicant succeeds', async () => {
    const submitted = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ quantity: '10' })),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    const returned = await call(t, first, '/application/return', {
      uuid,
      nodeId: 'PreliminaryApprove',
      opinion: '请补充材料',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const { version } = returned.json().data;
    expect(returned.json().data).toMatchObject({ status: 'returned', currentNode: 'UpdateApplyApprove' });

    const missing = randomUUID();
    const answer = async (headers: Headers, target: string) => {
      const res = await call(t, headers, '/application/resubmit', {
        uuid: target,
        nodeId: 'UpdateApplyApprove',
        formData: transferForm({ quantity: '20' }),
      });
      return { status: res.statusCode, msg: String(res.json().msg).replace(target, '<uuid>') };
    };
    const nothing = await answer(first, missing);
    expect(nothing).toEqual({ status: 400, msg: '业务申请不存在：<uuid>' });
    for (const someone of [first, second, outsider]) expect(await answer(someone, uuid)).toEqual(nothing);

    const detail = await call(t, org, '/application/detail', { uuid });
    expect(detail.json().data).toMatchObject({ status: 'returned', version, round: 1 });

    const resubmitted = await call(t, org, '/application/resubmit', {
      uuid,
      nodeId: 'UpdateApplyApprove',
      formData: await planted(t, transferForm({ quantity: '20' })),
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().data).toMatchObject({ status: 'in_review', round: 2 });
  });
});
