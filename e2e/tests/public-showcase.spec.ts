import { expect, test } from '@playwright/test';
import { pickOption } from '../support/select.js';

/**
 * Issue 25 part F (ADR 82): a visitor, signed out, filters the enterprise showcase's listed
 * enterprises by city and district and by registered capital, and opens a card's detail in a new
 * window. The demo set places its generated companies in 大连 and 沈阳; the first six are listed.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const LIST = '/api/rem-registrationbizweb/nonds/company/selectCompanyPage';

test('a visitor filters the showcase by city, district and capital and opens a detail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // What the register holds for these filters (the server's answer is the expectation).
  const expected = await request.post(LIST, {
    data: {
      tenantId: '000000',
      query: { current: 1, size: 15 },
      company: {
        registerOrListing: '2',
        cityCodes: ['210200'],
        districtCodes: ['210202'],
        registeredCapitalLessThan: 500,
      },
    },
  });
  const names: string[] = (await expected.json()).data.records.map((r: { name: string }) => r.name);
  expect(names.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByTestId('home-figures')).toBeVisible();
  await expect(page.getByTestId('figure-listed')).not.toHaveText(/—/);
  await page.getByTestId('site-nav').getByRole('link', { name: '托管企业展示' }).click();
  await expect(page).toHaveURL(/\/companyList$/);
  await expect(page.getByRole('heading', { name: '企业展示' })).toBeVisible();
  await expect(page.getByPlaceholder('请输入企业代码或名称')).toBeVisible();
  const cards = page.getByTestId('showcase-card');
  await expect(cards.first()).toBeVisible();
  // Hosted: industry and capital only.
  await expect(page.getByTestId('filter-city')).toHaveCount(0);

  await page.getByTestId('showcase-tabs').getByText('挂牌企业').click();
  await expect(page.getByTestId('filter-district')).toHaveCount(0);
  await pickOption(page, page.getByTestId('filter-city').locator('.ant-select'), '大连市');
  await pickOption(page, page.getByTestId('filter-district').locator('.ant-select'), '中山区');
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith(LIST) && r.request().postData()?.includes('"registeredCapitalLessThan":500') === true,
  );
  await pickOption(page, page.getByTestId('filter-capital').locator('.ant-select'), '500万以下');
  await answered;
  await expect(cards).toHaveCount(names.length);
  for (const name of names) await expect(cards.filter({ hasText: name })).toHaveCount(1);
  await expect(cards.first()).toContainText('中山区');

  const popup = page.waitForEvent('popup');
  await cards.filter({ hasText: names[0]! }).click();
  const detail = await popup;
  await expect(detail).toHaveURL(/\/gplistG\?tenantId=000000&uuid=[0-9a-f-]{36}$/);
  await expect(detail.getByTestId('company-detail')).toBeVisible();
  await expect(detail.getByRole('heading', { name: names[0]! })).toBeVisible();
  await expect(detail.getByTestId('company-detail').getByText('挂牌', { exact: true })).toBeVisible();
  await expect(detail).toHaveTitle(/挂牌企业详情/);
});
