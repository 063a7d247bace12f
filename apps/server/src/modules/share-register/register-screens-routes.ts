import {
  accountOverview,
  envelope,
  holderDetail,
  holderDetailQuery,
  registerCompaniesQuery,
  registerCompanyPage,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requireUser } from '../identity/index.js';
import { listRegisterCompanies, viewAccountOverview, viewHolderDetail } from './register-screens.js';
import { auditOf, BIZ, type ShareRegisterRouteDeps, tags } from './route-support.js';

/** Read calls the register's web screens need beyond the register views (see the module README). */
export function registerShareRegisterScreensRoutes(
  root: FastifyInstance,
  deps: ShareRegisterRouteDeps,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants } = deps;

  app.get(
    `${BIZ}/accountOverview`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '账户总览：投资者的登记账户及持股合计',
        response: { 200: envelope(accountOverview) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await tenants.require(request.tenantId);
      return ok(await viewAccountOverview({ db, user, audit: auditOf(request, user) }));
    },
  );

  app.get(
    `${BIZ}/holderDetail`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '股东详情：一个登记账户及其持股（含质押、冻结、限售标记）',
        querystring: holderDetailQuery,
        response: { 200: envelope(holderDetail) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await tenants.require(request.tenantId);
      const { holderId } = request.query;
      return ok(await viewHolderDetail({ db, user, holderId, audit: auditOf(request, user) }));
    },
  );

  app.get(
    `${BIZ}/companies`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '企业选择（管理端）：名称、统一社会信用代码或托管代码',
        querystring: registerCompaniesQuery,
        response: { 200: envelope(registerCompanyPage) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await tenants.require(request.tenantId);
      const { key, current, size } = request.query;
      return ok(await listRegisterCompanies({ db, user, key, current, size }));
    },
  );
}
