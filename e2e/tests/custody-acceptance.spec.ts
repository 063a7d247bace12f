import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { fakeCreditCode, fakeIdNumber, fakeMobile } from '../support/fake-ids.js';
import { CAPTCHA, fillLogin } from '../support/login.js';
import { latestSmsCode } from '../support/sms.js';

/**
 * Issue 21 (ADR 49): a freshly registered enterprise opens 企业登记托管 (550001) from 业务办理,
 * downloads the holder template, imports 600 holders from Excel into the form, edits one row,
 * deletes one, and submits.
 */
const HOLDERS = 600;
const SHARES_EACH = 1000;

/** A small but real PDF: uploads are checked by their bytes, not their name. */
const LICENSE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function pickOption(page: Page, label: string, option: string) {
  await expect(async () => {
    if ((await page.locator('.ant-select-dropdown:visible').count()) === 0)
      await page.getByLabel(label, { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
}

async function registerEnterprise(page: Page, run: number) {
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
}

/** The template's header with 600 generated holders (fake IDs), as a user fills it in Excel. */
async function holdersWorkbook(template: Buffer): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const cell: Record<string, (i: number) => string> = {
    股东类型: () => '个人',
    股东名称: (i) => `测试名册股东${i + 1}`,
    证件类型: () => '居民身份证',
    证件号码: (i) => fakeIdNumber(i),
    股份性质: () => '境内自然人股',
    '持股数量（股）': () => String(SHARES_EACH),
    是否确权: () => '是',
  };
  for (let i = 0; i < HOLDERS; i += 1) sheet.addRow(header.map((label) => cell[label]?.(i) ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('550001: 600 holders imported from Excel into the form, one edited, one deleted, submitted', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const run = Date.now() % 10_000_000;
  await registerEnterprise(page, run);

  await page.getByTestId('side-menu').getByText('业务办理', { exact: true }).click();
  await expect(page).toHaveURL(/\/companyApply$/);
  await page.getByTestId('catalogue-item-550001').getByRole('button').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550001/);

  const table = page.getByTestId('display-table-holderInfo');
  const toolbar = page.getByTestId('display-table-toolbar-holderInfo');
  await expect(toolbar).toBeVisible();
  const download = page.waitForEvent('download');
  await toolbar.getByRole('button', { name: /下载模板/ }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('股东信息导入模板.xlsx');
  const file = await holdersWorkbook(fs.readFileSync(await template.path()));

  await page
    .getByTestId('display-table-import-holderInfo')
    .setInputFiles({ name: '股东名册.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await expect(toolbar.getByText(`已导入${HOLDERS}行`)).toBeVisible({ timeout: 60_000 });
  await expect(table).toHaveAttribute('data-big-data', 'true');
  await expect(table.getByText('测试名册股东1', { exact: true })).toBeVisible();

  // Edit the first row's name; delete the first row after it.
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
  await expect(table.getByText('测试名册股东2', { exact: true })).toHaveCount(0);

  // The company: 599 holders of 1,000 shares are 59.9 万元 of registered capital.
  await page.getByLabel('企业名称', { exact: true }).fill(`大连名册托管${run.toString(36)}股份有限公司`);
  await pickOption(page, '公司类型', '股份有限公司');
  await page.getByLabel('证件号码', { exact: true }).fill(fakeCreditCode(run + 11));
  await page.getByLabel('注册资本（万元）', { exact: true }).fill('59.9');
  await page
    .getByTestId('upload-row-businessLicense')
    .locator('input[type=file]')
    .setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: LICENSE_PDF });
  await expect(page.getByTestId('upload-row-businessLicense').getByText('营业执照.pdf')).toBeVisible();

  await page.getByTestId('apply-submit').click();
  await expect(page.getByText(/^提交成功，业务编号：\d{14}$/)).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/work\/claim$/);
  await expect(page.getByRole('row').filter({ hasText: '企业登记托管' }).first()).toContainText('初审');
});
