import { expect, test } from '@playwright/test';
import { signIn } from '../support/login.js';
import { screenshot } from '../support/screens.js';
import { checkOption } from '../support/select.js';

test.use({ viewport: { width: 1440, height: 900 } });

test('业务办理: an enterprise finds 股份转让登记 from the menu and starts it; unbuilt businesses say so', async ({
  page,
}, testInfo) => {
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: /大连演示科技股份有限公司/ }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
  await page.getByTestId('side-menu').getByText('业务办理', { exact: true }).click();
  await expect(page).toHaveURL(/\/companyApply$/);
  const catalogue = page.getByTestId('business-catalogue');
  await expect(catalogue.getByText('股份变动登记')).toBeVisible();
  // Registration and custody (ADR 48) and pledge registration (ADR 71) are offered; dividends are not built yet.
  await expect(catalogue.getByTestId('catalogue-item-550001').getByRole('button')).toBeEnabled();
  await expect(catalogue.getByTestId('catalogue-item-550063').getByRole('button')).toBeEnabled();
  const dividends = catalogue.getByTestId('catalogue-item-550305');
  await expect(dividends.getByText('暂未开通')).toBeVisible();
  await expect(dividends.getByRole('button')).toBeDisabled();
  await catalogue.getByLabel('搜索业务名称或编号').fill('转让');
  await expect(catalogue.getByTestId('catalogue-item-550002')).toHaveCount(0);
  await screenshot(page, testInfo, 'business-catalogue');
  await catalogue
    .getByTestId('catalogue-item-550004')
    .getByRole('button', { name: '办理股份转让登记' })
    .click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550004&nodeId=apply$/);
});

test('top search: an enterprise types 转让 and starts 股份转让登记 from 业务办理-<group>-<subgroup>-<item>; unbuilt businesses are marked', async ({
  page,
}, testInfo) => {
  await signIn(page, 'org');
  const switcher = page.getByRole('dialog', { name: '切换企业' });
  await checkOption(switcher.getByRole('radio', { name: /大连演示科技股份有限公司/ }));
  await switcher.getByRole('button', { name: /确\s*定/ }).click();
  await expect(switcher).toBeHidden();
  const search = page.getByTestId('top-search').getByRole('combobox');
  await search.fill('托管');
  await expect(page.getByTitle(/^业务办理-.*-企业登记托管$/)).toBeVisible();
  await search.fill('分红');
  await expect(page.getByTitle(/^业务办理-.*-分红派息登记（暂未开通）$/)).toBeVisible();
  await search.fill('转让');
  await expect(page.getByTitle(/^业务办理-.*-股份转让登记$/)).toBeVisible();
  await screenshot(page, testInfo, 'top-search-catalogue');
  await page.getByTitle(/^业务办理-.*-股份转让登记$/).click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550004&nodeId=apply$/);
});
