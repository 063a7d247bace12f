import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import CompanyRecordPage, { COMPANY_RECORD_URL } from './company-record-page';

const COMPANY = 'c0000000-0000-4000-8000-000000000002';

const recordOf = (overrides: Record<string, unknown> = {}) => ({
  companyId: COMPANY,
  recordVersion: 2,
  info: { uuid: COMPANY, name: '大连演示制造有限公司' },
  layering: { appliedTier: null, transferBoardIntention: null },
  basic: {
    name: '大连演示制造有限公司',
    registeredCapital: '10000000',
    registeredCapitalCurrency: 'CNY',
    districtCode: '210202',
  },
  sections: { legal: { name: '演示法人' }, staffing: {}, evaluation: { leadingProducts: '演示产品' } },
  formerNames: [{ name: '大连演示制造厂', changedOn: '2020-01-01' }],
  financials: [{ year: 2024, totalBusinessRevenue: '1200.5', netProfit: '-35.25' }],
  lists: { investments: [{ investorOrg: '演示创投', financeAmount: '500' }] },
  capitalDeadline: {
    kind: 'due',
    deadline: '2029-08-01',
    daysLeft: 120,
    warn: true,
    basis: '《公司法》第四十七条',
    message: '实缴资本尚未缴足，距出资期限2029-08-01还有120天（《公司法》第四十七条）',
  },
  ...overrides,
});

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const open = (record: Record<string, unknown>) => {
  view = renderPage({
    pattern: '/companyInfo',
    path: `/companyInfo?companyId=${COMPANY}`,
    page: <CompanyRecordPage />,
    handler: routes({ [COMPANY_RECORD_URL]: () => envelope(record) }),
  });
  return view;
};

describe('企业基本信息', { timeout: 60_000 }, () => {
  it('shows the record section by section with the paid-in capital warning', async () => {
    const page = open(recordOf());
    expect(await screen.findByText('大连演示制造有限公司', { selector: 'h4' })).toBeTruthy();
    expect(queryOf(page.calls[0]!).get('companyId')).toBe(COMPANY);
    const warning = screen.getByTestId('capital-deadline-warning');
    expect(within(warning).getByText(/距出资期限2029-08-01还有120天/)).toBeTruthy();
    expect(screen.getByText('10000000')).toBeTruthy();
    expect(screen.getByText('演示法人')).toBeTruthy();
    expect(screen.getByText('大连演示制造厂')).toBeTruthy();
    expect(screen.getByText('-35.25')).toBeTruthy();
    expect(screen.getByText('演示创投')).toBeTruthy();
    // Outside a layering application the evaluation section is hidden (tier configuration).
    expect(screen.queryByText('企业评价')).toBeNull();
    expect(screen.queryByText('演示产品')).toBeNull();
  });

  it('shows the sections of the applied tier, and no warning while none is due', async () => {
    open(
      recordOf({
        layering: { appliedTier: 'standard', transferBoardIntention: null },
        capitalDeadline: { kind: 'paid' },
      }),
    );
    expect(await screen.findByText('企业评价')).toBeTruthy();
    expect(screen.getByText('演示产品')).toBeTruthy();
    expect(screen.queryByTestId('capital-deadline-warning')).toBeNull();
  });
});
