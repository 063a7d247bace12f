import type { FastifyRequest } from 'fastify';
import type { AuditContext } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import type { AuthUser } from '../identity/index.js';
import type { TenantService } from '../system/index.js';

export interface ShareRegisterRouteDeps {
  db: Database;
  tenants: TenantService;
}

export const BIZ = '/api/rem-registrationbizweb/shareRegister';
export const tags = ['share-register'];

export function auditOf(request: FastifyRequest, user: AuthUser): AuditContext {
  return {
    tenantId: user.tenantId,
    ip: request.ip,
    requestId: request.id,
    actorId: user.accountId,
    actorName: user.account,
  };
}
