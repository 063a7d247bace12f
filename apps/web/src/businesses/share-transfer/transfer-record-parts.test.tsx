import type { HolderRecord } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import seed from '../../../../server/src/businesses/share-transfer/form.json';
import {
  fakeReferenceServer,
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
  settle,
} from '../../forms/testing/render-form';
import { createFakeFetch, envelope, type FakeHandler, routes } from '../../test-support/fake-fetch';
import { recordToasts } from '../../test-support/render-with-network';
import { haveTradingDataCheck, transferRecordUrls } from './transfer-records-api';

const CHECK = haveTradingDataCheck({
  accountNumber: 'transferorAccountNumber',
  productCode: 'productCode',
  changeVol: 'quantity',
  shareNature: 'shareNature',
});
const FILLED = {
  transferorAccountNumber: 'D000000001',
  productCode: 'DEMO01',
  quantity: '5001',
  shareNature: '4',
};

function stubServer(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.calls;
}

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
  vi.unstubAllGlobals();
});

describe('the 550004 pre-submit check (holder/getHaveTradingData)', () => {
  const context = { appId: '550004', nodeId: 'apply' };

  it('refuses with the server’s message when the available shares do not cover the quantity', async () => {
    const calls = stubServer(
      routes({
        [transferRecordUrls.haveTradingData]: () =>
          envelope({
            haveTradingData: false,
            accountNumber: 'D000000001',
            changeVol: '5001',
            available: '5000',
            holderAccountStatus: 1,
            message: '可用股份不足：演示投资者甲可用5000股，申请5001股',
          }),
      }),
    );
    expect(await CHECK({ appId: '550004', context, values: FILLED })).toBe(
      '可用股份不足：演示投资者甲可用5000股，申请5001股',
    );
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      accountNumber: 'D000000001',
      productCode: 'DEMO01',
      appCode: '550004',
      changeVol: '5001',
      shareNature: '4',
    });
  });

  it('lets the submission go on when they do, and asks nothing without a product code', async () => {
    const calls = stubServer(
      routes({
        [transferRecordUrls.haveTradingData]: () =>
          envelope({
            haveTradingData: true,
            accountNumber: 'D000000001',
            changeVol: '10',
            available: '5000',
            holderAccountStatus: 3,
            message: null,
          }),
      }),
    );
    expect(await CHECK({ appId: '550004', context, values: { ...FILLED, quantity: '10' } })).toBeNull();
    expect(await CHECK({ appId: '550004', context, values: { ...FILLED, productCode: ' ' } })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('refuses with the msg of a refused call', async () => {
    stubServer(
      routes({ [transferRecordUrls.haveTradingData]: () => envelope(null, 400, '产品代码不存在：DEMO01') }),
    );
    expect(await CHECK({ appId: '550004', context, values: FILLED })).toBe('产品代码不存在：DEMO01');
  });
});

/** 550004 as seeded, parsed as the apply page parses it (its widgets must be registered). */
const transferSchema = () => parseSeededSchema(seed.schema);

const values = () => view!.controller.form.getFieldsValue(true) as Record<string, unknown>;

/** Opens the user-code field's shareholder search dialog, looks 张伟 up and picks one account. */
async function searchAndPick(account: string) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(screen.getByTestId('pick-transferorUserCode'));
  // 查询 opens the register's holders first; a holder outside it is found by ID number (000 §5).
  fireEvent.click(await screen.findByTestId('holder-search-by-id'));
  const dialog = (await waitFor(() => {
    const byId = screen.getAllByRole('dialog').find((d) => within(d).queryByLabelText('股东名称'));
    expect(byId).toBeDefined();
    return byId;
  })) as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('股东名称'), { target: { value: '张伟' } });
  for (const [label, option] of [
    ['股东类型', 'shareHolderType-2'],
    ['证件类型', 'personCertType-1'],
  ] as const) {
    fireEvent.mouseDown(within(dialog).getByLabelText(label));
    fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
  }
  fireEvent.change(within(dialog).getByLabelText('证件号码'), { target: { value: '21020219900103123X' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
  const cell = await within(dialog).findByText(account);
  fireEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /选\s*择/ }));
}

describe('productCode and holderUserCode widgets', { timeout: 60_000 }, () => {
  it('fills an enterprise’s product code with its current company’s code, read-only', async () => {
    view = renderForm({
      schema: transferSchema(),
      context: { appId: '550004', nodeId: 'apply', route: '/process/apply', landingMode: 'org' },
      handler: fakeReferenceServer({
        '/api/rem-registrationbizweb/equityProduct/getCurrentProductInfo': () =>
          envelope({ companyId: 'c1', companyName: '测试', code: 'DEMO01', listCode: null, showCode: null }),
      }),
    });
    await waitFor(() => expect(values().productCode).toBe('DEMO01'));
    expect((screen.getByLabelText('产品代码') as HTMLInputElement).readOnly).toBe(true);
  });

  it('lets staff type the product code', async () => {
    view = renderForm({
      schema: transferSchema(),
      context: { appId: '550004', nodeId: 'apply', route: '/process/apply', landingMode: 'mgr' },
    });
    await settle();
    fireEvent.change(screen.getByLabelText('产品代码'), { target: { value: 'DEMO02' } });
    await settle();
    expect(values().productCode).toBe('DEMO02');
    expect(view.calls.some((c) => c.url.includes('getCurrentProductInfo'))).toBe(false);
  });

  it('takes the user code of the holder chosen in the shareholder search dialog', async () => {
    const holder = (userCode: string | null, n: number): HolderRecord => ({
      uuid: `f0000000-0000-4000-8000-00000000000${n}`,
      holderUuid: `f0000000-0000-4000-8000-00000000000${n}`,
      holderName: '张伟',
      accountNumber: `D00000000${n}`,
      userCode,
      organType: 2,
      certType: '1',
      certificateNo: '210202********123X',
      mobile: null,
      capitalAccount: null,
      holderAccountStatus: 1,
      holderType: 1,
      companyId: null,
      productType: null,
      isSign: 0,
    });
    view = renderForm({
      schema: transferSchema(),
      context: { appId: '550004', nodeId: 'apply', route: '/process/apply' },
      handler: fakeReferenceServer({
        '/api/rem-registrationbizweb/holder/queryByNameAndId': () =>
          envelope([holder(null, 1), holder('U100002', 2)]),
      }),
    });
    await settle();
    // The dialog closes on every pick (000 §5); an account without a user code leaves the field empty.
    await searchAndPick('D000000001');
    await waitFor(() =>
      expect(feedback.toasts).toEqual(['warning: 该登记账户未设置用户代码，请选择其他账户']),
    );
    expect(values().transferorUserCode).toBeUndefined();
    await searchAndPick('D000000002');
    await waitFor(() => expect(values().transferorUserCode).toBe('U100002'));
  });
});
