import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn, signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';

/**
 * Encumbrance queries and the public announcements (issue 23, ADR 75), on the demo registers
 * (seeding/demo/seed-register.ts): 大连演示制造有限公司 (D000000004, orginv_demo's account) has part of
 * its 大连演示科技 shares pledged to 大连演示银行股份有限公司; generated companies add persons' pledges.
 */

/** A masked person's name as the announcements show it: one character, then stars. */
const MASKED_NAME = /^[\u4e00-\u9fa5]\*+$/;

async function chooseAccountIfAsked(page: Page, accountNumber: string) {
  const chooser = page.getByRole('dialog', { name: '选择登记账号' });
  if (await chooser.isVisible().catch(() => false)) {
    await chooser
      .getByRole('row')
      .filter({ hasText: accountNumber })
      .getByRole('button', { name: '选择' })
      .click();
    await expect(chooser).toBeHidden();
  }
}

test('the public pledge list shows announcements with persons masked, and their details', async ({
  page,
}, testInfo) => {
  await page.goto('/pledgeList');
  const list = page.getByTestId('notice-list-pledge');
  await expect(list.getByRole('columnheader', { name: '出质人' })).toBeVisible();
  // Generated companies' persons pledged too: their names are masked, never shown whole.
  const holderCells = list.locator('tbody tr.ant-table-row td:nth-child(3)');
  await expect(holderCells.first()).toBeVisible();
  const names = await holderCells.allInnerTexts();
  expect(names.some((n) => MASKED_NAME.test(n.trim()))).toBe(true);
  await screenshot(page, testInfo, 'pledge-list');

  await list.getByLabel('企业名称').fill('大连演示科技');
  await list.getByRole('button', { name: /查\s*询/ }).click();
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(1);
  const firm = list.getByRole('row').filter({ hasText: '大连演示制造有限公司' });
  await expect(firm).toContainText('大连演示银行股份有限公司');
  await firm.getByTestId('notice-link').click();
  await expect(page).toHaveURL(/\/pledgeDetail\?id=\d+$/);
  const detail = page.getByTestId('notice-detail-pledge');
  await expect(detail.getByText(/^ZY\d{10}$/)).toBeVisible();
  await expect(detail.getByText('大连演示银行股份有限公司')).toBeVisible();
  await screenshot(page, testInfo, 'pledge-detail');
});

test('an institutional investor finds its pledge in 质押查询 from the menu', async ({ page }, testInfo) => {
  await signIn(page, 'orgholder');
  await chooseAccountIfAsked(page, 'D000000004');
  await page.getByTestId('side-menu').getByText('质押查询', { exact: true }).click();
  await expect(page).toHaveURL(/\/encumbrance\/pledges$/);
  const card = page.getByTestId('my-encumbrances-pledge');
  const row = card.getByRole('row').filter({ hasText: '大连演示科技股份有限公司' });
  await expect(row).toContainText('大连演示银行股份有限公司');
  await expect(row).toContainText('生效中');
  await expect(page.getByText('建设中')).toHaveCount(0);
  await screenshot(page, testInfo, 'my-pledges');

  // The top menu's 信息披露展示 opens the public announcements themselves (002 §2.4).
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.getByTestId('top-menu').getByText('信息披露展示', { exact: true }).hover();
  await page.getByRole('menuitem', { name: '质押公告', exact: true }).first().click();
  await expect(page).toHaveURL(/\/pledgeList$/);
  await expect(page.getByTestId('notice-list-pledge')).toBeVisible();
});

test('staff filter every encumbrance and export them to Excel', async ({ page }, testInfo) => {
  await signInStaff(page);
  await page.getByRole('menuitem', { name: '登记管理' }).click();
  // The submenu opens with an animation: click its item once it is shown.
  const item = page.getByRole('menuitem', { name: '股份权利限制' });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/encumbranceAdmin$/);
  const card = page.getByTestId('encumbrance-admin');
  await card.getByLabel('企业名称').fill('大连演示科技');
  await card.getByRole('button', { name: /查\s*询/ }).click();
  // The demo company's register: the firm's pledge and the product's freeze (seed-register.ts).
  await expect(card.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(card.getByRole('row').filter({ hasText: '大连市中级人民法院' })).toBeVisible();
  await expect(card.getByRole('row').filter({ hasText: '大连演示银行股份有限公司' })).toBeVisible();
  await screenshot(page, testInfo, 'encumbrance-admin');

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: '导出Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('股份权利限制.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet('股份权利限制');
  expect(sheet?.getRow(1).getCell(1).value).toBe('企业名称');
  const text = JSON.stringify(sheet?.getSheetValues());
  expect(text).toContain('大连演示银行股份有限公司');
  expect(text).toContain('大连市中级人民法院');
  // The export is the search as it stands: that company's rows only.
  const companies = new Set<unknown>();
  sheet?.eachRow((row, n) => {
    if (n > 1) companies.add(row.getCell(1).value);
  });
  expect([...companies]).toEqual(['大连演示科技股份有限公司']);
});
