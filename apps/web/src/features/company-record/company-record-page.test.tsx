import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_URL } from '../../lib/reference-data';
import { updateSession } from '../../lib/session';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import {
  COMPANY_PATENTS_URL,
  COMPANY_QUALIFICATIONS_URL,
  COMPANY_REGISTER_URL,
  COMPANY_SERVICES_URL,
} from './company-page-api';
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
    companyType: 1,
    idType: '11',
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

const QUALIFICATION = {
  id: 'q-1',
  qualificationCategory: '1',
  qualificationCategoryName: '市场角色',
  maketRole: '2',
  maketRoleName: '挂牌企业',
  qualificationCode: 'ZZ-001',
  roleQualificationCertificationDoc: null,
  qualificationAuthenticator: '大连股权交易中心',
  certificationTime: '2026-03-02',
  qualificationReviewer: null,
  reviewTime: null,
  qualificationStatus: '1',
  certificationDescription: null,
};
const HOSTING = {
  serviceType: '1',
  serviceStatus: '1',
  serviceStatusStartDate: '2026-03-02',
  serviceStatusEndDate: null,
  bizSn: 'YW20260302001',
};
const patentOf = (overrides: Record<string, unknown>) => ({
  name: null,
  patentNo: null,
  type: null,
  typeName: null,
  legalStatus: null,
  legalStatusName: null,
  applyNo: null,
  applyDate: null,
  publicNo: null,
  publicDate: null,
  transferDate: null,
  applicants: null,
  pledgerFinancing: null,
  hasOtherPatent: null,
  hasFamilyPatent: null,
  patentCnPledgeInfo: [],
  patentCnFamilyInfo: [],
  applicationId: 'a0000000-0000-4000-8000-000000000001',
  ...overrides,
});
const PATENTS = [
  patentOf({
    name: '一种演示装置',
    patentNo: 'ZL202010000001.1',
    type: '1',
    legalStatus: '1',
    applyDate: '2020-03-01',
    pledgerFinancing: '1',
    patentCnPledgeInfo: [
      {
        financialOrg: '演示银行',
        financialProduct: '知识产权贷',
        financialDate: '2022-01-01',
        financialAmount: '100',
      },
    ],
  }),
  patentOf({ name: '一种演示方法', patentNo: 'ZL202010000002.2', type: '9', typeName: '外观设计专利' }),
];
const holding = (holderName: string, held: string, marks: { pledged?: string; frozen?: string } = {}) => ({
  companyId: COMPANY,
  companyName: '大连演示制造有限公司',
  holderId: `h-${holderName}`,
  accountNumber: `R${held}`,
  holderName,
  organType: 1,
  shareNature: '3',
  held,
  available: held,
  pledged: marks.pledged ?? '0',
  frozen: marks.frozen ?? '0',
  locked: '0',
  encumbrances: [],
  comfirm: 1,
});
const registerOf = (lines: ReturnType<typeof holding>[], issued = '1000000') => ({
  companyId: COMPANY,
  companyName: '大连演示制造有限公司',
  asOf: null,
  issuedShares: issued,
  lastSeq: 3,
  totals: {
    lines: lines.length,
    holders: lines.length,
    held: String(lines.reduce((sum, l) => sum + Number(l.held), 0)),
    available: '0',
    pledged: '200000',
    frozen: '50000',
    locked: '0',
  },
  total: lines.length,
  current: 1,
  size: 10,
  records: lines,
});
const HOLDERS = [
  holding('演示股东甲', '600000', { pledged: '200000' }),
  holding('演示股东乙', '400000', { frozen: '50000' }),
];

const open = (record: Record<string, unknown>, register = registerOf(HOLDERS), patents = PATENTS) => {
  view = renderPage({
    pattern: '/companyInfo',
    path: `/companyInfo?companyId=${COMPANY}`,
    page: <CompanyRecordPage />,
    handler: routes({
      [COMPANY_RECORD_URL]: () => envelope(record),
      [COMPANY_QUALIFICATIONS_URL]: () => envelope([QUALIFICATION]),
      [COMPANY_SERVICES_URL]: () => envelope([HOSTING]),
      [COMPANY_REGISTER_URL]: () => envelope(register),
      [COMPANY_PATENTS_URL]: () => envelope(patents),
      [DICTIONARY_URL]: (request) =>
        envelope(
          queryOf(request).get('code') === 'chPatentsType'
            ? [{ dictKey: '1', dictValue: '发明专利' }]
            : queryOf(request).get('code') === 'chPatentsLegalStatus'
              ? [{ dictKey: '1', dictValue: '有效' }]
              : queryOf(request).get('code') === 'currencyType'
                ? [{ dictKey: 'CNY', dictValue: '人民币' }]
                : queryOf(request).get('code') === 'companyType'
                  ? [{ dictKey: '1', dictValue: '有限责任公司' }]
                  : [
                      { dictKey: '1', dictValue: '服务中' },
                      { dictKey: '2', dictValue: '已退出' },
                    ],
        ),
    }),
  });
  return view;
};

describe('企业基本信息', { timeout: 60_000 }, () => {
  it('shows the record section by section with the paid-in capital warning', async () => {
    const page = open(recordOf());
    expect(await screen.findByText('大连演示制造有限公司', { selector: 'h4' })).toBeTruthy();
    expect(queryOf(page.calls.find((c) => c.url.includes(COMPANY_RECORD_URL))!).get('companyId')).toBe(
      COMPANY,
    );
    const warning = screen.getByTestId('capital-deadline-warning');
    expect(within(warning).getByText(/距出资期限2029-08-01还有120天/)).toBeTruthy();
    expect(screen.getByText('10000000')).toBeTruthy();
    // Dictionary keys of 基本信息 by their names.
    expect(await screen.findByText('人民币')).toBeTruthy();
    expect(await screen.findByText('有限责任公司')).toBeTruthy();
    expect(screen.getByText('统一社会信用代码')).toBeTruthy();
    // 企业资质, 服务信息, 股东名册 and the patents come right after 基本信息.
    const titles = [...document.querySelectorAll('.ant-card-head-title')].map((e) => e.textContent);
    expect(titles.slice(0, 6)).toEqual([
      '基本信息',
      '企业资质',
      '服务信息',
      '股东名册',
      '知识产权（专利）',
      titles[5],
    ]);
    expect(titles[5]).not.toBe('企业资质');
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

  it('shows the qualifications, the services and the register summary with its marks', async () => {
    const page = open(recordOf());
    const qualifications = await screen.findByTestId('company-qualifications');
    expect(await within(qualifications).findByText('挂牌企业')).toBeTruthy();
    expect(within(qualifications).getByText('有效')).toBeTruthy();
    const services = screen.getByTestId('company-services');
    expect(await within(services).findByText('托管服务')).toBeTruthy();
    expect(await within(services).findByText('服务中')).toBeTruthy();
    expect(within(services).getByText('2026-03-02')).toBeTruthy();
    const register = screen.getByTestId('company-register');
    expect(await within(register).findByText('演示股东甲')).toBeTruthy();
    expect(within(register).getByTestId('register-balanced').textContent).toBe('持股合计 = 总股本');
    expect(within(register).getByTestId('summary-mark-pledged').textContent).toBe('质押 200,000');
    expect(within(register).getByTestId('summary-mark-frozen').textContent).toBe('冻结 50,000');
    const asked = page.calls.find((c) => c.url.includes(COMPANY_REGISTER_URL))!;
    expect(queryOf(asked).get('companyId')).toBe(COMPANY);
    expect(queryOf(asked).get('sortField')).toBe('held');
    // The enterprise's link opens its own register.
    fireEvent.click(within(register).getByRole('button', { name: '查看完整股东名册' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/shareRegister'));
    expect(page.router.state.location.search).toBe('');
  });

  it('shows the patents the custody recorded, names from the dictionaries, pledge rows on opening', async () => {
    const page = open(recordOf());
    const patents = await screen.findByTestId('company-patents');
    expect(await within(patents).findByText('一种演示装置')).toBeTruthy();
    expect(within(patents).getByText('ZL202010000001.1')).toBeTruthy();
    expect(await within(patents).findByText('发明专利')).toBeTruthy();
    // A code the dictionary lacks shows the name the form carried.
    expect(within(patents).getByText('外观设计专利')).toBeTruthy();
    expect(within(patents).getByText('2020-03-01')).toBeTruthy();
    expect(queryOf(page.calls.find((c) => c.url.includes(COMPANY_PATENTS_URL))!).get('companyId')).toBe(
      COMPANY,
    );
    expect(within(patents).queryByText('演示银行')).toBeNull();
    const [expand] = within(patents).getAllByRole('button', { name: /展开行|Expand row/ });
    fireEvent.click(expand!);
    expect(await within(patents).findByText('演示银行')).toBeTruthy();
    expect(within(patents).getByText('知识产权贷')).toBeTruthy();
    // Only the patent with sub-rows opens.
    expect(
      within(patents).getAllByRole('button', { name: /展开行|Expand row|关闭行|Collapse row/ }),
    ).toHaveLength(1);
  });

  it('says when the company has no patents', async () => {
    open(recordOf(), registerOf(HOLDERS), []);
    const patents = await screen.findByTestId('company-patents');
    expect(await within(patents).findByText('暂无专利信息', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('says when Σ held differs from the issued shares, and when there is no register', async () => {
    open(recordOf(), registerOf(HOLDERS, '1200000'));
    const register = await screen.findByTestId('company-register', {}, { timeout: 10_000 });
    expect(
      (await within(register).findByTestId('register-unbalanced', {}, { timeout: 10_000 })).textContent,
    ).toBe('持股合计与总股本不符');
    cleanup();
    view?.dispose();
    open(recordOf(), registerOf([]));
    expect(await screen.findByText('该企业尚无股东名册', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('gives staff the way back to 企业查询 and the register of the company they opened', async () => {
    const page = open(recordOf());
    updateSession({ landingMode: 'mgr', account: 'admin' });
    const register = await screen.findByTestId('company-register');
    await within(register).findByText('演示股东甲');
    fireEvent.click(within(register).getByRole('button', { name: '查看完整股东名册' }));
    await waitFor(() => expect(page.router.state.location.search).toBe(`?companyId=${COMPANY}`));
    expect(page.router.state.location.pathname).toBe('/shareRegister');
    await page.router.navigate(`/companyInfo?companyId=${COMPANY}`);
    fireEvent.click(await screen.findByRole('button', { name: '返回企业查询' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/companyAdmin'));
  });
});
