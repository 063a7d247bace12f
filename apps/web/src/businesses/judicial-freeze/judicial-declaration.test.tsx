import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import unfreezeSeed from '../../../../server/src/businesses/judicial-unfreeze/form.json';
import { dictionaryItem as item, parseSeededSchema, renderForm } from '../../forms/testing/render-form';
import { envelope, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { renderWithNetwork } from '../../test-support/render-with-network';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { type DeclarationRow, errorsOf, JudicialRowDialog } from './judicial-row-dialog';

const feedback = screenTestLifecycle();

const DICTIONARIES: Record<string, [string, string][]> = {
  frozenMethod: [
    ['1', '司法冻结'],
    ['2', '轮候冻结'],
    ['3', '续行冻结'],
    ['4', '解除冻结'],
    ['5', '扣划'],
  ],
  natureOfShare: [['4', '境内自然人股']],
};
let uploaded = 0;
const server = routes({
  '/api/blade-system/dict-biz/dictionary': (request: RecordedRequest) => {
    const code = new URL(request.url, 'http://localhost').searchParams.get('code') ?? '';
    return envelope((DICTIONARIES[code] ?? []).map(([k, v]) => item(code, k, v)));
  },
  '/api/blade-resource/oss/endpoint/put-model-file-attach': (request: RecordedRequest) => {
    uploaded += 1;
    const file = (request.body as FormData).get('file') as File;
    return envelope({ attachId: `a-${uploaded}`, originalName: file.name, size: file.size });
  },
});

const FULL: DeclarationRow = {
  frozenMethod: '1',
  securityAccountNo: 'D000000001',
  holderName: '演示投资者甲',
  idNumber: '210202199001010030',
  securityCode: '880001',
  natureOfShare: '4',
  judiciary: '大连市中山区人民法院',
  documentNo: '（2026）辽0202执1号',
  frozen: '1000',
  startsOn: '2026-11-29',
  endsOn: '2027-11-28',
};

function openDialog(row: DeclarationRow, readOnly = false) {
  const onSave = vi.fn();
  const view = renderWithNetwork(
    <JudicialRowDialog
      open
      row={row}
      methods={['1', '2', '3', '5']}
      readOnly={readOnly}
      onSave={onSave}
      onClose={() => undefined}
    />,
    server,
  );
  const choose = (slot: string, file: File) =>
    fireEvent.change(
      screen.getByTestId(`judicial-slot-${slot}`).querySelector('input[type="file"]') as HTMLInputElement,
      { target: { files: [file] } },
    );
  return { ...view, onSave, choose };
}
const confirm = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('司法冻结申报列表 (001 §2.4, §3.10, §5.9, §5.10)', { timeout: 60_000 }, () => {
  it('refuses 确定 with the method and slots 1015–1017 missing, naming each', async () => {
    const { onSave } = openDialog({});
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('司法冻结申报列表')).toBeTruthy();
    confirm();
    await waitFor(() => expect(within(dialog).getAllByText('此项为必填').length).toBeGreaterThanOrEqual(5));
    for (const slot of ['1015', '1016', '1017'])
      expect(within(screen.getByTestId(`judicial-slot-${slot}`)).getByText('请上传文件')).toBeTruthy();
    expect(within(screen.getByTestId('judicial-slot-att4')).queryByText('请上传文件')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses files outside JPG/PNG/PDF or over 50 MB before sending them', async () => {
    const { choose, calls } = openDialog(FULL);
    await screen.findByRole('dialog');
    choose('1015', new File(['x'], '通知书.docx'));
    await waitFor(() => expect(feedback.toasts).toContain('error: 只能上传JPG、PNG、PDF文件'));
    const big = new File(['x'], '裁定书.pdf');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    choose('1016', big);
    await waitFor(() => expect(feedback.toasts).toContain('error: 文件不能超过 50MB'));
    expect(calls.filter((c) => c.url.includes('put-model-file-attach'))).toHaveLength(0);
  });

  it('uploads one file per slot through put-model-file-attach and keeps the checked row', async () => {
    const { choose, calls, onSave } = openDialog(FULL);
    await screen.findByRole('dialog');
    choose('1015', new File(['%PDF'], '通知书.pdf'));
    await waitFor(() => expect(screen.getByText('通知书.pdf')).toBeTruthy());
    choose('1015', new File(['%PDF'], '再一份.pdf'));
    await waitFor(() => expect(feedback.toasts).toContain('error: 超出最大文件上传数量'));
    choose('1016', new File(['img'], '裁定书.JPG'));
    await waitFor(() => expect(screen.getByText('裁定书.JPG')).toBeTruthy());
    choose('1017', new File(['img'], '证明.png'));
    await waitFor(() => expect(screen.getByText('证明.png')).toBeTruthy());
    const sent = calls.filter((c) => c.url.includes('put-model-file-attach'));
    expect(sent).toHaveLength(3);
    expect((sent[0]!.body as FormData).get('accept')).toBe('jpg,jpeg,png,pdf');
    expect((sent[0]!.body as FormData).get('maxSize')).toBe('50');
    confirm();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0] as DeclarationRow;
    expect(saved).toMatchObject({ ...FULL });
    expect(saved.att).toEqual({
      '1015': [{ attachId: 'a-1', originalName: '通知书.pdf', size: 4 }],
      '1016': [{ attachId: 'a-2', originalName: '裁定书.JPG', size: 3 }],
      '1017': [{ attachId: 'a-3', originalName: '证明.png', size: 3 }],
    });
  });

  it('checks the term: more than three years is refused on its field', async () => {
    const att = Object.fromEntries(
      ['1015', '1016', '1017'].map((k) => [k, [{ attachId: k, originalName: `${k}.pdf` }]]),
    );
    const { onSave } = openDialog({ ...FULL, endsOn: '2029-11-30', att });
    const dialog = await screen.findByRole('dialog');
    confirm();
    expect(await within(dialog).findByText('冻结期限不得超过三年')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the method’s own fields: a seizure asks for the receiving account', async () => {
    openDialog({ ...FULL, frozenMethod: '5' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('扣划转入登记账号')).toBeTruthy();
    expect(within(dialog).getByLabelText('原冻结文书编号')).toBeTruthy();
    expect(within(dialog).queryByLabelText('冻结起始日')).toBeNull();
  });

  it('read-only (review nodes): no 确定 or 取消, no upload', async () => {
    openDialog({ ...FULL, att: { '1015': [{ attachId: 'x', originalName: '通知书.pdf' }] } }, true);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /确\s*定/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /上传/ })).toBeNull();
    expect(within(dialog).getByText('通知书.pdf')).toBeTruthy();
  });

  it('splits the domain’s problems into field and slot errors', () => {
    expect(
      errorsOf([
        { part: 'frozen', message: 'a' },
        { part: 'att.1015', message: 'b' },
        { part: 'frozen', message: 'c' },
      ]),
    ).toEqual({ fields: { frozen: 'a' }, slots: { '1015': 'b' } });
  });
});

describe('the declaration in 550300’s form', { timeout: 60_000 }, () => {
  it('adds a row with 解除冻结 chosen, asking for the original document', async () => {
    const view = renderForm({
      schema: parseSeededSchema(unfreezeSeed.schema),
      context: { appId: '550300', nodeId: 'apply', route: '/process/apply' },
      handler: server,
    });
    fireEvent.click(await screen.findByRole('button', { name: '新增申报' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('原冻结文书编号')).toBeTruthy();
    expect(within(dialog).queryByLabelText('冻结截止日')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.controller.form.getFieldValue('freezeInfo') ?? []).toEqual([]);
    view.dispose();
  });
});
