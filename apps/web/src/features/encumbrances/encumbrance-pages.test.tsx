import { ENCUMBRANCE_URLS as URLS } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import CompanyLocksPage from './company-locks-page';
import EncumbranceAdminPage, { toSearch } from './encumbrance-admin-page';
import MyPledgesPage from './my-pledges-page';

const row = (over: Record<string, unknown> = {}) => ({
  id: '7',
  kind: 'pledge',
  status: 'active',
  companyId: 'c0000000-0000-4000-8000-000000000001',
  companyName: '大连演示科技股份有限公司',
  holderId: 'f0000000-0000-4000-8000-000000000001',
  holderName: '演示投资者甲',
  accountNumber: 'D000000001',
  organType: 2,
  certificateNo: '210202********0011',
  shareNature: '4',
  quantity: '1000000',
  originalQuantity: '1200000',
  partyName: '演示银行',
  documentNo: 'SN-1',
  startsOn: '2026-04-01',
  endsOn: null,
  registeredOn: '2026-04-01',
  changedOn: '2026-04-01',
  ...over,
});
const page = (records: unknown[]) =>
  envelope({ records, total: records.length, current: 1, size: 10, pages: 1 });

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});
const calls = (url: string) => view?.calls.filter((c) => c.url.includes(url)) ?? [];

describe('encumbrance queries (ADR 75)', { timeout: 60_000 }, () => {
  it('质押查询 asks for the investor’s pledges and shows the pledgee and the quantities', async () => {
    view = renderPage({
      pattern: '/encumbrance/pledges',
      path: '/encumbrance/pledges',
      page: <MyPledgesPage />,
      handler: routes({ [URLS.mine]: () => page([row()]) }),
    });
    const card = await screen.findByTestId('my-encumbrances-pledge');
    expect(await within(card).findByText('演示银行', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(card).getByText('1,000,000')).toBeTruthy();
    expect(within(card).getByText('1,200,000')).toBeTruthy();
    expect(within(card).getByText('生效中')).toBeTruthy();
    expect(queryOf(calls(URLS.mine)[0] as RecordedRequest).get('kind')).toBe('pledge');
  });

  it('限售查询 searches the register by holder name from page 1', async () => {
    view = renderPage({
      pattern: '/encumbrance/locks',
      path: '/encumbrance/locks',
      page: <CompanyLocksPage />,
      handler: routes({ [URLS.locks]: () => page([row({ kind: 'lock', partyName: null })]) }),
    });
    expect(await screen.findByText('演示投资者甲', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('股东名称'), { target: { value: ' 投资者 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(queryOf(calls(URLS.locks).at(-1)!).get('holderName')).toBe('投资者'));
    expect(queryOf(calls(URLS.locks).at(-1)!).get('current')).toBe('1');
  });

  it('股份权利限制 exports the search as it stands', async () => {
    view = renderPage({
      pattern: '/encumbranceAdmin',
      path: '/encumbranceAdmin',
      page: <EncumbranceAdminPage />,
      handler: routes({
        [URLS.search]: () => page([row(), row({ id: '8', kind: 'freeze', partyName: '大连市中级人民法院' })]),
        [URLS.export]: () =>
          new Response(new Blob(['x']), {
            status: 200,
            headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          }),
      }),
    });
    expect(await screen.findByText('大连市中级人民法院', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('司法冻结')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '演示' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(queryOf(calls(URLS.search).at(-1)!).get('companyName')).toBe('演示'));
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    await waitFor(() => expect(calls(URLS.export)).toHaveLength(1));
    expect(queryOf(calls(URLS.export)[0]!).get('companyName')).toBe('演示');
    expect(queryOf(calls(URLS.export)[0]!).has('current')).toBe(false);
  });

  it('turns the registration-date range into two calendar days', () => {
    expect(toSearch({ kind: 'lock', range: [dayjs('2026-04-05'), dayjs('2026-04-12')] })).toEqual({
      kind: 'lock',
      from: '2026-04-05',
      to: '2026-04-12',
    });
    expect(toSearch({})).toEqual({ from: undefined, to: undefined });
  });
});
