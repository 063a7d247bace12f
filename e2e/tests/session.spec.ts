import { expect, type Page, test } from '@playwright/test';
import { CAPTCHA, signIn, zones } from '../support/login.js';
import { latestSmsCode } from '../support/sms.js';

/** Issue 3 acceptance: the token refresher against the real server (single-use refresh tokens). */

test.use({ viewport: { width: 1280, height: 800 } });

const CLIENT_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);
const accessToken = async (page: Page) =>
  ((await stored(page, 'rer.session.token')) as { content: string } | null)?.content ?? null;

/** Makes the stored expiry lie in the past and wakes the refresher (it also checks on visibility change). */
async function expireAndWakeRefresher(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('rer.session.tokenExpiresAt', JSON.stringify(Date.now() - 1_000));
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('an expired access token is refreshed transparently: a new token, no logout', async ({ page }) => {
  await signIn(page, 'orgholder');
  const before = await accessToken(page);
  const refreshTokenBefore = await stored(page, 'rer.session.refreshToken');
  expect(before).not.toBeNull();
  // Access tokens carry a second-precision issue time (iat): wait until the clock has left that
  // second, so the new token must differ.
  const issuedAt = (
    JSON.parse(Buffer.from(before!.split('.')[1]!, 'base64url').toString()) as { iat: number }
  ).iat;
  await expect.poll(() => Math.floor(Date.now() / 1000), { intervals: [100] }).toBeGreaterThan(issuedAt);

  const refreshed = page.waitForResponse(
    (r) => r.url().includes('/oauth/token') && r.url().includes('grant_type=refresh_token'),
  );
  await expireAndWakeRefresher(page);
  expect((await refreshed).status()).toBe(200);
  await expect.poll(() => accessToken(page)).not.toBe(before);
  const after = await accessToken(page);
  expect(await stored(page, 'rer.session.refreshToken')).not.toBe(refreshTokenBefore);
  expect(await stored(page, 'rer.session.tokenExpiresAt')).toBeGreaterThan(Date.now());

  // The page keeps working, and its next requests carry the new token.
  const sent = page.waitForRequest(
    (r) => r.url().includes('/api/') && r.headers()['blade-auth'] !== undefined,
  );
  await page.getByTestId('side-menu').getByText('安全中心', { exact: true }).click();
  await expect(page).toHaveURL(/\/securityCenter$/);
  expect((await sent).headers()['blade-auth']).toBe(`bearer ${after}`);
  await expect(page.locator('.rer-portal-content').getByText('orginv_demo').first()).toBeVisible();
});

test('a replayed refresh token ends the session: the app lands on the login page', async ({
  page,
  request,
}) => {
  await signIn(page, 'personalholder');
  const refreshToken = await stored(page, 'rer.session.refreshToken');
  const tenantId = await stored(page, 'rer.session.tenantId');
  expect(typeof refreshToken).toBe('string');

  // Someone else (a thief) uses the refresh token first.
  const stolen = await request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: String(tenantId), grant_type: 'refresh_token', scope: 'all' },
    headers: { authorization: CLIENT_BASIC, 'tenant-id': String(tenantId) },
    data: { refresh_token: refreshToken },
  });
  expect(stolen.status()).toBe(200);
  expect(await stolen.json()).toHaveProperty('access_token');

  // Then the app refreshes with the same, now used, token: the server revokes the whole family.
  const refused = page.waitForResponse(
    (r) => r.url().includes('/oauth/token') && r.url().includes('grant_type=refresh_token'),
  );
  await expireAndWakeRefresher(page);
  expect((await refused).status()).not.toBe(200);
  await expect(page).toHaveURL(/\/login\?loseEfficacy=1$/);
  expect(await accessToken(page)).toBeNull();

  // The thief's newer token died with the family.
  const thief = (await stolen.json()) as { refresh_token: string };
  const again = await request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: String(tenantId), grant_type: 'refresh_token', scope: 'all' },
    headers: { authorization: CLIENT_BASIC, 'tenant-id': String(tenantId) },
    data: { refresh_token: thief.refresh_token },
  });
  expect(((await again.json()) as { access_token?: string }).access_token).toBeUndefined();
});

test('phone login: captcha, SMS code from the sandbox outbox, signed in to the zone', async ({
  page,
  request,
}) => {
  const mobile = '19900000003'; // person_demo
  await page.goto('/login');
  await page.getByText(zones.personalholder.name, { exact: true }).click();
  await page.getByRole('tab', { name: '手机号登录' }).click();
  const form = page.locator('form[id="mobile-login"]');
  await expect(form.getByTestId('captcha-image')).toBeVisible();
  await form.getByLabel('请输入手机号').fill(mobile);
  await form.getByLabel('请填写验证码').fill(CAPTCHA);
  const sent = page.waitForResponse('**/oauth/sms/send?**');
  await form.getByRole('button', { name: '获取验证码' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await expect(form.getByTestId('sms-sandbox')).toHaveText('沙箱'); // the journey server runs the SMS sandbox

  const code = await latestSmsCode(request, mobile);
  expect(code).toMatch(/^\d{6}$/);
  await form.getByLabel('请输入短信验证码').fill(code);
  await form.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('zone-name')).toHaveText(zones.personalholder.name);
});
