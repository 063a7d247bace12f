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
    title: '财务数据',
    groups: [
      {
        key: 'fin',
        title: '财务信息',
        fields: [
          { type: 'widget', widget: 'financialData', prop: 'financialInfo', label: '财务数据', props },
        ],
      },
    ],
  });

const YEARS = { lastYearSpecificYear: '2025', theYearBeforeLastSpecificYear: '2024' };

let view: RenderedForm | undefined;
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

function open(props: Record<string, unknown> = {}, initial: Record<string, unknown> = YEARS) {
  view = renderForm({ schema: schema(props), initialValues: { financialInfo: initial } });
  return view;
}

const type = (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};
const value = () => view!.controller.form.getFieldValue('financialInfo') as Record<string, unknown>;

describe('financialData widget (001 §3.17, §5.17)', { timeout: 60_000 }, () => {
  it('shows the four tables with both years and stores lastYearX / theYearBeforeLastX', async () => {
    open();
    await settle();
    for (const name of ['资产负债表', '利润表', '现金流量表', '其他数据'])
      expect(screen.getByRole('table', { name })).toBeTruthy();
    type('货币资金2025年', '100.5');
    type('净利润2024年', '-3');
    expect(value()).toMatchObject({
      ...YEARS,
      lastYearMonetaryCapital: '100.5',
      theYearBeforeLastNetProfit: '-3',
    });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('shows the spec messages on blur for bad values and clears them once corrected', async () => {
    open();
    await settle();
    type('存货2025年', '1.1234567');
    type('资产总计2024年', '012');
    type('营业收入2025年', '-5');
    type('每股收益2025年', '-0.1234567');
    type('吸纳就业人数2025年', '12.5');
    const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
    expect(alerts()).toEqual([
      '请输入不超过六位小数的正数',
      '请输入不超过六位小数的正数',
      '请输入不超过六位小数的正数',
      '请输入整数',
      '请输入不超过六位小数的数',
    ]);
    type('存货2025年', '1.123456');
    expect(alerts()).toHaveLength(4);
  });

  it('says {row}{year}项为必填 on blur of a required row and hides and disables configured rows and tables', async () => {
    open({
      requiredRows: ['monetaryCapital'],
      hiddenTables: ['cashFlow'],
      hiddenRows: ['inventory'],
      disabledRows: ['netProfit'],
    });
    await settle();
    fireEvent.blur(screen.getByLabelText('货币资金2025年'));
    expect(screen.getByRole('alert').textContent).toBe('货币资金2025年项为必填');
    expect(screen.queryByRole('table', { name: '现金流量表' })).toBeNull();
    expect(screen.queryByLabelText('存货2025年')).toBeNull();
    expect((screen.getByLabelText('净利润2025年') as HTMLInputElement).disabled).toBe(true);
  });

  it('refuses the submit through the shared validator and marks the cells it names', async () => {
    open({ requiredRows: ['taxCreated'] });
    await settle();
    view!.controller.handle.current!.setValues({
      financialInfo: { ...YEARS, lastYearTaxCreated: '5', theYearBeforeLastDividendAmount: '-1' },
    });
    await settle();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    let outcome: ReturnType<RendererHandle['validate']> | undefined;
    await act(async () => {
      outcome = view!.controller.handle.current!.validate();
    });
    expect(outcome!.result).toMatchObject({
      ok: false,
      errors: [
        { prop: 'financialInfo.theYearBeforeLastTaxCreated', message: '创造税收2024年项为必填' },
        { prop: 'financialInfo.theYearBeforeLastDividendAmount', message: '请输入不超过六位小数的正数' },
      ],
    });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        '创造税收2024年项为必填',
        '请输入不超过六位小数的正数',
      ]),
    );
  });
});
