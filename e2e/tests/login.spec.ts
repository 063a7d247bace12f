import { expect, test } from '@playwright/test';
import { CAPTCHA, fillLogin, signIn, type Zone, zones } from '../support/login.js';
import { screenshot } from '../support/screens.js';
import { checkOption } from '../support/select.js';

test.use({ viewport: { width: 1280, height: 800 } });

test('the login page checks its form in Chinese and refreshes the captcha on click', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  const image = page.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  await screenshot(page, testInfo, 'login');

  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('填写有误！')).toBeVisible();
  await expect(page.getByText('请输入用户名', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('请输入密码', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('请填写验证码', { exact: true }).last()).toBeVisible();
  await expect(page.getByLabel('请填写验证码')).toHaveAttribute('maxlength', '4');

  const before = await image.getAttribute('src');
  const answered = page.waitForResponse('**/oauth/captcha');
  await image.click();
  await answered;
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  expect(await image.getAttribute('src')).not.toBe(before);
});

test('without a token every portal page goes to the login page with the expiry marker', async ({ page }) => {
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login\?loseEfficacy=1$/);
  await page.goto('/securityCenter');
  await expect(page).toHaveURL(/\/login\?loseEfficacy=1$/);
});

test('a wrong password shows 账号或密码错误 and a new captcha', async ({ page }) => {
  await fillLogin(page, 'org', { password: 'Wrong@2026' });
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('请填写验证码')).toHaveValue('');
});

test('a wrong captcha shows 验证码不正确 and a new captcha', async ({ page }) => {
  await fillLogin(page, 'org', { captcha: 'wxyz' });
  await expect(page.getByText('验证码不正确')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('请填写验证码')).toHaveValue('');
});

test('the test-account page lists the demo accounts', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '测试账号' }).click();
  await expect(page).toHaveURL(/\/testAccounts$/);
  await expect(page.getByRole('cell', { name: 'org_demo', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Demo@2026' }).first()).toBeVisible();
});

test('a landing-mode login route preselects its zone', async ({ page }) => {
  await page.goto('/login/orgholder');
  await expect(page.getByRole('radio', { name: '机构投资者专区' })).toBeChecked();
});

const expectedMenu: Record<Zone, string[]> = {
  org: ['工作台', '业务办理', '我的待办', '企业管理', '股东名册', '安全中心'],
  member: ['工作台', '业务办理', '我的待办', '合作企业', '会员信息', '安全中心'],
  personalholder: ['工作台', '业务办理', '账户总览', '我的持股', '风险测评', '投资者信息', '安全中心'],
  orgholder: ['工作台', '业务办理', '账户总览', '我的持股', '风险测评', '投资者信息', '安全中心'],
  productholder: ['工作台', '业务办理', '账户总览', '我的持股', '风险测评', '投资者信息', '安全中心'],
};

for (const zone of Object.keys(zones) as Zone[]) {
  test(`${zones[zone].name}: sign in with the captcha, see the zone and its menu`, async ({
    page,
  }, testInfo) => {
    await signIn(page, zone);
    await expect(page).toHaveTitle(/^工作台 - /);
    const menu = page.getByTestId('side-menu');
    // 我的待办 may carry its count badge next to the label.
    for (const item of expectedMenu[zone] ?? []) await expect(menu.getByText(item).first()).toBeVisible();
    // Several enterprises / accounts and none current: the chooser opens; pick the first selectable one.
    const company = page.getByRole('dialog', { name: '切换企业' });
    const account = page.getByRole('dialog', { name: '选择登记账号' });
    if (await company.isVisible()) {
      await checkOption(company.getByRole('radio').first());
      await company.getByRole('button', { name: /确\s*定/ }).click();
      await expect(company).toBeHidden();
    }
    if (await account.isVisible()) {
      await account.getByRole('button', { name: '选择' }).first().click();
      await expect(account).toBeHidden();
    }
    await expect(page.getByText(`您好，`)).toBeVisible();
    await screenshot(page, testInfo, `workbench-${zone}`);
    expect(CAPTCHA).toHaveLength(4);
  });
}
