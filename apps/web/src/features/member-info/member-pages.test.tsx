import { MEMBER_COMPANIES_URL, MEMBER_INFO_URL, MEMBER_SEARCH_URL } from '@rer/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_URL } from '../../lib/reference-data';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import MemberCompaniesPage from './member-companies-page';
import MemberInfoPage from './member-info-page';
import MemberSearchPage from './member-search-page';

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const member = {
  id: 'm0000000-0000-4000-8000-000000000001',
  custno: 'HY0123456789',
  chineseName: '大连演示证券有限公司',
  certificateNo: '91210200MA0D50010X',
  status: 1,
  legalRepresentative: '王法人',
  contactName: '李联系',
  contactPhone: '139****9000',
  email: 'member@example.com',
  address: '大连市中山区演示路8号',
  openedAt: '2026-11-29 10:00:00',
  qualification: [
    {
      qualificationCategory: '3',
      qualificationCategoryName: null,
      maketRole: '1',
      maketRoleName: null,
      qualificationStatus: '1',
    },
  ],
  companyCount: 2,
};
const dictionaries = (request: RecordedRequest) =>
  envelope(
    queryOf(request).get('code') === 'qualificationCategory'
      ? [{ dictKey: '3', dictValue: '中介资质' }]
      : [{ dictKey: '1', dictValue: '推荐机构' }],
  );

describe('会员信息', { timeout: 60_000 }, () => {
  it('offers 会员开户 before the member account is open', async () => {
    view = renderPage({
      pattern: '/memberInfo',
      path: '/memberInfo',
      page: <MemberInfoPage />,
      handler: routes({ [MEMBER_INFO_URL]: () => envelope({ memberStatus: 0, member: null }) }),
    });
    expect(await screen.findByText('尚未开立会员账户', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '会员开户' }));
    await screen.findByTestId('elsewhere');
    expect(view.router.state.location.pathname).toBe('/process/memberExplain');
  });

  it('shows the member, its qualification by name, and 会员信息变更', async () => {
    view = renderPage({
      pattern: '/memberInfo',
      path: '/memberInfo',
      page: <MemberInfoPage />,
      handler: routes({
        [MEMBER_INFO_URL]: () => envelope({ memberStatus: 1, member }),
        [DICTIONARY_URL]: dictionaries,
      }),
    });
    const profile = await screen.findByTestId('member-profile', {}, { timeout: 10_000 });
    expect(within(profile).getByText('HY0123456789')).toBeTruthy();
    expect(within(profile).getByText('正常')).toBeTruthy();
    expect(within(profile).getByText('2 家')).toBeTruthy();
    expect(await screen.findByText('推荐机构', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('中介资质')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '会员开户' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '会员信息变更' }));
    await screen.findByTestId('elsewhere');
    expect(view.router.state.location.search).toBe('?appId=550020&nodeId=apply');
  });
});

describe('合作企业 and 会员查询', { timeout: 60_000 }, () => {
  it('lists the cooperating companies and sends the name filter from page 1', async () => {
    view = renderPage({
      pattern: '/memberCompanies',
      path: '/memberCompanies',
      page: <MemberCompaniesPage />,
      handler: routes({
        [MEMBER_COMPANIES_URL]: (request) =>
          envelope({
            records: [
              {
                companyId: 'c1',
                companyName: queryOf(request).get('companyName')
                  ? '筛选后的企业'
                  : '大连演示科技股份有限公司',
                creditCode: null,
                jbrName: '张经办',
                jbrPhone: '138****8001',
                isSendMsg: 1,
                boundAt: '2026-11-29 10:00:00',
              },
            ],
            total: 1,
            current: 1,
            size: 10,
            pages: 1,
          }),
      }),
    });
    const table = await screen.findByTestId('member-companies');
    expect(await within(table).findByText('大连演示科技股份有限公司', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(table).getByText('138****8001')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: ' 演示 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(await within(table).findByText('筛选后的企业', {}, { timeout: 10_000 })).toBeTruthy();
    const last = queryOf(view.calls.filter((c) => c.url.includes(MEMBER_COMPANIES_URL)).at(-1)!);
    expect(last.get('companyName')).toBe('演示');
    expect(last.get('current')).toBe('1');
  });

  it('searches members for staff and shows the refusal naming the field', async () => {
    view = renderPage({
      pattern: '/memberAdmin',
      path: '/memberAdmin',
      page: <MemberSearchPage />,
      handler: routes({
        [MEMBER_SEARCH_URL]: (request) =>
          queryOf(request).get('certificateNo') === 'abc'
            ? envelope(null, 400, '统一社会信用代码：应为18位数字或字母')
            : envelope({
                records: [{ ...member, contactPhone: '139****9000', companyCount: 2 }],
                total: 1,
                current: 1,
                size: 10,
                pages: 1,
              }),
      }),
    });
    const table = await screen.findByTestId('member-search');
    expect(await within(table).findByText('HY0123456789', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(table).getByText('共 1 条')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('统一社会信用代码'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(
      await screen.findByText('统一社会信用代码：应为18位数字或字母', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
