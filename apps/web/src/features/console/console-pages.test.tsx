import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, json, queryOf, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import AccountsPage from './accounts-page';
import { consoleUrls } from './api';
import AuditLogPage from './audit-log-page';
import BindingsPage from './bindings-page';
import RolesPage from './roles-page';

const ROLE = {
  id: 'r1',
  alias: 'reviewer_first',
  name: '初审',
  status: 1,
  version: 1,
  workflowRoles: ['reviewer_first'],
  accounts: 1,
};
const ROW = {
  id: 'a1',
  account: 'reviewer1',
  realName: '演示初审员',
  mobile: '199****0006',
  orgType: 1,
  status: 1,
  zones: ['mgr'],
  roleNames: ['初审'],
  mustChangePassword: true,
  createdAt: '2026-11-27 10:00:00+00',
};
const page = <T,>(records: T[]) =>
  envelope({ records, total: records.length, size: 10, current: 1, pages: 1 });

let view: ReturnType<typeof renderPage> | undefined;
const calls = (url: string) => (view?.calls ?? []).filter((c) => c.url.includes(url));

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('the console pages', { timeout: 60_000 }, () => {
  it('accounts: lists with masked mobiles, searches, and shows a created account’s initial password once', async () => {
    view = renderPage({
      pattern: '/console/accounts',
      path: '/console/accounts',
      page: <AccountsPage />,
      handler: routes({
        [consoleUrls.accountPage]: () => page([ROW]),
        [consoleUrls.roleList]: () => envelope([ROLE]),
        [consoleUrls.account('create')]: () =>
          envelope({ id: 'a9', initialPassword: 'Abcdef2345' }, 200, '账号已创建'),
      }),
    });
    expect(await screen.findByText('199****0006')).toBeTruthy();
    expect(screen.getByText('待改密码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('账号/姓名'), { target: { value: '初审' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() =>
      expect(calls(consoleUrls.accountPage).some((c) => queryOf(c).get('name') === '初审')).toBe(true),
    );

    // Text queries, not the whole page's accessibility tree: under load one getByRole over this
    // page took longer than a find's wait.
    fireEvent.click(screen.getByText('新建账号').closest('button') as HTMLElement);
    const title = await screen.findByText('新建账号', { selector: '.ant-modal-title' });
    const dialog = title.closest('[role="dialog"]') as HTMLElement;
    expect(dialog).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('账号'), { target: { value: 'new_first' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '新初审' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(calls(consoleUrls.account('create'))).toHaveLength(1));
    expect(bodyOf(calls(consoleUrls.account('create'))[0] as RecordedRequest)).toMatchObject({
      account: 'new_first',
      realName: '新初审',
      zones: ['mgr'],
    });
    expect((await screen.findByTestId('initial-password')).textContent).toContain('Abcdef2345');
  });

  it('roles: shows the workflow nodes a role handles and shows a 409 from a stale edit', async () => {
    view = renderPage({
      pattern: '/console/roles',
      path: '/console/roles',
      page: <RolesPage />,
      handler: routes({
        [consoleUrls.roleList]: () => envelope([ROLE]),
        [consoleUrls.workflowNodes]: () =>
          envelope([
            {
              role: 'reviewer_first',
              appId: '550004',
              businessTypeName: '股份转让',
              nodeId: 'PreliminaryApprove',
              nodeName: '初审',
            },
          ]),
        [consoleUrls.role('update')]: () =>
          json({ code: 409, success: false, msg: '角色已被他人修改，请刷新后重试', data: null }, 409),
      }),
    });
    expect(await screen.findByText('初审（股份转让）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = (await screen.findByText('编辑角色 初审')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(calls(consoleUrls.role('update'))).toHaveLength(1));
    expect(bodyOf(calls(consoleUrls.role('update'))[0] as RecordedRequest)).toMatchObject({
      id: 'r1',
      version: 1,
      workflowRoles: ['reviewer_first'],
    });
    await waitFor(() =>
      expect(view?.messages.some((m) => m.includes('角色已被他人修改，请刷新后重试'))).toBe(true),
    );
  });

  it('audit log: searches by actor and exports the same search', async () => {
    view = renderPage({
      pattern: '/console/audit',
      path: '/console/audit',
      page: <AuditLogPage />,
      handler: routes({
        [consoleUrls.auditPage]: () =>
          page([
            {
              id: '1',
              occurredAt: '2026-11-27 10:00:00+00',
              actorId: 'a8',
              actorName: '演示管理员',
              ip: '127.0.0.1',
              action: 'console.account_create',
              targetType: 'account',
              targetId: 'a9',
              detail: { account: 'new_first' },
            },
          ]),
        [consoleUrls.auditExport]: () =>
          new Response(new Blob(['x']), {
            status: 200,
            headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          }),
      }),
    });
    expect(await screen.findByText('console.account_create')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('操作人'), { target: { value: '演示管理员' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() =>
      expect(calls(consoleUrls.auditPage).some((c) => queryOf(c).get('actor') === '演示管理员')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    await waitFor(() => expect(calls(consoleUrls.auditExport)).toHaveLength(1));
    expect(queryOf(calls(consoleUrls.auditExport)[0] as RecordedRequest).get('actor')).toBe('演示管理员');
  });
  it('bindings: from the menu, the account is found by its name (never typed as an id), then bound to a company', async () => {
    const ENTERPRISE = {
      ...ROW,
      id: 'a7',
      account: 'new_org',
      realName: '大连新企业有限公司',
      zones: ['org'],
    };
    view = renderPage({
      pattern: '/console/bindings',
      path: '/console/bindings',
      page: <BindingsPage />,
      handler: routes({
        [consoleUrls.accountPage]: (request) =>
          page(queryOf(request).get('name') === 'new_org' ? [ENTERPRISE] : [ROW]),
        [consoleUrls.bindingList]: () => envelope({ companies: [], holders: [] }),
        [consoleUrls.options('company')]: () => envelope([{ id: 'c2', label: '大连演示制造有限公司' }]),
        [consoleUrls.binding('company')]: () => envelope(null, 200, '绑定成功'),
      }),
    });
    expect(await screen.findByText('请输入账号或姓名，选择要绑定的账号')).toBeTruthy();
    const account = screen.getByLabelText('账号');
    fireEvent.change(account, { target: { value: 'new_org' } });
    fireEvent.click(await screen.findByText('new_org（大连新企业有限公司）'));
    await waitFor(() => expect(view?.router.state.location.search).toBe('?accountId=a7'));
    await waitFor(() =>
      expect(calls(consoleUrls.bindingList).some((c) => queryOf(c).get('accountId') === 'a7')).toBe(true),
    );

    const form = await screen.findByTestId('bind-company-form');
    fireEvent.mouseDown(within(form).getByLabelText('企业'));
    fireEvent.focus(within(form).getByLabelText('企业'));
    fireEvent.click(await screen.findByText('大连演示制造有限公司'));
    fireEvent.change(within(form).getByLabelText('经办人'), { target: { value: '张经办' } });
    fireEvent.click(within(form).getByRole('button', { name: '绑 定' }));
    await waitFor(() => expect(calls(consoleUrls.binding('company'))).toHaveLength(1));
    expect(bodyOf(calls(consoleUrls.binding('company'))[0] as RecordedRequest)).toMatchObject({
      accountId: 'a7',
      companyId: 'c2',
      agentName: '张经办',
    });
  });
});
