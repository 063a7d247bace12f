import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RendererHandle } from '../engine/form-controller';
import {
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
  settle,
} from '../testing/render-form';

const schemaOf = (widget: string, prop: string) =>
  parseSeededSchema({
    schemaVersion: 1,
    appId: '590001',
    nodeId: 'apply',
    title: '知识产权',
    groups: [{ key: 'p', title: '知识产权', fields: [{ type: 'widget', widget, prop, label: '知识产权' }] }],
  });

let view: RenderedForm | undefined;
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

async function validate() {
  let outcome: ReturnType<RendererHandle['validate']> | undefined;
  await act(async () => {
    outcome = view!.controller.handle.current!.validate();
  });
  return outcome!;
}
const value = (prop: string) => view!.controller.form.getFieldValue(prop);
const patent = {
  name: '一种托管方法',
  patentNo: 'ZL1',
  type: '1',
  typeName: '发明专利',
  legalStatus: '1',
  legalStatusName: '有效',
  applyNo: 'A1',
  applyDate: '2020-01-02',
  publicNo: 'P1',
  publicDate: '2020-06-02',
  transferDate: '2021-01-02',
  pledgerFinancing: '1',
  hasOtherPatent: '0',
  hasFamilyPatent: '0',
  patentCnPledgeInfo: [
    { financialOrg: '某银行', financialProduct: '贷', financialDate: '2022-01-01', financialAmount: '100' },
  ],
};

describe('patentList widget (001 §3.5, §5.5)', { timeout: 60_000 }, () => {
  it('starts with one group and refuses removing the last: 至少填写一组知识产权信息', async () => {
    view = renderForm({ schema: schemaOf('patentList', 'patents') });
    await settle();
    await waitFor(() => expect(value('patents')).toEqual([{}]));
    fireEvent.click(screen.getByRole('button', { name: '删除第1组' }));
    await settle();
    expect(value('patents')).toEqual([{}]);
    expect(screen.getAllByText('至少填写一组知识产权信息').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '添加知识产权信息' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '删除第2组' }));
    await settle();
    expect(value('patents')).toHaveLength(1);
  });

  it('shows the pledge rows when pledged and marks a bad amount on submit', async () => {
    const bad = {
      ...patent,
      patentCnPledgeInfo: [{ ...patent.patentCnPledgeInfo[0], financialAmount: '1.5' }],
    };
    view = renderForm({ schema: schemaOf('patentList', 'patents'), initialValues: { patents: [bad] } });
    await settle();
    expect(screen.getByLabelText('第1组质押融资第1条融资金额')).toBeTruthy();
    const { result } = await validate();
    expect(result).toMatchObject({
      ok: false,
      errors: [
        { prop: 'patents.0.patentCnPledgeInfo.0.financialAmount', message: '第1行质押融资第1条请输入正整数' },
      ],
    });
    fireEvent.change(screen.getByLabelText('第1组质押融资第1条融资金额'), { target: { value: '15' } });
    await settle();
    expect((await validate()).result.ok).toBe(true);
  });
});

describe('patentTable widget: the dialog edits a copy (001 §3.5)', { timeout: 60_000 }, () => {
  const dialog = () => screen.getByRole('dialog');

  it('cancel discards the edits, 确定 writes them back to the row', async () => {
    view = renderForm({
      schema: schemaOf('patentTable', 'patentTable'),
      initialValues: { patentTable: [patent] },
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '编辑第1行' }));
    await settle();
    fireEvent.change(within(dialog()).getByLabelText('专利专利名称'), { target: { value: '改过的名称' } });
    fireEvent.change(within(dialog()).getByLabelText('专利质押融资第1条质押融资机构'), {
      target: { value: '另一家银行' },
    });
    await settle();
    // Typing in the dialog leaves the row as it was, nested pledge rows included.
    expect(value('patentTable')).toEqual([patent]);
    fireEvent.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
    await settle();
    expect(value('patentTable')).toEqual([patent]);
    expect(screen.getByText('一种托管方法')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '编辑第1行' }));
    await settle();
    // The copy was discarded: the dialog opens on the row again.
    expect((within(dialog()).getByLabelText('专利专利名称') as HTMLInputElement).value).toBe('一种托管方法');
    fireEvent.change(within(dialog()).getByLabelText('专利专利名称'), { target: { value: '改过的名称' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await settle();
    expect(value('patentTable')).toEqual([{ ...patent, name: '改过的名称' }]);
  });

  it('keeps the dialog open on text over 50 characters, and adds a new patent', async () => {
    view = renderForm({ schema: schemaOf('patentTable', 'patentTable') });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '新增专利' }));
    await settle();
    fireEvent.change(within(dialog()).getByLabelText('专利专利名称'), { target: { value: '名'.repeat(51) } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await settle();
    expect(within(dialog()).getByText('长度不能超过50个字符')).toBeTruthy();
    expect(value('patentTable') ?? []).toEqual([]);
    fireEvent.change(within(dialog()).getByLabelText('专利专利名称'), { target: { value: '新专利' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await settle();
    expect(value('patentTable')).toEqual([{ name: '新专利' }]);
  });
});
