import type { EvaluationRow } from '@rer/contracts';
import { RISK_QUESTIONNAIRES } from '@rer/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims } from '../../test-support/admin-screen';
import { evaluationSentence, RiskEvaluationViewer } from './risk-evaluation-viewer';

const row = (
  id: string,
  riskType: 1 | 2 | 6,
  level: string,
  score: number,
  expired = false,
): EvaluationRow => {
  const q = RISK_QUESTIONNAIRES[riskType];
  return {
    id,
    riskType,
    typeName: q.name,
    resultName: `${level} 稳健型`,
    resultScore: score,
    fraction: score,
    riskLevel: level,
    ruleFormTotalData: {
      name: q.name,
      remark: q.remark,
      titles: q.titles.map((t) => ({
        id: t.id,
        name: t.name,
        answer: `${t.id}-C`,
        options: t.options.map((o) => ({ ...o })),
      })),
    },
    bizTypeName: '投资者风险测评',
    productTypeName: q.productTypeName,
    riskTestTime: '2026-11-29T02:00:00.000Z',
    expiresAt: '2028-11-29T02:00:00.000Z',
    expired,
    productRiskLevel: `R${level.slice(1)}`,
    accountNumber: 'D000000001',
  };
};

beforeAll(() => installBrowserShims());
afterEach(() => cleanup());

describe('risk-evaluation viewer (001 §2.10)', { timeout: 60_000 }, () => {
  it('says each result in a sentence in alert mode, an expired one asking for a new test', () => {
    render(<RiskEvaluationViewer mode="alert" rows={[row('1', 1, 'C3', 55), row('2', 2, 'C2', 30, true)]} />);
    const alerts = screen.getByTestId('risk-viewer-alert');
    expect(
      within(alerts).getByText(
        '您于2026-11-29完成的私募股权风险测评结果为C3 稳健型（55分），适合R3及以下风险等级的产品，有效期至2028-11-29。',
      ),
    ).toBeTruthy();
    expect(evaluationSentence(row('2', 2, 'C2', 30, true))).toContain(
      '该结果已于2028-11-29过期，请重新测评。',
    );
    expect(within(alerts).getAllByRole('button', { name: '查看问卷' })).toHaveLength(2);
  });

  it('lists the spec’s columns in table mode and opens the questionnaire with the answers, read only', async () => {
    render(<RiskEvaluationViewer mode="table" rows={[row('1', 6, 'C4', 70)]} />);
    const table = screen.getByTestId('risk-viewer-table');
    for (const title of ['业务类型', '产品类型', '测评时间', '测评得分', '适合产品风险等级'])
      expect(within(table).getByText(title)).toBeTruthy();
    expect(within(table).getByText('私募基金份额')).toBeTruthy();
    expect(within(table).getByText('2026-11-29 10:00:00')).toBeTruthy();
    expect(within(table).getByText('R4及以下')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: '查看问卷' }));
    const detail = await screen.findByTestId('questionnaire-detail');
    const fund = within(detail).getByRole('radiogroup', { name: '您是否投资过私募基金？' });
    expect((within(fund).getByLabelText('C. 投资过1—2只私募基金') as HTMLInputElement).checked).toBe(true);
    expect((within(fund).getByLabelText('A. 从未投资') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '关 闭' }));
    await waitFor(() => expect(screen.queryByTestId('questionnaire-detail')).toBeNull());
  });
});
