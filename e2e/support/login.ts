import { expect, type Page } from '@playwright/test';
import { TEST_CAPTCHA_ANSWER } from './constants.js';

/** The e2e server runs with AUTH_TEST_CAPTCHA_ANSWER, so every captcha image shows this answer. */
export const CAPTCHA = TEST_CAPTCHA_ANSWER;
export const DEMO_PASSWORD = 'Demo@2026';

export const zones = {
  org: { name: '企业专区', user: 'org_demo' },
  member: { name: '会员专区', user: 'member_demo' },
  personalholder: { name: '个人投资者专区', user: 'person_demo' },
  orgholder: { name: '机构投资者专区', user: 'orginv_demo' },
  productholder: { name: '产品投资者专区', user: 'product_demo' },
} as const;
export type Zone = keyof typeof zones;

/** Fills the account login form as a person would, typing the captcha shown in the image. */
export async function fillLogin(
  page: Page,
  zone: Zone,
  options: { user?: string; password?: string; captcha?: string } = {},
) {
  await page.goto('/login');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.getByText(zones[zone].name, { exact: true }).click();
  await page.getByLabel('请输入用户名').fill(options.user ?? zones[zone].user);
  await page.getByLabel('请输入密码').fill(options.password ?? DEMO_PASSWORD);
  await page.getByLabel('请填写验证码').fill(options.captcha ?? CAPTCHA);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Signs in and waits for the workbench; closes the enterprise / account chooser if it opens. */
export async function signIn(page: Page, zone: Zone) {
  await fillLogin(page, zone);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('zone-name')).toHaveText(zones[zone].name);
}

/** Staff sign in on the 管理端 zone (not one of the business zones above); `admin` unless named. */
export async function signInStaff(page: Page, user = 'admin') {
  await page.goto('/login');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.getByText('管理端', { exact: true }).click();
  await page.getByLabel('请输入用户名').fill(user);
  await page.getByLabel('请输入密码').fill(DEMO_PASSWORD);
  await page.getByLabel('请填写验证码').fill(CAPTCHA);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
}
