import { riskAssessment } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';

/**
 * 550026 投资者风险测评: a page business (ADR 62) — no flow nor form; its calls are the
 * `risk-assessment` module's, its pages /investor/550026, /550026/apply and /550026/answer.
 */
export const riskAssessmentBusiness: ServerBusiness = {
  definition: riskAssessment,
  dir: sourceDirOf(import.meta.url, 'businesses/risk-assessment'),
  workflow: null,
};
