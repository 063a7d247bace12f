import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, json, type RecordedRequest } from '../../test-support/fake-fetch';
import {
  fakeReferenceServer,
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
  settle,
} from '../testing/render-form';
import { VOUCHER_DETAIL_URL, VOUCHER_DOWNLOAD_URL } from './voucher-table';

const schema = parseSeededSchema({
  schemaVersion: 1,
  appId: '550001',
  nodeId: 'apply',
  title: '凭证',
  groups: [
    {
      key: 'basic',
      title: '企业基本信息',
      fields: [
        {
          type: 'select',
          prop: 'companyType',
          label: '公司类型',
          options: {
            source: 'static',
            items: [
              { value: '1', label: '有限责任公司' },
              { value: '2', label: '股份有限公司' },
            ],
          },
        },
      ],
    },
    {
      key: 'vouchers',
      title: '凭证下载',
      fields: [{ type: 'widget', widget: 'voucherTable', prop: 'vouchers', label: '凭证下载' }],
    },
  ],
});

const UUID = '11111111-2222-4333-8444-555555555555';
const EXT5 = {
  gfShareholderRegister: 'aaaaaaaa-0000-4000-8000-000000000003',
  gfRegistrationForm: 'aaaaaaaa-0000-4000-8000-000000000001',
};

let view: RenderedForm | undefined;
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const table = () => within(screen.getByTestId('voucher-table-vouchers'));
const names = () =>
  table()
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('voucherTable widget (001 §3.6)', { timeout: 60_000 }, () => {
  it('lists the six vouchers of the company type without links before a submission', async () => {
    view = renderForm({
      schema,
      context: { appId: '550001', nodeId: 'apply' },
      initialValues: { companyType: '1' },
    });
    await settle();
    expect(names()).toEqual([
      '1股权托管服务协议提交后生成',
      '2股东补充信息登记表提交后生成',
      '3股东会决议提交后生成',
      '4股权托管备案材料提交后生成',
      '5授权委托书提交后生成',
      '6股权登记托管申请表提交后生成',
    ]);
    expect(view.calls.some((c) => c.url.includes(VOUCHER_DETAIL_URL))).toBe(false);
  });

  it("reads the application's ext5 and downloads a voucher by its attachId under its name", async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (b: Blob) => {
      created.push(b);
      return 'blob:x';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const handler = fakeReferenceServer({
      [VOUCHER_DETAIL_URL]: (request: RecordedRequest) => {
        expect(JSON.parse(String(request.body))).toEqual({ uuid: UUID });
        return envelope({ uuid: UUID, ext5: JSON.stringify(EXT5) });
      },
      [VOUCHER_DOWNLOAD_URL]: () =>
        new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    view = renderForm({
      schema,
      handler,
      context: { appId: '550001', nodeId: 'RecheckApprove', uuid: UUID, type: 'detail' },
      initialValues: { companyType: '2' },
    });
    await waitFor(() => expect(names()).toEqual(['1股份有限公司股份初始登记申请表下载', '2股东名册下载']));
    fireEvent.click(table().getAllByRole('button', { name: /下\s*载/ })[1]!);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('股东名册.pdf');
    expect(await created[0]!.text()).toBe('%PDF-1.7');
    expect(
      view.calls.some((c) => c.url.includes(`downloadFile?attachId=${EXT5.gfShareholderRegister}`)),
    ).toBe(true);
    click.mockRestore();
  });

  it('shows 生成中 while the submitted application has no vouchers yet', async () => {
    view = renderForm({
      schema,
      handler: fakeReferenceServer({
        [VOUCHER_DETAIL_URL]: () => json({ code: 200, success: true, msg: '', data: { ext5: '{}' } }),
      }),
      context: { appId: '550001', nodeId: 'apply', uuid: UUID },
      initialValues: { companyType: '2' },
    });
    await waitFor(() => expect(view!.calls.some((c) => c.url.includes(VOUCHER_DETAIL_URL))).toBe(true));
    await settle();
    expect(names()[2]).toBe('3股东名册生成中');
    expect(table().queryByRole('button')).toBeNull();
  });
});
