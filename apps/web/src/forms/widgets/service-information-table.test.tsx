import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RendererHandle } from '../engine/form-controller';
import {
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
  settle,
} from '../testing/render-form';

const schema = (props: Record<string, unknown>) =>
  parseSeededSchema({
    schemaVersion: 1,
    appId: '590001',
    nodeId: 'apply',
    title: '服务信息',
    groups: [
      {
        key: 'svc',
        title: '服务信息',
        fields: [
          {
            type: 'widget',
            widget: 'serviceInformation',
            prop: 'serviceInformationCsrcs',
            label: '服务信息',
            props,
          },
        ],
      },
    ],
  });

let view: RenderedForm | undefined;
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

/** The cells' messages (the date warning is an antd Alert, also role alert, and left out). */
const alerts = () =>
  screen
    .queryAllByRole('alert')
    .filter((a) => !a.classList.contains('ant-alert'))
    .map((a) => a.textContent);
async function validate() {
  let outcome: ReturnType<RendererHandle['validate']> | undefined;
  await act(async () => {
    outcome = view!.controller.handle.current!.validate();
  });
  return outcome!;
}

describe('serviceInformation widget (001 §3.18, §4.8, §5.18)', { timeout: 60_000 }, () => {
  it('adds a row and marks missing type and status with the spec messages on submit', async () => {
    view = renderForm({ schema: schema({}) });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '添加服务信息' }));
    await settle();
    expect((screen.getByLabelText('第1行开始日期') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText(/流程办结时将以办结日期作为开始日期/)).toBeNull();
    const { result } = await validate();
    expect(result.ok).toBe(false);
    await waitFor(() => expect(alerts()).toEqual(['第1行请填写服务类型', '第1行请填写服务状态']));
  });

  it('with date entry enabled, warns about blank dates and refuses an end date not after the start', async () => {
    view = renderForm({
      schema: schema({ dateEntry: true }),
      initialValues: { serviceInformationCsrcs: [{ serviceType: '1', serviceStatus: '1' }] },
    });
    await settle();
    expect(screen.getByText(/如未填写开始日期，流程办结时将以办结日期作为开始日期/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('第1行开始日期'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('第1行结束日期'), { target: { value: '2025-03-01' } });
    await settle();
    const { result } = await validate();
    expect(result).toMatchObject({
      ok: false,
      errors: [
        { prop: 'serviceInformationCsrcs.0.serviceStatusEndDate', message: '第1行结束日期必须晚于开始日期' },
      ],
    });
    await waitFor(() => expect(alerts()).toEqual(['第1行结束日期必须晚于开始日期']));
    fireEvent.change(screen.getByLabelText('第1行结束日期'), { target: { value: '2025-03-02' } });
    await settle();
    expect((await validate()).result.ok).toBe(true);
  });
});
