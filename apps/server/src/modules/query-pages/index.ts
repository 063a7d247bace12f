/**
 * Query pages (issue 5, ADR 15). Other modules add data endpoints to the registry built in
 * `app.ts`: `queryEndpoints.register({ name: 'workflow.myTasks', params, authorize, run, … })`.
 */
export { CONFIG_ADMIN_ROLE, requireConfigAdmin } from './admin.js';
export {
  createQueryEndpointRegistry,
  type QueryEndpoint,
  type QueryEndpointCall,
  type QueryEndpointRegistry,
  type QueryEndpointResult,
} from './endpoint-registry.js';
export { registerBuiltInQueryEndpoints } from './endpoints/index.js';
export { registerQueryPageRoutes } from './routes.js';
export { runQueryPage } from './run-query.js';
export { type QueryPageSeed, seedQueryPages } from './seeds.js';
