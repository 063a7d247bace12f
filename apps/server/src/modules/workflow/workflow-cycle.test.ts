import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import { integrateTenant } from '../evidence-ledger/index.js';
import { expectTransferVoucher } from './testing/voucher-checks.js';
import {
  call,
  FIRM,
  type Headers,
  holdingOf,
  key,
  openWorkflowApp,
  PERSON,
  planted,
  transferForm,
} from './testing/workflow-fixture.js';

describe('workflow: a share transfer from application to register', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  beforeAll(async () => {
    ({ t, org, first, second } = await openWorkflowApp());
  });
  afterAll(async () => {
    await t.close();
  });

  it('apply → 初审 approves → 复审 returns → resubmit → both approve → holdings changed with the biz_sn as basis', async () => {
    const idempotencyKey = key();
    const body = { appId: '550004', idempotencyKey, formData: await planted(t, transferForm()) };
    const submitted = await call(t, org, '/application/submit', body);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      msg: '提交成功',
      data: {
        status: 'in_review',
        currentNode: 'PreliminaryApprove',
        companyName: '大连演示科技股份有限公司',
      },
    });
    const { uuid, bizSn } = submitted.json().data;
    expect(bizSn).toMatch(/^\d{14}$/);
    // A repeated submit with the same key answers the same application.
    const again = await call(t, org, '/application/submit', body);
    expect(again.json().data.uuid).toBe(uuid);
    const [count] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from application where idempotency_key = ${idempotencyKey}`,
    );
    expect(count!.n).toBe(1);

    const badge = await call(t, first, '/taskItem/getUserTasks', { pageNo: 1, pageSize: 10 });
    expect(badge.json().data.totalRecord).toBe(1);
    expect(badge.json().data.records[0]).toMatchObject({ uuid, nodeName: '初审', taskItemState: '待办' });
    expect((await call(t, second, '/taskItem/getUserTasks', {})).json().data.totalRecord).toBe(0);

    const approved = await call(t, first, '/application/approve', {
      uuid,
      nodeId: 'PreliminaryApprove',
      opinion: '同意',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ currentNode: 'RecheckApprove', status: 'in_review' });

    const returned = await call(t, second, '/application/return', {
      uuid,
      nodeId: 'RecheckApprove',
      opinion: '请补充转让协议原件',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data).toMatchObject({ status: 'returned', currentNode: 'UpdateApplyApprove' });

    const mine = await call(t, org, '/application/page', { current: 1, size: 10 });
    expect(mine.json().data).toMatchObject({
      total: 1,
      records: [{ uuid, status: 'returned', statusName: '退回修改' }],
    });
    const orgTodo = await call(t, org, '/taskItem/page', {});
    expect(orgTodo.json().data.records).toMatchObject([{ uuid, nodeId: 'UpdateApplyApprove' }]);

    const resubmitted = await call(t, org, '/application/resubmit', {
      uuid,
      nodeId: 'UpdateApplyApprove',
      // The firm receives a person's shares: it holds them as 境内法人股 (3), not 境内自然人股 (4).
      formData: await planted(t, transferForm({ quantity: '2000', transfereeShareNature: '3' })),
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().data).toMatchObject({
      status: 'in_review',
      currentNode: 'PreliminaryApprove',
      round: 2,
    });

    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    const before = await holdingOf(t, PERSON.uuid, '4');
    const firmBefore = await holdingOf(t, FIRM.uuid, '3');
    const done = await call(t, second, '/application/approve', {
      uuid,
      nodeId: 'RecheckApprove',
      opinion: '同意',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'completed', statusName: '已办结' });
    expect(await holdingOf(t, PERSON.uuid, '4')).toBe(before - 2000n);
    expect(await holdingOf(t, FIRM.uuid, '3')).toBe(firmBefore + 2000n);
    expect(await holdingOf(t, FIRM.uuid, '4')).toBe(0n);
    const events = await rows<{
      event_type: string;
      basis_kind: string;
      basis_reference: string;
      biz_sn: string;
    }>(
      t.testDb.db.orm,
      sql`select event_type, basis_kind, basis_reference, biz_sn from register_event where biz_sn = ${bizSn}`,
    );
    expect(events).toEqual([
      { event_type: 'transfer', basis_kind: 'application', basis_reference: bizSn, biz_sn: bizSn },
    ]);

    const detail = (await call(t, org, '/application/detail', { bizSn })).json().data;
    expect(detail.timeline.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'submit',
      'approve',
      'return',
      'resubmit',
      'approve',
      'approve',
      'complete',
    ]);
    expect(detail.opinions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          nodeId: 'RecheckApprove',
          checkResult: 'UpdateMaterial',
          content: '请补充转让协议原件',
        }),
      ]),
    );
    expect(detail.formData.quantity).toBe('2000');
    expect(detail.ext5).toBe('{}');
    expect(
      (await call(t, org, `/applyform/checkPrint?bizId=${bizSn}`, undefined, 'GET')).json().data,
    ).toEqual({
      printable: true,
      uuid,
    });
    const byBizSn = await t.app.inject({
      method: 'GET',
      url: `/api/rem-registrationmgrweb/statement/getUUIDByBizSn?bizSn=${bizSn}`,
      headers: second,
    });
    expect(byBizSn.json().data).toBe(uuid);
    const voucher = await call(t, org, `/applyform/printVoucher?uuid=${uuid}`, undefined, 'GET');
    expectTransferVoucher(voucher, bizSn, detail.completedAt);
    const finalNode = await call(t, org, '/flow/getFinalNode?flowCode=550004', undefined, 'GET');
    expect(finalNode.json().data).toEqual({ key: 'RecheckApprove', name: '复审' });
    const done2 = await call(t, first, '/taskItem/page', { taskItemState: '已办' });
    expect(done2.json().data.total).toBe(2);
    // The evidence ledger: each submission and decision, and the register event of the completion
    // (queued in their transactions, on the log once the sequencer has integrated them).
    await integrateTenant(t.testDb.db, '000000');
    const ledger = await rows<{ kind: string }>(
      t.testDb.db.orm,
      sql`select kind from ledger_entry where biz_sn = ${bizSn} order by seq`,
    );
    expect(ledger.map((l) => l.kind)).toEqual([
      'application.submit',
      'application.decision',
      'application.decision',
      'application.submit',
      'application.decision',
      'register.event',
      'application.decision',
    ]);
    const audits = await rows<{ action: string }>(
      t.testDb.db.orm,
      sql`select action from audit_log where target_id = ${uuid} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'workflow.submit',
        'workflow.approve',
        'workflow.return',
        'workflow.resubmit',
        'workflow.complete',
        'workflow.view',
      ]),
    );
  });

  it('refuses a wrong role, an unknown task, bad form data and a handled task with Chinese messages', async () => {
    const submitted = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm()),
    });
    const { uuid } = submitted.json().data;
    // At an approval node only editInApprove fields may change (001 §4.5).
    const stored = (await call(t, first, '/application/detail', { uuid })).json().data.formData;
    const tampered = await call(t, first, '/application/approve', {
      uuid,
      nodeId: 'PreliminaryApprove',
      formData: { ...stored, quantity: '999' },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().msg).toBe('转让数量（股）：当前节点不允许修改此项');
    const early = await call(t, org, `/applyform/printVoucher?uuid=${uuid}`, undefined, 'GET');
    expect(early.json().msg).toBe('流程未办结，暂时无法打印凭证');
    const wrongRole = await call(t, second, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().msg).toBe('当前节点（初审）不由您的角色办理');
    const staleNode = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(staleNode.statusCode).toBe(409);
    const noOpinion = await call(t, first, '/application/return', { uuid, nodeId: 'PreliminaryApprove' });
    expect(noOpinion.json().msg).toBe('审批意见为必填项');
    const selfReview = await call(t, org, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(selfReview.statusCode).toBe(400);
    const remarked = await call(t, first, '/application/approve', {
      uuid,
      nodeId: 'PreliminaryApprove',
      formData: { ...stored, reviewRemark: '协议已核对' },
    });
    expect(remarked.statusCode, remarked.body).toBe(200);
    const afterReview = (await call(t, first, '/application/detail', { uuid })).json().data;
    expect(afterReview.formData.reviewRemark).toBe('协议已核对');
    const second2 = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(second2.statusCode).toBe(409);
    const badForm = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ transferType: undefined })),
    });
    expect(badForm.statusCode).toBe(400);
    expect(badForm.json().msg).toBe('转让类型：请选择转让类型');
    const tooMany = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ quantity: '60000000' })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toMatch(/^可用股份不足：演示投资者甲可用\d+股，申请60000000股$/);
    const wrongName = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ transfereeName: '别人' })),
    });
    expect(wrongName.json().msg).toBe('登记账号D000000004与股东名称“别人”不一致');
  });

  it('withdraw until the first reviewer acts, then submit again; cancel by the applicant', async () => {
    const { uuid, version } = (
      await call(t, org, '/application/submit', {
        appId: '550004',
        idempotencyKey: key(),
        formData: await planted(t, transferForm()),
      })
    ).json().data;
    const withdrawn = await call(t, org, '/application/withdraw', { uuid, version });
    expect(withdrawn.json().data).toMatchObject({ status: 'withdrawn', currentNode: 'apply' });
    const closed = await rows<{ state: string }>(
      t.testDb.db.orm,
      sql`select state from task where application_id = ${uuid}`,
    );
    expect(closed).toEqual([{ state: '已处理' }]);
    const again = await call(t, org, '/application/submit', {
      appId: '550004',
      uuid,
      idempotencyKey: key(),
      formData: await planted(t, transferForm()),
    });
    expect(again.json().data).toMatchObject({ status: 'in_review', round: 2 });
    await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    const late = await call(t, org, '/application/withdraw', { uuid });
    expect(late.json().msg).toBe('审批人员已开始办理，不能撤回');
    const draft = await call(t, org, '/application/save', { appId: '550004', formData: { remark: '草稿' } });
    expect(draft.json().data.status).toBe('draft');
    const cancelled = await call(t, org, '/application/cancel', { uuid: draft.json().data.uuid });
    expect(cancelled.json().data.status).toBe('cancelled');
  });
});
