import { expect, type Page, test } from '@playwright/test';
import { fakeIdNumber, fakeMobile } from '../support/fake-ids.js';
import { fillLogin, signIn, signInStaff } from '../support/login.js';
import { registerAtRegisterPage } from '../support/register.js';
import { checkOption, pickOption as pickSelectOption } from '../support/select.js';

/**
 * Issue 23 part D (ADR 74): an inheritance (550066) filed by the enterprise from 业务办理 with its
 * three documents, approved by both reviewers, leaves the heir holding the shares; a gift out of an
 * unconfirmed holder's account is refused until that holder files 股东确权 (550301) from the
 * institution-investor zone and both reviewers approve it.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const COMPANY = '大连演示科技股份有限公司';
const DECEASED = { account: 'D000000001', name: '演示投资者甲', nature: '境内自然人股' };
/** Starts 未确权 in the demo register (seed-register.ts). */
const INSTITUTION = { account: 'D000000004', name: '大连演示制造有限公司', nature: '境内法人股' };
const UNCONFIRMED = '1条股东信息未确权,需确权后方能办理业务。';

const PDF = Buffer.from(
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

async function upload(page: Page, slot: string, name: string) {
  const row = page.getByTestId(`upload-row-${slot}`);
  await row.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(row.getByText(name)).toBeVisible();
}

/** 业务办理 → the catalogue card's button (its accessible name: 办理 + the business). */
async function openFromCatalogue(page: Page, appId: string, name: string) {
  await page.goto('/companyApply');
  await page
    .getByTestId(`catalogue-item-${appId}`)
    .getByRole('button', { name: `办理${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/process/apply\\?appId=${appId}`));
}

/** A 550066 form: reason, the transferor's holding from the register, the receiving account typed. */
async function fillNonTrade(
  page: Page,
  form: { reason: string; from: { account: string; name: string; nature: string; search: string } },
  to: { account: string; name: string },
  quantity: number,
) {
  await pickSelectOption(page, page.getByLabel('过户原因', { exact: true }), form.reason);
  await page.getByTestId('pick-transferorUserCode').click();
  const search = page.getByTestId('register-holder-search');
  await search.getByPlaceholder('股东名称、登记账号或证件号码').fill(form.from.search);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await search.getByRole('row').filter({ hasText: form.from.account }).getByRole('radio').click();
  await expect(search).toBeHidden();
  await page.getByTestId('choose-transfer-record').click();
  const records = page.getByRole('dialog', { name: '选择转让记录' });
  await records
    .getByRole('row')
    .filter({ hasText: form.from.account })
    .filter({ hasText: form.from.nature })
    .getByRole('button', { name: /选\s*择/ })
    .click();
  await expect(records).toBeHidden();
  await expect(page.getByLabel('过出方名称')).toHaveValue(form.from.name);
  await page.getByLabel('过入方登记账号').fill(to.account);
  await page.getByLabel('过入方名称').fill(to.name);
  await page.getByLabel('过户数量（股）').fill(String(quantity));
  await page.getByLabel('依据文书日期').fill('2025-06-01');
  await page.getByLabel('依据文书日期').press('Enter');
}

async function submitted(page: Page): Promise<string> {
  await page.getByTestId('apply-submit').click();
  const filed = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  return ((await filed.textContent()) ?? '').replace(/^.*：/, '');
}

/** Both reviewers approve from 我的待办. */
async function approveBoth(page: Page, bizSn: string) {
  for (const [user, opinion] of [
    ['reviewer1', '材料齐全，同意'],
    ['reviewer2', '同意，准予登记'],
  ] as const) {
    await signOut(page);
    await signInStaff(page, user);
    await page.goto('/work/todo');
    await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
    await expect(page.getByTestId('approve-page')).toBeVisible();
    await page.getByTestId('approval-panel').getByLabel('通过').check();
    await page.getByLabel('审批意见').fill(opinion);
    await page.getByTestId('approval-submit').click();
    await expect(page).toHaveURL(/\/work\/todo$/);
    await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
  }
}

/** 持股数量 of a holder's holding of one nature in the enterprise's register (/shareRegister). */
async function heldOf(page: Page, holderName: string, nature: string): Promise<number> {
  await page.goto('/shareRegister');
  const table = page.locator('.ant-table').first();
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.findIndex((text) => text.trim() === '持股数量');
  const row = table
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: holderName })
    .filter({ hasText: nature });
  if ((await row.count()) === 0) return 0;
  const cell = (await row.first().locator('td').nth(column).textContent()) ?? '';
  return Number(cell.replace(/[^\d]/g, ''));
}

const RUN = Date.now() % 1000;
/** The heir: registers and opens a personal registration account first (550130). */
const HEIR = {
  login: `heir_${RUN}`,
  name: '继承演示人',
  // A birthday no other journey uses (one certificate, one personal account: ADR 61).
  idNumber: fakeIdNumber(RUN, '19720308'),
  mobile: fakeMobile(RUN + 8000),
  password: 'Heir2026ok',
};

async function signInHeir(page: Page) {
  await signOut(page);
  await fillLogin(page, 'personalholder', { user: HEIR.login, password: HEIR.password });
  await expect(page).toHaveURL(/\/wel\/index$/);
}

/** The heir registers at /register, files 投资者开户（个人）and both reviewers approve: its account. */
async function openHeirAccount(page: Page): Promise<{ account: string; name: string }> {
  await signOut(page);
  await registerAtRegisterPage(page, { ...HEIR, certificateNo: HEIR.idNumber });
  await signInHeir(page);
  await page.goto('/process/apply?appId=550130&nodeId=apply');
  await page.getByLabel('投资者姓名').fill(HEIR.name);
  await page.getByLabel('证件号码').fill(HEIR.idNumber);
  await page.getByLabel('手机号码').fill(HEIR.mobile);
  await page.getByLabel('联系地址').fill('大连市西岗区演示街2号');
  await page.getByLabel('开户银行').fill('演示银行大连分行');
  await page.getByLabel('银行卡号').fill('6222021234567890128');
  await upload(page, 'idCardFront', '身份证人像面.pdf');
  await upload(page, 'idCardBack', '身份证国徽面.pdf');
  await page.getByTestId('apply-submit').click();
  const relogin = page.getByRole('dialog').filter({ hasText: '首次投资者开户需要重新登录！' });
  await relogin.getByRole('button', { name: /确\s*定|知道了|OK/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInHeir(page);
  await page.goto('/work/claim');
  const mine = page.getByRole('row').filter({ hasText: '投资者开户' }).first();
  const bizSn = ((await mine.locator('td').nth(1).textContent()) ?? '').trim();
  await approveBoth(page, bizSn);
  await signInHeir(page);
  const opened = page
    .locator('.rer-workbench')
    .getByText(/R\d{14}/)
    .first();
  await expect(opened).toBeVisible();
  return { account: ((await opened.textContent()) ?? '').match(/R\d{14}/)![0], name: HEIR.name };
}

test('an inheritance is filed with its documents, approved, and the heir holds the shares', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const heir = await openHeirAccount(page);
  await signInEnterprise(page);
  const deceasedBefore = await heldOf(page, DECEASED.name, DECEASED.nature);
  const heirBefore = await heldOf(page, heir.name, DECEASED.nature);

  await openFromCatalogue(page, '550066', '非交易过户登记');
  await fillNonTrade(page, { reason: '继承', from: { ...DECEASED, search: '投资者甲' } }, heir, 1200);
  // The inheritance's own documents; a gift's would not be asked for.
  await expect(page.getByTestId('upload-row-giftContract')).toHaveCount(0);
  await upload(page, 'inheritanceDocument', '继承公证书.pdf');
  await upload(page, 'deathCertificate', '死亡证明.pdf');
  await upload(page, 'heirIdentity', '继承人身份证.pdf');
  const bizSn = await submitted(page);

  await approveBoth(page, bizSn);
  await signInEnterprise(page);
  expect(await heldOf(page, DECEASED.name, DECEASED.nature)).toBe(deceasedBefore - 1200);
  expect(await heldOf(page, heir.name, DECEASED.nature)).toBe(heirBefore + 1200);
  const history = page.getByTestId('register-history');
  await expect(history.locator('tbody tr.ant-table-row').first()).toContainText(bizSn);
});

test('an unconfirmed holder cannot give its shares until its 股东确权 is approved', async ({ page }) => {
  test.setTimeout(300_000);
  const gift = async () => {
    await openFromCatalogue(page, '550066', '非交易过户登记');
    await fillNonTrade(page, { reason: '赠与', from: { ...INSTITUTION, search: '制造' } }, DECEASED, 100);
    await upload(page, 'giftContract', '赠与合同公证书.pdf');
    await upload(page, 'doneeIdentity', '受赠人身份证.pdf');
  };
  await signInEnterprise(page);
  await gift();
  await page.getByTestId('apply-submit').click();
  await expect(page.getByTestId('workflow-prompt')).toHaveText(UNCONFIRMED);

  // The holder confirms its holding from its own zone: 业务办理 → 股东确权.
  await signOut(page);
  await signIn(page, 'orgholder');
  await openFromCatalogue(page, '550301', '股东确权');
  await page.getByLabel('产品代码', { exact: true }).fill('880001');
  await page.getByLabel('登记账号', { exact: true }).fill(INSTITUTION.account);
  await page.getByLabel('股东名称', { exact: true }).fill(INSTITUTION.name);
  await upload(page, 'identityDocument', '营业执照.pdf');
  await upload(page, 'holdingProof', '出资证明书.pdf');
  const bizSn = await submitted(page);
  await approveBoth(page, bizSn);

  await signInEnterprise(page);
  await gift();
  await submitted(page);
});
