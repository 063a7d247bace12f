import type { ApplicationSummary } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  registerFirstCertification,
  resetFirstCertifications,
} from '../../lib/identity/first-certifications';
import { readSession, updateSession } from '../../lib/session';
import { envelope, json, type RecordedRequest } from '../../test-support/fake-fetch';
import { recordToasts as recordFeedback } from '../../test-support/render-with-network';
import ApplyPage from './apply-page';
import {
  applicationDetail,
  bodyOf,
  FIXTURE_COMPANY,
  installDomShims,
  recordToasts,
  renderPage,
  signInAs,
  UUID,
  workflowServer,
} from './testing';

const SUBMIT = '/api/rem-registrationbizweb/application/submit';
const SAVE = '/api/rem-registrationbizweb/application/save';

function summary(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  const {
    formData: _f,
    timeline: _t,
    opinions: _o,
    openTask: _k,
    ext5: _e,
    flowVersion: _v,
    formVersion: _fv,
    ...rest
  } = applicationDetail();
  return { ...rest, ...overrides };
}

const refused = (msg: string, data: unknown) => json({ code: 400, success: false, msg, data }, 400);
const submits = (calls: RecordedRequest[]) => calls.filter((c) => c.url.includes(SUBMIT));

// Whole pages with antd over a fake network: slow on a shared two-core machine.
vi.setConfig({ testTimeout: 30_000 });

let feedback: ReturnType<typeof recordToasts>;
beforeAll(installDomShims);
beforeEach(() => {
  signInAs('org');
  feedback = recordToasts();
});
afterEach(() => {
  cleanup();
  feedback.dispose();
  vi.unstubAllGlobals();
});

const open = (handler: Parameters<typeof workflowServer>[0], query = 'appId=550004&nodeId=apply') =>
  renderPage(<ApplyPage />, '/process/apply', `/process/apply?${query}`, workflowServer(handler));

async function fillAndSubmit(times = 1) {
  fireEvent.change(await screen.findByLabelText('转让方名称'), { target: { value: '  演示投资者甲 ' } });
  for (let i = 0; i < times; i += 1) fireEvent.click(screen.getByTestId('apply-submit'));
}

const APPLY_TAB = '/process/apply?appId=550004&nodeId=apply';
const tabOf = (path: string) => readSession().tabs.find((tab) => tab.path === path);

describe('/process/apply', () => {
  it('names its tab after the business, and once filed tells the 业务编号 and closes its tab', async () => {
    // The portal has opened the page's tab under the route's title (业务申请), as it does for every route.
    updateSession({ tabs: [{ path: APPLY_TAB, titleKey: 'route.processApply', text: null }] });
    const filed = summary({ bizSn: '20261127000042' });
    open({ [SUBMIT]: () => envelope(filed, 200, '提交成功') });
    await waitFor(() => expect(tabOf(APPLY_TAB)?.text).toBe('股份转让登记申请'));
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/work/claim'));
    expect(feedback.toasts).toContain('success: 提交成功，业务编号：20261127000042');
    expect(tabOf(APPLY_TAB)).toBeUndefined();
  });

  it('submits trimmed data once per key, says 提交成功 and goes to my applications', async () => {
    const { calls } = open({ [SUBMIT]: () => envelope(summary(), 200, '提交成功') });
    await fillAndSubmit(2);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/work/claim'));
    expect(feedback.toasts).toContain(`success: 提交成功，业务编号：${summary().bizSn}`);
    const sent = submits(calls).map(bodyOf);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent[0]).toMatchObject({ appId: '550004', formData: { transferorName: '演示投资者甲' } });
    expect(String(sent[0]!.idempotencyKey).length).toBeGreaterThanOrEqual(8);
    // A double click may send twice, but always with the page's one key: the server answers one application.
    expect(new Set(sent.map((b) => b.idempotencyKey)).size).toBe(1);
  });

  it('refuses an invalid form in a dialog and sends nothing; 保存 sends without validation', async () => {
    const { calls } = open({ [SAVE]: () => envelope(summary({ status: 'draft' }), 200, '保存成功') });
    fireEvent.click(await screen.findByTestId('apply-submit'));
    expect((await screen.findByTestId('submit-dialog-message')).textContent).toContain('【转让方名称】');
    expect(submits(calls)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('apply-save'));
    await waitFor(() => expect(feedback.toasts).toContain('success: 保存成功'));
    expect(bodyOf(calls.find((c) => c.url.includes(SAVE))!)).toMatchObject({ appId: '550004' });
  });

  it('asks the management side whether to continue with unconfirmed shareholders, then sends confirmUnconfirmed', async () => {
    signInAs('mgr', 'admin');
    let n = 0;
    const { calls } = open({
      [SUBMIT]: () =>
        ++n === 1
          ? refused('2条股东信息未确权,需确权后方能办理业务。', { unconfirmed: 2, canContinue: true })
          : envelope(summary(), 200, '提交成功'),
    });
    await fillAndSubmit();
    expect(await screen.findByText('有2条股东信息未确权，是否继续办理？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/work/claim'));
    const sent = submits(calls).map(bodyOf);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.confirmUnconfirmed).toBeUndefined();
    expect(sent[1]).toMatchObject({ confirmUnconfirmed: true, idempotencyKey: sent[0]!.idempotencyKey });
  });

  it.each([
    ['挂牌企业的股份转让业务请到柜台办理', { isListing: 1 }],
    ['1条股东信息未确权,需确权后方能办理业务。', { unconfirmed: 1, canContinue: false }],
  ])('tells the enterprise %s and leaves the page', async (msg, data) => {
    open({ [SUBMIT]: () => refused(msg, data) });
    await fillAndSubmit();
    expect(await screen.findByText(msg)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wel/index'));
  });

  it('offers the voucher when the flow ended with the submit and opens /process_pdf once printable', async () => {
    const done = summary({ status: 'completed', completedAt: '2026-11-21T02:00:00.000Z' });
    open({
      [SUBMIT]: () => envelope(done),
      '/api/rem-registrationbizweb/applyform/checkPrint': () => envelope({ printable: true, uuid: UUID }),
    });
    await fillAndSubmit();
    expect(await screen.findByText('提交成功，是否需要打印凭证？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/process_pdf?uuid=${UUID}`));
  });

  it('flow 550115 asks the final node and opens the process detail when it is Apply', async () => {
    const { calls } = open(
      {
        [SUBMIT]: () => envelope(summary({ appId: '550115' })),
        '/api/rem-registrationbizweb/flow/getFinalNode': () => envelope({ key: 'Apply', name: '申请' }),
      },
      'appId=550115&nodeId=apply',
    );
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/process/detial?processInstanceId=${UUID}&isShowResult=true&nodeId=detail&appId=550115`,
      ),
    );
    expect(calls.some((c) => c.url.includes('getFinalNode') && c.url.includes('flowCode=550115'))).toBe(true);
  });

  it('resubmits a returned application at its revise node and goes to my to-dos', async () => {
    const returned = applicationDetail({
      status: 'returned',
      currentNode: 'UpdateApplyApprove',
      opinions: [
        {
          nodeId: 'RecheckApprove',
          round: 1,
          kind: '审批意见',
          checkResult: 'UpdateMaterial',
          content: '请补充转让协议原件',
          actorName: '复审员',
          createdAt: '2026-11-21T03:00:00.000Z',
        },
      ],
    });
    const { calls } = open(
      {
        '/api/rem-registrationbizweb/application/detail': () => envelope(returned),
        '/api/rem-registrationbizweb/application/resubmit': () =>
          envelope(summary({ round: 2 }), 200, '提交成功'),
      },
      `appId=550004&nodeId=UpdateApplyApprove&uuid=${UUID}`,
    );
    expect((await screen.findByTestId('returned-opinion')).textContent).toContain('请补充转让协议原件');
    expect(screen.queryByTestId('apply-save')).toBeNull();
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/work/todo'));
    const sent = bodyOf(calls.find((c) => c.url.includes('/application/resubmit'))!);
    expect(sent).toMatchObject({ uuid: UUID, nodeId: 'UpdateApplyApprove', version: 3 });
  });

  it("refuses to edit another company's application in the enterprise zone, and says whose it is", async () => {
    const other = applicationDetail({
      status: 'returned',
      currentNode: 'UpdateApplyApprove',
      companyId: 'c0000000-0000-4000-8000-000000000002',
      companyName: '大连演示制造有限公司',
    });
    open(
      { '/api/rem-registrationbizweb/application/detail': () => envelope(other) },
      `appId=550004&nodeId=UpdateApplyApprove&uuid=${UUID}`,
    );
    expect((await screen.findByTestId('apply-other-company')).textContent).toContain(
      '该申请属于大连演示制造有限公司，请先切换到该企业后再修改',
    );
    expect(screen.queryByTestId('apply-submit')).toBeNull();
  });

  describe('a first-time certification (000 §4)', () => {
    afterEach(resetFirstCertifications);

    function certifyWith(selection: { currentCompany: string | null }) {
      registerFirstCertification('550004', 'enterprise');
      updateSession({ currentCompany: selection.currentCompany, currentHolder: null, currentProduct: null });
      feedback.dispose();
      const shown: string[] = [];
      feedback = recordFeedback({
        confirm: ((config: { content?: unknown; onOk?: () => void }) => {
          shown.push(String(config.content));
          config.onOk?.();
        }) as () => void,
      });
      return shown;
    }

    it('filed with no company, product or holder selected, says 首次企业认证后需要重新登录！ and signs out', async () => {
      const shown = certifyWith({ currentCompany: null });
      open({ [SUBMIT]: () => envelope(summary(), 200, '提交成功') });
      await fillAndSubmit();
      await waitFor(() => expect(shown).toEqual(['首次企业认证后需要重新登录！']));
      await waitFor(() => expect(readSession().token).toBeNull());
      expect(feedback.toasts.some((t) => t.includes('提交成功'))).toBe(false);
    });

    it('filed with a company selected, carries on to my applications', async () => {
      const shown = certifyWith({ currentCompany: FIXTURE_COMPANY });
      open({ [SUBMIT]: () => envelope(summary(), 200, '提交成功') });
      await fillAndSubmit();
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/work/claim'));
      expect(shown).toEqual([]);
      expect(readSession().token).not.toBeNull();
    });
  });
});
