/** 550026 投资者风险测评 (ADR 62): its pages load lazily; the viewer is for other pages and forms. */

export { riskApi } from './api';
export { evaluationSentence, QuestionnaireDialog, RiskEvaluationViewer } from './risk-evaluation-viewer';
