import type { Locator, Page } from '@playwright/test';
import { checkOption, pickOption } from './select.js';

/** The SRDI board's registration form (550200, ADR 81) as a user fills it in the browser. */
const field = (page: Page, prop: string): Locator => page.locator(`[id$="_${prop}"]`).first();

async function fill(page: Page, prop: string, value: string) {
  await field(page, prop).fill(value);
}

async function choose(page: Page, prop: string, label: string) {
  await checkOption(field(page, prop).getByLabel(label, { exact: true }));
}

const YEARS: Record<string, string>[] = [
  { financialYear: '2023', mainBusinessIncome: '4000' },
  { financialYear: '2024', mainBusinessIncome: '4400' },
  { financialYear: '2025', mainBusinessIncome: '4500' },
];
const SAME = {
  businessIncome: '5000',
  totalLiabilities: '1000',
  totalAssets: '4000',
  rdExpenses: '600',
  netProfit: '600',
  totalEquityFinancing: '0',
  totalEmplyess: '100',
  rdPersonnel: '25',
  valuation: '30000',
};

/** The 550200 registration form of `company`, filled so that it scores 96 (标准层). */
export async function fillSrdiForm(page: Page, company: string, creditCode: string) {
  await fill(page, 'name', company);
  await fill(page, 'idNumber', creditCode);
  await checkOption(page.getByLabel('以上情形均无', { exact: true }).first());
  await choose(page, 'conformsCompany', '是');
  await choose(page, 'emergingIndustry', '是');
  await page.getByRole('button', { name: '添加' }).first().click();
  await fill(page, 'products_0_name', '高速精密轴承');
  await pickOption(page, field(page, 'products_0_isKeyAreas'), '是');
  await pickOption(page, field(page, 'products_0_isSixBasicFields'), '否');
  await fill(page, 'year', '10');
  await choose(page, 'digitalize', '三级以上');
  await checkOption(field(page, 'qualityAssurance').getByLabel('拥有自主品牌', { exact: true }));
  await checkOption(field(page, 'qualityAssurance').getByLabel('参与制修订标准', { exact: true }));
  await choose(page, 'rndOrgs', '国家级');
  await choose(page, 'isTechnologyAward', '否');
  await choose(page, 'cnmaker', '否');
  await checkOption(field(page, 'certificates').getByLabel('高新技术企业', { exact: true }));
  await fill(page, 'intellectualPropertyNumber1', '2');
  await fill(page, 'intellectualPropertyNumber2', '3');
  await choose(page, 'isOverseasCognate', '是');
  for (const [row, year] of YEARS.entries())
    for (const [prop, value] of Object.entries({ ...SAME, ...year }))
      await fill(page, `financialInfo_${row}_${prop}`, value);
  await fill(page, 'provincialScore', '15');
  await fill(page, 'jbrName', '演示经办人');
  // A fake number with a valid check digit (testing/fake-id-number's fakeId18).
  await fill(page, 'jbrCertificateNo', '110105198501011234');
  await fill(page, 'jbrPhone', '13800000000');
}
