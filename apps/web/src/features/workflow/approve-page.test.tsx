import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, json, type RecordedRequest } from '../../test-support/fake-fetch';
import ApprovePage from './approve-page';
import {
  applicationDetail,
  bodyOf,
  installDomShims,
  recordToasts,
  renderPage,
  signInAs,
  TEST_SCHEMA,
  UUID,
  workflowServer,
} from './testing';

const BIZ = '/api/rem-registrationbizweb';
const DETAIL = `${BIZ}/application/detail`;

// Whole pages with antd over a fake network: slow on a shared two-core machine.
vi.setConfig({ testTimeout: 30_000 });

let feedback: ReturnType<typeof recordToasts>;
beforeAll(installDomShims);
beforeEach(() => {
  signInAs('mgr', 'reviewer1');
  feedback = recordToasts();
});
afterEach(() => {
  cleanup();
  feedback.dispose();
  vi.unstubAllGlobals();
});

const open = (
  table: Parameters<typeof workflowServer>[0],
  query = `processInstanceId=${UUID}&appId=550004&nodeId=PreliminaryApprove`,
) =>
  renderPage(
    <ApprovePage />,
    '/process/approve',
    `/process/approve?${query}`,
    workflowServer({ [DETAIL]: () => envelope(applicationDetail()), ...table }),
  );

const decisionCalls = (calls: RecordedRequest[]) =>
  calls.filter((c) => /application\/(approve|return|reject)$/.test(new URL(c.url, 'http://x').pathname));

describe('the approve page', () => {
  it('shows the form read-only except the editInApprove field', async () => {
    open({});
    const name = (await screen.findByLabelText('转让方名称')) as HTMLInputElement;
    expect(name.value).toBe('演示投资者甲');
    expect(name.disabled).toBe(true);
    expect((screen.getByLabelText('审核备注') as HTMLTextAreaElement).disabled).toBe(false);
    expect(screen.getByTestId('approval-panel')).toBeTruthy();
  });

  it('requires an opinion to return for revision (审批意见为必填项) and sends nothing without one', async () => {
    const { calls } = open({});
    await screen.findByLabelText('转让方名称');
    fireEvent.click(screen.getByLabelText('退回修改'));
    fireEvent.click(screen.getByTestId('approval-submit'));
    expect((await screen.findByTestId('submit-dialog-message')).textContent).toBe('审批意见为必填项');
    expect(decisionCalls(calls)).toHaveLength(0);
  });

  it('approves with the stored data plus the editInApprove field, then goes to my to-dos', async () => {
    const { calls } = open({
      [`${BIZ}/application/approve`]: () =>
        envelope(applicationDetail({ currentNode: 'RecheckApprove' }), 200, '办理成功'),
    });
    fireEvent.change(await screen.findByLabelText('审核备注'), { target: { value: '材料齐全' } });
    fireEvent.change(screen.getByLabelText('审批意见'), { target: { value: '同意' } });
    fireEvent.click(screen.getByTestId('approval-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/work/todo'));
    const sent = bodyOf(decisionCalls(calls)[0]!);
    expect(sent).toEqual({
      uuid: UUID,
      nodeId: 'PreliminaryApprove',
      version: 3,
      opinion: '同意',
      formData: { transferorName: '演示投资者甲', reviewRemark: '材料齐全' },
    });
    expect(feedback.toasts).toContain('success: 办理成功');
  });

  it('sends a reviewer’s edit of an editInApprove table column, the other cells as stored (big-data grid)', async () => {
    const holders = Array.from({ length: 60 }, (_, i) => ({
      holderName: `股东${i + 1}`,
      mobile: `138000000${String(i).padStart(2, '0')}`,
      quantity: '100',
    }));
    const schema = {
      ...TEST_SCHEMA,
      groups: [
        {
          key: 'holders',
          title: '股东',
          fields: [
            {
              type: 'displayTable',
              prop: 'holderInfo',
              label: '股东信息',
              columns: [
                { prop: 'holderName', label: '股东名称' },
                { prop: 'mobile', label: '手机号码', editInApprove: true },
                { prop: 'quantity', label: '持股数量' },
              ],
            },
          ],
        },
      ],
    };
    const detail = applicationDetail({ formData: { transferorName: '演示投资者甲', holderInfo: holders } });
    const { calls } = renderPage(
      <ApprovePage />,
      '/process/approve',
      `/process/approve?processInstanceId=${UUID}&appId=550004&nodeId=PreliminaryApprove`,
      workflowServer(
        {
          [DETAIL]: () => envelope(detail),
          [`${BIZ}/application/approve`]: () => envelope(detail, 200, '办理成功'),
        },
        schema,
      ),
    );
    const cell = (await screen.findByLabelText('手机号码第2行')) as HTMLInputElement;
    expect(cell.closest('[data-big-data]')?.getAttribute('data-big-data')).toBe('true');
    expect(screen.queryByLabelText('股东名称第2行')).toBeNull();
    fireEvent.change(cell, { target: { value: '13912345678' } });
    fireEvent.click(screen.getByTestId('approval-submit'));
    await waitFor(() => expect(decisionCalls(calls)).toHaveLength(1));
    const sent = bodyOf(decisionCalls(calls)[0]!).formData as { holderInfo: Record<string, string>[] };
    expect(sent.holderInfo).toHaveLength(60);
    expect(sent.holderInfo[1]).toEqual({ holderName: '股东2', mobile: '13912345678', quantity: '100' });
    expect(sent.holderInfo.filter((_, i) => i !== 1)).toEqual(holders.filter((_, i) => i !== 1));
  });

  it('tells the reviewer clearly when another reviewer was first (409) and refreshes the lists', async () => {
    const { calls } = open({
      [`${BIZ}/application/approve`]: () =>
        json({ code: 409, success: false, msg: '该任务已被处理，请刷新后查看', data: null }, 409),
    });
    await screen.findByLabelText('转让方名称');
    const detailsBefore = calls.filter((c) => c.url.includes(DETAIL)).length;
    fireEvent.click(screen.getByTestId('approval-submit'));
    const dialog = (await screen.findByTestId('task-taken')).closest('.ant-modal') as HTMLElement;
    expect(dialog.textContent).toContain('该任务已被其他审批人员处理');
    expect(dialog.textContent).toContain('该任务已被处理，请刷新后查看');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes(DETAIL)).length).toBeGreaterThan(detailsBefore),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/work/todo'));
  });

  it('offers the earlier approval node as a return target at 复审 and sends it', async () => {
    const atRecheck = applicationDetail({
      currentNode: 'RecheckApprove',
      currentNodeName: '复审',
      openTask: {
        taskId: 't2',
        nodeId: 'RecheckApprove',
        nodeName: '复审',
        assigneeRole: 'reviewer_second',
        createdAt: '2026-11-21T02:00:00.000Z',
      },
      timeline: [
        ...applicationDetail().timeline,
        {
          round: 1,
          action: 'approve',
          fromNode: 'PreliminaryApprove',
          toNode: 'RecheckApprove',
          fromStatus: 'in_review',
          toStatus: 'in_review',
          actorName: '初审员',
          opinion: '同意',
          occurredAt: '2026-11-21T02:00:00.000Z',
        },
      ],
    });
    const { calls } = open(
      {
        [DETAIL]: () => envelope(atRecheck),
        [`${BIZ}/application/return`]: () => envelope(atRecheck, 200, '退回成功'),
      },
      `processInstanceId=${UUID}&appId=550004&nodeId=RecheckApprove`,
    );
    await screen.findByLabelText('转让方名称');
    fireEvent.click(screen.getByLabelText('退回修改'));
    fireEvent.mouseDown(within(await screen.findByTestId('return-target')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('退回至初审'));
    fireEvent.change(screen.getByLabelText('审批意见'), { target: { value: '请初审核对协议' } });
    fireEvent.click(screen.getByTestId('approval-submit'));
    await waitFor(() => expect(decisionCalls(calls)).toHaveLength(1));
    expect(bodyOf(decisionCalls(calls)[0]!)).toMatchObject({
      nodeId: 'RecheckApprove',
      target: 'PreliminaryApprove',
      opinion: '请初审核对协议',
    });
  });

  it('shows a handled task read-only without the decision panel', async () => {
    open({
      [DETAIL]: () =>
        envelope(applicationDetail({ openTask: null, status: 'completed', statusName: '已办结' })),
    });
    expect(((await screen.findByLabelText('转让方名称')) as HTMLInputElement).disabled).toBe(true);
    expect((screen.queryByLabelText('审核备注') as HTMLTextAreaElement | null)?.disabled ?? true).toBe(true);
    expect(screen.queryByTestId('approval-panel')).toBeNull();
  });
});
