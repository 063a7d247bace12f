import { expect, type Locator, type Page, test } from '@playwright/test';
import { fakeIdNumber, fakeMobile } from '../support/fake-ids.js';
import { CAPTCHA, fillLogin, signInStaff, zones } from '../support/login.js';
import { latestSmsCode } from '../support/sms.js';

/**
 * Issue 22 part 1 (ADR 61): a person registers at /register, files 投资者开户（个人）(550130) through
 * 业务办理 in the personal investor zone, is told to sign in again (000 §8), 初审 and 复审 approve,
 * and after signing in again the new registration account is in 选择登记账号; then 投资者信息 shows it
 * and staff find the investor in 投资者查询 (ADR 63).
 */
test.use({ viewport: { width: 1280, height: 800 } });

const RUN = Date.now() % 1000;
const PERSON = {
  login: `opener_${RUN}`,
  name: '开户演示人',
  // Born on a day no other journey uses: an imported shareholder with the same ID number already
  // holds a personal account, and the opening is then refused (ADR 61).
  idNumber: fakeIdNumber(RUN, '19850615'),
  mobile: fakeMobile(RUN + 7000),
  password: 'Opening2026',
};
/** A small but real PDF: uploads are checked by their bytes, not their name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

async function register(page: Page) {
  await page.goto('/register');
  const form: Locator = page.locator('form[id="register"]');
  await form.getByLabel('请输入账号').fill(PERSON.login);
  await form.getByLabel('请输入真实姓名').fill(PERSON.name);
  await form.getByLabel('请输入证件号码').fill(PERSON.idNumber);
  await form.getByLabel('请输入手机号').fill(PERSON.mobile);
  await form.getByLabel('请填写验证码').fill(CAPTCHA);
  const sent = page.waitForResponse('**/oauth/sms/send?**');
  await form.getByRole('button', { name: '获取验证码' }).click();
  expect((await sent).status()).toBe(200);
  await form.getByLabel('请输入短信验证码').fill(await latestSmsCode(page.request, PERSON.mobile));
  await form.getByLabel('请输入新密码').fill(PERSON.password);
  await form.getByLabel('请再次输入密码').fill(PERSON.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function signInPerson(page: Page) {
  await signOut(page);
  await fillLogin(page, 'personalholder', { user: PERSON.login, password: PERSON.password });
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('zone-name')).toHaveText(zones.personalholder.name);
}

async function upload(page: Page, row: string, name: string) {
  await page
    .getByTestId(`upload-row-${row}`)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId(`upload-row-${row}`).getByText(name)).toBeVisible();
}

/** A reviewer opens the application from 我的待办 and approves it. */
async function approve(page: Page, reviewer: string, bizSn: string) {
  await signOut(page);
  await signInStaff(page, reviewer);
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await expect(page.getByLabel('投资者姓名')).toHaveValue(PERSON.name);
  await expect(page.getByLabel('投资者姓名')).toBeDisabled();
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('身份信息核对无误，同意开户');
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

test('a person registers, opens a personal registration account through 业务办理, is approved and sees it after signing in again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await register(page);
  await signInPerson(page);

  // /newInvestor/550130?landingMode=personalholder (002 §2.3) opens the same business.
  await page.goto('/newInvestor/550130?landingMode=personalholder');
  await expect(page).toHaveURL(/\/process\/apply\?appId=550130&nodeId=apply&landingMode=personalholder$/);
  await expect(page.getByLabel('投资者姓名')).toBeVisible();

  // 业务办理 of the personal investor zone offers 投资者开户（个人）.
  await page.getByTestId('side-menu').getByText('业务办理', { exact: true }).click();
  const item = page.getByTestId('business-catalogue').getByTestId('catalogue-item-550130');
  await expect(item.getByText('暂未开通')).toHaveCount(0);
  await item.getByRole('button').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550130&nodeId=apply$/);

  // The shared validators answer as the spec says; a name other than the registered one is refused.
  await page.getByLabel('投资者姓名').fill('另一个人');
  await page.getByLabel('证件号码').fill(PERSON.idNumber);
  await page.getByLabel('手机号码').fill(PERSON.mobile);
  await page.getByLabel('联系地址').fill('大连市中山区演示路1号');
  await page.getByLabel('开户银行').fill('演示银行大连分行');
  await page.getByLabel('银行卡号').fill('6222abc');
  await expect(page.getByText('银行卡号必须全为数字')).toBeVisible();
  await page.getByLabel('银行卡号').fill('6222021234567890128');
  await upload(page, 'idCardFront', '身份证人像面.pdf');
  await upload(page, 'idCardBack', '身份证国徽面.pdf');
  await page.getByTestId('apply-submit').click();
  await expect(page.getByText('须与注册时填写的真实姓名一致')).toBeVisible();
  await page.getByLabel('投资者姓名').fill(PERSON.name);
  await page.getByTestId('apply-submit').click();

  // 000 §4, §8: the first investor opening, filed with no account selected, forces a new login.
  const relogin = page.getByRole('dialog').filter({ hasText: '首次投资者开户需要重新登录！' });
  await expect(relogin).toBeVisible();
  await relogin.getByRole('button', { name: /确\s*定|知道了|OK/ }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The application, as the person's list shows it.
  await signInPerson(page);
  await page.goto('/work/claim');
  const mine = page.getByRole('row').filter({ hasText: '投资者开户' }).first();
  await expect(mine).toContainText('初审');
  const bizSn = ((await mine.locator('td').nth(1).textContent()) ?? '').trim();
  expect(bizSn).toMatch(/^\d{14}$/);

  await approve(page, 'reviewer1', bizSn);
  await approve(page, 'reviewer2', bizSn);

  // Signed in again: the one account is chosen by itself (000 §4) and listed in 选择登记账号.
  await signInPerson(page);
  const workbench = page.locator('.rer-workbench');
  await expect(workbench.getByText(/R\d{14}/).first()).toBeVisible();
  const accountNumber = (
    (await workbench
      .getByText(/R\d{14}/)
      .first()
      .textContent()) ?? ''
  ).match(/R\d{14}/)![0];
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '切换登记账号' }).click();
  const chooser = page.getByRole('dialog', { name: '选择登记账号' });
  const row = chooser.getByRole('row').filter({ hasText: accountNumber });
  await expect(row).toContainText(PERSON.name);
  await expect(row).toContainText('正常');
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();

  // 投资者信息 (ADR 63), from the zone's menu: the account in full, the profile masked, the history.
  await page.getByTestId('side-menu').getByText('投资者信息', { exact: true }).click();
  await expect(page).toHaveURL(/\/investorInfo$/);
  const account = page.getByTestId('investor-account');
  await expect(account).toContainText(accountNumber);
  await expect(account).toContainText('正常');
  const profile = page.getByTestId('investor-profile');
  await expect(profile).toContainText('***************0128');
  await expect(profile).not.toContainText(PERSON.idNumber);
  await expect(page.getByTestId('investor-history')).toContainText(bizSn);

  // 投资者查询 (staff): the new investor found by the account number.
  await signOut(page);
  await signInStaff(page, 'admin');
  await page.getByTestId('side-menu').getByText('投资者查询', { exact: true }).click();
  await expect(page).toHaveURL(/\/investorAdmin$/);
  const search = page.getByTestId('investor-search');
  await search.getByLabel('登记账号').fill(accountNumber);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const found = search.getByRole('row').filter({ hasText: accountNumber });
  await expect(found).toContainText(PERSON.name);
  await expect(found).not.toContainText(PERSON.idNumber);
  await expect(search.getByText('共 1 条')).toBeVisible();
});
