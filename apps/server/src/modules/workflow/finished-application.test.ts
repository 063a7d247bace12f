import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * What an applicant reads of a finished share transfer (issue 18, "what users tripped on"): no
 * current node beside 已办结, and the evidence of the application — asked for by its uuid, as the
 * detail page's badge does — names each entry's step and includes the register change it caused.
 */
describe('a finished application as its applicant reads it', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  let uuid: string;
  let bizSn: string;

  beforeAll(async () => {
    ({ t, org, first, second } = await openWorkflowApp());
    const submitted = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ transfereeShareNature: '3' })),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    ({ uuid, bizSn } = submitted.json().data);
    const steps: [Headers, string, string, Record<string, unknown>][] = [
      [first, '/application/return', 'PreliminaryApprove', { opinion: '请核对转让数量' }],
      [
        org,
        '/application/resubmit',
        'UpdateApplyApprove',
        { formData: await planted(t, transferForm({ quantity: '2000', transfereeShareNature: '3' })) },
      ],
      [first, '/application/approve', 'PreliminaryApprove', {}],
      [second, '/application/approve', 'RecheckApprove', {}],
    ];
    for (const [who, path, nodeId, extra] of steps) {
      const done = await call(t, who, path, { uuid, nodeId, ...extra });
      expect(done.statusCode, done.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows 结束 as the current node of a completed application, in its detail and in the lists', async () => {
    const detail = (await call(t, org, '/application/detail', { uuid })).json().data;
    expect(detail).toMatchObject({ status: 'completed', statusName: '已办结', currentNodeName: '结束' });
    const mine = (await call(t, org, '/application/page', { current: 1, size: 10, bizSn })).json().data;
    expect(mine.records).toMatchObject([{ uuid, statusName: '已办结', currentNodeName: '结束' }]);
  });

  it('lists the register change with the application’s own entries, each with its step', async () => {
    const res = await call(t, org, `/statement/getStatementDetail?uuid=${uuid}&appId=550004`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = (res.json().data as { ext: string; action: string | null; biz_type_name: string }[])
      .map((s) => [s.ext, s.action, s.biz_type_name])
      .reverse();
    expect(entries).toEqual([
      ['application.submit', 'submit', '股份转让'],
      ['application.decision', 'return', '股份转让'],
      ['application.submit', 'resubmit', '股份转让'],
      ['application.decision', 'approve', '股份转让'],
      ['register.event', null, '股份转让登记'],
      ['application.decision', 'complete', '股份转让'],
    ]);
  });
});
