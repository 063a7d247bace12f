import { expect, test } from '@playwright/test';

/**
 * 002 §2.1: every public route answers a real page, signed out — none shows the 404 page or the
 * 建设中 placeholder (issue 25). Routes with a parameter take one that does not exist: the page
 * must say so itself (its own empty or not-found state), not fall through to the router's 404.
 * Signed-in pages among them (/infoDetails, /invest, /formDesign, /lock) send a visitor to sign in,
 * which is a real page too.
 */
const PUBLIC_ROUTES = [
  '/home',
  '/home/companyDetial?uuid=00000000-0000-0000-0000-000000000000',
  '/home/login',
  '/home/information',
  '/home/information/reportDetail/0',
  '/home/temporatyBuiletin/reportDetail/0',
  '/login',
  '/register',
  '/memberList',
  '/memberDetails?id=0',
  '/information',
  '/information/reportDetail/0',
  '/pledgeList',
  '/pledgeDetail?id=0',
  '/frozenList',
  '/frozenDetail?id=0',
  '/companyDetial?uuid=00000000-0000-0000-0000-000000000000',
  '/companyList',
  '/companyListNew',
  '/gpList',
  '/gpListG',
  '/gpListT',
  '/gpListZ',
  '/gplistT?tenantId=000000&uuid=00000000-0000-0000-0000-000000000000',
  '/gplistG?tenantId=000000&uuid=00000000-0000-0000-0000-000000000000',
  '/gplistZ?tenantId=000000&uuid=00000000-0000-0000-0000-000000000000',
  '/policiesShow',
  '/policiesDetail?id=0',
  '/newsDetails?id=0',
  '/privateEquityFund',
  '/specializationNewList',
  '/specializationNewInfo',
  '/rubanDetail?uuid=00000000-0000-0000-0000-000000000000',
  '/invest',
  '/temporary',
  '/infoDetails',
  '/valueDiagnosis',
  '/valueDiagnosis/flowService',
  '/financingIndex',
  '/financing',
  '/perfectData',
  '/skillEvaluate',
  '/lock',
  '/403',
  '/500',
  '/formDesign',
  '/myiframe/policiesShow',
  '/equityExchangeServiceCenter',
  '/serviceCenterBlankPage',
  '/officialWebsiteMapChart',
  '/officialWebsiteTables',
  '/officialWebsiteMemberList',
  '/officialWebsiteCompanyList',
  '/officialWebsiteGpList',
  '/officialWebsiteInformation',
] as const;

for (const route of PUBLIC_ROUTES)
  test(`signed out, ${route} answers a real page`, async ({ page }) => {
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(route);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).not.toBe('/404');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toHaveCount(0);
    await expect(page.getByText('建设中', { exact: true })).toHaveCount(0);
    expect(failures).toEqual([]);
  });

test('an unknown path still shows the 404 page (the check above can fail)', async ({ page }) => {
  await page.goto('/no-such-page-anywhere');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
});
