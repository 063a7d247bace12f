import type { QueryEndpointRegistry } from '../endpoint-registry.js';
import { dictionaryItemsEndpoint } from './dictionary-endpoint.js';
import { formSchemasEndpoint } from './form-schemas-endpoint.js';
import { holderSearchEndpoint } from './holder-endpoint.js';

/** The endpoints this module provides; other modules register theirs (workflow.myTasks, …). */
export function registerBuiltInQueryEndpoints(
  registry: QueryEndpointRegistry,
  deps: { auditSecret: string },
): void {
  registry.register(holderSearchEndpoint(deps.auditSecret));
  registry.register(dictionaryItemsEndpoint);
  registry.register(formSchemasEndpoint);
}
