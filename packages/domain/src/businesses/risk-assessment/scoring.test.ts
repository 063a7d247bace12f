import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../catalogue/index.js';
import { businessOf, NOT_OFFERED_BUSINESSES } from '../index.js';
import { isRiskType, RISK_QUESTIONNAIRES, RISK_TYPES, type RiskQuestionnaire } from './questionnaires.js';
import {
  ANSWER_REQUIRED,
  bandOfScore,
  maxScoreOf,
  RISK_BANDS,
  RISK_SESSION_KEYS,
  riskResultExpiry,
  scoreAnswers,
} from './scoring.js';

describe('risk bands (ADR 62)', () => {
  it.each([
    [0, 'C1', '保守型'],
    [20, 'C1', '保守型'],
    [21, 'C2', '谨慎型'],
    [40, 'C2', '谨慎型'],
    [41, 'C3', '稳健型'],
    [60, 'C3', '稳健型'],
    [61, 'C4', '积极型'],
    [80, 'C4', '积极型'],
    [81, 'C5', '激进型'],
    [100, 'C5', '激进型'],
  ])('puts a total of %i in %s %s', (score, level, name) => {
    expect(bandOfScore(score)).toMatchObject({ level, name });
  });

  it('refuses a total outside 0–100 or not whole', () => {
    expect(() => bandOfScore(-1)).toThrow(RangeError);
    expect(() => bandOfScore(101)).toThrow(RangeError);
    expect(() => bandOfScore(20.5)).toThrow(RangeError);
  });

  it('covers 0–100 without gap or overlap, Cn suiting products up to Rn', () => {
    expect(RISK_BANDS[0]?.min).toBe(0);
    expect(RISK_BANDS.at(-1)?.max).toBe(100);
    for (let i = 1; i < RISK_BANDS.length; i++)
      expect(RISK_BANDS[i]?.min).toBe((RISK_BANDS[i - 1]?.max ?? Number.NaN) + 1);
    expect(RISK_BANDS.map((b) => b.productRiskLevel)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
  });
});

const pick = (q: RiskQuestionnaire, choose: (values: number[]) => number) =>
  Object.fromEntries(
    q.titles.map((t) => {
      const values = t.options.map((o) => o.value);
      const target = choose(values);
      return [t.id, t.options.find((o) => o.value === target)?.id];
    }),
  );

describe('scoring the answers', () => {
  it.each(RISK_TYPES)('questionnaire %i: 10 questions of four options, 0 to 100', (riskType) => {
    const q = RISK_QUESTIONNAIRES[riskType];
    expect(q.titles).toHaveLength(10);
    expect(new Set(q.titles.map((t) => t.id)).size).toBe(10);
    expect(maxScoreOf(q)).toBe(100);
    const best = scoreAnswers(
      q,
      pick(q, (v) => Math.max(...v)),
    );
    expect(best).toMatchObject({ ok: true, score: 100, band: { level: 'C5' } });
    const worst = scoreAnswers(
      q,
      pick(q, (v) => Math.min(...v)),
    );
    expect(worst).toMatchObject({ ok: true, score: 0, band: { level: 'C1' } });
  });

  it('adds the chosen options and keeps only the questionnaire answers', () => {
    const q = RISK_QUESTIONNAIRES[1];
    const answers: Record<string, string> = { ...pick(q, (v) => Math.min(...v)), stray: 'x' };
    answers.age = 'age-B'; // 10
    answers.assets = 'assets-C'; // 7
    const result = scoreAnswers(q, answers);
    expect(result).toMatchObject({ ok: true, score: 17, band: { level: 'C1' } });
    if (result.ok) expect(Object.keys(result.answers)).not.toContain('stray');
    answers.loss = 'loss-B'; // 3 → 20, still C1; one more point is C2
    expect(scoreAnswers(q, answers)).toMatchObject({ score: 20, band: { level: 'C1' } });
  });

  it('names the first question without an answer, or with another question’s option', () => {
    const q = RISK_QUESTIONNAIRES[2];
    const answers: Record<string, unknown> = pick(q, (v) => Math.max(...v));
    delete answers.horizon;
    expect(scoreAnswers(q, answers)).toEqual({
      ok: false,
      questionId: 'horizon',
      label: '第6题',
      message: ANSWER_REQUIRED,
    });
    answers.horizon = 'goal-A';
    expect(scoreAnswers(q, answers)).toMatchObject({ ok: false, label: '第6题' });
    answers.horizon = 'horizon-D';
    answers.age = 3;
    expect(scoreAnswers(q, answers)).toMatchObject({ ok: false, label: '第1题', message: '请选择您的答案' });
    expect(scoreAnswers(q, Object.create({ age: 'age-A' }))).toMatchObject({ ok: false, questionId: 'age' });
  });

  it('keys the session values per risk type as 001 §3.19 names them', () => {
    expect(RISK_SESSION_KEYS).toEqual({
      1: { score: 'riskScore', level: 'riskLevel' },
      2: { score: 'riskScoreBond', level: 'riskLevelBond' },
      6: { score: 'riskScorePe', level: 'riskLevelPe' },
    });
  });

  it('knows the three risk types of 001 §3.19 only', () => {
    expect(RISK_TYPES.filter(isRiskType)).toEqual([1, 2, 6]);
    for (const other of [0, 3, 5, 7, '1', null, 1.5]) expect(isRiskType(other)).toBe(false);
    expect(RISK_QUESTIONNAIRES[6]).toMatchObject({ riskType: 6, productTypeName: '私募基金份额' });
    expect(RISK_QUESTIONNAIRES[2].titles.map((t) => t.id).slice(8)).toEqual(['bond-default', 'bond-history']);
  });

  it('keeps a result two years, to the same day', () => {
    expect(riskResultExpiry(new Date('2026-11-29T03:00:00Z')).toISOString()).toBe('2028-11-29T03:00:00.000Z');
  });
});

describe('550026 is a page business (ADR 62)', () => {
  it('is built, not listed as not offered, and opens its page from 业务办理 without a flow', () => {
    expect(businessOf('550026')).toMatchObject({ key: 'risk-assessment', pageRoute: '/investor/550026' });
    expect(NOT_OFFERED_BUSINESSES.map((b) => b.appId)).not.toContain('550026');
    const view = catalogueFor('personalholder', { isListing: false, memberStatus: 0 }, () => false);
    const items = view.flatMap((g) => g.subgroups.flatMap((s) => s.items));
    expect(items.find((i) => i.appId === '550026')).toMatchObject({
      route: '/investor/550026',
      state: { kind: 'open' },
    });
    expect(items.find((i) => i.appId === '550091')).toMatchObject({ state: { kind: 'not-offered' } });
    expect(items.find((i) => i.appId === '550091')?.route).toBeUndefined();
  });
});
