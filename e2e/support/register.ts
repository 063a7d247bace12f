import { expect, type Page } from '@playwright/test';
import { CAPTCHA } from './login.js';
import { latestSmsCode } from './sms.js';

export interface Registrant {
  login: string;
  name: string;
  /** ID number for a person, the unified social credit code for an organisation. */
  certificateNo: string;
  mobile: string;
  password: string;
  /** 机构 instead of the default 个人. */
  organisation?: boolean;
}

/** Registers at /register as a new user would: captcha, SMS code, password, agreement; lands on /login. */
export async function registerAtRegisterPage(page: Page, who: Registrant): Promise<void> {
  await page.goto('/register');
  const form = page.locator('form[id="register"]');
  if (who.organisation) await form.getByLabel('机构').check();
  await form.getByLabel('请输入账号').fill(who.login);
  await form.getByLabel('请输入真实姓名').fill(who.name);
  await form.getByLabel('请输入证件号码').fill(who.certificateNo);
  await form.getByLabel('请输入手机号').fill(who.mobile);
  await form.getByLabel('请填写验证码').fill(CAPTCHA);
  const sent = page.waitForResponse('**/oauth/sms/send?**');
  await form.getByRole('button', { name: '获取验证码' }).click();
  expect((await sent).status()).toBe(200);
  await form.getByLabel('请输入短信验证码').fill(await latestSmsCode(page.request, who.mobile));
  await form.getByLabel('请输入新密码').fill(who.password);
  await form.getByLabel('请再次输入密码').fill(who.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}
