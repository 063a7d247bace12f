import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import seed from '../../../../server/src/businesses/pledge-registration/form.json';
import {
  fakeReferenceServer,
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
} from '../../forms/testing/render-form';
import { recordToasts, renderWithNetwork } from '../../test-support/render-with-network';
import { PledgeDeclarationDialog } from './pledge-declaration-dialog';

const file = (name: string) => [{ attachId: `id-${name}`, originalName: name, size: 100 }];
/** A whole declaration as stored, its flags still booleans (older data; 001 §3.9). */
const complete = {
  securityAccountNo: 'D000000001',
  idNumber: '210202198001010011',
  holderName: '演示投资者甲',
  natureOfInvestor: '1',
  applyDate: '2026-11-29',
  securityCode: 'DEMO01',
  securityShorterForm: '大连演示',
  natureOfShare: '1',
  pledgeShares: '1000',
  unitCode: '91110000600037341L',
  unitName: '大连演示科技股份有限公司',
  czrDelegate: false,
  stateOwnedShareholder: false,
  directionalSecurityAccount: 0,
  zqrDelegate: true,
  allottedShare: 1,
  zqrName: '演示银行股份有限公司',
  zqrCertType: '2',
  zqrCertno: 'E1234567',
  zqrType: '1',
  zqrMobile: '13800138000',
  contractNum: 'ZY-1',
  receiver: '甲',
  receiverMobile: '13900139000',
  receiverAddress: '大连市',
  sendType: '1',
  att: { '1011': file('a.pdf'), '1012': file('b.pdf'), '1013': file('c.jpg'), '1014': file('d.png') },
};

let view: RenderedForm | undefined;
let toasts: ReturnType<typeof recordToasts> | undefined;
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
  toasts?.dispose();
  vi.unstubAllGlobals();
});

function openDialog(row?: Record<string, unknown>) {
  const onConfirm = vi.fn();
  const upload = vi.fn(async (f: File) => ({ attachId: `up-${f.name}`, originalName: f.name, size: f.size }));
  renderWithNetwork(
    <PledgeDeclarationDialog
      {...(row ? { row } : {})}
      readOnly={false}
      canPickHolding={false}
      onCancel={() => undefined}
      onConfirm={onConfirm}
      upload={upload}
    />,
    fakeReferenceServer(),
  );
  return { onConfirm, upload };
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('质押冻结申报 dialog (001 §2.3, §5.8, §5.10; ADR 71)', { timeout: 60_000 }, () => {
  it('opens 70% wide with its sections and refuses an empty declaration field by field and slot by slot', async () => {
    const { onConfirm } = openDialog();
    const dialog = await screen.findByRole('dialog', { name: '质押冻结申报' });
    for (const section of ['出质人信息', '质权人信息', '质押基本信息', '质押数据', '邮寄信息', '附件'])
      expect(within(dialog).getByText(section)).toBeTruthy();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('70%');
    confirm();
    await waitFor(() => expect(within(itemOf('质权人手机号码')).getByText('此项为必填')).toBeTruthy());
    expect(within(itemOf('出质人名称')).getByText('此项为必填')).toBeTruthy();
    // Financing fields are optional (001 §5.8).
    expect(within(itemOf('融资金额（万元）')).queryByText('此项为必填')).toBeNull();
    expect(within(screen.getByTestId('pledge-slot-1013')).getByText('请上传文件')).toBeTruthy();
    expect(within(screen.getByTestId('pledge-slot-att5')).queryByText('请上传文件')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('converts boolean flags to "1"/"0" on open, names a bad value and confirms a whole row', async () => {
    const { onConfirm } = openDialog({ ...complete, zqrMobile: '12345' });
    await screen.findByRole('dialog', { name: '质押冻结申报' });
    confirm();
    await waitFor(() =>
      expect(within(itemOf('质权人手机号码')).getByText('请输入正确的手机号码')).toBeTruthy(),
    );
    expect(onConfirm).not.toHaveBeenCalled();
    const mobile = within(itemOf('质权人手机号码')).getByRole('textbox');
    fireEvent.change(mobile, { target: { value: '13800138000' } });
    confirm();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]![0]).toMatchObject({
      czrDelegate: '0',
      directionalSecurityAccount: '0',
      zqrDelegate: '1',
      allottedShare: '1',
      zqrMobile: '13800138000',
      att: complete.att,
    });
  });

  it('checks each file before it is sent: type, size, one per required slot', async () => {
    toasts = recordToasts();
    const { upload } = openDialog();
    await screen.findByRole('dialog', { name: '质押冻结申报' });
    const input = () =>
      screen.getByTestId('pledge-slot-1011').querySelector('input[type=file]') as HTMLInputElement;
    const pick = (f: File) => fireEvent.change(input(), { target: { files: [f] } });
    pick(new File(['x'], '合同.docx'));
    await waitFor(() => expect(toasts!.toasts).toContain('error: 只能上传JPG、PNG、PDF文件'));
    const big = new File(['x'], '大.pdf');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    pick(big);
    await waitFor(() => expect(toasts!.toasts).toContain('error: 文件不能超过 50MB'));
    expect(upload).not.toHaveBeenCalled();
    pick(new File(['%PDF'], '通知书.pdf'));
    await waitFor(() =>
      expect(within(screen.getByTestId('pledge-slot-1011')).getByText('通知书.pdf')).toBeTruthy(),
    );
    pick(new File(['%PDF'], '第二份.pdf'));
    await waitFor(() => expect(toasts!.toasts).toContain('error: 超出最大文件上传数量'));
    expect(upload).toHaveBeenCalledTimes(1);
  });
});

describe('质押冻结申报 list in the 550063 form', { timeout: 60_000 }, () => {
  it('lists the declared row with its files; 新增 waits while a row exists; 删除 removes it', async () => {
    view = renderForm({
      schema: parseSeededSchema(seed.schema),
      context: { appId: '550063', nodeId: 'apply', route: '/process/apply', landingMode: 'personalholder' },
      initialValues: { pledgeInfo: [{ ...complete, czrDelegate: '0' }] },
      handler: fakeReferenceServer(),
    });
    const list = await screen.findByTestId('pledge-declaration-pledgeInfo');
    expect(within(list).getByText('演示投资者甲')).toBeTruthy();
    expect(within(list).getByText('b.pdf')).toBeTruthy();
    // One pledge per application: 新增 is off while a row exists.
    expect(within(list).getByRole('button', { name: /新增质押申报/ })).toHaveProperty('disabled', true);
    fireEvent.click(within(list).getByText('删除'));
    await waitFor(() =>
      expect((view!.controller.form.getFieldsValue(true) as { pledgeInfo: unknown[] }).pledgeInfo).toEqual(
        [],
      ),
    );
  });
});
