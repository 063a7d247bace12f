import { expect, type Locator, type Page, test } from '@playwright/test';
import { CAPTCHA, DEMO_PASSWORD, fillLogin, signIn, zones } from '../support/login.js';
import { latestSmsCode } from '../support/sms.js';

/** Issue 3: registration, password retrieval, the security centre's password change and face-checked reset. */

test.use({ viewport: { width: 1280, height: 800 } });

/** Captcha → 获取验证码 → the sandbox code typed in; checks the countdown and the 沙箱 label. */
async function fillSmsCode(page: Page, form: Locator, mobile: string) {
  await form.getByLabel('请填写验证码').fill(CAPTCHA);
  const sent = page.waitForResponse('**/oauth/sms/send?**');
  await form.getByRole('button', { name: '获取验证码' }).click();
  expect((await sent).status()).toBe(200);
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await expect(form.getByTestId('sms-sandbox')).toHaveText('沙箱');
  await form.getByLabel('请输入短信验证码').fill(await latestSmsCode(page.request, mobile));
}

async function changePassword(page: Page, from: string, to: string) {
  await page.getByTestId('side-menu').getByText('安全中心', { exact: true }).click();
  const form = page.locator('form[id="login-password"]');
  await form.getByLabel('原密码').fill(from);
  await form.getByLabel('新密码', { exact: true }).fill(to);
  await form.getByLabel('确认新密码').fill(to);
  await form.getByRole('button', { name: '修改登录密码' }).click();
  await expect(page.getByText('密码修改成功')).toBeVisible();
}

test('register a personal account with an SMS code, then sign in with it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '注册账号' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const form = page.locator('form[id="register"]');
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('填写有误！')).toBeVisible();
  await form.getByLabel('请输入账号').fill('e2e_person');
  await form.getByLabel('请输入真实姓名').fill('端到端测试');
  await form.getByLabel('请输入证件号码').fill('110101199001011234');
  await expect(form.getByText('请输入正确的身份证号码')).toBeVisible();
  await form.getByLabel('请输入证件号码').fill('11010519491231002X');
  await form.getByLabel('请输入手机号').fill('12345');
  await expect(form.getByText('请输入正确的手机号码')).toBeVisible();
  await form.getByLabel('请输入手机号').fill('19900000021');
  await fillSmsCode(page, form, '19900000021');
  await form.getByLabel('请输入新密码').fill('onlyletters');
  await expect(form.getByText('密码须为8到20位，且同时包含字母和数字')).toBeVisible();
  await form.getByLabel('请输入新密码').fill('Register2026');
  await form.getByLabel('请再次输入密码').fill('Register2026');
  // Not without the user agreement and privacy policy (ADR 32): read one, then accept both.
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await expect(form.getByText('请阅读并同意《用户协议》和《隐私政策》')).toBeVisible();
  await form.getByText('《隐私政策》', { exact: true }).click();
  await expect(page.getByTestId('agreement-text')).toContainText('我们收集的信息');
  await page.getByRole('button', { name: '我知道了' }).click();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('注册成功，请登录')).toBeVisible();

  await fillLogin(page, 'personalholder', { user: 'e2e_person', password: 'Register2026' });
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('zone-name')).toHaveText(zones.personalholder.name);
});

test('忘记密码: reset a demo password by SMS, sign in with it, change it back', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  const form = page.locator('form[id="forgot-password"]');
  await form.getByLabel('请输入手机号').fill('19900000002'); // member_demo
  await fillSmsCode(page, form, '19900000002');
  await form.getByLabel('请输入新密码').fill('Retrieved2026');
  await form.getByLabel('请再次输入密码').fill('Retrieved2027');
  await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
  await form.getByLabel('请再次输入密码').fill('Retrieved2026');
  await form.getByRole('button', { name: '重置密码' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, 'member'); // the old password no longer works
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await fillLogin(page, 'member', { password: 'Retrieved2026' });
  await expect(page).toHaveURL(/\/wel\/index$/);
  await changePassword(page, 'Retrieved2026', DEMO_PASSWORD);
});

test('security centre: reset the password with SMS code and the face-check sandbox', async ({ page }) => {
  await signIn(page, 'productholder');
  const chooser = page.getByRole('dialog', { name: '选择登记账号' }); // two products: choose one
  await chooser.getByRole('button', { name: '选择' }).first().click();
  await expect(chooser).toBeHidden();
  await page.getByTestId('side-menu').getByText('安全中心', { exact: true }).click();
  await page.getByRole('button', { name: '重置密码' }).click();
  const dialog = page.getByRole('dialog', { name: '重置密码' });
  await dialog.getByLabel('请输入手机号').fill('19900000005');
  await fillSmsCode(page, dialog, '19900000005');
  await dialog.getByLabel('请输入新密码').fill('FaceReset2026');
  await dialog.getByLabel('请再次输入密码').fill('FaceReset2026');

  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: '开始人脸识别' }).click();
  const face = await popup;
  await expect(face.getByTestId('face-sandbox')).toHaveText('沙箱');
  await face.getByRole('button', { name: '模拟识别通过' }).click();
  await expect(page.getByText('密码重置成功')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();

  await changePassword(page, 'FaceReset2026', DEMO_PASSWORD);
});

test('lockout: five wrong passwords lock the account name for 10 minutes', async ({ page }) => {
  for (let i = 0; i < 4; i++) {
    await fillLogin(page, 'org', { user: 'lockout_probe', password: `Wrong@${i}` });
    await expect(page.getByText('账号或密码错误')).toBeVisible();
  }
  await fillLogin(page, 'org', { user: 'lockout_probe', password: 'Wrong@5' });
  await expect(page.getByText('登录失败次数过多，请10分钟后再试')).toBeVisible();
});
