import { companyRegister, envelope, myHoldings, registerHoldingsQuery } from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditContext } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { type AuthUser, requireUser } from '../identity/guard.js';
import type { TenantService } from '../system/tenant.service.js';
import { viewCompanyRegister, viewMyHoldings } from './register-views.js';

export interface ShareRegisterRouteDeps {
  db: Database;
  tenants: TenantService;
}

const BIZ = '/api/rem-registrationbizweb/shareRegister';
const tags = ['share-register'];

function auditOf(request: FastifyRequest, user: AuthUser): AuditContext {
  return {
    tenantId: user.tenantId,
    ip: request.ip,
    requestId: request.id,
    actorId: user.accountId,
    actorName: user.account,
  };
}

/** Read calls of the share register. Events are recorded by the workflow through the use-case only. */
export function registerShareRegisterRoutes(root: FastifyInstance, deps: ShareRegisterRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants } = deps;

  app.get(
    `${BIZ}/holdings`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '股东名册（可指定日期），含质押、冻结、限售标记',
        querystring: registerHoldingsQuery,
        response: { 200: envelope(companyRegister) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await tenants.require(request.tenantId);
      const { companyId, asOf } = request.query;
      return ok(await viewCompanyRegister({ db, user, companyId, asOf, audit: auditOf(request, user) }));
    },
  );

  app.get(
    `${BIZ}/myHoldings`,
    {
      config: { access: 'user' },
      schema: { tags, summary: '我的持股（当前登记账户）', response: { 200: envelope(myHoldings) } },
    },
    async (request) => {
      const user = requireUser(request);
      await tenants.require(request.tenantId);
      return ok(await viewMyHoldings({ db, user, audit: auditOf(request, user) }));
    },
  );
}
