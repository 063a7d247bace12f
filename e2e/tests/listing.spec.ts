import { expect, type Page, test } from '@playwright/test';
import { signIn, signInStaff } from '../support/login.js';
import { checkOption, pickOption } from '../support/select.js';

/**
 * 550058 企业挂牌 (ADR 79): the demo enterprise (大连演示科技, in custody by the demo data) takes the
 * listing self-assessment from its menu, applies from 挂牌业务 → 企业挂牌申请 on 创新板 with the
 * featured 专精特新专板, 初审 and 复审 approve, and its company record shows 挂牌 with the board,
 * sub-sector and code. It then ends the listing by 550052 终止挂牌 (so the journeys after this one
 * meet an unlisted demo company again) and the record no longer shows it.
 */
test.use({ viewport: { width: 1440, height: 900 } });

async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

/** The enterprise acting for the demo company (chosen in the 切换企业 dialog the sign-in opens). */
async function signInTech(page: Page) {
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: /大连演示科技股份有限公司/ }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
}

async function approve(page: Page, reviewer: string, bizSn: string) {
  await signOut(page);
  await signInStaff(page, reviewer);
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await expect(page.getByLabel('企业名称', { exact: true })).toHaveValue('大连演示科技股份有限公司');
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('材料齐全，同意');
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
}

async function submitted(page: Page): Promise<string> {
  await page.getByTestId('apply-submit').click();
  const filed = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  return ((await filed.textContent()) ?? '').replace(/^.*：/, '');
}

test('an enterprise in custody self-assesses, applies for listing, 初审 and 复审 approve; its record shows 挂牌 with its sector', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInTech(page);
  // 挂牌自评 from the enterprise's menu.
  await page.getByRole('menuitem', { name: '挂牌业务' }).click();
  await page.getByRole('menuitem', { name: '挂牌自评' }).click();
  await expect(page.getByTestId('assessment-page')).toBeVisible();
  for (const id of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'])
    await checkOption(page.getByTestId(`assessment-${id}`).getByLabel('是'));
  await checkOption(page.getByTestId('assessment-b1').getByLabel('5000万元及以上'));
  await checkOption(page.getByTestId('assessment-b2').getByLabel('500万元及以上'));
  await checkOption(page.getByTestId('assessment-b3').getByLabel('5%至10%'));
  await checkOption(page.getByTestId('assessment-b4').getByLabel('5项及以上'));
  await checkOption(page.getByTestId('assessment-b5').getByLabel('专精特新中小企业或以上'));
  await checkOption(page.getByTestId('assessment-b6').getByLabel('无'));
  await page.getByTestId('assessment-submit').click();
  const result = page.getByTestId('assessment-result');
  await expect(result).toContainText('建议申请创新板（标准层）');
  await expect(result).toContainText('80 分');

  // 企业挂牌申请: the board from the menu's page, the tier suggested by the self-assessment.
  await page.getByRole('menuitem', { name: '企业挂牌申请' }).click();
  await expect(page).toHaveURL(/\/process\/listedApplys/);
  await expect(page.getByLabel('企业名称', { exact: true })).toHaveValue('大连演示科技股份有限公司');
  await expect(page.getByLabel('最近一次挂牌自评结果', { exact: true })).toHaveValue(/建议申请创新板/);
  await pickOption(page, page.getByLabel('转板意向', { exact: true }), '北京证券交易所');
  await pickOption(page, page.getByTestId('listing-sector'), '创新板');
  await pickOption(page, page.getByTestId('listing-featured-sector'), '专精特新专板');
  const bizSn = await submitted(page);

  await approve(page, 'reviewer1', bizSn);
  await approve(page, 'reviewer2', bizSn);

  await signOut(page);
  await signInTech(page);
  await page.goto('/companyInfo');
  const listing = page.getByTestId('company-listing');
  await expect(listing).toContainText('挂牌');
  await expect(listing).toContainText('创新板');
  await expect(listing).toContainText('专精特新专板');
  await expect(listing).toContainText(/60\d{4}/);
  await expect(page.getByTestId('company-services')).toContainText('挂牌服务');

  // 终止挂牌 from 业务办理's form: the journeys after this one need the company unlisted.
  await page.goto('/process/apply?appId=550052&nodeId=apply');
  await pickOption(page, page.getByLabel('终止挂牌原因', { exact: true }), '企业主动申请终止挂牌');
  const endSn = await submitted(page);
  await approve(page, 'reviewer1', endSn);
  await approve(page, 'reviewer2', endSn);
  await signOut(page);
  await signInTech(page);
  await page.goto('/companyInfo');
  await expect(page.getByTestId('company-record')).toBeVisible();
  await expect(page.getByTestId('company-listing')).toHaveCount(0);
});
