import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from './errors.js';

export const DEFAULT_TENANT_ID = '000000';
const tenantIdPattern = /^\d{6}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant named by the `Tenant-Id` header (default 000000); not yet checked to exist. */
    tenantId: string;
  }
}

/**
 * Every request carries a tenant: the `Tenant-Id` header, or the default tenant. Public (nonds)
 * calls name it in the query instead; `tenantOf` prefers that. Services check that it exists.
 */
export function registerTenantContext(app: FastifyInstance): void {
  app.decorateRequest('tenantId', DEFAULT_TENANT_ID);
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['tenant-id'];
    const value = Array.isArray(header) ? header[0] : header;
    if (value === undefined || value === '') return done();
    if (!tenantIdPattern.test(value))
      return done(validationError('请求头 Tenant-Id', '租户编号必须为6位数字'));
    request.tenantId = value;
    done();
  });
}

export function tenantOf(request: FastifyRequest, queryTenantId?: string): string {
  return queryTenantId ?? request.tenantId;
}
