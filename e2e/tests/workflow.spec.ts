import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { VERIFY_TIMEOUT_MS } from '../support/constants.js';
import { signIn, signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';
import { checkOption, pickOption as pickSelectOption } from '../support/select.js';

/**
 * Issue 6 acceptance: an enterprise files a share transfer (550004) with an attachment; 初审 approves;
 * 复审 returns it with an opinion; the enterprise revises and resubmits from my applications; both
 * approve; the register shows the new holdings; the voucher PDF names the biz_sn and the company.
 */
const COMPANY = '大连演示科技股份有限公司';
const TRANSFEROR = { account: 'D000000001', name: '演示投资者甲' };
/** The enterprise's custody (product) code, filled read-only in the enterprise zone (ADR 18). */
const PRODUCT_CODE = '880001';
const TRANSFEREE = { account: 'D000000004', name: '大连演示制造有限公司' };
const NATURE = '境内自然人股';
/** A company holds what it receives as 境内法人股 (share nature follows the holder). */
const RECEIVING_NATURE = '境内法人股';

/** A small but real PDF: uploads are checked by their bytes, not their name. */
const AGREEMENT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

async function signInEnterprise(page: Page) {
  await signOut(page);
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: new RegExp(COMPANY) }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
}

async function signInStaffAfresh(page: Page, user: string) {
  await signOut(page);
  await signInStaff(page, user);
}

/** 持股数量 of a holder's holding of one nature in the enterprise's register (/shareRegister). */
async function heldOf(page: Page, holderName: string, nature: string): Promise<number> {
  await page.goto('/shareRegister');
  const table = page.locator('.ant-table').first();
  await expect(table.getByText(holderName).first()).toBeVisible();
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.findIndex((text) => text.trim() === '持股数量');
  const row = table.locator('tbody tr').filter({ hasText: holderName }).filter({ hasText: nature }).first();
  await expect(row).toBeVisible();
  const cell = (await row.locator('td').nth(column).textContent()) ?? '';
  return Number(cell.replace(/[^\d]/g, ''));
}

/** 查询 beside a field: the register's holders, searched by a part of the name; the row of `account` chosen. */
async function pickFromRegister(page: Page, prop: string, namePart: string, account: string) {
  await page.getByTestId(`pick-${prop}`).click();
  const search = page.getByTestId('register-holder-search');
  await search.getByPlaceholder('股东名称、登记账号或证件号码').fill(namePart);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const row = search.getByRole('row').filter({ hasText: account });
  // Choosing closes the dialog (the radio goes with it): a click, not check().
  await row.getByRole('radio').click();
  await expect(search).toBeHidden();
}

async function pickOption(page: Page, label: string, option: string) {
  await pickSelectOption(page, page.getByLabel(label, { exact: true }), option);
}

/** A reviewer opens the application from 我的待办 and decides. */
async function review(page: Page, bizSn: string, decision: { result: '通过' | '退回修改'; opinion: string }) {
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await expect(page.getByLabel('转让方名称')).toBeDisabled();
  await page.getByTestId('approval-panel').getByLabel(decision.result).check();
  await page.getByLabel('审批意见').fill(decision.opinion);
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

test('a share transfer from application through return and resubmission to the register and its voucher', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signInEnterprise(page);
  const transferorBefore = await heldOf(page, TRANSFEROR.name, NATURE);
  const transfereeBefore = await heldOf(page, TRANSFEREE.name, RECEIVING_NATURE);

  // 1. The enterprise files the transfer with the agreement attached, through the UI alone.
  await page.goto('/process/apply?appId=550004&nodeId=apply');
  await expect(page).toHaveTitle(/^业务申请 - /);
  // The tab names the business filed, not just 业务申请.
  const applyTab = page.getByTestId('page-tab').filter({ hasText: '股份转让登记申请' });
  await expect(applyTab).toBeVisible();
  // 000 §5: the share-transfer record picker wants the user code (then the product code) first.
  await page.getByTestId('choose-transfer-record').click();
  await expect(page.getByText('请先选择用户代码！')).toBeVisible();
  await expect(page.getByTestId('transfer-record-summary')).toHaveText('尚未选择转让记录');
  // The product code is the enterprise's own custody code, read-only in the enterprise zone.
  await expect(page.getByLabel('产品代码', { exact: true })).toHaveValue(PRODUCT_CODE);
  await pickOption(page, '转让类型', '协议转让');
  // The transferor from the register by a part of its name (no ID number), then its holding.
  await pickFromRegister(page, 'transferorUserCode', '投资者甲', TRANSFEROR.account);
  await page.getByTestId('choose-transfer-record').click();
  const records = page.getByRole('dialog', { name: '选择转让记录' });
  await records
    .getByRole('row')
    .filter({ hasText: TRANSFEROR.account })
    .filter({ hasText: NATURE })
    .getByRole('button', { name: /选\s*择/ })
    .click();
  await expect(records).toBeHidden();
  await expect(page.getByLabel('转让方名称')).toHaveValue(TRANSFEROR.name);
  // The transferee looked up in the register too: the choice fills its account and name.
  await pickFromRegister(page, 'transfereeAccountNumber', '制造', TRANSFEREE.account);
  await expect(page.getByLabel('受让方登记账号')).toHaveValue(TRANSFEREE.account);
  await expect(page.getByLabel('受让方名称')).toHaveValue(TRANSFEREE.name);
  await pickOption(page, '受让后股份性质', RECEIVING_NATURE);
  await page.getByLabel('转让数量（股）').fill('1000');
  await page.getByLabel('转让价格（元/股）').fill('1.50');
  await page.getByLabel('协议签署日期').fill('2025-03-01');
  await page.getByLabel('协议签署日期').press('Enter');
  await page
    .getByTestId('upload-row-agreement')
    .locator('input[type=file]')
    .setInputFiles({ name: '股份转让协议.pdf', mimeType: 'application/pdf', buffer: AGREEMENT_PDF });
  await expect(page.getByTestId('upload-row-agreement').getByText('股份转让协议.pdf')).toBeVisible();
  await screenshot(page, testInfo, 'workflow-apply');
  await page.getByTestId('apply-submit').click();
  // 提交成功 with the application's 业务编号; the apply tab closes.
  const filed = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  const told = ((await filed.textContent()) ?? '').replace(/^.*：/, '');
  await expect(page).toHaveURL(/\/work\/claim$/);
  await expect(applyTab).toHaveCount(0);
  const mine = page.getByRole('row').filter({ hasText: '股份转让' }).first();
  await expect(mine).toContainText('初审');
  const bizSn = ((await mine.locator('td').nth(1).textContent()) ?? '').trim();
  expect(bizSn).toMatch(/^\d{14}$/);
  expect(told).toBe(bizSn);

  // 2. 初审 approves; the to-do badge counts the task.
  await signInStaffAfresh(page, 'reviewer1');
  await expect(page.getByTestId('top-todo-badge')).toContainText(/\d/);
  await review(page, bizSn, { result: '通过', opinion: '材料齐全，同意' });

  // 3. 复审 returns it for revision with an opinion.
  await signInStaffAfresh(page, 'reviewer2');
  await review(page, bizSn, { result: '退回修改', opinion: '请核对转让数量' });

  // 4. The enterprise sees it in my applications, revises and resubmits.
  await signInEnterprise(page);
  await page.goto('/work/claim');
  const returned = page.getByRole('row').filter({ hasText: bizSn });
  await expect(returned).toContainText('退回修改');
  await returned.getByRole('button', { name: '修改' }).click();
  await expect(page.getByTestId('returned-opinion')).toContainText('请核对转让数量');
  await page.getByLabel('转让数量（股）').fill('2000');
  await page.getByTestId('apply-submit').click();
  await expect(page.getByText(`提交成功，业务编号：${bizSn}`)).toBeVisible();

  // 5. Both approve in the second round.
  await signInStaffAfresh(page, 'reviewer1');
  await review(page, bizSn, { result: '通过', opinion: '同意' });
  await signInStaffAfresh(page, 'reviewer2');
  await review(page, bizSn, { result: '通过', opinion: '同意，准予登记' });

  // 6. The register shows the new holdings; the detail shows both rounds and the attachment.
  await signInEnterprise(page);
  expect(await heldOf(page, TRANSFEROR.name, NATURE)).toBe(transferorBefore - 2000);
  expect(await heldOf(page, TRANSFEREE.name, RECEIVING_NATURE)).toBe(transfereeBefore + 2000);
  // …with the transfer's legal basis: the application's biz_sn in the register's history.
  const history = page.getByTestId('register-history');
  await expect(history.locator('tbody tr.ant-table-row').first()).toContainText('股份转让');
  await expect(history.locator('tbody tr.ant-table-row').first()).toContainText(bizSn);
  await page.goto('/work/claim');
  await page.getByRole('row').filter({ hasText: bizSn }).getByRole('button', { name: '详情' }).click();
  await expect(page.getByTestId('application-status')).toHaveText('已办结');
  await expect(page.getByTestId('application-node')).toHaveText('结束');
  await expect(page.getByTestId('application-header')).toContainText(bizSn);
  await expect(page.getByTestId('timeline-entry').filter({ hasText: '请核对转让数量' })).toContainText(
    '退回修改',
  );
  await expect(page.getByTestId('timeline-entry').filter({ hasText: '重新提交' })).toHaveCount(1);
  await expect(page.getByTestId('attachment-link')).toHaveText('股份转让协议.pdf');
  await screenshot(page, testInfo, 'workflow-detail');

  // The evidence badge: the approved application's ledger statement, verified in this browser.
  await page.getByTestId('evidence-badge').click();
  const statement = page.getByTestId('statement-fields');
  await expect(statement).toContainText(bizSn);
  // Each entry says its step, the register change included.
  await page.getByRole('dialog').getByRole('combobox').click();
  const entries = page.locator('.ant-select-dropdown:visible');
  for (const step of [
    '提交申请 · 股份转让',
    '退回修改 · 股份转让',
    '重新提交 · 股份转让',
    '登记变更 · 股份转让登记',
  ])
    await expect(entries).toContainText(step);
  await statement.click();
  await expect(entries).toHaveCount(0);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /验\s*证/ })
    .click();
  await expect(page.getByTestId('verification-ok')).toContainText('验证通过', { timeout: VERIFY_TIMEOUT_MS });
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 7. The voucher PDF downloads and names the biz_sn and the company in Chinese.
  await page.getByTestId('print-voucher').click();
  await expect(page).toHaveURL(/\/process_pdf\?uuid=/);
  await expect(page.getByTestId('voucher-page'), 'the server answers the voucher PDF').toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('voucher-download').click();
  const file = await download;
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', await file.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain(bizSn);
  expect(text).toContain(COMPANY);
});

test('the transferor is chosen through the shareholder search by ID number and the share-transfer record dialog', async ({
  page,
}, testInfo) => {
  await signInEnterprise(page);
  await page.goto('/process/apply?appId=550004&nodeId=apply');
  await expect(page.getByLabel('产品代码', { exact: true })).toHaveValue(PRODUCT_CODE);

  // 000 §5 shareholder search: name, type, ID type and ID number, then 选择 on the account.
  await page.getByTestId('pick-transferorUserCode').click();
  await page.getByTestId('holder-search-by-id').click();
  const search = page.getByRole('dialog', { name: '股东查询' });
  await search.getByLabel('股东名称').fill(TRANSFEROR.name);
  await pickSelectOption(page, search.getByLabel('股东类型'), '个人');
  await pickSelectOption(page, search.getByLabel('证件类型'), '居民身份证');
  await search.getByLabel('证件号码').fill('210202199001031030');
  // Under CI load the lookup can take longer than an assertion's default wait: wait for its answer.
  const answered = page.waitForResponse((r) => r.url().includes('/holder/queryByNameAndId'), {
    timeout: 60_000,
  });
  await search.getByRole('button', { name: /查\s*询/ }).click();
  expect((await answered).ok(), 'the shareholder lookup answers').toBe(true);
  const found = search.getByRole('row').filter({ hasText: TRANSFEROR.account });
  await expect(found).toBeVisible({ timeout: 15_000 });
  await screenshot(page, testInfo, 'workflow-shareholder-search');
  await found.getByRole('button', { name: /选\s*择/ }).click();
  await expect(search).toBeHidden();

  // 选择转让记录: the user code's transferable holdings in this company; choosing fills the form.
  await page.getByTestId('choose-transfer-record').click();
  const records = page.getByRole('dialog', { name: '选择转让记录' });
  const row = records.getByRole('row').filter({ hasText: TRANSFEROR.account }).filter({ hasText: NATURE });
  await row.getByRole('button', { name: /选\s*择/ }).click();
  await expect(records).toBeHidden();
  await expect(page.getByLabel('转让方登记账号')).toHaveValue(TRANSFEROR.account);
  await expect(page.getByLabel('转让方名称')).toHaveValue(TRANSFEROR.name);
  await expect(page.getByTestId('transfer-record-summary')).toContainText(TRANSFEROR.account);
  await screenshot(page, testInfo, 'workflow-transfer-record');
});
