import { expect, test } from '@playwright/test';
import { signIn, signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';

test.use({ viewport: { width: 1440, height: 900 } });

test('菜单管理: an administrator adds a menu item to a zone, its users see it, then it is removed', async ({
  browser,
  page,
}, testInfo) => {
  await signInStaff(page);
  const side = page.getByTestId('side-menu');
  await side.getByText('系统管理', { exact: true }).click();
  await side.getByText('菜单管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/system\/menu$/);
  const admin = page.getByTestId('menu-admin');
  await expect(admin.getByText('工作台', { exact: true })).toBeVisible();
  await admin.getByText('个人投资者专区', { exact: true }).click();
  await expect(admin.getByText('我的持股', { exact: true })).toBeVisible();

  await admin.getByRole('button', { name: '新增菜单' }).click();
  const dialog = page.getByRole('dialog', { name: '新增菜单' });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('请输入菜单名称')).toBeVisible();
  await dialog.getByLabel('名称').fill('临时测试菜单');
  await dialog.getByLabel('路由地址').fill('securityCenter');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('路由地址必须以/开头')).toBeVisible();
  await dialog.getByLabel('路由地址').fill('/securityCenter');
  await dialog.getByLabel('排序').fill('999');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const row = admin.locator('tr', { hasText: '临时测试菜单' });
  await expect(row.getByText('管理员新增')).toBeVisible();
  await screenshot(page, testInfo, 'menu-admin');

  const investor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(investor, 'personalholder');
  await investor
    .getByRole('dialog', { name: '选择登记账号' })
    .getByRole('row')
    .filter({ hasText: 'D000000001' })
    .getByRole('button', { name: '选择' })
    .click();
  await investor.getByTestId('side-menu').getByText('临时测试菜单', { exact: true }).click();
  await expect(investor).toHaveURL(/\/securityCenter$/);
  await investor.close();

  await row.getByRole('button', { name: /删\s*除/ }).click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(admin.getByText('临时测试菜单', { exact: true })).toHaveCount(0);
});
