import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { requireUser } from '../identity/guard.js';
import type { TenantService } from '../system/tenant.service.js';
import type { Caller } from './workflow-context.js';

export interface WorkflowRouteDeps {
  db: Database;
  tenants: TenantService;
  clock: Clock;
}

/** The workflow's caller from the guard's user: the checked Current-* headers, else the session's. */
export async function callerOf(request: FastifyRequest, tenants: TenantService): Promise<Caller> {
  const u = requireUser(request);
  const tenant = await tenants.require(request.tenantId);
  return {
    tenantId: tenant.tenantId,
    accountId: u.accountId,
    accountName: u.realName || u.account,
    roles: u.roles,
    landingMode: u.landingMode,
    currentCompany: u.currentCompany ?? u.session.currentCompany,
    currentHolder: u.currentHolder ?? u.session.currentHolder,
    currentProduct: u.currentProduct ?? u.session.currentProduct,
    ip: request.ip,
    requestId: request.id,
  };
}
