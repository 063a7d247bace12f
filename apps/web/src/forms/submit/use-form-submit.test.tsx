import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '../../test-support/fake-fetch';
import { createTestQueryEnvironment } from '../../test-support/query-wrapper';
import { useFormController } from '../engine/form-controller';
import { FormRenderer } from '../layout/form-renderer';
import { registerPreSubmitCheck, unregisterPreSubmitCheck } from '../registry/pre-submit-checks';
import { demoSchema, fakeReferenceServer, installBrowserShims, settle } from '../testing/render-form';
import { opinionProblem, validationDialogText } from './submit-messages';
import { type SubmitOutcome, type UseFormSubmitOptions, useFormSubmit } from './use-form-submit';

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  unregisterPreSubmitCheck('590001', 'demoCheck');
});

const schema = demoSchema();
const context = { appId: '590001', nodeId: 'apply', route: '/process/formDemo' };

const valid = {
  companyName: '  示例 科技 有限公司 ',
  creditCode: '91350100M000100Y43',
  companyType: '2',
  registeredCapital: '100',
  qualifications: ['1'],
  isListed: '0',
  legalMobile: ' 13800138000 ',
  shareholders: [{ holderName: '张三', holderType: '1', shareRatio: '10' }],
  attachments: { license: [{ attachId: 'a-1', originalName: '执照.pdf', size: 100 }] },
};

function renderFlow(options: Partial<UseFormSubmitOptions> & { initialValues?: Record<string, unknown> }) {
  vi.stubGlobal('fetch', createFakeFetch(fakeReferenceServer()).fetch);
  const env = createTestQueryEnvironment();
  const outcomes: SubmitOutcome[] = [];
  const sent: Record<string, unknown>[] = [];
  const saved: Record<string, unknown>[] = [];
  // biome-ignore lint/correctness/noComponentHookFactories: one test page per render, closing over its recorders.
  function Page() {
    const controller = useFormController();
    const flow = useFormSubmit({
      controller,
      appId: '590001',
      onSubmit: (values) => {
        sent.push(values);
      },
      onSave: (values) => {
        saved.push(values);
      },
      ...options,
    });
    return (
      <>
        <FormRenderer
          schema={schema}
          context={context}
          controller={controller}
          initialValues={options.initialValues}
        />
        <button type="button" onClick={() => void flow.submit().then((o) => outcomes.push(o))}>
          提交
        </button>
        <button type="button" onClick={() => void flow.save()}>
          保存
        </button>
        {flow.dialog}
      </>
    );
  }
  render(<Page />, { wrapper: env.wrapper });
  return { outcomes, sent, saved, dispose: env.dispose };
}

// Each case renders the demo form of every field type in jsdom (about 15 s alone on this machine's 2 cores, twice
// that beside the other workers), so the limit leaves room for a loaded CI machine.
describe('submit flow (001 §4.9, §5.19)', { timeout: 90_000 }, () => {
  it('shows the first failure with the label in brackets, and sends nothing', async () => {
    const flow = renderFlow({});
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await settle();
    expect((await screen.findByTestId('submit-dialog-message')).textContent).toBe('【企业名称】此项为必填');
    expect(flow.sent).toEqual([]);
    expect(flow.outcomes[0]).toMatchObject({ ok: false, stage: 'validation' });
    flow.dispose();
  });

  it('puts the custom submit prefix first', async () => {
    const flow = renderFlow({ prefix: '挂牌信息', initialValues: { ...valid, legalMobile: '123' } });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await settle();
    expect((await screen.findByTestId('submit-dialog-message')).textContent).toBe(
      '挂牌信息【法定代表人手机号码】请输入正确的手机号码',
    );
    flow.dispose();
  });

  it('trims, removes spaces from name fields, runs the pre-submit checks, then submits', async () => {
    const seen: unknown[] = [];
    registerPreSubmitCheck('590001', 'demoCheck', ({ values }) => {
      seen.push(values.companyName);
      return null;
    });
    const flow = renderFlow({ initialValues: valid });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await settle(10);
    expect(seen).toEqual(['示例科技有限公司']);
    expect(flow.sent[0]).toMatchObject({ companyName: '示例科技有限公司', legalMobile: '13800138000' });
    flow.dispose();
  });

  it('stops on a pre-submit refusal and on a missing opinion', async () => {
    registerPreSubmitCheck('590001', 'demoCheck', () => '该企业已有在途申请');
    const flow = renderFlow({ initialValues: valid });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect((await screen.findByTestId('submit-dialog-message')).textContent).toBe('该企业已有在途申请');
    expect(flow.sent).toEqual([]);
    flow.dispose();
    expect(opinionProblem({ checkResult: 'UpdateMaterial', opinion: ' ' })).toBe('审批意见为必填项');
    expect(opinionProblem({ checkResult: 'UpdateMaterial', kind: 'confirm' })).toBe('确认意见为必填项');
    expect(opinionProblem({ checkResult: 'Pass' })).toBeNull();
    expect(validationDialogText({ label: '审批意见', message: '审批意见为必填项' }, '审批处理')).toBe(
      '审批处理【审批意见】审批意见为必填项',
    );
  });

  it('saves without validating', async () => {
    const flow = renderFlow({});
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await settle();
    expect(flow.saved).toHaveLength(1);
    expect(screen.queryByTestId('submit-dialog-message')).toBeNull();
    flow.dispose();
  });
});
