import { expect, type Page, test } from '@playwright/test';
import { CAPTCHA, DEMO_PASSWORD } from '../support/login.js';

/**
 * Issue 5, query pages and the form designer: an administrator of the management zone opens a
 * stored query page, searches and pages through it, then edits a form label in /formDesign,
 * sees the preview follow and saves a new version.
 */

test.use({ viewport: { width: 1600, height: 1000 } });

async function signInAsAdministrator(page: Page) {
  await page.goto('/login');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.getByText('管理端', { exact: true }).click();
  await page.getByLabel('请输入用户名').fill('admin');
  await page.getByLabel('请输入密码').fill(DEMO_PASSWORD);
  await page.getByLabel('请填写验证码').fill(CAPTCHA);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
}

const rows = (page: Page) => page.locator('[data-testid="query-table"] .ant-table-tbody tr.ant-table-row');
const indexOf = (page: Page, row: number) => rows(page).nth(row).locator('td').first();

test('a query page: required default field, search, paging and page sizes', async ({ page }) => {
  await signInAsAdministrator(page);

  await page.goto('/queryPage/dictItems');
  await expect(page.getByText('字典编码值不能为空')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);

  await page.goto('/queryPage/dictItems?code=certificateType');
  await expect(page.getByTestId('query-page').getByText('业务字典查询')).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByTestId('query-total')).toHaveText('共 24 条');
  await expect(indexOf(page, 0)).toHaveText('1');

  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(indexOf(page, 0)).toHaveText('6');

  await page.getByTestId('query-page-size').click();
  await page.getByTitle('10条/页').click();
  await expect(rows(page)).toHaveCount(10);
  await expect(indexOf(page, 0)).toHaveText('1');

  await page.getByPlaceholder('请输入键值或名称').fill('身份证');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByTestId('query-total')).not.toHaveText('共 24 条');
  const found = await rows(page).count();
  expect(found).toBeGreaterThan(0);
  for (let i = 0; i < found; i++) await expect(rows(page).nth(i)).toContainText('身份证');

  await page.getByRole('button', { name: /重\s*置/ }).click();
  await expect(page.getByTestId('query-total')).toHaveText('共 24 条');
});

test('the form designer: edit a label, see the preview, save a new version', async ({ page }) => {
  await signInAsAdministrator(page);
  await page.goto('/formDesign?appId=590001&nodeId=apply');
  const preview = page.getByTestId('design-preview');
  await expect(preview.getByText('统一社会信用代码').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('design-check')).toContainText('表单配置校验通过');

  await page.getByTestId('design-field-creditCode').click();
  const label = page.getByTestId('field-editor').getByLabel('标签', { exact: true });
  await label.fill('信用代码（设计器）');
  await expect(preview.getByText('信用代码（设计器）').first()).toBeVisible();
  await expect(preview.getByText('统一社会信用代码')).toHaveCount(0);

  // An invalid draft is named in Chinese and cannot be saved.
  await label.fill('');
  await page.getByTestId('field-editor').getByLabel('字段名', { exact: true }).fill('1bad');
  await expect(page.getByTestId('design-check')).toContainText('groups[0].fields[2].prop');
  await expect(page.getByRole('button', { name: /保存新版本/ })).toBeDisabled();
  await page.getByTestId('field-editor').getByLabel('字段名', { exact: true }).fill('creditCode');
  await label.fill('信用代码（设计器）');
  await expect(page.getByTestId('design-check')).toContainText('表单配置校验通过');

  await page.getByRole('button', { name: /保存新版本/ }).click();
  await expect(page.getByText('已保存为第 2 版')).toBeVisible();
  await expect(page.getByText('基于第 2 版')).toBeVisible();

  // The saved version is what the engine now serves.
  await page.reload();
  await expect(preview.getByText('信用代码（设计器）').first()).toBeVisible({ timeout: 20_000 });
});
