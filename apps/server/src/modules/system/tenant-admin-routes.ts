import {
  envelope,
  page,
  TENANT_ADMIN,
  tenantDetailQuery,
  tenantListQuery,
  tenantRecord,
  tenantRemoveQuery,
  tenantSettingBody,
  tenantSubmitAnswer,
  tenantSubmitBody,
} from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import type { TenantService } from './tenant.service.js';
import {
  listTenants,
  removeTenants,
  settingTenant,
  submitTenant,
  type TenantCaller,
  tenantDetail,
} from './tenant-admin.service.js';

type Caller = NonNullable<FastifyRequest['user']>;

export interface TenantAdminRouteDeps {
  db: Database;
  tenants: TenantService;
  /** The one administrator check (identity's), given by the app: system sits below identity. */
  isAdministrator: (user: Caller) => boolean;
  /** Gives a new tenant its reference data (dictionaries, parameters, forms, flows, menus). */
  provisionTenant: (tenantId: string) => Promise<void>;
}

const tags = ['system'];

/** Tenants and their host names (002 §7 System; ADR 42): administrators only, changes by the operator. */
export function registerTenantAdminRoutes(root: FastifyInstance, deps: TenantAdminRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants } = deps;
  const config = { access: 'user' as const, authorize: deps.isAdministrator };
  const callerOf = (request: FastifyRequest): { user: Caller; caller: TenantCaller } => {
    const user = request.user;
    if (!user || !deps.isAdministrator(user)) throw new AppError('FORBIDDEN');
    return { user, caller: { tenantId: user.tenantId, isAdministrator: true } };
  };

  app.get(
    `${TENANT_ADMIN}/list`,
    {
      config,
      schema: {
        tags,
        summary: '租户列表（管理员）',
        querystring: tenantListQuery,
        response: { 200: envelope(page(tenantRecord)) },
      },
    },
    async (request) => ok(await listTenants(db, callerOf(request).caller, request.query)),
  );
  app.get(
    `${TENANT_ADMIN}/detail`,
    {
      config,
      schema: {
        tags,
        summary: '租户详情（管理员）',
        querystring: tenantDetailQuery,
        response: { 200: envelope(tenantRecord) },
      },
    },
    async (request) => ok(await tenantDetail(db, callerOf(request).caller, request.query.id)),
  );
  app.post(
    `${TENANT_ADMIN}/submit`,
    {
      config,
      schema: {
        tags,
        summary: '新增或修改租户（平台运营方）',
        body: tenantSubmitBody,
        response: { 200: envelope(tenantSubmitAnswer) },
      },
    },
    async (request) => {
      const { user, caller } = callerOf(request);
      const answer = await submitTenant(db, caller, auditContextOf(request, user), request.body);
      tenants.invalidate();
      if (answer.created) await deps.provisionTenant(answer.tenantId);
      return ok({ tenantId: answer.tenantId, version: answer.version });
    },
  );
  app.post(
    `${TENANT_ADMIN}/setting`,
    {
      config,
      schema: {
        tags,
        summary: '租户设置（平台运营方）',
        body: tenantSettingBody,
        response: { 200: envelope(tenantSubmitAnswer) },
      },
    },
    async (request) => {
      const { user, caller } = callerOf(request);
      const answer = await settingTenant(db, caller, auditContextOf(request, user), request.body);
      tenants.invalidate();
      return ok(answer);
    },
  );
  app.post(
    `${TENANT_ADMIN}/remove`,
    {
      config,
      schema: {
        tags,
        summary: '删除租户（平台运营方；有账号或企业的租户请停用）',
        querystring: tenantRemoveQuery,
        response: { 200: envelope(z.number()) },
      },
    },
    async (request) => {
      const { user, caller } = callerOf(request);
      const removed = await removeTenants(db, caller, auditContextOf(request, user), request.query.ids);
      tenants.invalidate();
      return ok(removed);
    },
  );
}
