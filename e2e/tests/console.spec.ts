import { expect, test } from '@playwright/test';
import { CAPTCHA, signInStaff } from '../support/login.js';

/**
 * Issue 20, the staff console (ADR 39): the administrator creates a staff account with the role 初审
 * from 系统管理 → 账号管理; the new staff member signs in with the initial password shown once, is
 * sent to change it first, and then sees the to-do list.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

test('admin creates a 初审 staff member who must change the initial password, then sees the to-dos', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = `e2e_first_${Date.now().toString(36)}`;
  await signInStaff(page, 'admin');
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '账号管理' }).click();
  await expect(page).toHaveURL(/\/console\/accounts$/);

  await page.getByRole('button', { name: '新建账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新建账号' });
  await dialog.getByLabel('账号').fill(account);
  await dialog.getByLabel('姓名').fill('新初审员');
  await dialog.getByLabel('角色').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^初审$/ })
    .click();
  // Close the multiple select's list (it covers the buttons) by clicking the form elsewhere.
  await dialog.getByLabel('姓名').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const shown = page.getByTestId('initial-password');
  await expect(shown).toBeVisible();
  const initialPassword = (await shown.textContent())?.trim() ?? '';
  expect(initialPassword).toMatch(/^[A-Za-z0-9]{10}$/);

  // The new staff member, in a browser of their own.
  const staff = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  await staff.goto('/login');
  await expect(staff.getByTestId('captcha-image')).toBeVisible();
  await staff.getByText('管理端', { exact: true }).click();
  await staff.getByLabel('请输入用户名').fill(account);
  await staff.getByLabel('请输入密码').fill(initialPassword);
  await staff.getByLabel('请填写验证码').fill(CAPTCHA);
  await staff.getByRole('button', { name: /登\s*录/ }).click();
  await expect(staff).toHaveURL(/\/changePassword$/);
  await expect(staff.getByText('您的密码由管理员设置，请先修改密码后再继续操作')).toBeVisible();
  // Typing another address does not get round it: the server refuses and sends the page back.
  await staff.goto('/work/todo');
  await expect(staff).toHaveURL(/\/changePassword$/);

  await staff.getByLabel('原密码').fill(initialPassword);
  await staff.getByLabel('新密码', { exact: true }).fill('Changed2026a');
  await staff.getByLabel('确认新密码').fill('Changed2026a');
  await staff.getByRole('button', { name: '修改登录密码' }).click();
  await expect(staff).toHaveURL(/\/wel\/index$/);
  await staff.getByRole('menuitem', { name: '我的待办' }).click();
  await expect(staff).toHaveURL(/\/work\/todo$/);
  await expect(staff.getByRole('columnheader').first()).toBeVisible();
  await expect(staff.getByText('您的密码由管理员设置')).toHaveCount(0);
});
