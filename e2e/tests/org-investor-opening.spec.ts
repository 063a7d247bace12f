import { expect, type Page, test } from '@playwright/test';
import { fakeCreditCode, fakeIdNumber, fakeMobile } from '../support/fake-ids.js';
import { fillLogin, signInStaff, zones } from '../support/login.js';
import { registerAtRegisterPage } from '../support/register.js';
import { pickOption } from '../support/select.js';

/**
 * Issue 22 part 2 (ADR 64): an organisation registers at /register, files 投资者开户（机构）(550131)
 * through 业务办理 of the enterprise zone (executives, shareholders looked through, the qualification
 * table's default row), is told to sign in again (000 §8), 初审 and 复审 approve, and signing in to the
 * institutional investor zone it finds the new registration account chosen and in 选择登记账号.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const RUN = Date.now() % 100_000;
const ORG = {
  login: `orgopen_${RUN.toString(36)}`,
  name: `大连机构开户${RUN.toString(36)}有限公司`,
  creditCode: fakeCreditCode(RUN + 5_300_000),
  mobile: fakeMobile(RUN + 5_300_000),
  password: 'Institution2026',
};
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

async function registerOrganisation(page: Page) {
  await registerAtRegisterPage(page, { ...ORG, certificateNo: ORG.creditCode, organisation: true });
}

async function signInOrganisation(page: Page, zone: 'org' | 'orgholder') {
  await signOut(page);
  await fillLogin(page, zone, { user: ORG.login, password: ORG.password });
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('zone-name')).toHaveText(zones[zone].name);
}

async function upload(page: Page, row: string, name: string) {
  await page
    .getByTestId(`upload-row-${row}`)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId(`upload-row-${row}`).getByText(name)).toBeVisible();
}

/** 新增 a row of a display table through its dialog: texts by label, selects by option title. */
async function addRow(
  page: Page,
  prop: string,
  texts: Record<string, string>,
  selects: Record<string, string>,
) {
  await page
    .getByTestId(`display-table-toolbar-${prop}`)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新增' });
  await expect(dialog).toBeVisible();
  for (const [label, option] of Object.entries(selects))
    await pickOption(page, dialog.getByLabel(label, { exact: true }), option);
  for (const [label, value] of Object.entries(texts))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
}

async function approve(page: Page, reviewer: string, bizSn: string) {
  await signOut(page);
  await signInStaff(page, reviewer);
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await expect(page.getByLabel('机构名称')).toHaveValue(ORG.name);
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('机构信息与穿透核查无误，同意开户');
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

test('an organisation opens its institution account through 业务办理, is approved, and chooses it in the institutional investor zone', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await registerOrganisation(page);
  await signInOrganisation(page, 'org');

  // 业务办理 of the enterprise zone offers 投资者开户（机构）(ADR 64).
  await page.getByTestId('side-menu').getByText('业务办理', { exact: true }).click();
  const item = page.getByTestId('business-catalogue').getByTestId('catalogue-item-550131');
  await expect(item.getByText('暂未开通')).toHaveCount(0);
  await item.getByRole('button').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550131&nodeId=apply$/);

  await page.getByLabel('机构名称', { exact: true }).fill(ORG.name);
  await page.getByLabel('统一社会信用代码', { exact: true }).fill(ORG.creditCode);
  await page.getByLabel('法定代表人姓名', { exact: true }).fill('赵法人');
  await page.getByLabel('法定代表人证件号码', { exact: true }).fill(fakeIdNumber(RUN, '19800505'));
  await page.getByLabel('联系人', { exact: true }).fill('王经办');
  await page.getByLabel('手机号码', { exact: true }).fill(ORG.mobile);
  await page.getByLabel('联系地址', { exact: true }).fill('大连市中山区演示路8号');
  await page.getByLabel('开户银行', { exact: true }).fill('演示银行大连分行');
  await page.getByLabel('银行卡号', { exact: true }).fill('6222021234567890128');
  await page.getByLabel('资金账号', { exact: true }).fill('880012345678');
  await addRow(
    page,
    'executives',
    { 姓名: '钱总', 职务: '总经理', 证件号码: fakeIdNumber(RUN + 1, '19800505') },
    { 证件类型: '居民身份证' },
  );
  // An institution shareholder not looked through is refused by name (穿透核查).
  await addRow(
    page,
    'shareholders',
    { 股东名称: '大连上级投资有限公司', 证件号码: fakeCreditCode(RUN + 5_400_000), '持股比例(%)': '40' },
    { 股东类型: '机构', 证件类型: '统一社会信用代码' },
  );
  await addRow(
    page,
    'shareholders',
    { 股东名称: '孙股东', 证件号码: fakeIdNumber(RUN + 2, '19800505'), '持股比例(%)': '60' },
    { 股东类型: '个人', 证件类型: '居民身份证' },
  );
  const until = page.getByLabel('资质有效期至', { exact: true });
  await until.click();
  await until.fill('2028-11-29');
  await until.press('Enter');
  await upload(page, 'businessLicense', '营业执照.pdf');
  await upload(page, 'legalIdCard', '法定代表人身份证.pdf');
  await page.getByTestId('apply-submit').click();
  await expect(
    page.getByText('第1行「大连上级投资有限公司」须继续穿透至自然人、国有主体或上市公司'),
  ).toBeVisible();
  await addRow(
    page,
    'shareholders',
    { 股东名称: '李间接', 证件号码: fakeIdNumber(RUN + 3, '19800505'), 上级股东: '大连上级投资有限公司' },
    { 股东类型: '个人', 证件类型: '居民身份证' },
  );
  await page.getByTestId('apply-submit').click();

  // 000 §4, §8: the first investor opening, filed with nothing selected, forces a new login.
  const relogin = page.getByRole('dialog').filter({ hasText: '首次投资者开户需要重新登录！' });
  await expect(relogin).toBeVisible();
  await relogin.getByRole('button', { name: /确\s*定|知道了|OK/ }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInOrganisation(page, 'org');
  await page.goto('/work/claim');
  const mine = page.getByRole('row').filter({ hasText: '投资者开户' }).first();
  await expect(mine).toContainText('初审');
  const bizSn = ((await mine.locator('td').nth(1).textContent()) ?? '').trim();
  expect(bizSn).toMatch(/^\d{14}$/);

  await approve(page, 'reviewer1', bizSn);
  await approve(page, 'reviewer2', bizSn);

  // The institutional investor zone is now open to the login; its one account is chosen by itself.
  await signInOrganisation(page, 'orgholder');
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
  await expect(row).toContainText(ORG.name);
  await expect(row).toContainText('正常');
});
