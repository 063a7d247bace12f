import { expect, test } from '@playwright/test';
import { signIn } from '../support/login.js';

/** 002 §2.4: 首页 plus the switched-on items; over the limit they go under 更多. */

test('wide screen: seven items, the rest under 更多; 企业展示 opens the public showcase', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await signIn(page, 'orgholder');
  const menu = page.getByTestId('top-menu');
  // 首页 + 9 switched-on items (the investor zone sees 投资专区) = 10 > 7.
  await expect(menu.locator(':scope > li.ant-menu-item, :scope > li.ant-menu-submenu')).toHaveText([
    '首页',
    '投资专区',
    '企业展示',
    '专精特新专板',
    '投融资信息',
    '信息披露展示',
    '政策展示',
    '更多',
  ]);
  // The public site's pages open as themselves (ADR 82), not the 建设中 page.
  await menu.getByText('企业展示', { exact: true }).click();
  await expect(page).toHaveURL(/\/companyList$/);
  await expect(page.getByTestId('showcase')).toBeVisible();
  await page.goBack();
  await expect(menu).toBeVisible();

  // The pledge list is on: 信息披露展示 is a submenu with 质押公告, 信息公告 and (switch on) 冻结公告.
  await menu.getByText('信息披露展示', { exact: true }).hover();
  for (const name of ['质押公告', '信息公告', '冻结公告'])
    await expect(page.getByRole('menuitem', { name, exact: true }).first()).toBeVisible();
});

test('narrow screen (< 1650 px): three items, the rest under 更多', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'member'); // one cooperating enterprise: no chooser in the way
  const menu = page.getByTestId('top-menu');
  await expect(menu.locator(':scope > li.ant-menu-item, :scope > li.ant-menu-submenu')).toHaveText([
    '首页',
    '企业展示',
    '专精特新专板',
    '更多',
  ]);
  await menu.getByText('更多', { exact: true }).hover();
  await page.getByRole('menuitem', { name: '会员展示', exact: true }).click();
  await expect(page).toHaveURL(/\/memberList$/);
  await expect(page.getByTestId('member-list')).toBeVisible();
});

const EXTRA_URL = '/api/blade-system/nonds/param/getBizTopMenuExtra';
const STATUS_URL = '/api/blade-system/nonds/param/getBizTopMenuStatus';

test('server-defined extra items are appended after 1–9, under 更多, internal routes only', async ({
  page,
  request,
}) => {
  // The real server: public, and empty by default (bizTopMenu.extra = []).
  const real = await request.get(`${EXTRA_URL}?tenantId=000000`);
  expect(await real.json()).toMatchObject({ success: true, data: [] });

  // A tenant with extra items; the web checks the paths again, so even a bad answer cannot add a link.
  await page.route(`**${EXTRA_URL}*`, (route) =>
    route.fulfill({
      json: {
        code: 200,
        success: true,
        msg: '操作成功',
        data: [
          { key: 'guide', title: '业务指南', path: '/guide', newWindow: false },
          { key: 'notice', title: '通知公告', path: '/notice', newWindow: true },
          { key: 'evil', title: '恶意链接', path: 'javascript:alert(1)', newWindow: false },
        ],
      },
    }),
  );
  await page.setViewportSize({ width: 1920, height: 900 });
  await signIn(page, 'member');
  const menu = page.getByTestId('top-menu');
  // 首页 + 8 switched-on items + 2 extra = 11 > 7: the first seven stay, the rest (extras last) under 更多.
  await expect(menu.locator(':scope > li.ant-menu-item, :scope > li.ant-menu-submenu')).toHaveText([
    '首页',
    '企业展示',
    '专精特新专板',
    '投融资信息',
    '信息披露展示',
    '政策展示',
    '会员展示',
    '更多',
  ]);
  await menu.getByText('更多', { exact: true }).hover();
  const more = page.locator('.ant-menu-submenu-popup').last();
  await expect(more.getByRole('menuitem')).toHaveText(['质押公告', '冻结公告', '业务指南', '通知公告']);
  await expect(page.getByRole('menuitem', { name: '恶意链接' })).toHaveCount(0);

  // newWindow: the item opens (here its 建设中 page) in a new tab.
  const popup = page.waitForEvent('popup');
  await more.getByRole('menuitem', { name: '通知公告', exact: true }).click();
  await expect(await popup).toHaveURL(/\/wel\/building\?menu=top%3Ax%3Anotice$/);

  await menu.getByText('更多', { exact: true }).hover();
  await more.getByRole('menuitem', { name: '业务指南', exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/building\?menu=top%3Ax%3Aguide$/);
  await expect(page.getByTestId('page-tab').last()).toHaveText('业务指南');
});

test('an empty switch list right after sign-in is asked for once more (no page reload)', async ({ page }) => {
  let calls = 0;
  await page.route(`**${STATUS_URL}*`, (route) => {
    calls += 1;
    return calls === 1
      ? route.fulfill({ json: { code: 200, success: true, msg: '操作成功', data: [] } })
      : route.fallback();
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.setViewportSize({ width: 1920, height: 900 });
  // Several registration accounts and none current: the chooser waits, so no switch refreshes the queries.
  await signIn(page, 'personalholder');
  await expect(page.getByTestId('top-menu').getByText('企业展示', { exact: true })).toBeVisible();
  expect(calls).toBe(2);
  expect(loads).toBe(1); // the login page only: the second answer came without a page reload
});
