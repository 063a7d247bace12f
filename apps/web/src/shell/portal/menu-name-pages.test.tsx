import type { MenuItem } from '@rer/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_BUILDING_PATH } from '../../app/route-table';
import { WorkbenchPage } from '../../features/workbench';
import { changeLanguage } from '../../lib/i18n';
import { updateSession } from '../../lib/session';
import { homeTab } from '../../lib/shell/tabs';
import { envelope, routes } from '../../test-support/fake-fetch';
import { renderWithRouter } from '../../test-support/render-with-network';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { searchMenu, tabFor } from './menu-model';
import { SearchOverlay } from './search-overlay';
import { TabBar } from './tab-bar';

/** A menu item as `menu/routes` sends it: a Chinese name and the i18n key in meta. */
const entry = (key: string, name: string, path: string, children: MenuItem[] = []): MenuItem => ({
  id: `org:${key}`,
  parentId: '0',
  name,
  path,
  icon: '',
  group: 'org',
  query: '',
  meta: { roles: [], i18n: key },
  children,
});

const MENU: MenuItem[] = [
  entry('wel', '工作台', '/wel/index'),
  entry('company', '企业管理', '/companyAdmin', [entry('company-info', '企业基本信息维护', '/building')]),
  entry('register', '股东名册', '/shareRegister'),
  // A tenant's own item: no English name in the catalogue.
  entry('tenant-special', '特色服务', '/building'),
];

const network = routes({
  '/api/blade-system/menu/routes': () => envelope(MENU),
});

const menuTab = (id: string) => {
  const tab = tabFor(PORTAL_BUILDING_PATH, `?menu=${encodeURIComponent(id)}`, MENU);
  if (!tab) throw new Error(`no tab for ${id}`);
  return tab;
};

screenTestLifecycle();
afterEach(async () => {
  await changeLanguage('zh');
});

describe('menu names outside the menus', { timeout: 30_000 }, () => {
  it('the workbench shortcut cards show the English names, the server name otherwise', async () => {
    updateSession({ landingMode: 'mgr', account: 'mgr_demo' });
    await changeLanguage('en');
    renderWithRouter(<WorkbenchPage />, network, '/wel/index');
    expect(await screen.findByText('Share register')).toBeTruthy();
    expect(screen.getByText('特色服务')).toBeTruthy();
    expect(screen.queryByText('股东名册')).toBeNull();
  });

  it('the workbench shortcut cards show the server names in Chinese', async () => {
    updateSession({ landingMode: 'mgr', account: 'mgr_demo' });
    renderWithRouter(<WorkbenchPage />, network, '/wel/index');
    expect(await screen.findByText('股东名册')).toBeTruthy();
    expect(screen.queryByText('Share register')).toBeNull();
  });

  it('a menu-opened tab follows the language; a tenant item keeps its server name', async () => {
    updateSession({
      landingMode: 'org',
      account: 'org_demo',
      tabs: [homeTab, menuTab('org:register'), menuTab('org:tenant-special')],
    });
    renderWithRouter(<TabBar />, network, '/wel/index');
    const labels = () => screen.getAllByTestId('page-tab').map((tab) => tab.textContent);
    expect(labels()).toEqual(['工作台', '股东名册', '特色服务']);
    await changeLanguage('en');
    expect(labels()).toEqual(['Workbench', 'Share register', '特色服务']);
  });

  it('the search overlay shows and matches the names of the active language', async () => {
    updateSession({ landingMode: 'org', account: 'org_demo' });
    await changeLanguage('en');
    renderWithRouter(<SearchOverlay open onClose={() => undefined} menu={MENU} />, network, '/wel/index');
    const input = await screen.findByRole('searchbox');
    fireEvent.change(input, { target: { value: 'enterprise' } });
    const hits = () =>
      screen.queryAllByText((_, node) => node?.classList.contains('rer-search-hit') ?? false);
    expect(hits().map((hit) => hit.textContent)).toEqual(['Enterprise management - Enterprise information']);
    fireEvent.change(input, { target: { value: '股东' } });
    expect(hits()).toEqual([]);
    fireEvent.change(input, { target: { value: 'register' } });
    expect(within(hits()[0] as HTMLElement).getByText('Share register')).toBeTruthy();
  });
});

describe('searchMenu', () => {
  it('matches the server names by default', () => {
    expect(searchMenu(MENU, '股东').map(({ item }) => item.id)).toEqual(['org:register']);
    expect(searchMenu(MENU, 'register')).toEqual([]);
  });
});
