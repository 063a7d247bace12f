import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';

/**
 * Content operations (issue 25, ADR 83): staff A writes a policy with an image in the rich-text
 * editor and sends it for review; A cannot approve it; staff B approves it; a visitor, signed out,
 * reads it on /policiesShow → /policiesDetail with its image.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openMenu(page: Page, group: string, item: string) {
  const leaf = page.getByRole('menuitem', { name: item });
  // A second click on an open group would close it.
  if (!(await leaf.isVisible())) await page.getByRole('menuitem', { name: group }).click();
  // The submenu opens with an animation: click its item once it is shown.
  await expect(leaf).toBeVisible();
  await leaf.click();
}

async function staffPage(browser: Browser, user: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInStaff(page, user);
  return page;
}

/** Whether the image has loaded (a broken image has no natural width). */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a policy written by one staff member and approved by another is read by a visitor', async ({
  browser,
}, testInfo) => {
  // Three people sign in one after the other.
  test.setTimeout(180_000);
  const title = `E2E演示政策${Date.now()}`;
  const maker = await staffPage(browser, 'reviewer1');
  await openMenu(maker, '内容管理', '内容发布');
  await expect(maker).toHaveURL(/\/contentAdmin$/);
  await maker.getByTestId('content-new').click();
  await expect(maker).toHaveURL(/\/contentAdmin\/edit$/);
  await maker.getByLabel('标题').fill(title);
  await maker.getByLabel('来源').fill('演示数据');
  const editor = maker.locator('.ql-editor');
  await editor.click();
  await maker.keyboard.type('这是一条端到端测试写入的演示政策。');
  const chooser = maker.waitForEvent('filechooser');
  await maker.locator('.ql-toolbar .ql-image').click();
  await (await chooser).setFiles({ name: '配图.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.locator('img')).toHaveCount(1);
  await expect.poll(() => loaded(maker, '.ql-editor img')).toBe(true);
  await screenshot(maker, testInfo, 'content-edit');
  await expect(maker.getByLabel('标题')).toHaveValue(title);
  await expect(editor.locator('img')).toHaveCount(1);
  await maker.getByTestId('content-submit').click();
  await expect(maker).toHaveURL(/\/contentAdmin$/);
  const row = maker.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('待审核');

  // The author cannot approve what they submitted (maker ≠ checker).
  await openMenu(maker, '内容管理', '内容审核');
  await maker.getByRole('row').filter({ hasText: title }).getByTestId('content-review-open').click();
  await maker.getByTestId('content-approve').click();
  await expect(maker.getByText('不能审核本人提交的内容，请由其他工作人员审核')).toBeVisible();

  const checker = await staffPage(browser, 'reviewer2');
  await openMenu(checker, '内容管理', '内容审核');
  await expect(checker).toHaveURL(/\/contentReview$/);
  await checker.getByRole('row').filter({ hasText: title }).getByTestId('content-review-open').click();
  const drawer = checker.getByTestId('content-review-drawer');
  await expect(drawer.getByTestId('content-review-body')).toContainText('端到端测试写入的演示政策');
  await expect.poll(() => loaded(checker, '[data-testid="content-review-body"] img')).toBe(true);
  await screenshot(checker, testInfo, 'content-review');
  await checker.getByTestId('content-approve').click();
  await expect(checker.getByText('已发布')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/policiesShow');
  const list = visitor.getByTestId('public-content-policy');
  await list.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(/\/policiesDetail\?id=[0-9a-f-]{36}$/);
  await expect(visitor.getByTestId('public-content-title')).toHaveText(title);
  await expect(visitor.getByTestId('rich-text')).toContainText('端到端测试写入的演示政策');
  await expect.poll(() => loaded(visitor, '[data-testid="rich-text"] img')).toBe(true);
  await screenshot(visitor, testInfo, 'policies-detail');
});

test('the public disclosure pages show the demo announcements and bulletins', async ({ page }) => {
  await page.goto('/information');
  const list = page.getByTestId('public-content-announcement');
  await list.getByRole('link', { name: /【演示】关于演示科技/ }).click();
  await expect(page).toHaveURL(/\/information\/reportDetail\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('public-content-title')).toContainText('【演示】');
  await page.goto('/temporary');
  await page
    .getByTestId('public-content-bulletin')
    .getByRole('link', { name: /系统维护/ })
    .click();
  await expect(page).toHaveURL(/\/temporatyBuiletin\/reportDetail\/[0-9a-f-]{36}$/);
  await expect(page.getByText('建设中')).toHaveCount(0);
});
