import { expect, type Page, test } from '@playwright/test';
import { signIn, signInStaff } from '../support/login.js';
import { checkOption, pickOption } from '../support/select.js';

/**
 * 企业展示 (550092) and 展示服务退出 (550901), ADR 80: the enterprise files its showcase from
 * /550092/compile (its current company filled in, the show plate chosen, the default qualification
 * 市场角色/展示企业 in place), 初审 and 复审 approve, and the company shows as displayed on its plate in
 * the provincial official website's list (tenant 000000 is the provincial market) and in 展示板块管理;
 * then it files 550901 and, once approved, it is no longer displayed.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const COMPANY = '大连演示科技股份有限公司';
const PLATE = '创新企业展示板';

async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

/** The enterprise signs in and acts for the demo company (切换企业). */
async function signInEnterprise(page: Page) {
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: new RegExp(COMPANY) }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
}

async function filedBizSn(page: Page): Promise<string> {
  await page.getByTestId('apply-submit').click();
  const filed = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  return ((await filed.textContent()) ?? '').replace(/^.*：/, '');
}

async function approve(page: Page, reviewer: string, bizSn: string) {
  await signOut(page);
  await signInStaff(page, reviewer);
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await expect(page.getByLabel('企业名称')).toHaveValue(COMPANY);
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('材料齐全，同意');
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
}

async function displayedRow(page: Page) {
  await signOut(page);
  await page.goto('/officialWebsiteCompanyList');
  await page.getByTestId('official-website').getByText('展示企业', { exact: true }).click();
  return page.getByTestId('official-companies-shown').getByRole('row').filter({ hasText: COMPANY });
}

test('an enterprise is displayed on its plate once 550092 is approved, and leaves with 550901', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInEnterprise(page);
  await page.goto('/550092/compile');
  await expect(page).toHaveURL(/\/process\/apply\?appId=550092&nodeId=apply$/);
  // The enterprise files for its current company: filled in and locked.
  await expect(page.getByLabel('企业名称')).toHaveValue(COMPANY);
  await expect(page.getByLabel('企业名称')).toBeDisabled();
  const creditCode = await page.getByLabel('证件号码').inputValue();
  expect(creditCode).toMatch(/^[0-9A-Z]{18}$/);
  await pickOption(page, page.getByLabel('展示板块'), PLATE);
  const showSn = await filedBizSn(page);

  await approve(page, 'reviewer1', showSn);
  await approve(page, 'reviewer2', showSn);

  // Displayed: the public list of the provincial site names its plate and show code.
  const row = await displayedRow(page);
  await expect(row).toContainText(PLATE);
  await expect(row).toContainText(/ZS\d{6}/);
  // 展示板块管理 (staff, from the menu) counts it on the plate.
  await signInStaff(page, 'reviewer1');
  await page.getByRole('menuitem', { name: '展示管理' }).click();
  await page.getByRole('menuitem', { name: '展示板块管理' }).click();
  await expect(page).toHaveURL(/\/showPlateAdmin$/);
  await expect(
    page.getByTestId('show-plate-table').getByRole('row').filter({ hasText: PLATE }),
  ).toContainText('1');

  // A second 550092 for the same company is refused, the identity fields cleared.
  await signOut(page);
  await signInEnterprise(page);
  await page.goto('/550092/compile');
  await expect(page.getByText('企业已存在展示信息，请勿重复发起！')).toBeVisible();
  await page.getByRole('button', { name: /确\s*定|知道了|OK/ }).click();
  await expect(page.getByLabel('证件号码')).toHaveValue('');

  // 550901: the display ends.
  await page.goto('/process/apply?appId=550901&nodeId=apply');
  await page.getByLabel('企业名称').fill(COMPANY);
  await page.getByLabel('证件号码').fill(creditCode);
  await page.getByLabel('退出原因').fill('企业经营调整，申请退出展示');
  const exitSn = await filedBizSn(page);
  await approve(page, 'reviewer1', exitSn);
  await approve(page, 'reviewer2', exitSn);
  await expect(await displayedRow(page)).toHaveCount(0);
});

test('the provincial official website draws its map offline and tables the counts, without a login', async ({
  page,
}) => {
  await page.goto('/officialWebsiteMapChart');
  await expect(page.getByTestId('official-website')).toContainText('辽宁省区域性股权市场服务中心');
  const map = page.getByTestId('province-map');
  await expect(map).toHaveAttribute('data-state', 'ready');
  // The 14 cities of the map we ship, drawn as SVG with their names.
  await expect(map.locator('svg')).toBeVisible();
  await expect(map.getByText('大连市', { exact: true })).toBeVisible();
  await expect(map.getByText('葫芦岛市', { exact: true })).toBeVisible();
  await page.getByTestId('official-website').getByRole('menuitem', { name: '统计表' }).click();
  await expect(page).toHaveURL(/\/officialWebsiteTables$/);
  const table = page.getByTestId('official-tables');
  await expect(table.getByRole('row').filter({ hasText: '沈阳市' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '合计' })).toBeVisible();
});
