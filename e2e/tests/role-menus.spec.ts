import { expect, test } from '@playwright/test';
import { signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';

test.use({ viewport: { width: 1440, height: 900 } });

test('菜单权限: the administrator takes 区块链存证 from 初审 and the first reviewer no longer sees it', async ({
  page,
  browser,
}, testInfo) => {
  await signInStaff(page);
  const menu = page.getByTestId('side-menu');
  await menu.getByText('系统管理', { exact: true }).click();
  await menu.getByText('角色管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/console\/roles$/);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'reviewer_first', exact: true }) });
  await row.getByRole('button', { name: '菜单权限' }).click();
  const dialog = page.getByRole('dialog', { name: '菜单权限 初审' });
  await expect(dialog.getByRole('tab', { name: '管理端' })).toBeVisible();
  const blockchain = dialog.locator('.ant-tree-treenode').filter({ hasText: '区块链存证' });
  await expect(blockchain.locator('.ant-tree-checkbox-checked')).toHaveCount(1);
  await blockchain.locator('.ant-tree-checkbox').click();
  await expect(blockchain.locator('.ant-tree-checkbox-checked')).toHaveCount(0);
  await screenshot(page, testInfo, 'role-menus');
  await dialog.getByRole('button', { name: '保存本专区' }).click();
  await expect(dialog).toBeHidden();

  const reviewer = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await signInStaff(reviewer, 'reviewer1');
  const reviewerMenu = reviewer.getByTestId('side-menu');
  await expect(reviewerMenu.getByText('我的申请', { exact: true })).toBeVisible();
  await expect(reviewerMenu.getByText('区块链存证', { exact: true })).toHaveCount(0);
  await reviewer.close();
});
