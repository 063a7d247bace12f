import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn, signInStaff } from '../support/login.js';

/**
 * 550115 持股证明开具 (ADR 76): an institutional investor asks for a certificate of its holding in
 * the demo company at the end of 2025-12-31, 审核 approves, the investor downloads the PDF from
 * 持股证明 (and the same file from the application's detail), and anyone verifies it on /evidence/verify by its number and by the file itself; a
 * changed file fails. The demo register (seeding/demo/seed-register.ts) gives the firm 3,600,000
 * shares then, 600,000 of them pledged.
 */
test.use({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });

const COMPANY = '大连演示科技股份有限公司';
const FIRM = { account: 'D000000004', name: '大连演示制造有限公司' };

async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

async function approve(page: Page, bizSn: string) {
  await signOut(page);
  await signInStaff(page, 'reviewer1');
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await expect(page.getByLabel('登记账号', { exact: true })).toHaveValue(FIRM.account);
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('持股情况核对无误');
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page
    .getByTestId('certificate-verify')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

test('an investor asks for a holding certificate, 审核 approves, the PDF downloads and verifies; a changed file fails', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'orgholder');
  await page.goto('/holdingCertificates');
  await page.getByRole('button', { name: '申请持股证明' }).click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550115&nodeId=apply$/);
  await page.getByLabel('登记账号', { exact: true }).fill(FIRM.account);
  await page.getByLabel('持有人名称', { exact: true }).fill(FIRM.name);
  await page.getByLabel('企业名称', { exact: true }).fill(COMPANY);
  await page.getByLabel('证明日期', { exact: true }).fill('2025-12-31');
  await page.getByLabel('证明日期', { exact: true }).press('Enter');
  await page.getByTestId('apply-submit').click();
  const filed = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  const bizSn = ((await filed.textContent()) ?? '').replace(/^.*：/, '');
  // 001 §4.9 point 4: the final node is 审核, not Apply: the investor goes to 我的申请.
  await expect(page).toHaveURL(/\/work\/claim/);

  await approve(page, bizSn);

  await signOut(page);
  await signIn(page, 'orgholder');
  await page.goto('/holdingCertificates');
  const row = page.getByTestId('holding-certificates').getByRole('row').filter({ hasText: COMPANY });
  await expect(row).toContainText('3,600,000');
  await expect(row).toContainText('2025-12-31');
  const certificateNo = ((await row.locator('td').first().textContent()) ?? '').trim();
  expect(certificateNo).toMatch(/^CGZM\d{18}$/);
  const downloading = page.waitForEvent('download');
  await row.getByTestId('download-holding-certificate').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`持股证明_${certificateNo}.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The application's detail offers the same file.
  await page.goto('/work/claim');
  await page
    .getByTestId('my-applications')
    .getByRole('row')
    .filter({ hasText: bizSn })
    .getByRole('button', { name: /详\s*情/ })
    .click();
  const issued = page.getByTestId('holding-certificate-issued');
  await expect(issued).toContainText(certificateNo);
  const again = page.waitForEvent('download');
  await issued.getByTestId('download-holding-certificate').click();
  expect(readFileSync(await (await again).path()).equals(pdf)).toBe(true);

  // Anyone, signed in or not: by number, then the file itself, then the file with one byte changed.
  await signOut(page);
  await page.goto(`/evidence/verify?certificateNo=${certificateNo}`);
  const verified = page.getByTestId('certificate-verified');
  await expect(verified).toContainText('3,600,000 股');
  await expect(verified).toContainText('600,000 股');
  await expect(verified).toContainText(COMPANY);
  await chooseFile(page, `持股证明_${certificateNo}.pdf`, pdf);
  await expect(verified).toContainText('该文件与登记机构开具并存证的持股证明完全一致');
  const changed = Buffer.from(pdf);
  changed[Math.floor(changed.length / 2)]! ^= 0x01;
  await chooseFile(page, '持股证明_改.pdf', changed);
  await expect(page.getByTestId('certificate-verify-failed')).toContainText(
    '核验未通过：未找到与该文件一致的持股证明',
  );
});
