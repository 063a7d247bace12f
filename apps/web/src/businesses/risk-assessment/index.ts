import { riskAssessment } from '@rer/domain';
import type { WebBusiness } from '../business';
import { RiskEvaluationWidget } from './risk-evaluation-widget';

/**
 * 550026 投资者风险测评 on the web (ADR 62): its pages are routes (`features/risk-assessment`); here
 * the risk-evaluation viewer as the form widget `riskEvaluation` for other businesses' forms.
 */
export const riskAssessmentWeb: WebBusiness = {
  definition: riskAssessment,
  widgets: { riskEvaluation: RiskEvaluationWidget },
};
