import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateSession } from '../../lib/session';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, routes } from '../../test-support/fake-fetch';
import { QUALIFICATION_CURRENT_URL } from './api';
import { QualificationCard } from './qualification-card';

const RISK_CURRENT_URL = '/api/rem-registrationbizweb/riskAssessment/current';

const qualification = (status: number) => ({
  kind: 'institution',
  kindName: '机构投资者认证',
  ruleId: 'legalPerson',
  ruleLabel: '法人机构',
  source: '《区域性股权市场监督管理试行办法》（证监会令第132号）（条号待核对原文）',
  bizSn: 'YW2026112900009',
  certifiedAt: '2026-11-29T02:00:00.000Z',
  expiresAt: '2027-11-29T02:00:00.000Z',
  status,
  statusName: status === 0 ? '有效' : '已过期',
});
const riskRow = {
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
  expired: false,
  productRiskLevel: 'R4',
  accountNumber: 'D000000004',
};

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

let riskCalls = 0;
const open = (
  zone: string,
  qualifications: unknown[],
  risks: unknown[],
  holder: string | null = 'D000000004',
) => {
  riskCalls = 0;
  view = renderPage({
    pattern: '/capital',
    path: '/capital',
    page: <QualificationCard />,
    handler: routes({
      [QUALIFICATION_CURRENT_URL]: () =>
        envelope({ investorExpireStatus: 0, zoneKind: 'institution', qualifications }),
      [RISK_CURRENT_URL]: () => {
        riskCalls += 1;
        return envelope({ accountNumber: 'D000000004', sessionValues: {}, results: risks });
      },
    }),
  });
  act(() =>
    updateSession({ landingMode: zone as 'orgholder', account: 'orginv_demo', currentHolder: holder }),
  );
  return view;
};

describe('账户总览: qualification and risk level', { timeout: 60_000 }, () => {
  it('shows the certification with its rule, status and expiry, and the risk level with its expiry', async () => {
    open('orgholder', [qualification(0)], [riskRow]);
    const part = await screen.findByTestId('qualification-part', {}, { timeout: 10_000 });
    expect(await within(part).findByText('法人机构')).toBeTruthy();
    expect(within(part).getByText('有效')).toBeTruthy();
    expect(within(part).getByText('2027-11-29')).toBeTruthy();
    expect(within(part).queryByRole('button', { name: '去认证' })).toBeNull();
    const risk = screen.getByTestId('risk-part');
    expect(await within(risk).findByText('C4 积极型')).toBeTruthy();
    expect(within(risk).getByText('2028-11-29')).toBeTruthy();
  });

  it('offers the certification when it expired, and 风险测评 without a valid assessment', async () => {
    open('orgholder', [qualification(1)], []);
    const part = await screen.findByTestId('qualification-part', {}, { timeout: 10_000 });
    expect(await within(part).findByText('已过期')).toBeTruthy();
    expect(await screen.findByText('您尚未进行风险测评')).toBeTruthy();
    fireEvent.click(within(part).getByRole('button', { name: '去认证' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(view!.router.state.location.search).toBe('?appId=550032&nodeId=apply');
  });

  it('asks for the certification when there is none', async () => {
    open('orgholder', [], [riskRow]);
    expect(await screen.findByText('您尚未完成机构投资者认证', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows nothing and calls nothing outside the investor zones', async () => {
    open('org', [qualification(0)], [riskRow]);
    expect(screen.queryByTestId('qualification-card')).toBeNull();
    expect(view!.calls.some((c) => c.url.includes(QUALIFICATION_CURRENT_URL))).toBe(false);
  });

  it('asks for a registration account before the risk level, without asking the server', async () => {
    open('personalholder', [], [riskRow], null);
    const risk = await screen.findByTestId('risk-part', {}, { timeout: 10_000 });
    expect(risk.textContent).toContain('请先选择登记账号后再进行风险测评');
    await screen.findByTestId('qualification-part', {}, { timeout: 10_000 });
    expect(riskCalls).toBe(0);
  });
});
