/** The public face of the workflow feature: its pages load through the route table; the calls' URLs. */
export { workflowUrls } from './api';
