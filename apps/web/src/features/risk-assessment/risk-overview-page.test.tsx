import { RISK_QUESTIONNAIRES } from '@rer/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PARAM_URL } from '../../lib/reference-data';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import { RISK_CURRENT_URL, SHARE_HOLDER_QUESTION_URL } from './api';
import RiskOverviewPage from './risk-overview-page';

const q = RISK_QUESTIONNAIRES[1];
const row = {
  id: '3',
  riskType: 1,
  typeName: q.name,
  resultName: 'C4 积极型',
  resultScore: 62,
  fraction: 62,
  riskLevel: 'C4',
  ruleFormTotalData: { name: q.name, remark: q.remark, titles: [] },
  bizTypeName: '投资者风险测评',
  productTypeName: '私募股权',
  riskTestTime: '2026-11-29T02:00:00.000Z',
  expiresAt: '2028-11-29T02:00:00.000Z',
  expired: false,
  productRiskLevel: 'R4',
  accountNumber: 'D000000001',
};
const sessionValues = {
  riskScore: 62,
  riskLevel: 'C4',
  riskScoreBond: null,
  riskLevelBond: null,
  riskScorePe: null,
  riskLevelPe: null,
};

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('/investor/550026', { timeout: 60_000 }, () => {
  it('shows the levels per type, the current result, the account’s history and the blockchain notice', async () => {
    view = renderPage({
      pattern: '/investor/550026',
      path: '/investor/550026',
      page: <RiskOverviewPage />,
      handler: routes({
        [RISK_CURRENT_URL]: () => envelope({ accountNumber: 'D000000001', sessionValues, results: [row] }),
        [SHARE_HOLDER_QUESTION_URL]: () => envelope([row]),
        [PARAM_URL]: () => envelope({ paramKey: 'blockchain.isOpen', paramValue: 'true' }),
      }),
    });
    const levels = await screen.findByTestId('risk-levels', {}, { timeout: 10_000 });
    expect(within(levels).getByText('C4')).toBeTruthy();
    expect(within(levels).getAllByText('未测评')).toHaveLength(2);
    expect(await screen.findByText(/私募股权风险测评结果为C4 积极型（62分）/)).toBeTruthy();
    const table = await screen.findByTestId('risk-viewer-table');
    expect(await within(table).findByText('R4及以下')).toBeTruthy();
    const history = view.calls.find((c) => c.url.includes(SHARE_HOLDER_QUESTION_URL))!;
    expect(queryOf(history).get('accountNumber')).toBe('D000000001');
    expect(await screen.findByTestId('blockchain-notice')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开始测评' }));
    expect(view.router.state.location.pathname).toBe('/550026/apply');
  });

  it('tells an investor without a result to take the assessment', async () => {
    view = renderPage({
      pattern: '/investor/550026',
      path: '/investor/550026',
      page: <RiskOverviewPage />,
      handler: routes({
        [RISK_CURRENT_URL]: () =>
          envelope({
            accountNumber: 'D000000001',
            sessionValues: { ...sessionValues, riskScore: null, riskLevel: null },
            results: [],
          }),
        [SHARE_HOLDER_QUESTION_URL]: () => envelope([]),
        [PARAM_URL]: () => envelope({ paramKey: 'blockchain.isOpen', paramValue: 'false' }),
      }),
    });
    expect(
      await screen.findByText(
        '您尚未进行风险测评，请先完成风险测评后再办理投资业务。',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(await screen.findByText('暂无测评记录')).toBeTruthy();
    expect(screen.queryByTestId('blockchain-notice')).toBeNull();
  });
});
