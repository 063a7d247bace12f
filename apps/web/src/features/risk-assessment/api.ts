import type { EvaluationRow, RiskCurrentAnswer, RiskQuestionnaireView } from '@rer/contracts';
import { RISK_QUESTIONNAIRES, RISK_TYPES, type RiskType } from '@rer/domain';
import { http, unwrap } from '../../lib/http';

export const RISK_BIZ = '/api/rem-registrationbizweb/riskAssessment';
export const RISK_QUESTIONNAIRE_URL = `${RISK_BIZ}/questionnaire`;
export const RISK_SUBMIT_URL = `${RISK_BIZ}/submit`;
export const RISK_CURRENT_URL = `${RISK_BIZ}/current`;
export const SHARE_HOLDER_QUESTION_URL =
  '/api/rem-registrationmgrweb/shareHolderQuestion/queryShareHolderQuestion';

/** The risk types of 001 §3.19 with their product names (the domain's questionnaires). */
export const RISK_TYPE_OPTIONS = RISK_TYPES.map((value) => ({
  value,
  label: RISK_QUESTIONNAIRES[value].productTypeName,
}));

export function parseRiskType(text: string | null): RiskType | null {
  const n = Number(text);
  return RISK_TYPE_OPTIONS.some((o) => o.value === n) ? (n as RiskType) : null;
}

/** The calls of 550026 (ADR 62). */
export const riskApi = {
  questionnaire: (riskType: RiskType, signal?: AbortSignal) =>
    http.getData<RiskQuestionnaireView>(RISK_QUESTIONNAIRE_URL, { params: { riskType }, signal }),
  submit: async (riskType: RiskType, answers: Record<string, string>) =>
    unwrap(await http.post<EvaluationRow>(RISK_SUBMIT_URL, { riskType, answers }), RISK_SUBMIT_URL),
  current: (signal?: AbortSignal) => http.getData<RiskCurrentAnswer>(RISK_CURRENT_URL, { signal }),
  history: (accountNumber: string, signal?: AbortSignal) =>
    http.getData<EvaluationRow[]>(SHARE_HOLDER_QUESTION_URL, { params: { accountNumber }, signal }),
};
