import { expect, type Page, test } from '@playwright/test';
import { fakeCreditCode } from '../support/fake-ids.js';
import { CAPTCHA, signIn, signInStaff } from '../support/login.js';
import { pickOption } from '../support/select.js';

/**
 * Issue 22, member institutions (ADR 65, ADR 68): the administrator creates a member-zone account;
 * the member institution signs in, opens its member account (会员开户, 550012) from 业务办理 through
 * the explain page, with its intermediary qualification and one cooperating company (是否发送会员销户通知
 * disabled until the handler's phone is typed); it finds the application in 会员业务申请; 初审 and 复审
 * approve; the member then sees its member code in 会员信息, the company in 合作企业 (from the menu)
 * and 会员信息变更 in 业务办理, whose form starts from its member record; the enterprise sees the
 * member in getMemberByCompanyName; staff find it in 会员查询; the member closes its account (会员销户,
 * 550021) and is offered 会员开户 again.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const RUN = Date.now() % 100_000;
const LOGIN = `member_e2e_${RUN}`;
const PASSWORD = 'Member2026a';
const MEMBER_NAME = `大连旅程证券${RUN}号有限公司`;
const CREDIT_CODE = fakeCreditCode(70_000_000 + RUN);
const COMPANY = '大连演示科技股份有限公司';
const CLIENT_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

/** The administrator creates the member institution's login (会员专区, 申请人); answers its initial password. */
async function createMemberLogin(page: Page): Promise<string> {
  await signInStaff(page, 'admin');
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '账号管理' }).click();
  await page.getByRole('button', { name: '新建账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新建账号' });
  await dialog.getByLabel('账号').fill(LOGIN);
  await dialog.getByLabel('姓名').fill('旅程会员经办人');
  // Multiple selects stay open after a choice: pick, then close by clicking the form elsewhere.
  await dialog.getByLabel('可进入专区').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^会员专区$/ })
    .click();
  await dialog.getByLabel('姓名').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByLabel('角色').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^申请人$/ })
    .click();
  await dialog.getByLabel('姓名').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const shown = page.getByTestId('initial-password');
  await expect(shown).toBeVisible();
  return (await shown.textContent())?.trim() ?? '';
}

async function signInMember(page: Page, password: string) {
  await signOut(page);
  await page.goto('/login');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.getByText('会员专区', { exact: true }).click();
  await page.getByLabel('请输入用户名').fill(LOGIN);
  await page.getByLabel('请输入密码').fill(password);
  await page.getByLabel('请填写验证码').fill(CAPTCHA);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** A reviewer opens the application from 我的待办 and approves it. */
async function approve(page: Page, reviewer: string, bizSn: string) {
  await signOut(page);
  await signInStaff(page, reviewer);
  await page.goto('/work/todo');
  await page.getByRole('row').filter({ hasText: bizSn }).getByTestId('handle-task').click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await expect(page.getByLabel('会员名称')).toHaveValue(MEMBER_NAME);
  await page.getByTestId('approval-panel').getByLabel('通过').check();
  await page.getByLabel('审批意见').fill('会员资料核对无误，同意开户');
  await page.getByTestId('approval-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

test('a member institution opens its member account with a cooperating company; the enterprise sees the member', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const initial = await createMemberLogin(page);

  // First sign-in: the password set by the administrator is changed first.
  await signInMember(page, initial);
  await expect(page).toHaveURL(/\/changePassword$/);
  await page.getByLabel('原密码').fill(initial);
  await page.getByLabel('新密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认新密码').fill(PASSWORD);
  await page.getByRole('button', { name: '修改登录密码' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);

  // 会员信息: no member yet (memberStatus 0); 业务办理's 会员开户 opens the explain page first.
  await page.getByTestId('side-menu').getByText('会员信息', { exact: true }).click();
  await expect(page).toHaveURL(/\/memberInfo$/);
  await expect(page.getByText('尚未开立会员账户')).toBeVisible();
  await page.getByTestId('side-menu').getByText('业务办理', { exact: true }).click();
  await page.getByTestId('catalogue-item-550012').getByRole('button').click();
  await expect(page).toHaveURL(/\/process\/memberExplain$/);
  const explain = page.getByTestId('member-explain');
  await expect(explain).toContainText('办理条件');
  await expect(page.getByTestId('member-explain-apply')).toBeDisabled();
  await explain.getByText('我已阅读并知晓以上内容').click();
  await page.getByTestId('member-explain-apply').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550012&nodeId=apply$/);

  await page.getByLabel('会员名称').fill(MEMBER_NAME);
  await page.getByLabel('统一社会信用代码').fill(CREDIT_CODE);
  await page.getByLabel('法定代表人').fill('王法人');
  await page.getByLabel('联系人', { exact: true }).fill('李联系');
  await page.getByLabel('联系电话').fill('13900139000');
  await page.getByLabel('办公地址').fill('大连市中山区旅程路8号');
  // The member mode's default row (中介资质) is there, locked; its type is chosen.
  await pickOption(page, page.getByLabel('第1行资质类型'), '推荐机构');
  // The member-company table (001 §3.4): one company, the closure notice asked for.
  await page
    .getByTestId('display-table-toolbar-memberCompanies')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const row = page.getByRole('dialog', { name: '新增合作企业' });
  await row.getByLabel('企业名称').fill(COMPANY);
  await row.getByLabel('经办人', { exact: true }).fill('张经办');
  // 001 §5.4: no handler's phone, no closure notice — the choice is disabled until the phone is typed.
  await expect(row.getByLabel('是否发送会员销户通知')).toBeDisabled();
  await row.getByLabel('经办人联系方式').fill('13800138001');
  await expect(row.getByLabel('是否发送会员销户通知')).toBeEnabled();
  await pickOption(page, row.getByLabel('是否发送会员销户通知'), '是');
  await row.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toBeHidden();
  await expect(page.getByTestId('display-table-memberCompanies').getByText(COMPANY)).toBeVisible();
  await page.getByTestId('apply-submit').click();
  await expect(page.getByText(/提交成功/)).toBeVisible();

  // 会员业务申请 (memberApplys, from the menu): the member's own member applications.
  await page.getByTestId('side-menu').getByText('会员业务申请', { exact: true }).click();
  await expect(page).toHaveURL(/\/process\/memberApplys$/);
  const mine = page.getByTestId('member-applys').getByRole('row').filter({ hasText: '会员开户' }).first();
  await expect(mine).toContainText('初审');
  const bizSn = ((await mine.locator('td').first().textContent()) ?? '').trim();
  expect(bizSn).toMatch(/^\d{14}$/);

  await approve(page, 'reviewer1', bizSn);
  await approve(page, 'reviewer2', bizSn);

  // The member: its code and status in 会员信息, the company in 合作企业, 变更 offered instead of 开户.
  await signInMember(page, PASSWORD);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.getByTestId('side-menu').getByText('会员信息', { exact: true }).click();
  const profile = page.getByTestId('member-profile');
  await expect(profile).toContainText(MEMBER_NAME);
  await expect(profile).toContainText('正常');
  const custno = ((await profile.textContent()) ?? '').match(/HY\d{10}/)?.[0] ?? '';
  expect(custno).toMatch(/^HY\d{10}$/);
  await expect(page.getByText('推荐机构')).toBeVisible();
  await page.getByTestId('side-menu').getByText('合作企业', { exact: true }).click();
  await expect(page).toHaveURL(/\/memberCompanies$/);
  const companies = page.getByTestId('member-companies');
  await expect(companies.getByRole('row').filter({ hasText: COMPANY })).toContainText('138****8001');
  await page.getByTestId('side-menu').getByText('业务办理', { exact: true }).click();
  await expect(page.getByTestId('catalogue-item-550020')).toBeVisible();
  await expect(page.getByTestId('catalogue-item-550012')).toHaveCount(0);
  // 会员信息变更 starts from the member record: its facts and its cooperating company (ADR 68).
  await page.getByTestId('catalogue-item-550020').getByRole('button').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550020&nodeId=apply$/);
  await expect(page.getByLabel('会员名称')).toHaveValue(MEMBER_NAME);
  await expect(page.getByLabel('统一社会信用代码')).toHaveValue(CREDIT_CODE);
  await expect(page.getByTestId('display-table-memberCompanies').getByText(COMPANY)).toBeVisible();

  // The enterprise sees the member among its company's cooperating members.
  await signOut(page);
  await signIn(page, 'org');
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('rer.session.token') ?? 'null') as { content: string }).content,
  );
  const tenantId = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('rer.session.tenantId') ?? '""'),
  );
  const answer = await page.request.get('/api/rem-registrationbizweb/member/getMemberByCompanyName', {
    params: { companyName: COMPANY },
    headers: { authorization: CLIENT_BASIC, 'blade-auth': `bearer ${token}`, 'tenant-id': String(tenantId) },
  });
  expect(answer.status()).toBe(200);
  const members = (await answer.json()).data as { custno: string; chineseName: string }[];
  expect(members).toContainEqual(expect.objectContaining({ custno, chineseName: MEMBER_NAME }));

  // 会员查询 (staff).
  await signOut(page);
  await signInStaff(page, 'admin');
  await page.getByTestId('side-menu').getByText('会员查询', { exact: true }).click();
  await expect(page).toHaveURL(/\/memberAdmin$/);
  const search = page.getByTestId('member-search');
  await search.getByLabel('会员编码').fill(custno);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await expect(search.getByRole('row').filter({ hasText: custno })).toContainText(MEMBER_NAME);
  await expect(search.getByText('共 1 条')).toBeVisible();

  // 会员销户 (550021, ADR 68): prefilled from the member; once approved, 会员开户 is offered again.
  await signInMember(page, PASSWORD);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.getByTestId('side-menu').getByText('业务办理', { exact: true }).click();
  await page.getByTestId('catalogue-item-550021').getByRole('button').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550021&nodeId=apply$/);
  await expect(page.getByLabel('会员名称')).toHaveValue(MEMBER_NAME);
  await expect(page.getByTestId('display-table-memberCompanies').getByText(COMPANY)).toBeVisible();
  await page.getByLabel('销户原因').fill('业务调整，注销会员账户');
  await page.getByTestId('apply-submit').click();
  await expect(page.getByText(/提交成功/)).toBeVisible();
  await page.goto('/process/memberApplys');
  const closure = page.getByTestId('member-applys').getByRole('row').filter({ hasText: '会员销户' }).first();
  await expect(closure).toContainText('初审');
  const closureSn = ((await closure.locator('td').first().textContent()) ?? '').trim();
  await approve(page, 'reviewer1', closureSn);
  await approve(page, 'reviewer2', closureSn);
  await signInMember(page, PASSWORD);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.getByTestId('side-menu').getByText('业务办理', { exact: true }).click();
  await expect(page.getByTestId('catalogue-item-550012')).toBeVisible();
  await expect(page.getByTestId('catalogue-item-550021')).toHaveCount(0);
});
