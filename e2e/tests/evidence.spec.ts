import { expect, type Page, test } from '@playwright/test';
import { VERIFY_TIMEOUT_MS } from '../support/constants.js';
import { signInStaff } from '../support/login.js';
import { screenshot } from '../support/screens.js';

/**
 * Issue 7, web side: the explorer and an entry's page for staff, and the public verification page.
 * The demo registers (seeded at start) wrote one ledger leaf per register event.
 */
test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ mode: 'serial' });

const ENTRY = '/api/rem-registrationbizweb/nonds/ledger/entry/';
const STEPS = ['format', 'leaf', 'inclusion', 'signature', 'consistency'];

async function expectAllStepsPassed(page: Page) {
  await expect(page.getByTestId('verification-ok')).toContainText('验证通过', { timeout: VERIFY_TIMEOUT_MS });
  for (const step of STEPS)
    await expect(page.getByTestId(`step-${step}`)).toHaveAttribute('data-status', 'pass');
}

/** Changes one digit of the entry text (a quantity, a date or a sequence number: every digit is evidence). */
function alterOneDigit(entry: string): string {
  const at = entry.search(/[0-9]/);
  const digit = entry[at]!;
  return entry.slice(0, at) + (digit === '9' ? '8' : String(Number(digit) + 1)) + entry.slice(at + 1);
}

let leafHash = '';
/** The kind of the entry the first journey opened (register events, application actions and chain snapshots have leaves). */
let entryKind = '';
let qrImage: Buffer | null = null;

test('an admin opens /blockChain, searches an entry by hash, opens it and verifies it in the browser', async ({
  page,
}, testInfo) => {
  await signInStaff(page);
  await page.goto('/blockChain');
  await expect(page).toHaveTitle(/^区块链浏览器 - /);
  const latest = page.getByTestId('latest-checkpoint');
  // The key name is the log's origin; a fresh server may not have signed a checkpoint yet.
  await expect(latest).toContainText('rer.local/ledger/000000/sm3');

  const entries = page.getByTestId('ledger-entries');
  const links = entries.getByTestId('entry-link');
  await expect(links).toHaveCount(5); // 001 §2.1: default page size 5
  const href = (await links.first().getAttribute('href')) ?? '';
  leafHash = href.split('/').at(-1) ?? '';
  expect(leafHash).toMatch(/^[0-9a-f]{64}$/);

  await page.getByPlaceholder('输入业务编号或64位存证哈希').fill(leafHash);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(links).toHaveCount(1);
  await expect(page.getByTestId('ledger-entries-card')).toContainText('共 1 条');
  await screenshot(page, testInfo, 'evidence-explorer');

  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/areaBlockChainDetail/${leafHash}$`));
  await expect(page.getByTestId('entry-fields')).toContainText(leafHash);
  const json = JSON.parse((await page.getByTestId('entry-json').textContent()) ?? '{}') as { kind?: string };
  entryKind = json.kind ?? '';
  // The newest entries: register events, application actions, or the regional chain's snapshots (ADR 77).
  expect(entryKind).toMatch(/^(register\.event|application\.(submit|decision)|chain-object)$/);
  await page.getByRole('button', { name: /验\s*证/ }).click();
  await expectAllStepsPassed(page);
  qrImage = await page.getByTestId('receipt-qr').screenshot();
  await screenshot(page, testInfo, 'evidence-entry');

  // The receipt needed a checkpoint covering the entry: the explorer lists it now.
  await page.goto('/blockChain');
  await expect(page.getByTestId('latest-tree-size')).toHaveText(/^[1-9][0-9]*$/);
  await expect(
    page.getByTestId('ledger-checkpoints').locator('tbody tr.ant-table-row').first(),
  ).toBeVisible();
});

test('a visitor verifies a receipt on the public page; one altered digit fails; the QR code opens it too', async ({
  page,
}, testInfo) => {
  expect(leafHash, 'the first journey found an entry').not.toBe('');
  const answer = await page.request.get(`${ENTRY}${leafHash}`, { headers: { 'Tenant-Id': '000000' } });
  expect(answer.status()).toBe(200);
  const receipt = (await answer.json()).data.receipt as { entry: string };
  expect(receipt.entry).toContain(`"kind":"${entryKind}"`);

  await page.goto('/evidence/verify');
  await expect(page).toHaveTitle(/^存证验证 - /);
  const input = page.getByLabel('存证凭证');
  await input.fill(JSON.stringify(receipt, null, 2));
  await page.getByRole('button', { name: /验\s*证/ }).click();
  await expectAllStepsPassed(page);
  await expect(page.getByTestId('verified-entry')).toContainText(entryKind);
  await screenshot(page, testInfo, 'evidence-verify');

  await input.fill(JSON.stringify({ ...receipt, entry: alterOneDigit(receipt.entry) }, null, 2));
  await page.getByRole('button', { name: /验\s*证/ }).click();
  await expect(page.getByTestId('verification-failed')).toContainText(
    /验证失败：存证内容的哈希（[0-9a-f]{64}）与凭证记载的叶子哈希不一致：存证内容已被改动/,
  );
  await expect(page.getByTestId('step-leaf')).toHaveAttribute('data-status', 'fail');

  // A field that is not JSON-valid is named in Chinese.
  await input.fill(JSON.stringify({ ...receipt, leafHash: 'abc' }));
  await page.getByRole('button', { name: /验\s*证/ }).click();
  await expect(page.getByTestId('verification-failed')).toContainText(
    '存证凭证字段叶子哈希（leafHash）格式不正确：哈希应为64位十六进制字符',
  );

  // The receipt's QR code (a verification link) read from an image.
  expect(qrImage).not.toBeNull();
  await page
    .locator('input[type="file"][accept="image/*"]')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: qrImage! });
  await expect(page.getByText('已从二维码读取内容')).toBeVisible();
  await expectAllStepsPassed(page);

  // The link itself verifies on arrival.
  await page.goto(`/evidence/verify?hash=${leafHash}`);
  await expectAllStepsPassed(page);
});
