import { ENCUMBRANCE_URLS as URLS } from '@rer/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import FrozenDetailPage from './frozen-detail-page';
import PledgeListPage from './pledge-list-page';

const notice = (over: Record<string, unknown> = {}) => ({
  id: '7',
  noticeNo: 'ZY2026000012',
  kind: 'pledge',
  status: 'active',
  companyName: '大连演示科技股份有限公司',
  companyCreditCode: '91210200MA0000001X',
  holderName: '演*****',
  certificateNo: '210202********0011',
  partyName: '演示银行',
  documentNo: null,
  quantity: '1000000',
  originalQuantity: '1000000',
  startsOn: '2026-04-01',
  endsOn: null,
  registeredOn: '2026-04-01',
  changedOn: '2026-04-01',
  ...over,
});

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('public announcements (ADR 75)', { timeout: 60_000 }, () => {
  it('lists the masked pledge announcements, each linking to its detail', async () => {
    view = renderPage({
      pattern: '/pledgeList',
      path: '/pledgeList',
      page: <PledgeListPage />,
      handler: routes({
        [URLS.pledgeList]: () => envelope({ records: [notice()], total: 1, current: 1, size: 10, pages: 1 }),
      }),
    });
    const card = await screen.findByTestId('notice-list-pledge');
    const link = await within(card).findByText('ZY2026000012', {}, { timeout: 10_000 });
    expect(link.closest('a')?.getAttribute('href')).toBe('/pledgeDetail?id=7');
    expect(within(card).getByText('演*****')).toBeTruthy();
    expect(within(card).getAllByText('出质人').length).toBeGreaterThan(0);
    expect(within(card).getByText('1,000,000')).toBeTruthy();
  });

  it("shows the operator's closure instead of a list", async () => {
    view = renderPage({
      pattern: '/pledgeList',
      path: '/pledgeList',
      page: <PledgeListPage />,
      handler: routes({ [URLS.pledgeList]: () => envelope(null, 404, '质押公告未开放') }),
    });
    expect(await screen.findByText('质押公告未开放', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a freeze announcement with its court and document number', async () => {
    view = renderPage({
      pattern: '/frozenDetail',
      path: '/frozenDetail?id=9',
      page: <FrozenDetailPage />,
      handler: routes({
        [URLS.frozenDetail]: () =>
          envelope(
            notice({
              id: '9',
              noticeNo: 'DJ2026000013',
              kind: 'freeze',
              holderName: '大连演示制造有限公司',
              partyName: '大连市中级人民法院',
              documentNo: '（2026）辽02执123号',
            }),
          ),
      }),
    });
    const card = await screen.findByTestId('notice-detail-freeze');
    expect(await within(card).findByText('DJ2026000013', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(card).getByText('大连市中级人民法院')).toBeTruthy();
    expect(within(card).getByText('（2026）辽02执123号')).toBeTruthy();
    expect(within(card).getByText('被冻结股东')).toBeTruthy();
    const asked = view.calls.find((c) => c.url.includes(URLS.frozenDetail))!;
    expect(queryOf(asked).get('id')).toBe('9');
  });
});
