import type { MenuItem } from '@rer/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../lib/i18n';
import { updateSession } from '../../lib/session';
import { envelope, routes } from '../../test-support/fake-fetch';
import { renderWithRouter } from '../../test-support/render-with-network';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { menuName } from './menu-name';
import { SideMenu } from './side-menu';
import { TopMenu } from './top-menu';
import { buildTopMenu } from './top-menu-model';

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

const SIDE: MenuItem[] = [
  entry('wel', '工作台', '/wel/index'),
  entry('todo', '我的待办', '/work/todo'),
  entry('company', '企业管理', '/companyAdmin', [entry('company-info', '企业基本信息维护', '/building')]),
  entry('register', '股东名册', '/shareRegister'),
  // A tenant's own item: no English name in the catalogue.
  entry('tenant-special', '特色服务', '/building'),
];

const network = routes({
  '/api/rem-registrationmgrweb/taskItem/getUserTasks': () => envelope({ totalRecord: 3 }),
});

screenTestLifecycle();
afterEach(async () => {
  await changeLanguage('zh');
});

describe('menu names (meta.i18n)', { timeout: 30_000 }, () => {
  it('the side menu shows the English names of known keys, the server name otherwise', async () => {
    updateSession({ landingMode: 'org', account: 'org_demo' });
    await changeLanguage('en');
    renderWithRouter(<SideMenu menu={SIDE} collapsed={false} />, network, '/wel/index');
    const menu = screen.getByTestId('side-menu');
    expect(within(menu).getByText('Workbench')).toBeTruthy();
    expect(within(menu).getByText('My to-dos')).toBeTruthy();
    expect(within(menu).getByText('Enterprise management')).toBeTruthy();
    expect(within(menu).getByText('Share register')).toBeTruthy();
    expect(within(menu).getByText('特色服务')).toBeTruthy();
    expect(within(menu).queryByText('股东名册')).toBeNull();
  });

  it('the side menu shows the server names in Chinese', () => {
    updateSession({ landingMode: 'org', account: 'org_demo' });
    renderWithRouter(<SideMenu menu={SIDE} collapsed={false} />, network, '/wel/index');
    const menu = screen.getByTestId('side-menu');
    expect(within(menu).getByText('工作台')).toBeTruthy();
    expect(within(menu).getByText('股东名册')).toBeTruthy();
    expect(within(menu).queryByText('Share register')).toBeNull();
  });

  it('the top menu translates its items and 更多', async () => {
    updateSession({ landingMode: 'org', account: 'org_demo' });
    const items = buildTopMenu({
      landingMode: 'org',
      switches: new Map([2, 3, 4, 6, 7].map((key) => [`bizTopMenu.${key}`, 'true'])),
      pledgeListEnabled: false,
      freezeNoticeOn: false,
    });
    const view = renderWithRouter(<TopMenu items={items} />, network, '/wel/index');
    const top = () => view.getByTestId('top-menu');
    // jsdom is 1024 px wide: 首页 and two items stay, the rest go under 更多.
    expect(within(top()).getByText('首页')).toBeTruthy();
    expect(within(top()).getByText('更多')).toBeTruthy();

    await changeLanguage('en');
    expect(await within(top()).findByText('More')).toBeTruthy();
    expect(within(top()).getByText('Home')).toBeTruthy();
    expect(within(top()).getByText('Companies')).toBeTruthy();
    expect(within(top()).queryByText('更多')).toBeNull();
  });
});

describe('menuName', () => {
  it('falls back to the server name without a key, for an unknown key, and in Chinese', async () => {
    await changeLanguage('en');
    const item = (i18nKey: string) => ({ name: '股东名册', meta: { roles: [], i18n: i18nKey } });
    expect(menuName(i18n, item('register'))).toBe('Share register');
    expect(menuName(i18n, item(''))).toBe('股东名册');
    expect(menuName(i18n, item('no-such-key'))).toBe('股东名册');
    expect(menuName(i18n, item('constructor'))).toBe('股东名册');
    await changeLanguage('zh');
    expect(menuName(i18n, item('register'))).toBe('股东名册');
  });
});
