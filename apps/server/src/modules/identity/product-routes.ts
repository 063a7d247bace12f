import {
  currentProductInfo,
  envelope,
  sharePledgeEnableAnswer,
  sharePledgeEnableQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import type { TenantService } from '../system/index.js';
import { findParam } from '../system/index.js';
import { findBoundCompanyProduct } from './binding.repository.js';
import { requireUser } from './guard.js';
import type { IdentityDeps } from './identity-deps.js';

/** The pledge list is switched by the top-menu parameter of 质押公告 (002 §2.4; ADR 7). */
export const SHARE_PLEDGE_PARAM = 'bizTopMenu.8';
export const NO_PRODUCT_INFO = '当前企业暂无产品信息';

export function registerProductRoutes(
  root: FastifyInstance,
  deps: IdentityDeps & { tenants: TenantService },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // Org zone only: the current enterprise's product info, else data null with 当前企业暂无产品信息 (not an
  // error: the side menu asks on every load and shows its four financing and company items only when data
  // is present, 002 §2.6).
  app.get(
    '/api/rem-registrationbizweb/equityProduct/getCurrentProductInfo',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: '当前企业的产品信息（企业专区）',
        response: { 200: envelope(currentProductInfo.nullable()) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const companyId = user.currentCompany ?? user.session.currentCompany;
      const found =
        user.landingMode === 'org' && companyId
          ? await deps.db.withTenant(user.tenantId, (tx) =>
              findBoundCompanyProduct(tx, user.accountId, companyId),
            )
          : null;
      return found ? ok(found) : ok(null, NO_PRODUCT_INFO);
    },
  );

  app.get(
    '/api/rem-registrationbizweb/nonds/sharePledge/enable',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: '质押公告列表是否启用（1 启用）',
        querystring: sharePledgeEnableQuery,
        response: { 200: envelope(sharePledgeEnableAnswer) },
      },
    },
    async (request) => {
      const tenant = await deps.tenants.require(request.query.tenantId ?? request.tenantId);
      const found = await deps.db.withTenant(tenant.tenantId, (tx) =>
        findParam(tx, tenant.tenantId, SHARE_PLEDGE_PARAM),
      );
      return ok(found?.paramValue === 'true' ? '1' : '0');
    },
  );
}
