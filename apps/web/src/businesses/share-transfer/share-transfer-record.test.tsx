import type { TransferRecord } from '@rer/contracts';
import type { FormContext } from '@rer/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import seed from '../../../../server/src/businesses/share-transfer/form.json';
import {
  fakeReferenceServer,
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
  settle,
} from '../../forms/testing/render-form';
import { envelope, type RecordedRequest } from '../../test-support/fake-fetch';
import { recordToasts } from '../../test-support/render-with-network';
import { transferRecordUrls } from './transfer-records-api';

const record = (n: number, status: number, nature = '3'): TransferRecord => ({
  holderId: `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  accountNumber: `D00000000${n}`,
  holderName: `测试股东${n}`,
  userCode: 'U100001',
  organType: 2,
  shareNature: nature,
  shareNatureName: `natureOfShare-${nature}`,
  held: '6000',
  available: '5000',
  pledged: '1000',
  frozen: '0',
  locked: '0',
  comfirm: 1,
  holderAccountStatus: status,
});

const RECORDS = [record(1, 1), record(2, 3, '2'), record(3, 2)];

/** 550004 as seeded, parsed as the apply page parses it (its widgets must be registered). */
const transferSchema = () => parseSeededSchema(seed.schema);

let view: RenderedForm | undefined;
let feedback: ReturnType<typeof recordToasts>;
beforeAll(installBrowserShims);
beforeEach(() => {
  feedback = recordToasts();
});
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
  feedback.dispose();
});

function open(context: Partial<FormContext> = {}) {
  view = renderForm({
    schema: transferSchema(),
    context: { appId: '550004', nodeId: 'apply', route: '/process/apply', ...context },
    handler: fakeReferenceServer({
      [transferRecordUrls.records]: () =>
        envelope({
          companyId: 'c1',
          companyName: '测试科技股份有限公司',
          productCode: 'DEMO01',
          records: RECORDS,
        }),
    }),
  });
  return view;
}

const values = () => view!.controller.form.getFieldsValue(true) as Record<string, unknown>;
const choose = () => fireEvent.click(screen.getByTestId('choose-transfer-record'));
const setValues = async (patch: Record<string, unknown>) => {
  view!.controller.handle.current!.setValues(patch);
  await settle();
};
const bodyOf = (call: RecordedRequest) => JSON.parse(String(call.body)) as Record<string, unknown>;
const recordCalls = () => view!.calls.filter((c) => c.url.includes(transferRecordUrls.records));

describe('shareTransferRecord widget', { timeout: 30_000 }, () => {
  it('asks for the user code first, then the product code, without calling the server', async () => {
    open();
    await settle();
    expect(screen.getByTestId('transfer-record-summary').textContent).toBe('尚未选择转让记录');
    choose();
    await waitFor(() => expect(feedback.toasts).toEqual(['warning: 请先选择用户代码！']));
    await setValues({ transferorUserCode: 'U100001' });
    choose();
    await waitFor(() => expect(feedback.toasts.at(-1)).toBe('warning: 请先选择产品代码！'));
    expect(recordCalls()).toHaveLength(0);
  });

  it('names the fund for 550222', async () => {
    open({ appId: '550222' });
    await settle();
    await setValues({ transferorUserCode: 'U100001' });
    choose();
    await waitFor(() => expect(feedback.toasts).toEqual(['warning: 请先选择基金名称！']));
  });

  it('lists the records, refuses a closed account and fills the targets from an abnormal one', async () => {
    open();
    await settle();
    await setValues({ transferorUserCode: 'U100001', productCode: 'DEMO01' });
    choose();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('测试科技股份有限公司', { exact: false })).toBeTruthy();
    expect(bodyOf(recordCalls()[0]!)).toEqual({
      userCode: 'U100001',
      productCode: 'DEMO01',
      appCode: '550004',
    });
    const row = (account: string) => within(dialog).getByText(account).closest('tr') as HTMLElement;
    await within(dialog).findByText('D000000003');

    fireEvent.click(within(row('D000000003')).getByRole('button', { name: /选\s*择/ }));
    await waitFor(() => expect(feedback.toasts).toEqual(['error: 用户不存在']));
    expect(values().transferorAccountNumber).toBeUndefined();

    fireEvent.click(within(row('D000000002')).getByRole('button', { name: /选\s*择/ }));
    await waitFor(() => expect(feedback.toasts.at(-1)).toBe('warning: 账号异常'));
    await settle();
    expect(values()).toMatchObject({
      transferorAccountNumber: 'D000000002',
      transferorName: '测试股东2',
      shareNature: '2',
      transferRecord: {
        accountNumber: 'D000000002',
        shareNature: '2',
        available: '5000',
        productCode: 'DEMO01',
      },
    });
    // Fields the schema does not name are left alone.
    expect(values().transfereeAccountNumber).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('transfer-record-summary').textContent).toBe(
      '测试股东2（D000000002），natureOfShare-2，选择时可用 5,000 股',
    );
  });

  it('is shown but cannot be used when the form is read-only', async () => {
    view = renderForm({
      schema: transferSchema(),
      context: { appId: '550004', nodeId: 'PreliminaryApprove', route: '/process/approve' },
      initialValues: {
        transferRecord: {
          accountNumber: 'D000000001',
          holderName: '测试股东1',
          userCode: 'U100001',
          shareNature: '3',
          shareNatureName: '境内法人股',
          available: '5000',
          productCode: 'DEMO01',
        },
      },
      disabled: true,
    });
    await settle();
    expect((screen.getByTestId('choose-transfer-record') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('transfer-record-summary').textContent).toContain('测试股东1（D000000001）');
  });
});
