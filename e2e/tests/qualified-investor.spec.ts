import { expect, type Page, test } from '@playwright/test';
import { signIn, signInStaff } from '../support/login.js';

/**
 * Issue 22, qualified investors (ADR 66): a product holder is sent by the investment-zone gate
 * (002 §6) to 产品认证 (550138), files its filing number with the standard shown beside it, 初审 and
 * 复审 see the rule beside the evidence and approve, and then 账户总览 shows the certification with
 * its expiry and the gate lets the product in.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

/** product_demo holds two products: choose the first in 选择登记账号. */
async function signInProduct(page: Page) {
  await signOut(page);
  await signIn(page, 'productholder');
  const chooser = page.getByRole('dialog', { name: '选择登记账号' });
  await chooser.getByRole('button', { name: '选择' }).first().click();
  await expect(chooser).toBeHidden();
}

async function approve(page: Page, reviewer: string, bizSn: string) {
  await signOut(page);
  await signInStaff(page, reviewer);
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  // The reviewer sees the standard beside the evidence, and its verdict.
  const rule = page.getByTestId('qualification-rule-widget');
  await expect(
    rule.getByText('依法备案或者登记的私募投资基金、证券期货经营机构资产管理计划等金融产品'),
  ).toBeVisible();
  await expect(rule.getByText('产品备案编号：SQA2026')).toBeVisible();
  await expect(rule.getByTestId('rule-registeredProduct-verdict')).toHaveText('符合');
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('备案信息核对无误');
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

test('the investment-zone gate sends a product to 产品认证; once certified, 账户总览 shows it with its expiry and the gate opens', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInProduct(page);

  // 账户总览 before: no certification yet.
  await page.goto('/capital');
  await expect(page.getByText('您尚未完成产品认证')).toBeVisible();

  // 投资专区: the spec's message, whose 确定 opens 550138.
  await page.getByRole('menuitem', { name: '投资专区' }).click();
  const gate = page.getByRole('dialog').filter({ hasText: '未进行产品认证，请先进行产品认证' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550138&nodeId=apply$/);

  await page.getByLabel('产品名称').fill('演示一号私募股权基金');
  const rule = page.getByTestId('qualification-rule-widget');
  await expect(rule.getByTestId('rule-registeredProduct-verdict')).toHaveText('不符合');
  await page.getByLabel('产品备案编号').fill('SQA2026');
  await expect(rule.getByTestId('rule-registeredProduct-verdict')).toHaveText('符合');
  await page
    .getByTestId('upload-row-filingProof')
    .locator('input[type=file]')
    .setInputFiles({ name: '备案证明.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('upload-row-filingProof').getByText('备案证明.pdf')).toBeVisible();
  await page.getByTestId('apply-submit').click();
  const filed = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  const bizSn = ((await filed.textContent()) ?? '').replace(/^.*：/, '');

  await approve(page, 'reviewer1', bizSn);
  await approve(page, 'reviewer2', bizSn);

  // 账户总览 after: the certification, its rule, status and expiry.
  await signInProduct(page);
  await page.goto('/capital');
  const part = page.getByTestId('qualification-part');
  await expect(part.getByText('产品认证')).toBeVisible();
  await expect(part.getByText('依法备案的金融产品')).toBeVisible();
  await expect(part.getByText('有效', { exact: true })).toBeVisible();
  await expect(part.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();

  // The gate now lets the product in: 投资专区 opens its page in a new window.
  const popup = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: '投资专区' }).click();
  await (await popup).close();
  await expect(page.getByRole('dialog').filter({ hasText: '未进行产品认证' })).toHaveCount(0);
});
