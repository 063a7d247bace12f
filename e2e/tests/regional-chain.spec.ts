import { expect, test } from '@playwright/test';
import { signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';

/**
 * Issue 24 as register staff read it: a register event's data objects open their versions where
 * they are listed; 重新发布 asks first and says what it did; the log shows it; the explorer's
 * block hash can be copied whole and a block's transactions come a page at a time.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test('staff open an event’s data object from the register, republish it, and find it in 跨链日志', async ({
  page,
}, testInfo) => {
  await signInStaff(page);
  await page.goto('/shareRegister');
  const picker = page.getByRole('combobox', { name: '企业' });
  await picker.click();
  await picker.fill('演示科技');
  await page.locator('.ant-select-item-option').filter({ hasText: '大连演示科技股份有限公司' }).click();

  const history = page.getByTestId('register-history');
  const object = history.getByTestId('event-chain-objects').getByRole('button').first();
  await expect(object).toHaveText(/^[A-Z]{2}-.+ · 版本\d+$/);
  const objectId = ((await object.textContent()) ?? '').split(' · ')[0]!;
  await object.click();

  const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('chain-object-detail') });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.ant-drawer-title')).toContainText(objectId);
  await expect(drawer.getByRole('button', { name: '复制对象标识' })).toBeVisible();
  await drawer.getByRole('button', { name: '重新发布' }).first().click();
  await expect(page.getByText('将再次通知监管链获取该版本。')).toBeVisible();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText(/^已重新发布版本 0（修订 \d+）$/)).toBeVisible();
  await screenshot(page, testInfo, 'chain-object-from-register');

  await page.goto('/regionalChain/sync');
  await page.getByRole('tab', { name: '跨链日志' }).click();
  const log = page.getByTestId('chain-log');
  await log.getByLabel('对象标识').fill(objectId);
  await log.getByRole('button', { name: /查\s*询/ }).click();
  await expect(log.locator('.ant-table-row').filter({ hasText: '重新发布' }).first()).toBeVisible();
});

test('the explorer’s block hash is copied whole and a block’s transactions are paged', async ({ page }) => {
  await signInStaff(page);
  await page.goto('/blockChain');
  const blocks = page.getByTestId('chain-blocks');
  const first = blocks.locator('tbody tr.ant-table-row').first();
  await expect(first.getByRole('button', { name: /复制/ })).toBeVisible();
  await first.getByRole('button', { name: /展开/ }).click();
  const txs = page.locator('[data-testid^="block-"][data-testid$="-transactions"]').first();
  await expect(txs.locator('tbody tr.ant-table-row').first()).toBeVisible();
  expect(await txs.locator('tbody tr.ant-table-row').count()).toBeLessThanOrEqual(10);
});
