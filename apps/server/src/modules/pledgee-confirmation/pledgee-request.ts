import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './pledgee-deps.js';

/** Where a request came from: audit fields, and the origin links are built on (its host's tenant). */
export function metaOf(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, requestId: String(request.id), origin: `${request.protocol}://${request.host}` };
}
