import { INVESTOR_INFO_URL } from '@rer/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, routes } from '../../test-support/fake-fetch';
import { workflowUrls } from '../workflow';

const RISK_CURRENT_URL = '/api/rem-registrationbizweb/riskAssessment/current';

import InvestorInfoPage from './investor-info-page';

const info = {
  accountNumber: 'R12345678901234',
  holderName: '开户测试甲',
  organType: 2,
  status: 1,
  certType: '1',
  certificateNo: '210202********0011',
  mobile: '138****1234',
  profile: {
    holderName: '开户测试甲',
    certType: '1',
    certificateNo: '210202********0011',
    mobile: '138****1234',
    email: 'p@example.com',
    address: '大连市中山区演示路1号',
    bankName: '演示银行',
    bankCard: '***************3445',
    openedAt: '2026-11-29 10:00:00',
    applicationId: 'a0000000-0000-4000-8000-000000000001',
  },
};
const riskRow = (expired: boolean) => ({
  id: '3',
  riskType: 1,
  typeName: '私募股权风险测评问卷',
  resultName: 'C4 积极型',
  resultScore: 62,
  fraction: 62,
  riskLevel: 'C4',
  ruleFormTotalData: { name: 'q', remark: '', titles: [] },
  bizTypeName: '投资者风险测评',
  productTypeName: '私募股权',
  riskTestTime: '2026-11-29T02:00:00.000Z',
  expiresAt: '2028-11-29T02:00:00.000Z',
  expired,
  productRiskLevel: 'R4',
  accountNumber: info.accountNumber,
});
const application = {
  uuid: 'a0000000-0000-4000-8000-000000000001',
  bizSn: 'YW2026112900001',
  appId: '550130',
  businessTypeName: '投资者开户（个人）',
  applicantName: '开户测试甲',
  companyId: null,
  companyName: null,
  status: 'completed',
  statusName: '已办结',
  currentNode: 'end',
  currentNodeName: '结束',
  round: 1,
  version: 3,
  createdAt: '2026-11-29T01:00:00.000Z',
  submittedAt: '2026-11-29T01:00:00.000Z',
  completedAt: '2026-11-29T02:00:00.000Z',
};
const page = (records: unknown[]) =>
  envelope({ records, total: records.length, current: 1, size: 5, pages: 1 });

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const open = (answer: unknown, risks: unknown[]) => {
  view = renderPage({
    pattern: '/investorInfo',
    path: '/investorInfo',
    page: <InvestorInfoPage />,
    handler: routes({
      [INVESTOR_INFO_URL]: () => envelope(answer),
      [RISK_CURRENT_URL]: () =>
        envelope({ accountNumber: info.accountNumber, sessionValues: {}, results: risks }),
      [workflowUrls.myApplications]: () => page([application]),
    }),
  });
  return view;
};

describe('/investorInfo', { timeout: 60_000 }, () => {
  it('shows the account in full, the masked profile, the risk level with its expiry and the applications', async () => {
    open(info, [riskRow(false)]);
    const account = await screen.findByTestId('investor-account', {}, { timeout: 10_000 });
    expect(within(account).getByText('R12345678901234')).toBeTruthy();
    expect(within(account).getByText('个人')).toBeTruthy();
    expect(within(account).getByText('正常')).toBeTruthy();
    const profile = screen.getByTestId('investor-profile');
    expect(within(profile).getByText('***************3445')).toBeTruthy();
    expect(within(profile).getByText('居民身份证')).toBeTruthy();
    const risk = screen.getByTestId('investor-risk');
    expect(await within(risk).findByText('C4')).toBeTruthy();
    expect(within(risk).getByText('2028-11-29')).toBeTruthy();
    expect(within(risk).queryByRole('button', { name: '风险测评' })).toBeNull();
    const history = screen.getByTestId('investor-history');
    expect(await within(history).findByText('YW2026112900001')).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: '详情' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(view!.router.state.location.search).toContain('processInstanceId=');
  });

  it('opens the account’s history (/infoDetails) from 查看账户历史', async () => {
    open(info, [riskRow(false)]);
    const account = await screen.findByTestId('investor-account', {}, { timeout: 10_000 });
    fireEvent.click(within(account).getByRole('button', { name: '查看账户历史' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(view!.router.state.location.pathname).toBe('/infoDetails');
  });

  it('sends an investor without a valid assessment to 风险测评', async () => {
    open({ ...info, profile: null }, [riskRow(true)]);
    const risk = await screen.findByTestId('investor-risk', {}, { timeout: 10_000 });
    expect(await within(risk).findByText('您的风险测评结果已过期，请重新测评')).toBeTruthy();
    expect(within(risk).getByText('已过期')).toBeTruthy();
    expect(screen.getByText('该账户不是通过投资者开户业务开立的，没有开户资料')).toBeTruthy();
    fireEvent.click(within(risk).getByRole('button', { name: '风险测评' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(view!.router.state.location.pathname).toBe('/investor/550026');
  });

  it('offers 业务办理 before an account is opened', async () => {
    open(null, []);
    expect(
      await screen.findByText('尚未选择登记账户，或尚未开立登记账户', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(view!.calls.some((c) => c.url.includes(RISK_CURRENT_URL))).toBe(false);
  });
});
