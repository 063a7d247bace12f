import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import pg from 'pg';
import { TEST_CAPTCHA_ANSWER } from '../support/constants.js';
import { signIn, signInStaff } from '../support/login.js';
import { checkOption, pickOption } from '../support/select.js';

/**
 * The SRDI board (550200, ADR 81): a listed enterprise opens 专精特新入板 from its menu, files the
 * registration form (scored live), both reviews approve, and the company appears in the public
 * /specializationNewList under 标准层. The journey runs its own server on a fresh PostgreSQL
 * database, so that the demo company can be made listed the way the listing completion (550058)
 * leaves it — is_listing, listing date, sector, listing code — without touching the shared server.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The PostgreSQL server of the integration tests (CI's TEST_DATABASE_URL), without its database name.
const PG =
  process.env.E2E_PG_URL ??
  process.env.TEST_DATABASE_URL?.replace(/\/[^/]*$/, '') ??
  'postgres://postgres@127.0.0.1:55432';
const port = Number(process.env.E2E_PORT ?? 18080) + 10;
const base = `http://127.0.0.1:${port}`;
const dbName = `rer_e2e_srdi_${process.pid}_${Date.now()}`;
const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
const COMPANY = '大连演示科技股份有限公司';

test.use({ baseURL: base, viewport: { width: 1400, height: 900 } });
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let dataDir = '';

async function sql(database: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: `${PG}/${database}` });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await sql('postgres', `create database ${dbName}`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-e2e-srdi-'));
  server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `${PG}/${dbName}`,
      LOG_LEVEL: 'warn',
      AUTH_TEST_CAPTCHA_ANSWER: TEST_CAPTCHA_ANSWER,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 200_000, intervals: [1_000] },
    )
    .toBe(200);
  // What 550058's completion leaves (the listing helper's contract, common-25): listed, with a sector.
  await sql(
    dbName,
    `update company set is_listing = true, listing_date = '2026-06-01', sector = 'S01', list_code = '900001'
     where uuid = $1`,
    [COMPANY_ID],
  );
});

test.afterAll(async () => {
  if (server) {
    const exited = new Promise((resolve) => server?.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await sql('postgres', `drop database if exists ${dbName} with (force)`);
});

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

async function fillForm(page: Page, creditCode: string) {
  await fill(page, 'name', COMPANY);
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

async function approve(page: Page, reviewer: string, bizSn: string) {
  await page.evaluate(() => localStorage.clear());
  await signInStaff(page, reviewer);
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('评分核对无误');
  await page.getByTestId('approval-submit').click();
  // 办理成功 first, then the page leaves for 我的待办 (slow on a loaded machine).
  await expect(page).toHaveURL(/\/work\/todo$/, { timeout: 30_000 });
}

test('a listed enterprise applies for the SRDI board, is scored, admitted and listed publicly', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const [company] = await sql(dbName, 'select credit_code from company where uuid = $1', [COMPANY_ID]);
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: new RegExp(COMPANY) }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
  await page.getByRole('menuitem', { name: '企业管理' }).click();
  await page.getByRole('menuitem', { name: '专精特新入板' }).click();
  const apply = page.getByTestId('company-hitech-apply');
  await expect(apply).toContainText(COMPANY);
  await expect(apply).toContainText('已挂牌');
  await apply.getByTestId('hitech-apply').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550200&nodeId=apply$/);
  await fillForm(page, company.credit_code as string);
  const scored = page.getByTestId('srdi-scoring-widget');
  await expect(scored.getByTestId('srdi-total')).toHaveText('96');
  await expect(scored.getByTestId('srdi-tier')).toHaveText('评价结果：建议进入标准层');
  await page.getByTestId('apply-submit').click();
  const filed = page.getByText(/^提交成功，业务编号：\d{14}$/);
  await expect(filed).toBeVisible();
  const bizSn = ((await filed.textContent()) ?? '').replace(/^.*：/, '');

  await approve(page, 'reviewer1', bizSn);
  await approve(page, 'reviewer2', bizSn);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/specializationNewList');
  const list = page.getByTestId('srdi-list');
  await expect(list.getByRole('row').filter({ hasText: COMPANY })).toContainText('标准层');
  await list.getByTestId('srdi-company-link').filter({ hasText: COMPANY }).click();
  await expect(page.getByTestId('ruban-detail')).toContainText('高速精密轴承');
});
