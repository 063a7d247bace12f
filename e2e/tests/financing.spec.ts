import { expect, type Page, test } from '@playwright/test';
import { signIn, signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';
import { checkOption, pickOption } from '../support/select.js';

/**
 * 投融资信息 (issue 25 part G2, ADR 84): an enterprise publishes a financing need, staff approve it, a
 * visitor finds it on /financingIndex, and an investor opens the investment zone from the top menu and
 * sees it with its suitability.
 */

// Unique per run: the journeys share one server and database.
const TITLE = `智能产线扩产项目${Date.now() % 1_000_000}`;

async function chooseCompany(page: Page) {
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: /大连演示科技股份有限公司/ }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
}

/** person_demo has three registration accounts: the chooser opens after sign-in; take the open one. */
async function chooseAccount(page: Page) {
  const chooser = page.getByRole('dialog', { name: '选择登记账号' });
  await chooser
    .getByRole('row')
    .filter({ hasText: 'D000000001' })
    .getByRole('button', { name: '选择' })
    .click();
  await expect(chooser).toBeHidden();
}

test('an enterprise publishes a need, staff approve it, a visitor and an investor find it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // The enterprise: 投融资 → 融资需求管理 → 发布融资需求; it waits for review.
  const enterprise = await browser.newPage();
  await signIn(enterprise, 'org');
  await chooseCompany(enterprise);
  await enterprise.getByTestId('side-menu').getByText('投融资', { exact: true }).click();
  await enterprise.getByTestId('side-menu').getByText('融资需求管理', { exact: true }).click();
  await expect(enterprise).toHaveURL(/\/financing\/mine$/);
  const mine = enterprise.getByTestId('my-needs');
  await mine.getByRole('button', { name: '发布融资需求' }).click();
  const dialog = enterprise.getByRole('dialog', { name: '发布融资需求' });
  await dialog.getByLabel('项目名称').fill(TITLE);
  await pickOption(enterprise, dialog.getByLabel('融资方式'), '股权融资');
  await dialog.getByLabel('融资金额（万元）').fill('0');
  await pickOption(enterprise, dialog.getByLabel('所属行业'), 'C 制造业');
  await dialog.getByLabel('资金用途').fill('新建两条智能产线');
  await dialog.getByRole('button', { name: '提交审核' }).click();
  // The server refuses the amount, naming the field; the dialog keeps what was typed.
  await expect(enterprise.getByText('融资金额：应为大于0的数字（万元）')).toBeVisible();
  await dialog.getByLabel('融资金额（万元）').fill('3000');
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await expect(dialog).toBeHidden();
  const row = mine.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText('待审核');
  await screenshot(enterprise, testInfo, 'financing-mine');

  // Not public before review.
  const visitor = await browser.newPage();
  await visitor.goto('/financingIndex');
  const index = visitor.getByTestId('financing-index');
  await expect(index.getByRole('columnheader', { name: '项目名称' })).toBeVisible();
  await expect(index.getByText(TITLE)).toHaveCount(0);

  // Staff: 投融资管理 → 融资需求审核 → 审核 → 通过并发布.
  const staff = await browser.newPage();
  await signInStaff(staff);
  await staff.getByRole('menuitem', { name: '投融资管理' }).click();
  const item = staff.getByRole('menuitem', { name: '融资需求审核' });
  await expect(item).toBeVisible();
  await item.click();
  await expect(staff).toHaveURL(/\/financingReview$/);
  const review = staff.getByTestId('financing-review');
  await review.getByRole('row').filter({ hasText: TITLE }).getByRole('button', { name: '审核' }).click();
  await staff.getByRole('button', { name: '通过并发布' }).click();
  await expect(review.getByText(TITLE)).toHaveCount(0);
  await expect(row).toContainText('待审核'); // the enterprise's page until it refreshes

  // The visitor finds it, filtered, and opens its detail.
  await visitor.reload();
  await index.getByLabel('关键词').fill(TITLE);
  await index.getByRole('button', { name: /查\s*询/ }).click();
  await expect(index.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await index.getByTestId('financing-link').click();
  await expect(visitor).toHaveURL(/\/financing\?id=\d+$/);
  const detail = visitor.getByTestId('financing-detail');
  await expect(detail.getByText('大连演示科技股份有限公司')).toBeVisible();
  await expect(detail.getByText('3,000.00')).toBeVisible();
  await screenshot(visitor, testInfo, 'financing-detail');

  // The investor: 投资专区 opens /invest in a new window, with the need and its suitability.
  const investor = await browser.newPage();
  await investor.setViewportSize({ width: 1920, height: 900 });
  await signIn(investor, 'personalholder');
  await chooseAccount(investor);
  const popup = investor.waitForEvent('popup');
  await investor.getByTestId('top-menu').getByText('投资专区', { exact: true }).click();
  const zone = await popup;
  await expect(zone).toHaveURL(/\/invest$/);
  const invest = zone.getByTestId('invest-page');
  await invest.getByLabel('关键词').fill(TITLE);
  await invest.getByRole('button', { name: /查\s*询/ }).click();
  const found = invest.getByRole('row').filter({ hasText: TITLE });
  await expect(found).toBeVisible();
  await expect(found.getByTestId('suitability-tag')).toContainText('R4');
  await screenshot(zone, testInfo, 'invest');

  // 我有意向: the enterprise learns the investor's name through the platform.
  await found.getByRole('button', { name: '我有意向' }).click();
  await zone.getByRole('button', { name: /^(确\s*定|OK)$/ }).click();
  await expect(zone.getByText('已提交投资意向，企业将通过平台与您联系')).toBeVisible();
  await enterprise.reload();
  const published = enterprise.getByTestId('my-needs').getByRole('row').filter({ hasText: TITLE });
  await expect(published).toContainText('已发布');
  await published.getByRole('button', { name: '1', exact: true }).click();
  await expect(enterprise.getByRole('dialog').getByText(/演示投资者甲/)).toBeVisible();
});

test('the self-tests answer a visitor with their stated method and scoring', async ({ page }) => {
  await page.goto('/valueDiagnosis');
  const card = page.getByTestId('value-diagnosis');
  await expect(card.getByText(/最近一年净利润 × 所属行业可比市盈率区间/)).toBeVisible();
  await pickOption(page, card.getByLabel('所属行业'), 'C 制造业');
  await card.getByLabel('最近一年净利润（万元）').fill('1000');
  await card.getByLabel('最近一年末净资产（万元）').fill('5000');
  await card.getByLabel('最近一年自由现金流（万元）').fill('800');
  await card.getByRole('button', { name: '开始估值' }).click();
  await expect(page.getByTestId('valuation-result')).toContainText(
    '估值参考区间：6,000.00 万元 — 20,000.00 万元',
  );
  await card.getByRole('link', { name: '正式估值服务流程' }).click();
  await expect(page.getByTestId('flow-service')).toContainText('出具估值报告');

  await page.goto('/privateEquityFund');
  await expect(page.getByTestId('private-equity-fund').getByText('最新融资需求')).toBeVisible();
  await page.goto('/skillEvaluate');
  await expect(page.getByTestId('skill-evaluate').getByText(/满分100分/)).toBeVisible();
  await page.goto('/perfectData');
  await expect(
    page.getByText('完善资料供企业补充融资所需的财务数据，请以企业身份登录企业专区后办理'),
  ).toBeVisible();
});
