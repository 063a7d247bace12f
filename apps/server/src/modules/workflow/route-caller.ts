import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { type AuthUser, requireUser } from '../identity/index.js';
import type { TenantService } from '../system/index.js';
import type { Caller } from './workflow-context.js';

export interface WorkflowRouteDeps {
  db: Database;
  tenants: TenantService;
  clock: Clock;
}

/**
 * The workflow's caller of a signed-in user: the checked Current-* headers, else the session's.
 * Without a request (attachment access checks) there is no ip or request id.
 */
export function callerOfUser(
  u: AuthUser,
  request?: { tenantId: string; ip: string; requestId: string },
): Caller {
  return {
    tenantId: request?.tenantId ?? u.tenantId,
    accountId: u.accountId,
    accountName: u.realName || u.account,
    roles: u.roles,
    landingMode: u.landingMode,
    currentCompany: u.currentCompany ?? u.session.currentCompany,
    currentHolder: u.currentHolder ?? u.session.currentHolder,
    currentProduct: u.currentProduct ?? u.session.currentProduct,
    ip: request?.ip ?? null,
    requestId: request?.requestId ?? null,
  };
}

/** The workflow's caller of a request (its tenant checked to exist). */
export async function callerOf(request: FastifyRequest, tenants: TenantService): Promise<Caller> {
  const u = requireUser(request);
  const tenant = await tenants.require(request.tenantId);
  return callerOfUser(u, { tenantId: tenant.tenantId, ip: request.ip, requestId: String(request.id) });
}
