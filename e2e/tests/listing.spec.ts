import { expect, type Page, test } from '@playwright/test';
import { demoCreditCode } from '../support/fake-ids.js';
import { signIn, signInStaff } from '../support/login.js';
import { checkOption, pickOption } from '../support/select.js';
import { fillSrdiForm } from '../support/srdi-form.js';

/**
 * Issue 25's acceptance, from listing to the SRDI board (ADRs 79, 81, 82): the demo enterprise
 * (大连演示科技, in custody by the demo data) takes the listing self-assessment from its menu, applies
 * from 挂牌业务 → 企业挂牌申请 on 创新板 with the featured 专精特新专板, 初审 and 复审 approve, and its
 * company record shows 挂牌 with the board, sub-sector and code; a visitor finds it in the public
 * showcase under 挂牌企业 on that board. It then files 专精特新入板 (550200), is scored (96, 标准层),
 * both reviews admit it and it appears in the public SRDI list. Finally 550120 and 550052 end both
 * services (so the journeys after this one meet an unlisted demo company again).
 */
const COMPANY = '大连演示科技股份有限公司';
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

async function approve(page: Page, reviewer: string, bizSn: string, namedField = true) {
  await signOut(page);
  await signInStaff(page, reviewer);
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  if (namedField) await expect(page.getByLabel('企业名称', { exact: true })).toHaveValue(COMPANY);
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('材料齐全，同意');
  await page.getByTestId('approval-submit').click();
  // 办理成功 first, then the page leaves for 我的待办 (slow on a loaded machine).
  await expect(page).toHaveURL(/\/work\/todo$/, { timeout: 30_000 });
}

async function submitted(page: Page): Promise<string> {
  await page.getByTestId('apply-submit').click();
  const filed = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  return ((await filed.textContent()) ?? '').replace(/^.*：/, '');
}

test('listed, shown under 挂牌 on its board, scored and admitted to the SRDI board, listed publicly; then both services end', async ({
  page,
}) => {
  test.setTimeout(600_000);
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

  await visitorFindsListed(page);
  await admittedToSrdiBoard(page);

  // 专精特新服务退出 and 终止挂牌 from 业务办理's forms: the journeys after this one need the company
  // outside both services.
  await page.goto('/process/apply?appId=550120&nodeId=apply');
  await page.getByLabel('企业名称', { exact: true }).fill(COMPANY);
  await page.getByLabel('统一社会信用代码', { exact: true }).fill(demoCreditCode(1));
  await page.getByLabel('退出原因', { exact: true }).fill('验收演示结束，退出专精特新专板');
  const exitSn = await submitted(page);
  await approve(page, 'reviewer1', exitSn);
  await approve(page, 'reviewer2', exitSn);
  await signOut(page);
  await page.goto('/specializationNewList');
  await expect(page.getByTestId('srdi-list')).toBeVisible();
  await expect(page.getByTestId('srdi-list').getByRole('row').filter({ hasText: COMPANY })).toHaveCount(0);

  await signInTech(page);
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

/** A visitor, signed out, finds the company under 挂牌企业 on 创新板 and opens it in a new window. */
async function visitorFindsListed(page: Page) {
  await signOut(page);
  await page.goto('/companyList');
  await page.getByTestId('showcase-tabs').getByText('挂牌企业').click();
  await pickOption(page, page.getByTestId('filter-sector').locator('.ant-select'), '创新板');
  await page.getByPlaceholder('请输入企业代码或名称').fill('大连演示科技');
  await page.getByPlaceholder('请输入企业代码或名称').press('Enter');
  const card = page.getByTestId('showcase-card').filter({ hasText: COMPANY });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('创新板');
  const popup = page.waitForEvent('popup');
  await card.click();
  const detail = await popup;
  await expect(detail).toHaveURL(/\/gplistG\?tenantId=000000&uuid=[0-9a-f-]{36}$/);
  await expect(detail.getByRole('heading', { name: COMPANY })).toBeVisible();
  await detail.close();
}

/** 专精特新入板 from the enterprise's menu: scored 96 (标准层), both reviews admit it, listed publicly. */
async function admittedToSrdiBoard(page: Page) {
  await signInTech(page);
  await page.getByRole('menuitem', { name: '企业管理' }).click();
  await page.getByRole('menuitem', { name: '专精特新入板' }).click();
  const apply = page.getByTestId('company-hitech-apply');
  await expect(apply).toContainText(COMPANY);
  await expect(apply).toContainText('已挂牌');
  await apply.getByTestId('hitech-apply').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550200&nodeId=apply$/);
  await fillSrdiForm(page, COMPANY, demoCreditCode(1));
  const scored = page.getByTestId('srdi-scoring-widget');
  await expect(scored.getByTestId('srdi-total')).toHaveText('96');
  await expect(scored.getByTestId('srdi-tier')).toHaveText('评价结果：建议进入标准层');
  const bizSn = await submitted(page);
  await approve(page, 'reviewer1', bizSn, false);
  await approve(page, 'reviewer2', bizSn, false);

  await signOut(page);
  await page.goto('/specializationNewList');
  const list = page.getByTestId('srdi-list');
  await expect(list.getByRole('row').filter({ hasText: COMPANY })).toContainText('标准层');
  await list.getByTestId('srdi-company-link').filter({ hasText: COMPANY }).click();
  await expect(page.getByTestId('ruban-detail')).toContainText('高速精密轴承');
  await signInTech(page);
}
