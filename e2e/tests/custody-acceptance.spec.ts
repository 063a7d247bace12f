import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { fakeCreditCode, fakeIdNumber, fakeMobile } from '../support/fake-ids.js';
import { CAPTCHA, fillLogin, signInStaff } from '../support/login.js';
import { pickOption as pickSelectOption } from '../support/select.js';
import { latestSmsCode } from '../support/sms.js';

/**
 * Issue 21's acceptance: a freshly registered enterprise opens 企业登记托管 (550001) from 业务办理,
 * downloads the holder template and imports 600 holders from Excel into the form (three of them
 * pledged, one frozen, imported into their own tables the same way), edits one row, deletes one and
 * submits; 初审 returns it; the enterprise fixes one row and resubmits; 初审 and 复审 approve. The
 * company's page then shows its register (599 holders, Σ held = issued, the pledge and freeze
 * marks), the fixed row is in the register, and the company type's six vouchers download as PDFs
 * naming the company. (`ledger:verify` over the same completion is in the integration tests: the
 * journey's server holds its embedded database, which the command refuses to share.)
 */
const HOLDERS = 600;
const SHARES_EACH = 1000;

/** A small but real PDF: uploads are checked by their bytes, not their name. */
const LICENSE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function pickOption(page: Page, label: string, option: string) {
  await pickSelectOption(page, page.getByLabel(label, { exact: true }), option);
}

interface Enterprise {
  account: string;
  password: string;
}

async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

async function registerEnterprise(page: Page, run: number): Promise<Enterprise> {
  const tag = run.toString(36);
  const enterprise = {
    account: `e2e_holders_${tag}`,
    name: `大连名册测试${tag}有限公司`,
    mobile: fakeMobile(run + 7),
    password: 'Enterprise2026',
  };
  await page.goto('/login');
  await page.getByRole('link', { name: '注册账号' }).click();
  const form = page.locator('form[id="register"]');
  await form.getByLabel('机构').check();
  await form.getByLabel('请输入账号').fill(enterprise.account);
  await form.getByLabel('请输入真实姓名').fill(enterprise.name);
  await form.getByLabel('请输入证件号码').fill(fakeCreditCode(run + 7));
  await form.getByLabel('请输入手机号').fill(enterprise.mobile);
  await form.getByLabel('请填写验证码').fill(CAPTCHA);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await form.getByLabel('请输入短信验证码').fill(await latestSmsCode(page.request, enterprise.mobile));
  await form.getByLabel('请输入新密码').fill(enterprise.password);
  await form.getByLabel('请再次输入密码').fill(enterprise.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('注册成功，请登录')).toBeVisible();
  await fillLogin(page, 'org', { user: enterprise.account, password: enterprise.password });
  await expect(page).toHaveURL(/\/wel\/index$/);
  return enterprise;
}

const holderName = (i: number) => `测试名册股东${i + 1}`;
/** Holders 3, 4 and 5 pledge 400 shares each; holder 6 has 500 frozen by a court. */
const PLEDGED = [2, 3, 4];
const FROZEN = 5;

/** A downloaded template's header with one line per row (cells by column label), as a user fills it. */
async function fillTemplate(
  template: Buffer,
  rows: number,
  cell: Record<string, (i: number) => string>,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  for (let i = 0; i < rows; i += 1) sheet.addRow(header.map((label) => cell[label]?.(i) ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** 下载模板 of a table, filled and imported back through 导入; waits for 已导入N行. */
async function importRows(
  page: Page,
  prop: string,
  rows: number,
  cell: Record<string, (i: number) => string>,
) {
  const toolbar = page.getByTestId(`display-table-toolbar-${prop}`);
  await expect(toolbar).toBeVisible();
  const download = page.waitForEvent('download');
  await toolbar.getByRole('button', { name: /下载模板/ }).click();
  const template = await download;
  expect(template.suggestedFilename()).toMatch(/导入模板\.xlsx$/);
  const file = await fillTemplate(fs.readFileSync(await template.path()), rows, cell);
  await page
    .getByTestId(`display-table-import-${prop}`)
    .setInputFiles({ name: `${prop}.xlsx`, mimeType: 'application/octet-stream', buffer: file });
  await expect(toolbar.getByText(`已导入${rows}行`)).toBeVisible({ timeout: 60_000 });
}

const holderCells: Record<string, (i: number) => string> = {
  股东类型: () => '个人',
  股东名称: holderName,
  证件类型: () => '居民身份证',
  证件号码: (i) => fakeIdNumber(i),
  股份性质: () => '境内自然人股',
  '持股数量（股）': () => String(SHARES_EACH),
  是否确权: () => '是',
};

/** The encumbered holder's own columns (the same in the pledge and freeze templates). */
const encumberedCells = (holderOf: (i: number) => number, quantity: number) => ({
  证件类型: () => '居民身份证',
  证件号码: (i: number) => fakeIdNumber(holderOf(i)),
  股东名称: (i: number) => holderName(holderOf(i)),
  股份性质: () => '境内自然人股',
  '股份数量（股）': () => String(quantity),
});

/** A reviewer opens the application from 我的待办 and decides. */
async function review(page: Page, bizSn: string, result: '通过' | '退回修改', opinion: string) {
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await expect(page.getByTestId('display-table-holderInfo')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('approval-panel').getByLabel(result).check();
  await page.getByLabel('审批意见').fill(opinion);
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/, { timeout: 60_000 });
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

async function signInEnterprise(page: Page, enterprise: Enterprise) {
  await signOut(page);
  await fillLogin(page, 'org', { user: enterprise.account, password: enterprise.password });
  await expect(page).toHaveURL(/\/wel\/index$/);
}

test('550001 acceptance: 600 holders from Excel, returned, fixed, approved; the register, its marks and the vouchers', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const run = Date.now() % 10_000_000;
  const companyName = `大连名册托管${run.toString(36)}股份有限公司`;
  const enterprise = await registerEnterprise(page, run);

  await page.getByTestId('side-menu').getByText('业务办理', { exact: true }).click();
  await expect(page).toHaveURL(/\/companyApply$/);
  await page.getByTestId('catalogue-item-550001').getByRole('button').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550001/);

  // 1. The holders from Excel; one row edited, one deleted (599 remain).
  const table = page.getByTestId('display-table-holderInfo');
  await importRows(page, 'holderInfo', HOLDERS, holderCells);
  await expect(table).toHaveAttribute('data-big-data', 'true');
  await expect(table.getByText(holderName(0), { exact: true })).toBeVisible();
  await table.getByRole('button', { name: '编辑第1行' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑股东信息' });
  await dialog.getByLabel('股东名称').fill('测试名册股东一');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('测试名册股东一', { exact: true })).toBeVisible();
  await table.getByRole('button', { name: '删除第2行' }).click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(table.getByText(holderName(1), { exact: true })).toHaveCount(0);

  // 2. Three pledges and one court freeze present at custody, from their own templates.
  await importRows(page, 'pledgeInfo', PLEDGED.length, {
    ...encumberedCells((i) => PLEDGED[i]!, 400),
    质权人名称: () => '大连测试质权银行股份有限公司',
    质押到期日: () => '2027-12-31',
  });
  await importRows(page, 'freezeInfo', 1, {
    ...encumberedCells(() => FROZEN, 500),
    冻结机关: () => '大连市中级人民法院',
    冻结文书号: () => '（2026）辽02执保123号',
    冻结起始日: () => '2026-11-02',
    冻结截止日: () => '2027-11-01',
  });

  // 3. The company: 599 holders of 1,000 shares are 59.9 万元 of registered capital.
  await page.getByLabel('企业名称', { exact: true }).fill(companyName);
  await pickOption(page, '公司类型', '股份有限公司');
  await page.getByLabel('证件号码', { exact: true }).fill(fakeCreditCode(run + 11));
  await page.getByLabel('注册资本（万元）', { exact: true }).fill('59.9');
  await page
    .getByTestId('upload-row-businessLicense')
    .locator('input[type=file]')
    .setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: LICENSE_PDF });
  await expect(page.getByTestId('upload-row-businessLicense').getByText('营业执照.pdf')).toBeVisible();
  await page.getByTestId('apply-submit').click();
  const submitted = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(submitted).toBeVisible({ timeout: 60_000 });
  const bizSn = ((await submitted.textContent()) ?? '').replace(/\D/g, '');
  await expect(page).toHaveURL(/\/work\/claim$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toContainText('初审');

  // 4. 初审 returns it; the enterprise fixes the ninth row's name and resubmits.
  await signOut(page);
  await signInStaff(page, 'reviewer1');
  await review(page, bizSn, '退回修改', '第9行股东名称有误');
  await signInEnterprise(page, enterprise);
  await page.goto('/work/claim');
  const returned = page.getByRole('row').filter({ hasText: bizSn });
  await expect(returned).toContainText('退回修改');
  await returned.getByRole('button', { name: '修改' }).click();
  await expect(page.getByTestId('returned-opinion')).toContainText('第9行股东名称有误');
  const revised = page.getByTestId('display-table-holderInfo');
  await expect(revised.getByText(holderName(9), { exact: true })).toBeVisible({ timeout: 60_000 });
  await revised.getByRole('button', { name: '编辑第9行' }).click();
  await dialog.getByLabel('股东名称').fill('测试名册股东十');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('apply-submit').click();
  await expect(page.getByText(`提交成功，业务编号：${bizSn}`)).toBeVisible({ timeout: 60_000 });

  // 5. Both approve: the company enters custody with its register.
  await signOut(page);
  await signInStaff(page, 'reviewer1');
  await review(page, bizSn, '通过', '材料齐全，同意');
  await signOut(page);
  await signInStaff(page, 'reviewer2');
  await review(page, bizSn, '通过', '同意，准予登记托管');

  // 6. The enterprise, now bound to the company, sees its register on 企业基本信息.
  await signInEnterprise(page, enterprise);
  // Its only company is chosen for it (no 切换企业 dialog).
  await page.getByRole('menuitem', { name: '企业管理' }).click();
  await page.getByRole('menuitem', { name: '企业基本信息' }).click();
  await expect(page).toHaveURL(/\/companyInfo$/);
  const register = page.getByTestId('company-register');
  await expect(register.getByTestId('register-balanced')).toBeVisible({ timeout: 60_000 });
  await expect(register).toContainText(/股东人数599总股本（股）599,000/);
  // 质押 / 冻结 / 限售（股）
  await expect(register).toContainText('1,200 / 500 / 0');

  // …and the fixed row is the register's, not the first submission's.
  await page.goto('/shareRegister');
  await page.getByLabel('户名 / 登记账号 / 证件号码').fill('测试名册股东十');
  await page.getByLabel('户名 / 登记账号 / 证件号码').press('Enter');
  await expect(page.locator('.ant-table').first().getByText('测试名册股东十', { exact: true })).toBeVisible();

  // 7. The six vouchers of a joint-stock company download as PDFs naming the company.
  await page.goto('/work/claim');
  await page.getByRole('row').filter({ hasText: bizSn }).getByRole('button', { name: '详情' }).click();
  await expect(page.getByTestId('application-status')).toHaveText('已办结');
  const vouchers = page.getByTestId('voucher-table-vouchers');
  const links = vouchers.getByRole('button', { name: '下载' });
  await expect(links).toHaveCount(6, { timeout: 60_000 });
  for (let i = 0; i < 6; i += 1) {
    const download = page.waitForEvent('download');
    await links.nth(i).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', await file.path(), '-'], { encoding: 'utf8' });
    expect(text.replace(/\s/g, '')).toContain(companyName);
  }
});
