/** The public face of the system module: what other modules may import (ADR 36). */
export { findAllDictionaryItems, loadDictionaryNames } from './dictionary.repository.js';
export { createDictionaryService } from './dictionary.service.js';
export { findParam } from './param.repository.js';
export { createParamService } from './param.service.js';
export { regionChainProblem } from './region.repository.js';
export { registerSystemRoutes } from './routes.js';
export { registerSystemAdminRoutes } from './system-admin-routes.js';
export { createTenantService, type TenantService } from './tenant.service.js';
export { registerTenantAdminRoutes } from './tenant-admin-routes.js';
export { type TenantSeed, tenantSeeds } from './tenant-seeds.js';
