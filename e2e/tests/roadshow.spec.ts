import { expect, type Page, test } from '@playwright/test';
import { signIn, signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';
import { checkOption } from '../support/select.js';

/**
 * 融资路演 (ADR 88): staff write a roadshow activity and another staff member publishes it; the demo
 * enterprise signs up from its menu (企业管理 → 融资路演活动查询); staff approve the sign-up; the enterprise
 * sees itself among the presenters on 融资路演, and so does a visitor of the public calendar.
 */

// Unique per run: the journeys share one server and database.
const TITLE = `智能制造专场路演${Date.now() % 1_000_000}`;
const HOUR = 3_600_000;
/** A datetime-local value in Beijing time, `hours` from now. */
const beijing = (hours: number) => new Date(Date.now() + (8 + hours) * HOUR).toISOString().slice(0, 16);

async function openStaffPage(page: Page) {
  await page.getByRole('menuitem', { name: '投融资管理' }).click();
  await page.getByRole('menuitem', { name: '路演活动管理' }).click();
  await expect(page).toHaveURL(/\/roadshowAdmin$/);
  return page.getByTestId('roadshow-admin');
}

async function openCompanyEntry(page: Page, name: string) {
  // The item's name follows its icon's ("search 融资路演活动查询"): match the end, so 融资路演 is not 融资路演管理.
  const item = page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${name}$`) });
  // 企业管理 stays open once opened; clicking it again would fold it.
  if (!(await item.isVisible())) await page.getByRole('menuitem', { name: '企业管理' }).click();
  await item.click();
}

test('staff publish a roadshow, the enterprise signs up, staff approve, it shows on 融资路演', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // The maker writes the draft; publishing it is refused to the maker.
  const maker = await browser.newPage();
  await signInStaff(maker, 'reviewer1');
  const admin = await openStaffPage(maker);
  await admin.getByRole('button', { name: '新建路演活动' }).click();
  const dialog = maker.getByRole('dialog', { name: '新建路演活动' });
  await dialog.getByLabel('活动名称').fill(TITLE);
  await dialog.getByLabel('路演主题').fill('先进制造企业股权融资对接');
  await dialog.getByLabel('开始时间').fill(beijing(48));
  await dialog.getByLabel('结束时间').fill(beijing(47));
  await dialog.getByLabel('报名截止时间').fill(beijing(24));
  await dialog.getByLabel('活动地点').fill('大连市中山区路演厅');
  await dialog.getByRole('button', { name: '保存草稿' }).click();
  // The server refuses the times, naming the field; the dialog keeps what was typed.
  await expect(maker.getByText('结束时间：应晚于开始时间')).toBeVisible();
  await dialog.getByLabel('结束时间').fill(beijing(50));
  await dialog.getByRole('button', { name: '保存草稿' }).click();
  await expect(dialog).toBeHidden();
  const draft = admin.getByRole('row').filter({ hasText: TITLE });
  await expect(draft).toContainText('草稿');
  await draft.getByRole('button', { name: /发\s*布/ }).click();
  await expect(maker.getByText('不能发布本人创建的路演活动，请由其他工作人员发布')).toBeVisible();

  const checker = await browser.newPage();
  await signInStaff(checker, 'reviewer2');
  const checkerAdmin = await openStaffPage(checker);
  const row = checkerAdmin.getByRole('row').filter({ hasText: TITLE });
  await row.getByRole('button', { name: /发\s*布/ }).click();
  await expect(row).toContainText('报名中');

  // The enterprise: 企业管理 → 融资路演活动查询 → 报名路演.
  const enterprise = await browser.newPage();
  await signIn(enterprise, 'org');
  const switcher = enterprise.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: /大连演示科技股份有限公司/ }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
  await openCompanyEntry(enterprise, '融资路演活动查询');
  await expect(enterprise).toHaveURL(/\/roadshow\/query$/);
  const query = enterprise.getByTestId('roadshow-query');
  await query.getByRole('row').filter({ hasText: TITLE }).getByRole('button', { name: '报名路演' }).click();
  const signup = enterprise.getByRole('dialog', { name: `报名路演：${TITLE}` });
  await signup.getByLabel('路演项目').fill('智能产线扩产');
  await signup.getByLabel('联系人', { exact: true }).fill('张经理');
  await signup.getByLabel('联系人手机号码').fill('13800138000');
  await signup.getByLabel('项目简介').fill('年产能翻番，寻求股权融资');
  await signup.getByRole('button', { name: '提交报名' }).click();
  await expect(signup).toBeHidden();
  await openCompanyEntry(enterprise, '融资路演管理');
  await expect(enterprise).toHaveURL(/\/roadshow\/manage$/);
  const mine = enterprise.getByTestId('roadshow-manage').getByRole('row').filter({ hasText: TITLE });
  await expect(mine).toContainText('待审核');
  await screenshot(enterprise, testInfo, 'roadshow-manage');

  // Staff approve the sign-up.
  await checker.reload();
  const reloaded = checker.getByTestId('roadshow-admin');
  await reloaded
    .getByRole('row')
    .filter({ hasText: TITLE })
    .getByRole('button', { name: '报名审核' })
    .click();
  const review = checker.getByRole('dialog', { name: `路演报名：${TITLE}` });
  const signupRow = review.getByRole('row').filter({ hasText: '大连演示科技股份有限公司' });
  await signupRow.getByRole('button', { name: /通\s*过/ }).click();
  await expect(signupRow).toContainText('已通过');

  // 融资路演 from the enterprise's menu, and the public calendar.
  await openCompanyEntry(enterprise, '融资路演');
  await expect(enterprise).toHaveURL(/\/roadshow$/);
  const calendar = enterprise.getByTestId('roadshow-calendar');
  const item = calendar.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toContainText('大连演示科技股份有限公司：智能产线扩产');
  await expect(item).not.toContainText('13800138000');
  const visitor = await browser.newPage();
  await visitor.goto('/roadshow');
  await expect(
    visitor.getByTestId('roadshow-calendar').getByRole('listitem').filter({ hasText: TITLE }),
  ).toContainText('大连演示科技股份有限公司：智能产线扩产');
  await screenshot(visitor, testInfo, 'roadshow-calendar');
});
