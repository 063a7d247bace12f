/** The public face of the workflow feature: its pages load through the route table; the calls' URLs. */
export { workflowUrls } from './api';
/** The applicant's own applications (我的申请) for other pages that show an investor's history (ADR 63). */
export { workflowApi } from './api';
export { workflowKeys } from './queries';
export { processDetailPath } from './submit-rules';
