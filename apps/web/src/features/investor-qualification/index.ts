/** Qualified investors on the web (ADR 66): 账户总览's block, the suitability step. */
export { QUALIFICATION_CURRENT_URL, qualificationApi, SUITABILITY_CHECK_URL } from './api';
export { QualificationCard } from './qualification-card';
export { confirmSuitability, type SuitabilityRequest } from './suitability-dialog';
