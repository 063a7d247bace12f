/** The public face of the risk-assessment module (550026, ADR 62): what the app composes. */
export { registerRiskAssessmentRoutes } from './routes.js';
