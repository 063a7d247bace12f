import { expect, test } from '@playwright/test';
import { signIn } from '../support/login.js';
import { screenshot } from '../support/screens.js';
import { checkOption } from '../support/select.js';

test.use({ viewport: { width: 1280, height: 800 } });

test('lock: set a lock password, the lock page opens, unlock with it', async ({ page }, testInfo) => {
  await signIn(page, 'orgholder');
  await page.getByRole('button', { name: '锁屏' }).click();
  const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('锁屏密码不能为空')).toBeVisible();
  await dialog.getByLabel('锁屏密码').fill('lock-1234');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/lock$/);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('lock-1234');
  await screenshot(page, testInfo, 'lock');

  await page.goto('/wel/index'); // the guard keeps a locked screen on /lock
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByRole('button', { name: /解\s*锁/ }).click();
  await expect(page.getByText('锁屏密码不能为空')).toBeVisible();
  await page.getByLabel('锁屏密码').fill('wrong');
  await page.getByRole('button', { name: /解\s*锁/ }).click();
  await expect(page.getByText('锁屏密码错误')).toBeVisible();
  await page.getByLabel('锁屏密码').fill('lock-1234');
  await page.getByRole('button', { name: /解\s*锁/ }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('tabs: menu leaves open tabs, closing the active one opens the previous, close all', async ({
  page,
}) => {
  await signIn(page, 'orgholder');
  const tabs = page.getByTestId('page-tab');
  await expect(tabs).toHaveText(['工作台']);
  const menu = page.getByTestId('side-menu');
  await menu.getByText('冻结查询', { exact: true }).click();
  await expect(page).toHaveURL(/\/encumbrance\/freezes$/);
  await menu.getByText('安全中心', { exact: true }).click();
  await expect(page).toHaveURL(/\/securityCenter$/);
  await expect(page).toHaveTitle(/^安全中心 - /);
  await expect(tabs).toHaveText(['工作台', '冻结查询', '安全中心']);

  await page
    .locator('.ant-tabs-tab')
    .filter({ hasText: '安全中心' })
    .getByRole('button', { name: 'remove' })
    .click();
  await expect(tabs).toHaveText(['工作台', '冻结查询']);
  await expect(page).toHaveURL(/\/encumbrance\/freezes$/);

  await page.getByRole('button', { name: '标签操作' }).hover();
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(tabs).toHaveText(['工作台']);
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('switch enterprise: the Current-Company header follows the choice', async ({ page }) => {
  await signIn(page, 'org');
  const dialog = page.getByRole('dialog', { name: '切换企业' });
  await expect(dialog).toBeVisible(); // two enterprises, none current yet
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('请选择企业')).toBeVisible();
  await checkOption(dialog.getByRole('radio', { name: '大连演示科技股份有限公司' }));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.rer-workbench').getByText('大连演示科技股份有限公司')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '切换企业' }).click();
  await expect(dialog.getByText('大连演示科技股份有限公司')).toBeVisible(); // the current one
  const other = dialog.getByRole('radio', { name: '大连演示制造有限公司' });
  const request = page.waitForRequest(
    (r) => r.url().includes('queryAllRefCompany') && r.headers()['current-company'] !== undefined,
  );
  await other.check();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const sent = await request;
  expect(sent.headers()['current-company']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.locator('.rer-workbench').getByText('大连演示制造有限公司')).toBeVisible();
});

test('choose registration account: closed is refused, frozen is allowed with 账号异常', async ({ page }) => {
  await signIn(page, 'personalholder');
  const dialog = page.getByRole('dialog', { name: '选择登记账号' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: '序号' })).toBeVisible();
  const row = (account: string) => dialog.getByRole('row').filter({ hasText: account });
  await row('D000000003').getByRole('button', { name: '选择' }).click();
  await expect(page.getByText('用户不存在')).toBeVisible();
  await row('D000000002').getByRole('button', { name: '选择' }).click();
  await expect(page.getByText('账号异常')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.rer-workbench').getByText('D000000002', { exact: false })).toBeVisible();
});

test('sign out returns to the login page and clears the session', async ({ page }) => {
  await signIn(page, 'member');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('rer.session.token'))).toBeNull();
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login\?loseEfficacy=1$/);
});
