import {
  companyRegister,
  envelope,
  myHoldings,
  registerEventsPage,
  registerEventsQuery,
  registerHoldingsQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requireUser } from '../identity/index.js';
import { registerExportRoutes } from './export-routes.js';
import { registerImportRoutes } from './import-routes.js';
import { viewRegisterHistory } from './register-history.js';
import { viewCompanyRegister } from './register-page.js';
import { registerShareRegisterScreensRoutes } from './register-screens-routes.js';
import { viewMyHoldings } from './register-views.js';
import { auditOf, BIZ, type ShareRegisterRouteDeps, tags } from './route-support.js';
import { registerTransferRecordRoutes } from './transfer-records-routes.js';

export type { ShareRegisterRouteDeps } from './route-support.js';

/**
 * Calls of the share register: views, documents (export) and the initial-register import. Other
 * events are recorded by the workflow through the use-case only.
 */
export function registerShareRegisterRoutes(root: FastifyInstance, deps: ShareRegisterRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants } = deps;

  app.get(
    `${BIZ}/holdings`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '股东名册（可指定日期）的一页：服务端检索、排序、分页，附全册合计与质押、冻结、限售标记',
        querystring: registerHoldingsQuery,
        response: { 200: envelope(companyRegister) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await tenants.require(request.tenantId);
      const { companyId, ...query } = request.query;
      return ok(await viewCompanyRegister({ db, user, companyId, query, audit: auditOf(request, user) }));
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
  app.get(
    `${BIZ}/events`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '登记变更记录（每条附法律依据：业务编号、法院文书、合同）',
        querystring: registerEventsQuery,
        response: { 200: envelope(registerEventsPage) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await tenants.require(request.tenantId);
      const { companyId, pageNo, pageSize } = request.query;
      return ok(
        await viewRegisterHistory({ db, user, companyId, pageNo, pageSize, audit: auditOf(request, user) }),
      );
    },
  );
  registerExportRoutes(root, deps);
  registerImportRoutes(root, deps);
  registerShareRegisterScreensRoutes(root, deps);
  registerTransferRecordRoutes(root, deps);
}
