/** The public face of the workflow module: what other modules may import (ADR 36). */

export {
  companyName,
  findApplication,
  insertApplication,
  setApplicationVouchers,
} from './application.repository.js';
export { applicationAccess } from './application-access.js';
export { APPLICATION_ATTACHMENT_KIND } from './application-attachments.js';
export { maySee } from './application-queries.js';
export {
  type CompletionInput,
  type CompletionInputWithoutCompany,
  completionEffectNamed,
  type DictionaryNameOf,
  type PreSubmitCheckInput,
  type PreSubmitCheckResult,
  type ReviewedInput,
  registerWorkflowBusiness,
  type SubmittedInput,
  type WorkflowBusiness,
  workflowBusinessOf,
} from './business-registry.js';
export { reviewApplication } from './decide-application.js';
export { insertFirstFlowIfNone } from './flow-definition.repository.js';
export { registerWorkflowQueryEndpoints } from './query-endpoints.js';
export { callerOf, callerOfUser } from './route-caller.js';
export { registerWorkflowRoutes } from './routes.js';
export { submitApplication } from './submit-application.js';
export { type Caller, recordEvidence } from './workflow-context.js';
