import { expect, type Page, test } from '@playwright/test';
import { fakeIdNumber, fakeMobile } from '../support/fake-ids.js';
import { fillLogin, signIn, signInStaff, zones } from '../support/login.js';
import { registerAtRegisterPage } from '../support/register.js';
import { checkOption, pickOption } from '../support/select.js';

/**
 * Issue 22's first acceptance journey (ADR 61–63, 67): a person registers at /register, files
 * 投资者开户（个人）(550130) through 业务办理 in the personal investor zone, is told to sign in again
 * (000 §8), 初审 and 复审 approve, and after signing in again the new registration account is in
 * 选择登记账号; the person answers the risk questionnaire (C3) and confirms in 账户总览 that the
 * shares of a custody company (R4) may come to the account (ADR 69); 投资者信息 shows the account and
 * staff find the investor in 投资者查询. Then the demo enterprise transfers shares to the account (550004) and
 * they land in its holdings (/gd/wdcgxx); then staff freeze the account (550306) and the investor
 * sees 账号异常, staff unfreeze it (550307), and closing it (550031) is refused while it holds shares.
 * The three tests run in order on one person.
 */
test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

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
  await registerAtRegisterPage(page, { ...PERSON, certificateNo: PERSON.idNumber });
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

/** A reviewer opens the application from 我的待办 and approves it; `shown` is a field read-only there. */
async function approve(
  page: Page,
  reviewer: string,
  bizSn: string,
  shown = { label: '投资者姓名', value: PERSON.name },
) {
  await signOut(page);
  await signInStaff(page, reviewer);
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await expect(page.getByLabel(shown.label, { exact: true })).toHaveValue(shown.value);
  await expect(page.getByLabel(shown.label, { exact: true })).toBeDisabled();
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('核对无误，同意');
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

/** The 业务编号 of the submission just told (提交成功，业务编号：…). */
async function filedBizSn(page: Page): Promise<string> {
  const filed = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  return ((await filed.textContent()) ?? '').replace(/^.*：/, '');
}

/** The registration account the journey opened (set by the first test). */
let accountNumber = '';

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
  accountNumber = (
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

  // The risk questionnaire (550026, ADR 62) for the new account: B on every question → C3.
  await answerRiskQuestionnaire(page);
  // 账户总览: the shares of a custody company (R4) exceed C3, so receiving them by an agreed
  // transfer (550004) needs the person's own confirmation, asked in a dialog and recorded (ADR 69).
  await confirmShareSuitability(page);

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
  // 投资者信息详情 (/infoDetails): the account's history, newest first — the assessment, then the opening.
  await account.getByRole('button', { name: '查看账户历史' }).click();
  await expect(page).toHaveURL(/\/infoDetails$/);
  const events = page.getByTestId('investor-history-events').locator('tbody tr');
  await expect(events.nth(0)).toContainText('风险测评（私募股权）');
  await expect(events.nth(0)).toContainText('风险等级：C3');
  await expect(events.nth(1)).toContainText('开立登记账户');
  await expect(events.nth(1)).toContainText(bizSn);

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

/** The private-equity questionnaire's questions (packages/domain risk-assessment/questionnaires.ts). */
const RISK_QUESTIONS = [
  '您的年龄是？',
  '您（或您的机构）最近一年的收入（折合人民币）是？',
  '您（或您的机构）可用于投资的金融资产（存款、证券、理财产品等）是？',
  '您投资股票、基金、债券、私募产品等的经验有多少年？',
  '您对金融产品及其投资风险的了解程度是？',
  '您计划的投资期限是？',
  '您的投资目标是？',
  '您能承受的最大投资损失是？',
  '区域性股权市场挂牌企业的股权流动性较低，可能长期无法转让，您能接受多长时间不能转让？',
  '您是否投资过未上市企业股权或私募股权基金？',
];

async function answerRiskQuestionnaire(page: Page) {
  await page.getByTestId('side-menu').getByText('风险测评', { exact: true }).click();
  await expect(page).toHaveURL(/\/investor\/550026$/);
  const overview = page.getByTestId('risk-overview');
  await overview.getByRole('button', { name: '开始测评' }).click();
  const apply = page.getByTestId('risk-apply');
  await apply.getByText('本人已阅读上述说明，将如实填写问卷').click();
  await apply.getByRole('button', { name: '开始答题' }).click();
  const answer = page.getByTestId('risk-answer');
  for (const question of RISK_QUESTIONS)
    await answer.getByRole('radiogroup', { name: question }).getByText(/^B\. /).click();
  await answer.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByTestId('risk-result').getByText('您的风险承受能力等级为：C3 稳健型')).toBeVisible();
}

async function confirmShareSuitability(page: Page) {
  await page.goto('/capital');
  const part = page.getByTestId('share-suitability');
  await expect(part).toContainText('风险等级R4）高于您的风险承受能力等级（C3 稳健型）');
  await part.getByRole('button', { name: '确认适当性' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '适当性提示' });
  await expect(dialog).toContainText(
    '该产品风险等级（R4）高于您的风险承受能力等级（C3 稳健型），请确认是否继续办理',
  );
  await dialog.getByRole('button', { name: '确认继续' }).click();
  await expect(part.getByText('已确认')).toBeVisible();
}

const COMPANY = '大连演示科技股份有限公司';
const TRANSFEROR = { account: 'D000000001', name: '演示投资者甲' };
const NATURE = '境内自然人股';
const QUANTITY = 1000;

async function signInEnterprise(page: Page) {
  await signOut(page);
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: new RegExp(COMPANY) }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
}

test('the demo enterprise transfers shares to the new account (550004) and they land in its holdings', async ({
  page,
}) => {
  test.setTimeout(240_000);
  expect(accountNumber).toMatch(/^R\d{14}$/);
  await signInEnterprise(page);
  await page.goto('/process/apply?appId=550004&nodeId=apply');
  await pickOption(page, page.getByLabel('转让类型', { exact: true }), '协议转让');
  await page.getByTestId('pick-transferorUserCode').click();
  const search = page.getByTestId('register-holder-search');
  await search.getByPlaceholder('股东名称、登记账号或证件号码').fill('投资者甲');
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await search.getByRole('row').filter({ hasText: TRANSFEROR.account }).getByRole('radio').click();
  await expect(search).toBeHidden();
  await page.getByTestId('choose-transfer-record').click();
  const records = page.getByRole('dialog', { name: '选择转让记录' });
  await records
    .getByRole('row')
    .filter({ hasText: TRANSFEROR.account })
    .filter({ hasText: NATURE })
    .getByRole('button', { name: /选\s*择/ })
    .click();
  await expect(records).toBeHidden();
  // The new account is typed: it holds nothing in this register yet.
  await page.getByLabel('受让方登记账号').fill(accountNumber);
  await page.getByLabel('受让方名称').fill(PERSON.name);
  await pickOption(page, page.getByLabel('受让后股份性质', { exact: true }), NATURE);
  await page.getByLabel('转让数量（股）').fill(String(QUANTITY));
  await page.getByLabel('转让价格（元/股）').fill('1.50');
  await page.getByLabel('协议签署日期').fill('2025-03-01');
  await page.getByLabel('协议签署日期').press('Enter');
  await upload(page, 'agreement', '股份转让协议.pdf');
  await page.getByTestId('apply-submit').click();
  const bizSn = await filedBizSn(page);

  const transferor = { label: '转让方名称', value: TRANSFEROR.name };
  await approve(page, 'reviewer1', bizSn, transferor);
  await approve(page, 'reviewer2', bizSn, transferor);

  // The person's holdings: the transferred shares, in the demo company, on the new account.
  await signInPerson(page);
  await page.goto('/gd/wdcgxx');
  const table = page.locator('.ant-table');
  const row = table.getByRole('row').filter({ hasText: COMPANY });
  await expect(row).toContainText(NATURE);
  await expect(row).toContainText('1,000');
  await expect(page.getByText(`登记账户：${PERSON.name}（${accountNumber}）`)).toBeVisible();
});

/** Staff open 投资者查询, find the account and follow its row's status link into the business's form. */
async function fileStatusChange(page: Page, action: '办理冻结' | '办理解冻' | '办理销户', reason: string) {
  await signOut(page);
  await signInStaff(page, 'reviewer1');
  await page.getByTestId('side-menu').getByText('投资者查询', { exact: true }).click();
  const search = page.getByTestId('investor-search');
  await search.getByLabel('登记账号').fill(accountNumber);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await search
    .getByRole('row')
    .filter({ hasText: accountNumber })
    .getByRole('link', { name: action })
    .click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=\d{6}&nodeId=apply&accountNumber=R\d{14}$/);
  await expect(page.getByLabel('登记账号', { exact: true })).toHaveValue(accountNumber);
  // The investor's name is looked up and filled.
  await expect(page.getByLabel('投资者名称', { exact: true })).toHaveValue(PERSON.name);
  await page.getByLabel('变更原因', { exact: true }).fill(reason);
  await page.getByTestId('apply-submit').click();
}

/** The person's 选择登记账号 row of the account. */
async function chooserRow(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '切换登记账号' }).click();
  const chooser = page.getByRole('dialog', { name: '选择登记账号' });
  return { chooser, row: chooser.getByRole('row').filter({ hasText: accountNumber }) };
}

test('staff freeze the account (the investor sees 账号异常), unfreeze it, and cannot close it while it holds shares', async ({
  page,
}) => {
  test.setTimeout(240_000);
  expect(accountNumber).toMatch(/^R\d{14}$/);
  const named = { label: '投资者名称', value: PERSON.name };

  // 550306 登记账户冻结: filed by one staff member from 投资者查询, approved by 复审.
  await fileStatusChange(page, '办理冻结', '监管问询，账户核查期间冻结');
  await approve(page, 'reviewer2', await filedBizSn(page), named);

  // The investor signs in: the only account is still chosen, with 账号异常 (000 §4, §5).
  await signInPerson(page);
  await expect(page.getByText('账号异常')).toBeVisible();
  const frozen = await chooserRow(page);
  // Frozen, yet selectable: it is the current account.
  await expect(frozen.row).toContainText('冻结');
  await expect(frozen.row).toContainText('当前');
  await page.keyboard.press('Escape');
  await expect(frozen.chooser).toBeHidden();

  // 550307 登记账户解冻.
  await fileStatusChange(page, '办理解冻', '核查完毕，恢复正常');
  await approve(page, 'reviewer2', await filedBizSn(page), named);
  await signInPerson(page);
  const normal = await chooserRow(page);
  await expect(normal.row).toContainText('正常');
  await page.keyboard.press('Escape');
  await expect(normal.chooser).toBeHidden();
  // 投资者信息详情 shows both changes with their reasons, newest first.
  await page.getByTestId('side-menu').getByText('投资者信息', { exact: true }).click();
  await page.getByTestId('investor-account').getByRole('button', { name: '查看账户历史' }).click();
  const events = page.getByTestId('investor-history-events').locator('tbody tr');
  await expect(events.nth(0)).toContainText('登记账户解冻');
  await expect(events.nth(0)).toContainText('变更原因：核查完毕，恢复正常');
  await expect(events.nth(1)).toContainText('登记账户冻结');
  await expect(events.nth(1)).toContainText('变更原因：监管问询，账户核查期间冻结');

  // 550031 投资者销户 is refused at submit while the account holds the transferred shares.
  await fileStatusChange(page, '办理销户', '投资者申请销户');
  await expect(
    page.getByText(`登记账户${accountNumber}仍持有1家企业的股份（合计${QUANTITY}股），不能销户`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550031/);
});
