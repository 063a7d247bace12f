import { RISK_QUESTIONNAIRES } from '@rer/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, json, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { RISK_QUESTIONNAIRE_URL, RISK_SUBMIT_URL } from './api';
import RiskAnswerPage from './risk-answer-page';

const q = RISK_QUESTIONNAIRES[1];
const questionnaire = {
  riskType: 1,
  version: q.version,
  name: q.name,
  productTypeName: q.productTypeName,
  remark: q.remark,
  titles: q.titles.map((t) => ({
    id: t.id,
    name: t.name,
    options: t.options.map(({ id, code, name }) => ({ id, code, name })),
  })),
};
const resultRow = {
  id: '7',
  riskType: 1,
  typeName: q.name,
  resultName: 'C3 稳健型',
  resultScore: 57,
  fraction: 57,
  riskLevel: 'C3',
  ruleFormTotalData: {
    name: q.name,
    remark: q.remark,
    titles: q.titles.map((t) => ({
      id: t.id,
      name: t.name,
      answer: `${t.id}-B`,
      options: t.options.map((o) => ({ ...o })),
    })),
  },
  bizTypeName: '投资者风险测评',
  productTypeName: '私募股权',
  riskTestTime: '2026-11-29T03:00:00.000Z',
  expiresAt: '2028-11-29T03:00:00.000Z',
  expired: false,
  productRiskLevel: 'R3',
  accountNumber: 'D000000001',
};

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const open = (submit: (r: RecordedRequest) => Response = () => envelope(resultRow)) => {
  view = renderPage({
    pattern: '/550026/answer',
    path: '/550026/answer?riskType=1',
    page: <RiskAnswerPage />,
    handler: routes({ [RISK_QUESTIONNAIRE_URL]: () => envelope(questionnaire), [RISK_SUBMIT_URL]: submit }),
  });
  return view;
};
const submits = (page: ReturnType<typeof renderPage>) =>
  page.calls.filter((c) => c.url.includes(RISK_SUBMIT_URL));
const choose = (questionName: string, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: questionName })).getByLabelText(option));

describe('/550026/answer', { timeout: 60_000 }, () => {
  it('asks 请选择您的答案 under every unanswered question and sends nothing', async () => {
    const page = open();
    await screen.findByText(`1. ${q.titles[0]!.name}`, {}, { timeout: 10_000 });
    choose(q.titles[0]!.name, 'A. 18—30岁');
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(screen.getAllByText('请选择您的答案')).toHaveLength(9));
    expect(submits(page)).toHaveLength(0);
  });

  it('sends the chosen options only, then shows the level the server gave, and the questionnaire dialog', async () => {
    const page = open();
    await screen.findByText(`1. ${q.titles[0]!.name}`, {}, { timeout: 10_000 });
    for (const title of q.titles) choose(title.name, `B. ${title.options[1]!.name}`);
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(
      await screen.findByText('您的风险承受能力等级为：C3 稳健型', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    const body = JSON.parse(String(submits(page)[0]!.body));
    expect(body).toEqual({
      riskType: 1,
      answers: Object.fromEntries(q.titles.map((t) => [t.id, `${t.id}-B`])),
    });
    expect(screen.getByText(/私募股权风险测评得分 57 分，适合R3及以下风险等级的产品/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看问卷' }));
    const dialog = await screen.findByTestId('questionnaire-detail');
    const age = within(dialog).getByRole('radiogroup', { name: q.titles[0]!.name });
    expect((within(age).getByLabelText('B. 31—50岁') as HTMLInputElement).checked).toBe(true);
    expect((within(age).getByLabelText('A. 18—30岁') as HTMLInputElement).disabled).toBe(true);
  });

  it('keeps the answers when the server refuses them (its message is shown by the client)', async () => {
    const page = open(() =>
      json({ code: 400, success: false, msg: '第7题：请选择您的答案', data: null }, 400),
    );
    await screen.findByText(`1. ${q.titles[0]!.name}`, {}, { timeout: 10_000 });
    for (const title of q.titles) choose(title.name, `A. ${title.options[0]!.name}`);
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(submits(page)).toHaveLength(1));
    await waitFor(() => expect(page.messages.some((m) => m.includes('第7题：请选择您的答案'))).toBe(true));
    expect(screen.queryByTestId('risk-result')).toBeNull();
    expect(screen.getByTestId('risk-answer')).toBeTruthy();
  });
});
