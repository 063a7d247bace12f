import { expect, test } from '@playwright/test';
import { signIn } from '../support/login.js';
import { screenshot } from '../support/screens.js';

test.use({ viewport: { width: 1440, height: 900 } });

/** The private-equity questionnaire's questions (packages/domain risk-assessment/questionnaires.ts). */
const QUESTIONS = [
  '您的年龄是？',
  '您（或您的机构）最近一年的收入（折合人民币）是？',
  '您（或您的机构）可用于投资的金融资产（存款、证券、理财产品等）是？',
  '您投资股票、基金、债券、私募产品等的经验有多少年？',
  '您对金融产品及其投资风险的了解程度是？',
  '您计划的投资期限是？',
  '您的投资目标是？',
  '您能承受的最大投资损失是？',
  '区域性股权市场挂牌企业的股权流动性较低，可能长期无法转让，您能接受多长时间不能转让？',
  '您是否投资过未上市企业股权或私募股权基金？',
];

test('风险测评: a personal investor opens it from the menu, answers, sees the level; the viewer shows it', async ({
  page,
}, testInfo) => {
  await signIn(page, 'personalholder');
  const chooser = page.getByRole('dialog', { name: '选择登记账号' });
  await chooser
    .getByRole('row')
    .filter({ hasText: 'D000000001' })
    .getByRole('button', { name: '选择' })
    .click();
  await expect(chooser).toBeHidden();

  // 业务办理 offers it (a page business, ADR 62) …
  await page.getByTestId('side-menu').getByText('业务办理', { exact: true }).click();
  const item = page.getByTestId('business-catalogue').getByTestId('catalogue-item-550026');
  await expect(item.getByRole('button')).toBeEnabled();
  // … and the menu opens it.
  await page.getByTestId('side-menu').getByText('风险测评', { exact: true }).click();
  await expect(page).toHaveURL(/\/investor\/550026$/);
  const overview = page.getByTestId('risk-overview');
  await expect(overview.getByText('您尚未进行风险测评，请先完成风险测评后再办理投资业务。')).toBeVisible();
  await expect(overview.getByTestId('risk-levels').getByText('未测评').first()).toBeVisible();

  await overview.getByRole('button', { name: '开始测评' }).click();
  await expect(page).toHaveURL(/\/550026\/apply$/);
  const apply = page.getByTestId('risk-apply');
  await expect(apply.getByRole('radio', { name: '私募股权' })).toBeChecked();
  const start = apply.getByRole('button', { name: '开始答题' });
  await expect(start).toBeDisabled();
  await apply.getByText('本人已阅读上述说明，将如实填写问卷').click();
  await start.click();
  await expect(page).toHaveURL(/\/550026\/answer\?riskType=1$/);

  const answer = page.getByTestId('risk-answer');
  await expect(answer.getByRole('radiogroup', { name: QUESTIONS[0] })).toBeVisible();
  await answer.getByRole('button', { name: /提\s*交/ }).click();
  await expect(answer.getByText('请选择您的答案')).toHaveCount(10);
  // C on every question: 4 + 7 + 7 + 6 + 6 + 7 + 7 + 6 + 6 + 6 = 62 → C4 积极型.
  for (const question of QUESTIONS)
    await answer.getByRole('radiogroup', { name: question }).getByText(/^C\. /).click();
  await expect(answer.getByText('请选择您的答案')).toHaveCount(0);
  await answer.getByRole('button', { name: /提\s*交/ }).click();
  const result = page.getByTestId('risk-result');
  await expect(result.getByText('您的风险承受能力等级为：C4 积极型')).toBeVisible();
  await expect(result.getByText('私募股权风险测评得分 62 分，适合R4及以下风险等级的产品。')).toBeVisible();
  await screenshot(page, testInfo, 'risk-assessment-result');

  await result.getByRole('button', { name: '返回风险测评' }).click();
  await expect(page).toHaveURL(/\/investor\/550026$/);
  await expect(overview.getByTestId('risk-levels').getByText('C4')).toBeVisible();
  await expect(
    overview.getByTestId('risk-viewer-alert').getByText(/私募股权风险测评结果为C4 积极型（62分）/),
  ).toBeVisible();
  const row = overview
    .getByTestId('risk-viewer-table')
    .getByRole('row')
    .filter({ hasText: '投资者风险测评' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('R4及以下')).toBeVisible();
  await row.getByRole('button', { name: '查看问卷' }).click();
  const dialog = page.getByRole('dialog', { name: '问卷详情' });
  const age = dialog.getByRole('radiogroup', { name: QUESTIONS[0] });
  await expect(age.getByRole('radio', { name: 'C. 51—65岁' })).toBeChecked();
  await expect(age.getByRole('radio', { name: 'A. 18—30岁' })).toBeDisabled();
  await screenshot(page, testInfo, 'risk-assessment-questionnaire');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
});
