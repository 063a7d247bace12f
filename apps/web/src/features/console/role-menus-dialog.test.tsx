import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, json, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { consoleUrls } from './api';
import RolesPage from './roles-page';

const ROLE = {
  id: 'r1',
  alias: 'administrator',
  name: '管理员',
  status: 1,
  version: 3,
  workflowRoles: [],
  accounts: 1,
};
const item = (id: string, parentId: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  parentId,
  key: id,
  category: 1,
  code: null,
  name,
  granted: false,
  everyone: true,
  kept: false,
  ...extra,
});
const GRANT = {
  role: { id: 'r1', alias: 'administrator', name: '管理员', version: 3 },
  zones: [
    {
      zone: 'mgr',
      reachable: true,
      items: [
        item('todo', '0', '我的待办'),
        item('review', 'todo', '初审', { category: 2, code: 'review_first', everyone: false, granted: true }),
        item('reg', '0', '登记管理', { everyone: false }),
        item('import', 'reg', '名册导入'),
        item('system', '0', '系统管理', { everyone: false, granted: true, kept: true }),
        item('menu', 'system', '菜单管理'),
      ],
    },
    { zone: 'org', reachable: false, items: [item('wel', '0', '工作台')] },
  ],
};

let view: ReturnType<typeof renderPage> | undefined;
const calls = (url: string) => (view?.calls ?? []).filter((c) => c.url.includes(url));
const checkbox = (dialog: HTMLElement, name: string) => {
  const node = within(dialog).getByText(name).closest('.ant-tree-treenode') as HTMLElement;
  return node.querySelector('.ant-tree-checkbox') as HTMLElement;
};
const isChecked = (dialog: HTMLElement, name: string) =>
  checkbox(dialog, name).classList.contains('ant-tree-checkbox-checked');

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('菜单权限 on the roles page', { timeout: 60_000 }, () => {
  it('shows what the role sees per reachable zone, keeps parents with children, saves the zone at the role version', async () => {
    let saves = 0;
    view = renderPage({
      pattern: '/console/roles',
      path: '/console/roles',
      page: <RolesPage />,
      handler: routes({
        [consoleUrls.roleList]: () => envelope([ROLE]),
        [consoleUrls.workflowNodes]: () => envelope([]),
        [consoleUrls.role('menus/save')]: () =>
          ++saves === 1
            ? json({ code: 409, success: false, msg: '角色已被他人修改，请刷新后重试', data: null }, 409)
            : envelope({ id: 'r1', version: 4 }, 200, '保存成功'),
        [consoleUrls.role('menus')]: () => envelope(GRANT),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '菜单权限' }));
    const dialog = (await screen.findByText('菜单权限 管理员')).closest('.ant-modal') as HTMLElement;
    await within(dialog).findByText('我的待办');
    // Only the zones the role's accounts enter.
    expect(within(dialog).getByRole('tab', { name: '管理端' })).toBeTruthy();
    expect(within(dialog).queryByRole('tab', { name: '企业专区' })).toBeNull();
    expect(isChecked(dialog, '我的待办')).toBe(true);
    expect(isChecked(dialog, '初审')).toBe(true);
    expect(isChecked(dialog, '登记管理')).toBe(false);
    // Its parent is not seen, so the item seen by everyone below it is not either.
    expect(isChecked(dialog, '名册导入')).toBe(false);
    expect(isChecked(dialog, '系统管理')).toBe(true);
    expect(checkbox(dialog, '系统管理').classList.contains('ant-tree-checkbox-disabled')).toBe(true);
    expect(within(dialog).getByText('管理员必须保留')).toBeTruthy();

    // Unticking 我的待办 drops its button; ticking 名册导入 ticks 登记管理 above it.
    fireEvent.click(checkbox(dialog, '我的待办'));
    expect(isChecked(dialog, '初审')).toBe(false);
    fireEvent.click(checkbox(dialog, '名册导入'));
    expect(isChecked(dialog, '登记管理')).toBe(true);
    // Ticking 我的待办 again brings its button back as stored.
    fireEvent.click(checkbox(dialog, '我的待办'));
    expect(isChecked(dialog, '初审')).toBe(true);
    fireEvent.click(checkbox(dialog, '我的待办'));

    fireEvent.click(within(dialog).getByRole('button', { name: '保存本专区' }));
    await waitFor(() => expect(calls(consoleUrls.role('menus/save'))).toHaveLength(1));
    const body = bodyOf(calls(consoleUrls.role('menus/save'))[0] as RecordedRequest);
    expect(body).toMatchObject({ roleId: 'r1', version: 3, zone: 'mgr' });
    expect((body.itemIds as string[]).sort()).toEqual(['import', 'menu', 'reg', 'system']);
    await waitFor(() =>
      expect(view?.messages.some((m) => m.includes('角色已被他人修改，请刷新后重试'))).toBe(true),
    );
    // The stale answer reloads what the role sees; a save afterwards succeeds and closes.
    await waitFor(() => expect(calls(consoleUrls.role('menus')).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(isChecked(dialog, '我的待办')).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存本专区' }));
    await waitFor(() => expect(calls(consoleUrls.role('menus/save'))).toHaveLength(2));
    // Saved: the dialog closes and the role list is read again (the role's version moved on).
    await waitFor(() => expect(calls(consoleUrls.roleList).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByText('菜单权限 管理员')).toBeNull());
  });
});
