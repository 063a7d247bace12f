import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { VERIFY_TIMEOUT_MS } from '../support/constants.js';
import { signIn } from '../support/login.js';
import { checkOption } from '../support/select.js';

/**
 * Issue 7: 下载存证材料包 on a business detail page — the zip holds the application's attachment
 * byte for byte with its SHA-256 in the manifest, and a receipt that the public verification page
 * accepts (验证通过).
 */
const COMPANY = '大连演示科技股份有限公司';

test('the enterprise downloads the evidence package of its application and verifies a receipt from it', async ({
  page,
}) => {
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: new RegExp(COMPANY) }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();

  // The demo data's application in review at 初审 (submitted with an attached PDF).
  await page.goto('/work/claim');
  const row = page.getByRole('row').filter({ hasText: '审批中' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /详\s*情/ }).click();
  await expect(page.getByTestId('detail-page')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-evidence-zip').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/_\d{14}_存证材料包\.zip$/);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));

  const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
  expect(manifest.files.length).toBeGreaterThanOrEqual(1);
  for (const f of manifest.files) {
    const bytes = await zip.file(f.path)!.async('uint8array');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(f.sha256);
  }
  expect(await zip.file('README.txt')!.async('string')).toContain('/evidence/verify');
  const submit = manifest.ledger.entries.find((e: { kind: string }) => e.kind === 'application.submit');
  expect(submit?.receipt).toBeTruthy();
  const receipt = await zip.file(submit.receipt)!.async('string');

  await page.goto('/evidence/verify');
  await page.getByLabel('存证凭证').fill(receipt);
  await page.getByRole('button', { name: /验\s*证/ }).click();
  await expect(page.getByTestId('verification-ok')).toContainText('验证通过', { timeout: VERIFY_TIMEOUT_MS });
});
