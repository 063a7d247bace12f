import type { BusinessDefinition } from '../business.js';

export * from './questionnaires.js';
export * from './scoring.js';
export * from './suitability.js';

/**
 * 550026 投资者风险测评 (002 §2.3 /investor/550026, /550026/apply, /550026/answer; 001 §2.10,
 * §3.19). A page business (ADR 62): the investor answers and gets the result at once, no flow.
 */
export const RISK_ASSESSMENT_APP_ID = '550026';
export const RISK_ASSESSMENT_ROUTE = '/investor/550026';

export const riskAssessment: BusinessDefinition = {
  appId: RISK_ASSESSMENT_APP_ID,
  key: 'risk-assessment',
  name: '投资者风险测评',
  completionEffect: null,
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
  pageRoute: RISK_ASSESSMENT_ROUTE,
};
