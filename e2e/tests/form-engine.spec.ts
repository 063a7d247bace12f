import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from '../support/login.js';
import { checkOption, pickOption as pickSelectOption } from '../support/select.js';

/**
 * Issue 5: the demo form 590001 (every field type and operator) rendered by the form engine;
 * the browser's rules and the server's validator refuse the same input with the same message.
 */

test.use({ viewport: { width: 1400, height: 900 } });

const DEMO = '/process/formDemo?appId=590001&nodeId=apply&type=apply';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });

async function dialogText(page: Page): Promise<string> {
  const message = page.getByTestId('submit-dialog-message');
  const text = (await message.textContent()) ?? '';
  // On a loaded machine a click can land while the dialog is still opening and be lost: click
  // again until it closes (the text was read above; a reopened dialog would fail the next step).
  await expect(async () => {
    await page
      .getByRole('dialog', { name: '提示' })
      .getByRole('button', { name: /确\s*定/ })
      .click({ timeout: 2_000 });
    await expect(message).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return text;
}

/** org_demo has two enterprises and none current: the chooser opens after signing in. */
async function signInEnterprise(page: Page) {
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: /大连演示科技股份有限公司/ }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
}

async function choose(page: Page, label: string, option: string) {
  await pickSelectOption(page, field(page, label), option);
}

test('fill the demo form, trip its rules, and have the server accept it', async ({ page }) => {
  await signInEnterprise(page);
  await page.goto(DEMO);
  await expect(page.getByRole('heading', { name: /演示表单（全部字段类型）/ })).toBeVisible();
  await expect(page.getByTestId('blockchain-notice')).toBeVisible();
  const nav = page.getByRole('navigation', { name: '表单分组' });
  await nav.getByRole('button', { name: '附件材料' }).click();
  await expect(page.getByTestId('upload-row-license')).toBeInViewport();

  // Submitting the empty form: the first failure in a dialog, label in brackets (001 §5.19).
  await page.getByRole('button', { name: /提\s*交/ }).click();
  expect(await dialogText(page)).toBe('【企业名称】此项为必填');

  // Length rule in the browser; the server refuses the same value with the same message.
  await field(page, '企业名称').fill('甲');
  await expect(page.getByText('长度不能少于2个字符')).toBeVisible();
  await page.getByTestId('server-only-validate').click();
  await expect(page.getByTestId('server-verdict')).toContainText('企业名称：长度不能少于2个字符');
  await field(page, '企业名称').fill('  示例 科技 有限公司 ');

  // Shared validators (validatorCite).
  await field(page, '统一社会信用代码').fill('bad');
  await expect(page.getByText('请输入正确的统一社会信用代码')).toBeVisible();
  await field(page, '统一社会信用代码').fill('91350100M000100Y43');
  await field(page, '法定代表人手机号码').fill('12345');
  await expect(page.getByText('请输入正确的手机号码')).toBeVisible();
  await field(page, '法定代表人手机号码').fill('13800138000');
  // matches: a valid mobile shows the SMS consent radio.
  await expect(page.getByText('是否接收短信通知')).toBeVisible();

  // Amounts: above 2^53 refused; six decimals in 万元; gt shows (and requires) the note.
  await field(page, '注册资本').fill('9007199254740993');
  await field(page, '邮政编码').click();
  await expect(page.getByText('数字超过最大安全长度')).toBeVisible();
  await field(page, '注册资本').fill('2000');
  await field(page, '邮政编码').click();
  await expect(field(page, '注册资本')).toHaveValue('2,000.000000');
  await expect(field(page, '大额注册资本说明')).toBeVisible();
  await field(page, '大额注册资本说明').fill('注册资本较大，已实缴。');

  // Pattern rule.
  await field(page, '邮政编码').fill('1000');
  await expect(page.getByText('请输入6位邮政编码')).toBeVisible();
  await field(page, '邮政编码').fill('100000');

  // eq / in: the company type shows the short name (required once the name is set).
  await choose(page, '企业类型', '股份有限公司');
  await expect(field(page, '企业简称')).toBeVisible();
  await field(page, '企业简称').fill('示例 科技');
  // Another type hides it again and clears its value (the server refuses hidden values).
  await choose(page, '企业类型', '有限责任公司');
  await expect(field(page, '企业简称')).toBeHidden();

  // Checkbox limits (max 2) and setOptions (type 2 offers two options only).
  await page.getByLabel('市场角色').check();
  await page.getByLabel('金融资质').check();
  await expect(field(page, '金融资质说明')).toBeVisible();
  await field(page, '金融资质说明').fill('持有私募基金管理人登记。');

  await page.getByLabel('否', { exact: true }).first().check();

  // Sub-table: add a row, a row condition (个人 needs an ID number), then 机构.
  await page.getByRole('button', { name: /添\s*加/ }).click();
  const table = page.locator('[data-prop="shareholders"]');
  await table.locator('input').first().fill('张三');
  await pickSelectOption(page, table.locator('.ant-select').first(), '个人');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  expect(await dialogText(page)).toBe('【身份证号码】第1行此项为必填');
  await pickSelectOption(page, table.locator('.ant-select').first(), '机构');
  const ratio = table.locator('input[id$="_0_shareRatio"]');
  await ratio.fill('100.5');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  expect(await dialogText(page)).toMatch(/^【持股比例（%）】第1行/);
  await ratio.fill('60');

  // Upload rows: the type check of 000 §5, then the required licence.
  const license = page.getByTestId('upload-row-license');
  await license
    .locator('input[type=file]')
    .setInputFiles({ name: '执照.exe', mimeType: 'application/octet-stream', buffer: PDF });
  await expect(page.getByText('该文件不符合文件类型限制！')).toBeVisible();
  await page.getByRole('button', { name: /提\s*交/ }).click();
  expect(await dialogText(page)).toBe('【营业执照】请上传文件');
  await license
    .locator('input[type=file]')
    .setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(license.getByText('营业执照.pdf')).toBeVisible();

  // Everything valid: the browser sends it and the server's validator accepts it, normalised.
  await page.getByRole('button', { name: /提\s*交/ }).click();
  const verdict = page.getByTestId('server-verdict');
  await expect(verdict).toHaveAttribute('data-ok', 'true');
  await expect(verdict).toContainText('校验通过');
  await expect(verdict).toContainText('"companyName": "示例科技有限公司"');
  await expect(verdict).not.toContainText('shortName');
});

test('an approval node is read-only except the opinion, which is required', async ({ page }) => {
  await signInEnterprise(page);
  await page.goto('/process/formDemo?appId=590001&nodeId=PreliminaryApprove');
  await expect(field(page, '企业名称')).toBeDisabled();
  await expect(page.getByRole('button', { name: /添\s*加/ })).toHaveCount(0);
  const opinion = field(page, '审批意见');
  await expect(opinion).toBeEditable();
  await expect(opinion).toHaveAttribute('maxlength', '50');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  expect(await dialogText(page)).toBe('【审批意见】审批意见为必填项');
  await page.getByTestId('server-only-validate').click();
  await expect(page.getByTestId('server-verdict')).toContainText('审批意见为必填项');
});
