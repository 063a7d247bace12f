import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';
import { checkOption, pickOption } from '../support/select.js';
import { latestSmsParams } from '../support/sms.js';

/**
 * Issue 23 (ADR 71): an investor pledges part of its holding to a bank (550063); both reviewers
 * approve; its holding shows the pledged quantity; a transfer of more than the unpledged shares is
 * refused; then a partial release (550061) lands. The pledgee's confirmation (ADR 72) goes between
 * filing and review: `confirmByPledgee` is where it is added.
 */
const COMPANY = '大连演示科技股份有限公司';
const PERSON = { account: 'D000000001', name: '演示投资者甲' };
const BANK = { name: '演示银行股份有限公司', creditCode: '91110000710926094P', mobile: '13800138000' };
const PLEDGED = 1000;
const RELEASED = 400;

/** A small but real PDF: uploads are checked by their bytes, not their name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

async function signInInvestor(page: Page) {
  await signOut(page);
  await signIn(page, 'personalholder');
  const chooser = page.getByRole('dialog', { name: '选择登记账号' });
  await chooser
    .getByRole('row')
    .filter({ hasText: PERSON.account })
    .getByRole('button', { name: '选择' })
    .click();
  await expect(chooser).toBeHidden();
}

/** 质押数量 and 可用数量 of the investor's holding in the demo company (我的持股). */
async function myHolding(page: Page): Promise<{ pledged: number; available: number }> {
  await page.goto('/gd/wdcgxx');
  const table = page.locator('.ant-table').first();
  const row = table.locator('tbody tr').filter({ hasText: COMPANY }).first();
  await expect(row).toBeVisible();
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  const cell = async (title: string) =>
    Number(((await row.locator('td').nth(headers.indexOf(title)).textContent()) ?? '').replace(/[^\d]/g, ''));
  return { pledged: await cell('质押数量'), available: await cell('可用数量') };
}

const radio = (scope: Locator, label: string, option: '是' | '否') =>
  checkOption(scope.getByLabel(label, { exact: true }).getByRole('radio', { name: option }));

/** The 质押冻结申报 dialog filled as the investor would, holding first, then 确定. */
async function declarePledge(page: Page, quantity: number) {
  await page.getByRole('button', { name: /新增质押申报/ }).click();
  const dialog = page.getByRole('dialog', { name: '质押冻结申报' });
  await dialog.getByLabel('选择持股').click();
  await page.locator('.ant-select-dropdown:visible').getByText(new RegExp(COMPANY)).first().click();
  await expect(dialog.getByLabel('出质人名称', { exact: true })).toHaveValue(PERSON.name);
  const fill = (label: string, value: string) => dialog.getByLabel(label, { exact: true }).fill(value);
  await fill('出质人证件号码', '210202198001010011');
  await pickOption(page, dialog.getByLabel('投资者性质', { exact: true }), '境内自然人');
  await radio(dialog, '出质人是否委托代理人办理', '否');
  await radio(dialog, '出质人是否为国有股东', '否');
  await fill('质权人名称', BANK.name);
  await pickOption(page, dialog.getByLabel('质权人类型', { exact: true }), '银行');
  await pickOption(page, dialog.getByLabel('质权人证件类型', { exact: true }), '统一社会信用代码');
  await fill('质权人证件号码', BANK.creditCode);
  await fill('质权人手机号码', BANK.mobile);
  await radio(dialog, '质权人是否委托代理人办理', '否');
  await fill('挂牌（托管）企业统一社会信用代码', '91110000600037341L');
  await fill('证券代码', '880001');
  await fill('证券简称', '大连演示');
  await fill('质押数量（股）', String(quantity));
  await radio(dialog, '是否为定向账户', '否');
  await radio(dialog, '质押效力是否及于送转股', '是');
  await fill('质押合同编号', 'ZY-E2E-001');
  await fill('收件人', PERSON.name);
  await fill('收件人手机号码', '13900139000');
  await fill('收件地址', '辽宁省大连市中山区演示路1号');
  // 确定 before the files: each missing slot says 请上传文件 (001 §5.10).
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByTestId('pledge-slot-1014').getByText('请上传文件')).toBeVisible();
  const slots: [string, string][] = [
    ['1011', '质押登记通知书.pdf'],
    ['1012', '质押合同.pdf'],
    ['1013', '出质人身份证明.pdf'],
    ['1014', '质权人营业执照.pdf'],
  ];
  for (const [slot, name] of slots) {
    await dialog.getByTestId(`pledge-slot-${slot}`).locator('input[type=file]').setInputFiles(pdf(name));
    await expect(dialog.getByTestId(`pledge-slot-${slot}`).getByText(name).first()).toBeVisible();
  }
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
}

/** 提交 on the apply page; answers the 业务编号 told. */
async function submit(page: Page): Promise<string> {
  await page.getByTestId('apply-submit').click();
  const filed = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  return ((await filed.textContent()) ?? '').replace(/^.*：/, '');
}

/**
 * ADR 72: the 初审 reviewer cannot approve yet; from the application's pledge list it sends the
 * pledgee the confirmation SMS; the pledgee opens the link (no login), passes the sandbox face check
 * and confirms; the list then shows the 人脸识别 picture instead of 重发确认短信.
 */
async function confirmByPledgee(page: Page, bizSn: string): Promise<void> {
  await signOut(page);
  await signInStaff(page, 'reviewer1');
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('材料齐全，同意');
  await page.getByTestId('approval-submit').click();
  await expect(
    page.getByText('质权人尚未完成确认（短信链接及人脸识别），暂不能审核通过').first(),
  ).toBeVisible();

  await page.getByText('重发确认短信', { exact: true }).click();
  await expect(page.getByText('确定发送确认短信？')).toBeVisible();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('短信已发送，若未收到短信，请3分钟后重试。').first()).toBeVisible();

  const link = new URL((await latestSmsParams(page.request, BANK.mobile)).url ?? '');
  await signOut(page);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('股权质押登记：质权人确认')).toBeVisible();
  await page.getByRole('button', { name: '开始人脸识别' }).click();
  await expect(page.getByTestId('pledgee-face-sandbox')).toContainText('沙箱');
  await page.getByRole('button', { name: '模拟识别通过' }).click();
  await expect(page.getByTestId('pledgee-confirmed')).toBeVisible();
}

async function review(page: Page, user: string, bizSn: string) {
  await signOut(page);
  await signInStaff(page, user);
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('材料齐全，同意');
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

/** The enterprise files a transfer of the investor's shares (550004) larger than what is unpledged. */
async function transferTooMany(page: Page, quantity: number) {
  await signOut(page);
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: new RegExp(COMPANY) }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
  await page.goto('/process/apply?appId=550004&nodeId=apply');
  await pickOption(page, page.getByLabel('转让类型', { exact: true }), '协议转让');
  await page.getByTestId('pick-transferorUserCode').click();
  const search = page.getByTestId('register-holder-search');
  await search.getByPlaceholder('股东名称、登记账号或证件号码').fill('投资者甲');
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await search.getByRole('row').filter({ hasText: PERSON.account }).getByRole('radio').click();
  await expect(search).toBeHidden();
  await page.getByTestId('choose-transfer-record').click();
  const records = page.getByRole('dialog', { name: '选择转让记录' });
  await records
    .getByRole('row')
    .filter({ hasText: PERSON.account })
    .getByRole('button', { name: /选\s*择/ })
    .first()
    .click();
  await expect(records).toBeHidden();
  await page.getByLabel('受让方登记账号').fill('D000000004');
  await page.getByLabel('受让方名称').fill('大连演示制造有限公司');
  await page.getByLabel('转让数量（股）').fill(String(quantity));
  await page.getByLabel('协议签署日期').fill('2025-03-01');
  await page.getByLabel('协议签署日期').press('Enter');
  await page
    .getByTestId('upload-row-agreement')
    .locator('input[type=file]')
    .setInputFiles(pdf('股份转让协议.pdf'));
  await expect(page.getByTestId('upload-row-agreement').getByText('股份转让协议.pdf')).toBeVisible();
  await page.getByTestId('apply-submit').click();
  await expect(page.getByText(new RegExp(`^可用股份不足：${PERSON.name}`)).first()).toBeVisible();
}

async function approveBoth(page: Page, bizSn: string) {
  await review(page, 'reviewer1', bizSn);
  await review(page, 'reviewer2', bizSn);
}

test('an investor pledges part of its holding; reviewers approve; a larger transfer is refused; a partial release lands', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await signInInvestor(page);
  const before = await myHolding(page);
  expect(before.available).toBeGreaterThan(PLEDGED);

  // 1. The investor files the pledge from 业务办理's link.
  await page.goto('/process/apply?appId=550063&nodeId=apply');
  await declarePledge(page, PLEDGED);
  const list = page.getByTestId('pledge-declaration-pledgeInfo');
  await expect(list.getByRole('row').filter({ hasText: PERSON.account })).toContainText('1,000');
  await screenshot(page, testInfo, 'pledge-apply');
  const bizSn = await submit(page);

  // 2. The pledgee confirms (ADR 72), then 初审 and 复审 approve.
  await confirmByPledgee(page, bizSn);
  await approveBoth(page, bizSn);

  // 3. The holding shows the pledge.
  await signInInvestor(page);
  const pledged = await myHolding(page);
  expect(pledged).toEqual({ pledged: before.pledged + PLEDGED, available: before.available - PLEDGED });

  // 3b. The public pledge announcements (ADR 75) show it, the pledgor's personal name masked.
  await signOut(page);
  await page.goto('/pledgeList');
  await page.getByLabel('企业名称').fill(COMPANY);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const notice = page.getByRole('row').filter({ hasText: BANK.name }).filter({ hasText: '1,000' });
  await expect(notice.first()).toContainText('演*');
  await expect(page.getByText(PERSON.name)).toHaveCount(0);
  await signInInvestor(page);

  // 4. A pledge of more than the unpledged shares is refused, naming what is pledged.
  await page.goto('/process/apply?appId=550063&nodeId=apply');
  await declarePledge(page, pledged.available + 1);
  await page.getByTestId('apply-submit').click();
  await expect(
    page.getByText(new RegExp(`^可用股份不足：${PERSON.name}持有[\\d]+股，其中已质押`)),
  ).toBeVisible();

  // 5. The enterprise's transfer of more than the unpledged shares is refused too.
  await transferTooMany(page, pledged.available + 1);

  // 6. A partial release of the new pledge.
  await signInInvestor(page);
  await page.goto('/process/apply?appId=550061&nodeId=apply');
  await page.getByTestId('pledge-release-pick').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText(new RegExp(`${BANK.name} 尚余 1,000 股`))
    .click();
  await expect(page.getByLabel('质权人名称', { exact: true })).toHaveValue(BANK.name);
  await pickOption(page, page.getByLabel('解除方式', { exact: true }), '部分解除');
  await page.getByLabel('解除数量（股）').fill(String(RELEASED));
  await page.getByLabel('解除原因').fill('借款部分清偿');
  await page
    .getByTestId('upload-row-releaseConsent')
    .locator('input[type=file]')
    .setInputFiles(pdf('解除协议.pdf'));
  await expect(page.getByTestId('upload-row-releaseConsent').getByText('解除协议.pdf')).toBeVisible();
  const releaseSn = await submit(page);
  await approveBoth(page, releaseSn);
  await signInInvestor(page);
  expect(await myHolding(page)).toEqual({
    pledged: before.pledged + PLEDGED - RELEASED,
    available: before.available - PLEDGED + RELEASED,
  });
  await screenshot(page, testInfo, 'pledge-released');
});
