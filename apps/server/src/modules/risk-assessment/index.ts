/** The public face of the risk-assessment module (550026, ADR 62): what the app composes. */

export { validRiskLevel } from './risk-assessment.service.js';
export { registerRiskAssessmentRoutes } from './routes.js';
