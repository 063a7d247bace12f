import { INVESTOR_HISTORY_URL } from '@rer/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, type FakeHandler, routes } from '../../test-support/fake-fetch';
import InvestorHistoryPage from './investor-history-page';

const OPENING = 'a0000000-0000-4000-8000-000000000001';
const event = (over: Record<string, unknown>) => ({
  reason: null,
  level: null,
  expiresAt: null,
  expired: null,
  applicationId: null,
  appId: null,
  bizSn: null,
  ...over,
});
const events = [
  event({
    id: 'q:2',
    kind: 'certification',
    at: '2026-11-29 10:00:00',
    title: '个人合格投资者认证',
    expiresAt: '2028-11-29 10:00:00',
    expired: false,
    applicationId: 'b0000000-0000-4000-8000-000000000002',
    appId: '550091',
  }),
  event({
    id: 's:1',
    kind: 'statusChanged',
    at: '2026-11-28 09:00:00',
    title: '登记账户冻结',
    reason: '司法协助冻结',
    applicationId: 'c0000000-0000-4000-8000-000000000003',
    appId: '550306',
  }),
  event({
    id: 'r:1',
    kind: 'riskAssessment',
    at: '2026-11-27 09:00:00',
    title: '风险测评（私募股权）',
    level: 'C3',
    expiresAt: '2025-11-27 09:00:00',
    expired: true,
  }),
  event({
    id: 'o:1',
    kind: 'opened',
    at: '2026-11-20 09:00:00',
    title: '开立登记账户',
    applicationId: OPENING,
    appId: '550130',
    bizSn: '20261120000001',
  }),
];

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const open = (answer: FakeHandler) => {
  view = renderPage({
    pattern: '/infoDetails',
    path: '/infoDetails',
    page: <InvestorHistoryPage />,
    handler: routes({ [INVESTOR_HISTORY_URL]: answer }),
  });
  return view;
};

describe('/infoDetails', { timeout: 60_000 }, () => {
  it('lists the account’s history newest first, with reasons, levels, validity and application links', async () => {
    open(() =>
      envelope({
        accountNumber: 'R12345678901234',
        holderName: '开户测试甲',
        status: 3,
        events: { records: events, total: 4, current: 1, size: 10, pages: 1 },
      }),
    );
    const page = await screen.findByTestId('investor-history-page', {}, { timeout: 10_000 });
    expect(within(page).getByText('R12345678901234')).toBeTruthy();
    expect(within(page).getByText('冻结')).toBeTruthy();
    const table = within(page).getByTestId('investor-history-events');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      '个人合格投资者认证',
      '登记账户冻结',
      '风险测评（私募股权）',
      '开立登记账户',
    ]);
    expect(within(rows[1]!).getByText('变更原因：司法协助冻结')).toBeTruthy();
    expect(within(rows[2]!).getByText('风险等级：C3')).toBeTruthy();
    expect(within(rows[2]!).getByText('已过期')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: '查看申请' })).toBeNull();
    expect(within(rows[0]!).getByText('有效期至：2028-11-29')).toBeTruthy();
    fireEvent.click(within(rows[3]!).getByRole('button', { name: '查看申请' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(view!.router.state.location.search).toContain(`processInstanceId=${OPENING}`);
    expect(view!.router.state.location.search).toContain('appId=550130');
  });

  it('shows the server’s sentence when no account is chosen', async () => {
    open(() => envelope(null, 400, '请先选择登记账户'));
    expect(await screen.findByText('请先选择登记账户', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
