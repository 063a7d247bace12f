import { MEMBER_COMPANIES_URL, MEMBER_INFO_URL } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { workflowUrls } from '../workflow';
import MemberApplysPage from './member-applys-page';
import MemberCompaniesPage from './member-companies-page';
import MemberExplainPage from './member-explain-page';

// ADR 68: 会员开户's explain page, /process/memberApplys, and 合作企业's shared search form.

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const pageOf = <T,>(records: T[]) =>
  envelope({ records, total: records.length, current: 1, size: 10, pages: 1 });
const bodyOf = (request: RecordedRequest) => JSON.parse(String(request.body)) as Record<string, unknown>;

describe('会员开户须知 (/process/memberExplain)', { timeout: 60_000 }, () => {
  it('tells what to know, and opens the apply page once the applicant has read it', async () => {
    view = renderPage({
      pattern: '/process/memberExplain',
      path: '/process/memberExplain',
      page: <MemberExplainPage />,
      handler: routes({ [MEMBER_INFO_URL]: () => envelope({ memberStatus: 0, member: null }) }),
    });
    const page = await screen.findByTestId('member-explain', {}, { timeout: 10_000 });
    expect(within(page).getByText('办理条件')).toBeTruthy();
    expect(page.textContent).toContain('未填写经办人联系方式的，只能选择“否”');
    const apply = screen.getByTestId('member-explain-apply') as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并知晓以上内容' }));
    await waitFor(() => expect(apply.disabled).toBe(false));
    fireEvent.click(apply);
    await screen.findByTestId('elsewhere');
    expect(view.router.state.location.pathname).toBe('/process/apply');
    expect(view.router.state.location.search).toBe('?appId=550012&nodeId=apply');
  });

  it('tells an opened account it cannot open again and offers 会员信息', async () => {
    view = renderPage({
      pattern: '/process/memberExplain',
      path: '/process/memberExplain',
      page: <MemberExplainPage />,
      handler: routes({ [MEMBER_INFO_URL]: () => envelope({ memberStatus: 1, member: null }) }),
    });
    const opened = await screen.findByTestId('member-explain-opened', {}, { timeout: 10_000 });
    expect(opened.textContent).toContain('该账号已开立会员账户，不能重复开户');
    expect((screen.getByTestId('member-explain-apply') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(opened).getByRole('button', { name: /会员信息/ }));
    await screen.findByTestId('elsewhere');
    expect(view.router.state.location.pathname).toBe('/memberInfo');
  });
});

const APPLICATION = {
  uuid: 'a0000000-0000-4000-8000-000000000001',
  bizSn: '20261129000001',
  appId: '550020',
  businessTypeName: '会员信息变更',
  applicantName: '会员机构',
  companyId: null,
  companyName: null,
  status: 'returned',
  statusName: '退回修改',
  currentNode: 'UpdateApplyApprove',
  currentNodeName: '修改申请',
  round: 1,
  version: 2,
  createdAt: '2026-11-29T02:00:00.000Z',
  submittedAt: '2026-11-29T02:00:00.000Z',
  completedAt: null,
};

describe('会员业务申请 (/process/memberApplys)', { timeout: 60_000 }, () => {
  it('lists the member businesses only, narrows to one, and opens 修改 of a returned one', async () => {
    view = renderPage({
      pattern: '/process/memberApplys',
      path: '/process/memberApplys',
      page: <MemberApplysPage />,
      handler: routes({ [workflowUrls.myApplications]: () => pageOf([APPLICATION]) }),
    });
    const list = await screen.findByTestId('member-applys');
    expect(await within(list).findByText('20261129000001', {}, { timeout: 10_000 })).toBeTruthy();
    const sent = () => view!.calls.filter((c) => c.url.includes(workflowUrls.myApplications)).map(bodyOf);
    expect(sent()[0]).toMatchObject({ current: 1, appIds: ['550012', '550020', '550021'] });

    fireEvent.mouseDown(screen.getByLabelText('业务类型'));
    fireEvent.click(await screen.findByTitle('会员信息变更'));
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ appIds: ['550020'] }));

    fireEvent.click(within(list).getByRole('button', { name: '修改' }));
    await screen.findByTestId('elsewhere');
    expect(view.router.state.location.pathname).toBe('/process/apply');
    expect(new URLSearchParams(view.router.state.location.search).get('nodeId')).toBe('UpdateApplyApprove');
  });
});

describe('合作企业 on the shared search form', { timeout: 60_000 }, () => {
  it('重置 clears the name filter and shows the whole list from page 1 again', async () => {
    const row = (companyName: string) => ({
      companyId: companyName,
      companyName,
      creditCode: null,
      jbrName: null,
      jbrPhone: null,
      isSendMsg: 0,
      boundAt: null,
    });
    view = renderPage({
      pattern: '/memberCompanies',
      path: '/memberCompanies',
      page: <MemberCompaniesPage />,
      handler: routes({
        [MEMBER_COMPANIES_URL]: (request) =>
          pageOf([row(queryOf(request).get('companyName') ? '筛选后的企业' : '大连演示科技股份有限公司')]),
      }),
    });
    const table = await screen.findByTestId('member-companies');
    expect(await within(table).findByText('大连演示科技股份有限公司', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '演示' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(await within(table).findByText('筛选后的企业', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重 置' }));
    expect(await within(table).findByText('大连演示科技股份有限公司', {}, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByLabelText('企业名称') as HTMLInputElement).value).toBe('');
  });
});
