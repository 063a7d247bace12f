/** The public face of the workflow feature: its pages load through the route table; the calls' URLs. */
/** The applicant's own applications (我的申请) for other pages that show an investor's history (ADR 63). */
export { workflowApi, workflowUrls } from './api';
export { revisePath } from './approval-rules';
export { workflowKeys } from './queries';
export { processDetailPath } from './submit-rules';
