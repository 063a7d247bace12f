import { type Browser, expect, type Page, test } from '@playwright/test';
import { fakeCreditCode, fakeIdNumber, fakeMobile } from '../support/fake-ids.js';
import { CAPTCHA, fillLogin, signInStaff } from '../support/login.js';
import { pickOption as pickSelectOption } from '../support/select.js';
import { latestSmsCode } from '../support/sms.js';

/**
 * Issue 20 acceptance, on a fresh install: the administrator creates a 初审 and a 复审 staff member;
 * an enterprise registers through /register and the administrator binds it to a company with its
 * 经办人; the enterprise starts 股份转让登记 (550004) from 业务办理; both new staff members sign in
 * (changing the password the console set) and approve it from 我的待办; the applicant sees it
 * completed and the register shows the transfer. Every page is reached from a menu, a link or a
 * button: the only typed address is /login.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

/** Not listed (a listed enterprise gets the counter message for 550004) and with holders. */
const COMPANY = { name: '大连演示制造有限公司', productCode: '880002' };
const TRANSFEROR = { account: 'D000000001', name: '演示投资者甲', nature: '境内自然人股' };
const TRANSFEREE = { account: 'D000000005', name: '演示一号私募股权基金', nature: '其他' };
const QUANTITY = 1500;

const AGREEMENT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
}

/** Side-menu items by their name (an item may carry an icon and a count badge: 我的待办 2). */
async function sideMenu(page: Page, ...names: string[]) {
  for (const name of names)
    await page
      .getByTestId('side-menu')
      .getByRole('menuitem', { name: new RegExp(`(^|\\s)${name}(\\s*\\d*)$`) })
      .click();
}

async function pickOption(page: Page, label: string, option: string) {
  await pickSelectOption(page, page.getByLabel(label, { exact: true }), option);
}

/** 系统管理 → 账号管理 → 新建账号 with one role; answers the initial password shown once. */
async function createStaff(admin: Page, account: string, realName: string, role: string): Promise<string> {
  await admin.getByRole('button', { name: '新建账号' }).click();
  const dialog = admin.getByRole('dialog', { name: '新建账号' });
  await dialog.getByLabel('账号').fill(account);
  await dialog.getByLabel('姓名').fill(realName);
  await dialog.getByLabel('角色').click();
  await admin
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${role}$`) })
    .click();
  await dialog.getByLabel('姓名').click();
  await expect(admin.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const shown = admin.getByTestId('initial-password');
  await expect(shown).toBeVisible();
  const password = ((await shown.textContent()) ?? '').trim();
  expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
  await admin
    .getByRole('dialog', { name: `账号 ${account} 已创建` })
    .getByRole('button')
    .last()
    .click();
  await expect(shown).toBeHidden();
  return password;
}

/** A new staff member signs in with the initial password, must change it, then lands on the workbench. */
async function firstStaffSignIn(page: Page, account: string, initialPassword: string) {
  await page.goto('/login');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.getByText('管理端', { exact: true }).click();
  await page.getByLabel('请输入用户名').fill(account);
  await page.getByLabel('请输入密码').fill(initialPassword);
  await page.getByLabel('请填写验证码').fill(CAPTCHA);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/changePassword$/);
  await page.getByLabel('原密码').fill(initialPassword);
  await page.getByLabel('新密码', { exact: true }).fill('Reviewer2026x');
  await page.getByLabel('确认新密码').fill('Reviewer2026x');
  await page.getByRole('button', { name: '修改登录密码' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
}

/** 我的待办 from the side menu, the application opened and approved. */
async function approve(page: Page, bizSn: string, opinion: string) {
  await sideMenu(page, '我的待办');
  await expect(page).toHaveURL(/\/work\/todo$/);
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill(opinion);
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

/** 持股数量 of a holder's holding of one nature, on 股东名册 opened from the side menu. */
async function heldOf(page: Page, holder: { name: string; nature: string }): Promise<number> {
  await sideMenu(page, '股东名册');
  await expect(page).toHaveURL(/\/shareRegister$/);
  const table = page.locator('.ant-table').first();
  await expect(table.getByText(holder.name).first()).toBeVisible();
  await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.findIndex((text) => text.trim() === '持股数量');
  const row = table.locator('tbody tr').filter({ hasText: holder.name }).filter({ hasText: holder.nature });
  await expect(row).toHaveCount(1);
  return Number(((await row.locator('td').nth(column).textContent()) ?? '').replace(/[^\d]/g, ''));
}

async function pickFromRegister(page: Page, prop: string, namePart: string, account: string) {
  await page.getByTestId(`pick-${prop}`).click();
  const search = page.getByTestId('register-holder-search');
  await search.getByPlaceholder('股东名称、登记账号或证件号码').fill(namePart);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await search.getByRole('row').filter({ hasText: account }).getByRole('radio').click();
  await expect(search).toBeHidden();
}

test('a fresh market: staff created, an enterprise registered and bound, its share transfer approved by the new staff', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(420_000);
  const run = Date.now() % 10_000_000;
  const tag = run.toString(36);
  const first = { account: `e2e_first_${tag}`, name: '新初审员' };
  const second = { account: `e2e_second_${tag}`, name: '新复审员' };
  const enterprise = {
    account: `e2e_org_${tag}`,
    name: `大连旅程测试${tag}有限公司`,
    creditCode: fakeCreditCode(run),
    mobile: fakeMobile(run),
    password: 'Enterprise2026',
  };

  // 1. The administrator creates the two reviewers from 系统管理 → 账号管理.
  await signInStaff(admin, 'admin');
  await sideMenu(admin, '系统管理', '账号管理');
  await expect(admin).toHaveURL(/\/console\/accounts$/);
  const firstPassword = await createStaff(admin, first.account, first.name, '初审');
  const secondPassword = await createStaff(admin, second.account, second.name, '复审');

  // 2. The enterprise registers through 注册账号 on the login page, with the SMS sandbox's code.
  const org = await newPage(browser);
  await org.goto('/login');
  await org.getByRole('link', { name: '注册账号' }).click();
  await expect(org).toHaveURL(/\/register$/);
  const form = org.locator('form[id="register"]');
  await form.getByLabel('机构').check();
  await form.getByLabel('请输入账号').fill(enterprise.account);
  await form.getByLabel('请输入真实姓名').fill(enterprise.name);
  await form.getByLabel('请输入证件号码').fill(enterprise.creditCode);
  await form.getByLabel('请输入手机号').fill(enterprise.mobile);
  await form.getByLabel('请填写验证码').fill(CAPTCHA);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const smsCode = await latestSmsCode(org.request, enterprise.mobile);
  await form.getByLabel('请输入短信验证码').fill(smsCode);
  await form.getByLabel('请输入新密码').fill(enterprise.password);
  await form.getByLabel('请再次输入密码').fill(enterprise.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await expect(org.getByText('注册成功，请登录')).toBeVisible();

  // The administrator sees the code in 系统管理 → 短信沙箱发件箱 (the journey server runs the sandbox).
  await sideMenu(admin, '短信沙箱发件箱');
  await expect(admin).toHaveURL(/\/system\/sms-outbox$/);
  await expect(admin.getByTestId('sms-outbox-sandbox')).toHaveText('沙箱');
  await admin.getByLabel('手机号码').fill(enterprise.mobile);
  await admin.getByRole('button', { name: /查\s*询/ }).click();
  await expect(admin.locator('tbody tr.ant-table-row').first()).toContainText(`验证码：${smsCode}`);

  // 3. The administrator binds it to the company, with its 经办人, from 系统管理 → 账号绑定.
  await sideMenu(admin, '账号绑定');
  await expect(admin).toHaveURL(/\/console\/bindings/);
  await admin.getByLabel('账号', { exact: true }).fill(enterprise.account);
  await admin.locator('.ant-select-dropdown:visible').getByText(enterprise.account).click();
  const companyCard = admin.getByTestId('bind-company-form');
  await companyCard.getByLabel('企业').fill('演示制造');
  await admin.locator('.ant-select-dropdown:visible').getByText(COMPANY.name).click();
  await companyCard.getByLabel('经办人').fill('旅程经办人');
  await companyCard.getByLabel('身份证号').fill(fakeIdNumber(run));
  await companyCard.getByLabel('手机号').fill(enterprise.mobile);
  await companyCard.getByRole('button', { name: /绑\s*定/ }).click();
  await expect(admin.getByText('绑定成功')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: COMPANY.name })).toContainText('旅程经办人');

  // 4. The enterprise signs in, reads its register, and starts 股份转让登记 from 业务办理.
  await fillLogin(org, 'org', { user: enterprise.account, password: enterprise.password });
  await expect(org).toHaveURL(/\/wel\/index$/);
  await expect(org.getByTestId('zone-name')).toHaveText('企业专区');
  const transferorBefore = await heldOf(org, TRANSFEROR);
  const transfereeBefore = await heldOf(org, TRANSFEREE);
  await sideMenu(org, '业务办理');
  await expect(org).toHaveURL(/\/companyApply$/);
  await org.getByTestId('catalogue-item-550004').getByRole('button', { name: '办理股份转让登记' }).click();
  await expect(org).toHaveURL(/\/process\/apply\?appId=550004/);
  await expect(org.getByLabel('产品代码', { exact: true })).toHaveValue(COMPANY.productCode);
  await pickOption(org, '转让类型', '协议转让');
  await pickFromRegister(org, 'transferorUserCode', '投资者甲', TRANSFEROR.account);
  await org.getByTestId('choose-transfer-record').click();
  const records = org.getByRole('dialog', { name: '选择转让记录' });
  await records
    .getByRole('row')
    .filter({ hasText: TRANSFEROR.account })
    .filter({ hasText: TRANSFEROR.nature })
    .getByRole('button', { name: /选\s*择/ })
    .click();
  await expect(records).toBeHidden();
  await expect(org.getByLabel('转让方名称')).toHaveValue(TRANSFEROR.name);
  await pickFromRegister(org, 'transfereeAccountNumber', '一号', TRANSFEREE.account);
  await expect(org.getByLabel('受让方名称')).toHaveValue(TRANSFEREE.name);
  await pickOption(org, '受让后股份性质', TRANSFEREE.nature);
  await org.getByLabel('转让数量（股）').fill(String(QUANTITY));
  await org.getByLabel('转让价格（元/股）').fill('2.00');
  await org.getByLabel('协议签署日期').fill('2025-06-01');
  await org.getByLabel('协议签署日期').press('Enter');
  await org
    .getByTestId('upload-row-agreement')
    .locator('input[type=file]')
    .setInputFiles({ name: '股份转让协议.pdf', mimeType: 'application/pdf', buffer: AGREEMENT_PDF });
  await expect(org.getByTestId('upload-row-agreement').getByText('股份转让协议.pdf')).toBeVisible();
  await org.getByTestId('apply-submit').click();
  const filed = org.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  const bizSn = ((await filed.textContent()) ?? '').replace(/^.*：/, '');
  await expect(org).toHaveURL(/\/work\/claim$/);
  await expect(org.getByRole('row').filter({ hasText: bizSn })).toContainText('初审');

  // 5. The new 初审 signs in (changing the password the console set) and approves from 我的待办.
  const firstPage = await newPage(browser);
  await firstStaffSignIn(firstPage, first.account, firstPassword);
  await approve(firstPage, bizSn, '材料齐全，同意');

  // 6. The new 复审 likewise.
  const secondPage = await newPage(browser);
  await firstStaffSignIn(secondPage, second.account, secondPassword);
  await approve(secondPage, bizSn, '同意，准予登记');

  // 7. The applicant sees it completed, and the register shows the transfer.
  await sideMenu(org, '我的申请');
  await expect(org).toHaveURL(/\/work\/claim$/);
  await org.getByRole('row').filter({ hasText: bizSn }).getByRole('button', { name: '详情' }).click();
  await expect(org.getByTestId('application-status')).toHaveText('已办结');
  await expect(org.getByTestId('application-header')).toContainText(bizSn);
  // The register page reads afresh when it opens (it showed these holders minutes ago).
  await expect.poll(() => heldOf(org, TRANSFEROR), { timeout: 20_000 }).toBe(transferorBefore - QUANTITY);
  await expect.poll(() => heldOf(org, TRANSFEREE), { timeout: 20_000 }).toBe(transfereeBefore + QUANTITY);
  const history = org.getByTestId('register-history');
  await expect(history.locator('tbody tr.ant-table-row').first()).toContainText(bizSn);
});
