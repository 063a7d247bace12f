import { expect, type Page, test } from '@playwright/test';
import { signIn, signInStaff } from '../support/login.js';
import { pickOption } from '../support/select.js';

/**
 * Issue 23's judicial assistance journey (ADR 73): register staff file a court's freeze of the
 * demo investor's shares through 司法冻结申报列表 (550060), a second reviewer approves, the
 * investor's 我的持股 shows them frozen; then staff file the court's release (550300), it is
 * approved, and the shares are free again.
 */
test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const DOCUMENT = `（2026）辽0202执${Date.now() % 100000}号`;
const COMPANY = '大连演示科技股份有限公司';

async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

/** Files one declaration row in the 司法冻结申报列表 dialog and submits; answers the 业务编号. */
async function fileDeclaration(
  page: Page,
  appId: string,
  method: string | null,
  fields: Record<string, string>,
) {
  await signOut(page);
  await signInStaff(page, 'reviewer1');
  await page.goto(`/process/apply?appId=${appId}&nodeId=apply`);
  await page.getByRole('button', { name: '新增申报' }).click();
  const dialog = page.getByRole('dialog', { name: '司法冻结申报列表' });
  await expect(dialog).toBeVisible();
  // 确定 with nothing filled: every required field says 此项为必填 (001 §5.9), each slot 请上传文件.
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByTestId('judicial-slot-1015')).toContainText('请上传文件');
  if (method) await pickOption(page, dialog.getByLabel('冻结方式'), method);
  await pickOption(page, dialog.getByLabel('股份性质'), '境内自然人股');
  for (const [label, value] of Object.entries(fields))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  for (const [slot, name] of [
    ['1015', '协助执行通知书.pdf'],
    ['1016', '裁定书.pdf'],
    ['1017', '冻结证明.pdf'],
  ] as const) {
    await dialog
      .getByTestId(`judicial-slot-${slot}`)
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByTestId(`judicial-slot-${slot}`).getByText(name, { exact: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('judicial-declaration').getByRole('row').filter({ hasText: 'D000000001' }),
  ).toBeVisible();
  await page.getByTestId('apply-submit').click();
  const filed = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  return ((await filed.textContent()) ?? '').replace(/^.*：/, '');
}

async function approve(page: Page, bizSn: string) {
  await signOut(page);
  await signInStaff(page, 'reviewer2');
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  // The declaration is read-only at 复审: its row opens the dialog without buttons.
  const row = page.getByTestId('judicial-declaration').getByRole('row').filter({ hasText: 'D000000001' });
  await row.getByText('展开').click();
  const dialog = page.getByRole('dialog', { name: '司法冻结申报列表' });
  await expect(dialog.getByText('协助执行通知书.pdf', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /确\s*定/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('核对法院文书无误');
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
}

/** The demo investor's 我的持股 row of the company. */
async function holdingRow(page: Page) {
  await signOut(page);
  await signIn(page, 'personalholder');
  const chooser = page.getByRole('dialog', { name: '选择登记账号' });
  await chooser
    .getByRole('row')
    .filter({ hasText: 'D000000001' })
    .getByRole('button', { name: '选择' })
    .click();
  await expect(chooser).toBeHidden();
  await page.goto('/gd/wdcgxx');
  return page.locator('.ant-table').getByRole('row').filter({ hasText: COMPANY });
}

test('staff file a court freeze, a second reviewer approves, the holding shows it frozen, then a release lifts it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const common = {
    登记账号: 'D000000001',
    股东名称: '演示投资者甲',
    证件号码: '210202199001010030',
    证券代码: '880001',
    执行法院: '大连市中山区人民法院',
  };
  const freeze = await fileDeclaration(page, '550060', '司法冻结', {
    ...common,
    协助执行文书编号: DOCUMENT,
    股数: '123400',
    冻结起始日: '2026-11-29',
    冻结截止日: '2027-11-28',
  });
  await approve(page, freeze);
  await expect(await holdingRow(page)).toContainText('123,400');

  const release = await fileDeclaration(page, '550300', null, {
    ...common,
    协助执行文书编号: `${DOCUMENT}之一`,
    原冻结文书编号: DOCUMENT,
    股数: '123400',
  });
  await approve(page, release);
  await expect(await holdingRow(page)).not.toContainText('123,400');
});
