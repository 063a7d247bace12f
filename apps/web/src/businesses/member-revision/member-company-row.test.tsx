import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import opening from '../../../../server/src/businesses/member-opening/form.json';
import seed from '../../../../server/src/businesses/member-revision/form.json';
import {
  fakeReferenceServer,
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
  settle,
} from '../../forms/testing/render-form';

// 001 §5.4 (ADR 68): in the member-company row dialog, 是否发送会员销户通知 is disabled — and holds 否 —
// while the row has no 经办人联系方式; the server's refusal stays for rows that arrive otherwise.

let view: RenderedForm | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const dialog = () => screen.getByRole('dialog');
const sendMsg = () => within(dialog()).getByLabelText('是否发送会员销户通知') as HTMLInputElement;
/** What the select shows (its chosen label, or the 请选择 placeholder). */
const shown = () => sendMsg().closest('.ant-select')?.textContent ?? '';
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

function open(schema: unknown, rows: Record<string, unknown>[] = []) {
  view = renderForm({
    schema: parseSeededSchema(schema),
    context: { appId: '550020', nodeId: 'apply', route: '/process/apply' },
    initialValues: { memberCompanies: rows },
    handler: fakeReferenceServer(),
  });
}

describe('member-company row dialog (001 §5.4)', { timeout: 90_000 }, () => {
  it('新增: disabled with 否 until a phone is typed, enabled then, locked to 否 again when it is cleared', async () => {
    open(seed.schema);
    await settle();
    fireEvent.click(await screen.findByRole('button', { name: /^新\s*增$/ }, { timeout: 20_000 }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(sendMsg().disabled).toBe(true));
    expect(shown()).toBe('否');

    type('经办人联系方式', '13800138001');
    await waitFor(() => expect(sendMsg().disabled).toBe(false));
    fireEvent.mouseDown(sendMsg());
    fireEvent.click(await screen.findByTitle('是'));
    await waitFor(() => expect(shown()).toBe('是'));

    type('经办人联系方式', '');
    await waitFor(() => expect(sendMsg().disabled).toBe(true));
    expect(shown()).toBe('否');

    type('企业名称', '大连演示科技股份有限公司');
    fireEvent.click(within(dialog()).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(view!.controller.handle.current!.values().memberCompanies).toEqual([
        { companyName: '大连演示科技股份有限公司', isSendMsg: '0' },
      ]),
    );
  });

  it('编辑 of a row without a phone that says 是 (an imported one) opens locked to 否; 550012 has the same rule', async () => {
    open(opening.schema, [{ companyName: '大连演示制造有限公司', jbrName: '赵经办', isSendMsg: '1' }]);
    await settle();
    fireEvent.click(await screen.findByRole('button', { name: '编辑第1行' }, { timeout: 20_000 }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(sendMsg().disabled).toBe(true));
    expect(shown()).toBe('否');
  });
});
