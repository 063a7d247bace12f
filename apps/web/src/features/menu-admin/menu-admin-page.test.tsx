import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateSession } from '../../lib/session';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { menuAdminUrls } from './api';
import MenuAdminPage from './menu-admin-page';

const node = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  parentId: '0',
  zone: 'mgr',
  key: id,
  category: 1,
  code: null,
  name,
  path: `/${id}`,
  icon: '',
  sort: 10,
  roles: [],
  query: '',
  shipped: true,
  adminEdited: false,
  hasChildren: false,
  version: 3,
  ...extra,
});
const system = node('11111111-1111-4111-8111-111111111111', '系统管理', {
  hasChildren: true,
  roles: ['administrator'],
});
const workbench = node('22222222-2222-4222-8222-222222222222', '工作台');
const menuPage = node('33333333-3333-4333-8333-333333333333', '表单设计', { parentId: system.id });

let view: ReturnType<typeof renderPage> | undefined;
function open(buttons: string[]) {
  view = renderPage({
    pattern: '/system/menu',
    path: '/system/menu',
    page: <MenuAdminPage />,
    handler: routes({
      '/api/blade-system/menu/buttons': () => envelope(buttons),
      [menuAdminUrls.lazyList]: (request: RecordedRequest) =>
        envelope(queryOf(request).get('parentId') === system.id ? [menuPage] : [workbench, system]),
      [menuAdminUrls.tree]: () => envelope([]),
      [menuAdminUrls.roleOptions]: () => envelope([{ alias: 'administrator', name: '管理员' }]),
      [menuAdminUrls.submit]: () => envelope({ id: workbench.id, version: 4 }),
      [menuAdminUrls.remove]: () => envelope(1),
    }),
  });
  act(() => updateSession({ landingMode: 'mgr', account: 'admin', tenantId: '000000' }));
}
const calls = (url: string) => (view?.calls ?? []).filter((c) => c.url.includes(url));

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('菜单管理', { timeout: 60_000 }, () => {
  it('loads a zone level by level and edits an item at the version read', async () => {
    open(['menu_add', 'menu_edit', 'menu_remove']);
    const row = (await screen.findByText('工作台')).closest('tr')!;
    expect(screen.getByText('系统管理')).toBeTruthy();
    expect(screen.queryByText('表单设计')).toBeNull();
    fireEvent.click(screen.getByText('系统管理').closest('tr')!.querySelector('button[aria-label]')!);
    expect(await screen.findByText('表单设计')).toBeTruthy();
    expect(queryOf(calls(menuAdminUrls.lazyList).at(-1)!).get('parentId')).toBe(system.id);
    fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const name = await screen.findByLabelText('名称');
    fireEvent.change(name, { target: { value: '首页' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls(menuAdminUrls.submit)).toHaveLength(1));
    expect(bodyOf(calls(menuAdminUrls.submit)[0]!)).toMatchObject({
      id: workbench.id,
      version: 3,
      zone: 'mgr',
      category: 1,
      name: '首页',
      path: `/${workbench.id}`,
      code: null,
    });
  });

  it('switches zone and hides the buttons the user has no permission for', async () => {
    open([]);
    expect(await screen.findByText('工作台')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增菜单' })).toBeNull();
    fireEvent.click(screen.getByText('企业专区'));
    await waitFor(() => expect(queryOf(calls(menuAdminUrls.lazyList).at(-1)!).get('zone')).toBe('org'));
  });

  it('refuses an empty name before calling the server', async () => {
    open(['menu_add']);
    fireEvent.click(await screen.findByRole('button', { name: '新增菜单' }));
    fireEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入菜单名称')).toBeTruthy();
    expect(calls(menuAdminUrls.submit)).toHaveLength(0);
  });
});
