import { RISK_QUESTIONNAIRES, type RiskQuestionnaire, type RiskType } from './questionnaires.js';

/**
 * Scoring bands (ADR 62): a total of 0–100 is one of five risk-tolerance levels C1–C5, the levels
 * of the CSRC suitability rules (《证券期货投资者适当性管理办法》) that brokers and regional
 * markets use; an investor of level Cn suits products of risk R1 to Rn.
 */
export interface RiskBand {
  level: 'C1' | 'C2' | 'C3' | 'C4' | 'C5';
  name: string;
  /** Lowest and highest total of the band, both included. */
  min: number;
  max: number;
  /** The highest product risk the level suits (001 §3.19 productRiskLevel). */
  productRiskLevel: 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
}
export type RiskLevel = RiskBand['level'];

export const RISK_BANDS: readonly RiskBand[] = [
  { level: 'C1', name: '保守型', min: 0, max: 20, productRiskLevel: 'R1' },
  { level: 'C2', name: '谨慎型', min: 21, max: 40, productRiskLevel: 'R2' },
  { level: 'C3', name: '稳健型', min: 41, max: 60, productRiskLevel: 'R3' },
  { level: 'C4', name: '积极型', min: 61, max: 80, productRiskLevel: 'R4' },
  { level: 'C5', name: '激进型', min: 81, max: 100, productRiskLevel: 'R5' },
];

/** The band of a total; a total outside 0–100 (never one of ours) is refused. */
export function bandOfScore(score: number): RiskBand {
  const band = RISK_BANDS.find((b) => Number.isInteger(score) && score >= b.min && score <= b.max);
  if (!band) throw new RangeError(`risk score out of range: ${score}`);
  return band;
}

/** 001 §5.12: each question needs an answer. */
export const ANSWER_REQUIRED = '请选择您的答案';

/** The question numbers people see: 第3题. */
export const questionLabel = (index: number) => `第${index + 1}题`;

export type RiskScoring =
  | { ok: true; score: number; band: RiskBand; answers: Record<string, string> }
  | { ok: false; questionId: string; label: string; message: string };

/**
 * The total of `answers` (question id → option id) on the questionnaire: the first question
 * without a valid answer (none, or an option that is not its own) is refused with its label.
 * Answers to questions not in the questionnaire are dropped.
 */
export function scoreAnswers(
  questionnaire: RiskQuestionnaire,
  answers: Readonly<Record<string, unknown>>,
): RiskScoring {
  let score = 0;
  const kept: Record<string, string> = {};
  for (const [index, q] of questionnaire.titles.entries()) {
    const chosen = Object.hasOwn(answers, q.id) ? answers[q.id] : undefined;
    const option = q.options.find((o) => o.id === chosen);
    if (!option)
      return { ok: false, questionId: q.id, label: questionLabel(index), message: ANSWER_REQUIRED };
    score += option.value;
    kept[q.id] = option.id;
  }
  return { ok: true, score, band: bandOfScore(score), answers: kept };
}

/** The session values of each risk type (000 §3, 001 §3.19). */
export const RISK_SESSION_KEYS: Readonly<Record<RiskType, { score: string; level: string }>> = {
  1: { score: 'riskScore', level: 'riskLevel' },
  2: { score: 'riskScoreBond', level: 'riskLevelBond' },
  6: { score: 'riskScorePe', level: 'riskLevelPe' },
};

/** ADR 62: a result is valid for two years from the test; then the investor answers again. */
export const RISK_RESULT_VALID_YEARS = 2;

/** The last instant a result taken at `testedAt` is valid (same calendar day two years on, UTC). */
export function riskResultExpiry(testedAt: Date): Date {
  const expiry = new Date(testedAt.getTime());
  expiry.setUTCFullYear(expiry.getUTCFullYear() + RISK_RESULT_VALID_YEARS);
  return expiry;
}

export function riskQuestionnaireOf(riskType: RiskType): RiskQuestionnaire {
  return RISK_QUESTIONNAIRES[riskType];
}

/** The highest possible total of a questionnaire (each question's best option). */
export function maxScoreOf(questionnaire: RiskQuestionnaire): number {
  return questionnaire.titles.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.value)), 0);
}
