import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn, signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';
import { checkOption } from '../support/select.js';

/** A register workbook in the template's columns whose two data rows are wrong. */
async function badRegisterFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('股东名册');
  sheet.addRow(['股东类型', '股东名称', '证件类型', '证件号码', '登记账号（选填）', '股份性质', '持股数量']);
  // A wrong check digit (the template's example ends in X), then a quantity that is not a number.
  sheet.addRow(['个人', '张三', '居民身份证', '110105194912310021', '', '境内自然人股', '1000']);
  sheet.addRow(['个人', '李四', '居民身份证', '11010519491231002X', '', '境内自然人股', '一千']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a personal investor sees its holdings with pledge marks on /gd/wdcgxx', async ({ page }, testInfo) => {
  await signIn(page, 'personalholder');
  const chooser = page.getByRole('dialog', { name: '选择登记账号' });
  await chooser
    .getByRole('row')
    .filter({ hasText: 'D000000001' })
    .getByRole('button', { name: '选择' })
    .click();
  await expect(chooser).toBeHidden();
  await page.goto('/gd/wdcgxx');
  await expect(page).toHaveTitle(/^我的持股 - /);
  const table = page.locator('.ant-table');
  await expect(table.getByText('大连演示科技股份有限公司')).toBeVisible();
  // One line there: the shares the company transferred to it are held as 境内自然人股 like its own
  // (share nature follows the holder), so they add to the same holding.
  const manufacturing = table.getByRole('row').filter({ hasText: '大连演示制造有限公司' });
  await expect(manufacturing).toHaveCount(1);
  await expect(manufacturing).toContainText('境内自然人股');
  await expect(page.getByText('登记账户：演示投资者甲（D000000001）')).toBeVisible();
  await screenshot(page, testInfo, 'register-my-holdings');

  await page.goto('/capital');
  await expect(page.getByRole('cell', { name: /D000000001/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: '销户' })).toBeVisible();
  await screenshot(page, testInfo, 'register-capital');
});

test('the enterprise reads its register as of a date and downloads it as Excel', async ({
  page,
}, testInfo) => {
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: /大连演示科技股份有限公司/ }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
  await page.getByTestId('side-menu').getByText('股东名册', { exact: true }).click();
  await expect(page).toHaveURL(/\/shareRegister$/);
  const table = page.locator('.ant-table');
  await expect(table.getByText('演示投资者甲')).toBeVisible();
  // The demo register has a pledge on the second holder and a freeze on the third (seed-register.ts);
  // other journeys (pledge, judicial freeze) may have added more marks before this one runs.
  await expect(table.getByTestId('mark-pledge').first()).toBeVisible();
  await expect(table.getByTestId('mark-freeze').first()).toBeVisible();
  await screenshot(page, testInfo, 'register-enterprise-now');

  // 2025-01-10: after the initial registration (2025-01-06), before the pledge and the freeze.
  const asOf = page.getByPlaceholder('选择日期查看当日日终名册');
  await asOf.click();
  await asOf.fill('2025-01-10');
  await asOf.press('Enter');
  await expect(page.locator('.ant-descriptions').getByText('2025-01-10')).toBeVisible();
  await expect(table.getByTestId('mark-pledge')).toHaveCount(0);
  await expect(table.getByTestId('mark-freeze')).toHaveCount(0);
  await screenshot(page, testInfo, 'register-enterprise-as-of');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^股东名册_.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const text = JSON.stringify(workbook.worksheets[0]?.getSheetValues());
  expect(text).toContain('2025-01-10');
  expect(text).toContain('演示投资者甲');
});

test('staff import a bad register file and see every bad row; nothing is imported', async ({
  page,
}, testInfo) => {
  await signInStaff(page);
  await page.goto('/shareRegister/import');
  await expect(page).toHaveTitle(/^名册导入 - /);
  const company = page.getByRole('combobox', { name: '企业' });
  await company.click();
  await company.fill('演示服务');
  await page.locator('.ant-select-item-option').filter({ hasText: '大连演示服务合伙企业' }).click();
  await page.getByLabel('登记依据').fill('DEMO-IMPORT-1');
  await page.locator('input[type=file]').setInputFiles({
    name: '名册.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await badRegisterFile(),
  });
  await page.getByRole('button', { name: /^导\s*入$/ }).click();
  const refused = page.getByTestId('import-refused');
  await expect(refused.getByText('导入失败，未导入任何数据')).toBeVisible();
  const rows = refused.locator('.ant-table-tbody tr');
  await expect(rows.filter({ hasText: '证件号码' }).filter({ hasText: '2' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '持股数量' })).toHaveCount(1);
  await expect(refused.getByRole('button', { name: '下载错误报告' })).toBeVisible();
  await screenshot(page, testInfo, 'register-import-refused');

  // Nothing changed: the company still has no register.
  await page.goto('/shareRegister');
  const picker = page.getByRole('combobox', { name: '企业' });
  await picker.click();
  await picker.fill('演示服务');
  await expect(
    page.locator('.ant-select-item-option').filter({ hasText: '大连演示服务合伙企业' }),
  ).toContainText('尚无名册');
});
