import type { HolderRecord } from '@rer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, routes } from '../../test-support/fake-fetch';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { HolderSearchDialog } from './holder-search-dialog';
import { renderScreen } from './testing';

const LOOKUP = '/api/rem-registrationbizweb/holder/queryByNameAndId';

const holder = (n: number, status = 1): HolderRecord => ({
  uuid: `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  holderUuid: `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  holderName: '张伟',
  accountNumber: `D${String(n).padStart(9, '0')}`,
  userCode: null,
  organType: 2,
  certType: '1',
  certificateNo: '210202********123X',
  mobile: '199****0003',
  capitalAccount: null,
  holderAccountStatus: status,
  holderType: 1,
  companyId: null,
  productType: null,
  isSign: 0,
});

const feedback = screenTestLifecycle();

function openDialog(answer: HolderRecord[], props: { organType?: number; appId?: string } = {}) {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  const view = renderScreen(
    <HolderSearchDialog open onClose={onClose} onSelect={onSelect} {...props} />,
    routes({ [LOOKUP]: () => envelope(answer) }),
  );
  return { ...view, onSelect, onClose };
}

const dialog = () => screen.getByRole('dialog');
const search = () => fireEvent.click(within(dialog()).getByRole('button', { name: /查\s*询/ }));

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(within(dialog()).getByLabelText(label));
  const choice = await screen.findByTitle(option);
  fireEvent.click(choice);
}

async function fillValid(idNumber = '21020219900103123X') {
  fireEvent.change(within(dialog()).getByLabelText('股东名称'), { target: { value: '张伟' } });
  await chooseOption('证件类型', '居民身份证');
  fireEvent.change(within(dialog()).getByLabelText('证件号码'), { target: { value: idNumber } });
}

// antd's select and table are slow in jsdom on a shared machine.
describe('HolderSearchDialog', { timeout: 30_000 }, () => {
  it('marks the four fields required and names each empty one', async () => {
    const { calls } = openDialog([]);
    for (const label of ['股东名称', '股东类型', '证件类型', '证件号码']) {
      const item = within(dialog()).getByText(label, { selector: 'label' });
      expect(item?.className).toContain('ant-form-item-required');
    }
    search();
    for (const text of ['股东名称不能为空', '股东类型不能为空', '证件类型不能为空', '请填写证件号码'])
      expect(await within(dialog()).findByText(text)).toBeTruthy();
    expect(calls.some((c) => c.url.includes(LOOKUP))).toBe(false);
  });

  it.each([
    ['张伟123', '不能包含中文'],
    ['1234-5678', '不能包含特殊字符'],
  ])('refuses the ID number %s with %s', async (value, text) => {
    const { calls } = openDialog([], { organType: 2 });
    await fillValid(value);
    search();
    expect(await within(dialog()).findByText(text)).toBeTruthy();
    expect(calls.some((c) => c.url.includes(LOOKUP))).toBe(false);
  });

  it('limits the name to 100 and the ID number to 18 characters', () => {
    openDialog([]);
    expect(within(dialog()).getByLabelText('股东名称').getAttribute('maxlength')).toBe('100');
    expect(within(dialog()).getByLabelText('证件号码').getAttribute('maxlength')).toBe('18');
  });

  it('looks the holder up and pages the answer 5 at a time with 5/10/15/20/30 to choose', async () => {
    const { calls } = openDialog(
      Array.from({ length: 12 }, (_, i) => holder(i + 1)),
      { organType: 2 },
    );
    await fillValid();
    search();
    await waitFor(() => expect(within(dialog()).getAllByText('210202********123X')).toHaveLength(5));
    const request = calls.find((c) => c.url.includes(LOOKUP));
    expect(JSON.parse(String(request?.body))).toEqual({
      name: '张伟',
      organType: '2',
      idType: '1',
      idNumber: '21020219900103123X',
    });
    expect(within(dialog()).getByText('共 12 条')).toBeTruthy();
    // The size changer shows 5 first; its list offers exactly the spec's sizes.
    const changer = within(dialog()).getByTitle('5 条/页');
    fireEvent.mouseDown(changer);
    const sizes = () =>
      [...document.querySelectorAll('.ant-select-item-option')]
        .map((o) => o.getAttribute('title') ?? '')
        .filter((title) => title.endsWith('条/页'));
    await waitFor(() => expect(sizes()).toEqual(['5 条/页', '10 条/页', '15 条/页', '20 条/页', '30 条/页']));
  });

  it('sends holderName and certificateNo for 550221', async () => {
    const { calls } = openDialog([holder(1)], { organType: 2, appId: '550221' });
    await fillValid();
    search();
    await waitFor(() => expect(calls.some((c) => c.url.includes(LOOKUP))).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.url.includes(LOOKUP))?.body));
    expect(body).toEqual({
      holderName: '张伟',
      organType: '2',
      idType: '1',
      certificateNo: '21020219900103123X',
    });
  });

  it('refuses a closed account, warns on a frozen one and hands the row over', async () => {
    const { onSelect, onClose } = openDialog([holder(1, 2), holder(2, 3)], { organType: 2 });
    await fillValid();
    search();
    const rows = await within(dialog()).findAllByRole('button', { name: /选\s*择/ });
    fireEvent.click(rows[0]!);
    await waitFor(() => expect(feedback.toasts).toContain('error: 用户不存在'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(rows[1]!);
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ accountNumber: 'D000000002' })),
    );
    expect(feedback.toasts).toContain('warning: 账号异常');
    expect(onClose).toHaveBeenCalled();
  });
});
