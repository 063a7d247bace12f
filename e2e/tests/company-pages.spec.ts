import { expect, type Page, test } from '@playwright/test';
import { signIn, signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';
import { checkOption, pickOption as pickSelectOption } from '../support/select.js';

/**
 * Issue 21, the company's screens (ADR 52): staff find the demo company from 企业管理 → 企业查询 and
 * open its 企业基本信息 (record, qualifications, services, register); the enterprise opens its own
 * 企业基本信息 from its menu. The demo set has 大连演示科技 in custody (hosting row, 托管企业).
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const TECH = '大连演示科技股份有限公司';

async function seesCompanyPage(page: Page) {
  await expect(page.getByRole('heading', { name: TECH })).toBeVisible();
  const qualifications = page.getByTestId('company-qualifications');
  await expect(qualifications.getByRole('cell', { name: '托管企业' })).toBeVisible();
  const services = page.getByTestId('company-services');
  await expect(services.getByRole('cell', { name: '托管服务' })).toBeVisible();
  await expect(services.getByText('服务中')).toBeVisible();
  await expect(services.getByRole('cell', { name: '2026-01-05' })).toBeVisible();
  const register = page.getByTestId('company-register');
  await expect(register.getByTestId('register-balanced')).toHaveText('持股合计 = 总股本');
  await expect(register.getByText('股东人数')).toBeVisible();
}

test('staff find the demo company in 企业查询 and open its page', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInStaff(page, 'admin');
  await page.getByRole('menuitem', { name: '企业管理' }).click();
  await page.getByRole('menuitem', { name: '企业查询' }).click();
  await expect(page).toHaveURL(/\/companyAdmin$/);
  const search = page.getByTestId('company-search');
  await search.getByLabel('企业名称').fill('演示科技');
  await pickSelectOption(page, search.getByLabel('托管状态'), '已托管');
  const answered = page.waitForResponse((r) => r.url().includes('/company/search?') && r.status() === 200);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await answered;
  const row = search.getByRole('row', { name: new RegExp(TECH) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/已托管/)).toBeVisible();
  await screenshot(page, testInfo, 'company-search');
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/companyInfo\?companyId=/);
  await seesCompanyPage(page);
  await page.getByTestId('company-register').scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'company-page-staff');
  await page.getByTestId('company-register').getByRole('button', { name: '查看完整股东名册' }).click();
  await expect(page).toHaveURL(/\/shareRegister\?companyId=/);
});

test('the enterprise opens 企业基本信息 from its menu', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: new RegExp(TECH) }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
  await page.getByRole('menuitem', { name: '企业管理' }).click();
  await page.getByRole('menuitem', { name: '企业基本信息' }).click();
  await expect(page).toHaveURL(/\/companyInfo$/);
  await seesCompanyPage(page);
  await screenshot(page, testInfo, 'company-page-enterprise');
});
