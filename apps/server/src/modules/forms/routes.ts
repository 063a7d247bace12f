import {
  envelope,
  formSchemaDetail,
  formSchemaQuery,
  formSchemaVersion,
  formTableRows,
  formTableRowsQuery,
  formVersionsQuery,
  savedFormSchema,
  saveFormSchemaBody,
  validateFormAnswer,
  validateFormBody,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { ADMINISTRATOR_ROLE, isAdministrator, requireAdministrator, requireUser } from '../identity/index.js';
import type { TenantService } from '../system/index.js';
import {
  getActiveFormSchema,
  getFormSchemaForDesigner,
  listFormVersions,
  saveFormSchemaVersion,
} from './form-schema.service.js';
import { getDisplayTableRows, withPagedTables } from './form-table-rows.service.js';
import { registerTableWorkbookRoutes } from './table-workbook-routes.js';
import { assertValidFormSubmission } from './validate-submission.js';

export interface FormRouteDeps {
  db: Database;
  tenants: TenantService;
  clock: Clock;
}

const BIZ = '/api/rem-registrationbizweb/otc-flow/workflowform';
const MGR = '/api/rem-registrationmgrweb/otc-flow/workflowform';
const tags = ['forms'];
/** Role alias allowed to change form schemas (the form designer): the one administrator check (ADR 29). */
export const FORM_ADMIN_ROLE = ADMINISTRATOR_ROLE;
const requireFormAdmin = requireAdministrator;

/** Form schemas: the detail and validate calls (users), save and versions (administrators). */
export function registerFormRoutes(root: FastifyInstance, deps: FormRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants } = deps;
  registerTableWorkbookRoutes(root, { tenants });

  app.get(
    `${BIZ}/detail`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '表单配置（当前版本）',
        querystring: formSchemaQuery,
        response: { 200: envelope(formSchemaDetail) },
      },
    },
    async (request) => {
      const tenant = await tenants.require(request.tenantId);
      const { appId, nodeId, mgrOrBiz, firstRows } = request.query;
      const key = { tenantId: tenant.tenantId, appId, nodeId };
      // The designer (mgr, administrators) also learns of a held-back shipped schema (ADR 19).
      const designer = mgrOrBiz === 'mgr' && isAdministrator(requireUser(request));
      if (designer) return ok(await getFormSchemaForDesigner(db, key));
      const detail = await getActiveFormSchema(db, key);
      // Big display tables apart from the schema, when asked (ADR 33); the designer always gets all.
      return ok(firstRows === undefined ? detail : withPagedTables(detail, firstRows));
    },
  );

  app.get(
    `${BIZ}/tableRows`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '展示表格数据分页（大数据表格）',
        querystring: formTableRowsQuery,
        response: { 200: envelope(formTableRows) },
      },
    },
    async (request) => {
      const tenant = await tenants.require(request.tenantId);
      return ok(await getDisplayTableRows(db, tenant.tenantId, request.query));
    },
  );

  app.post(
    `${BIZ}/validate`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '按表单配置校验提交数据',
        body: validateFormBody,
        response: { 200: envelope(validateFormAnswer) },
      },
    },
    async (request) => {
      const tenant = await tenants.require(request.tenantId);
      const user = requireUser(request);
      const { body } = request;
      const answer = await db.withTenant(tenant.tenantId, (tx) =>
        assertValidFormSubmission(
          tx,
          { ...body, tenantId: tenant.tenantId, landingMode: user.landingMode },
          { today: deps.clock.now() },
        ),
      );
      return ok(answer, '校验通过');
    },
  );

  app.post(
    `${MGR}/save`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '保存表单配置新版本（管理员）',
        body: saveFormSchemaBody,
        response: { 200: envelope(savedFormSchema) },
      },
    },
    async (request) => {
      const user = requireFormAdmin(request);
      const tenant = await tenants.require(request.tenantId);
      const saved = await saveFormSchemaVersion({
        db,
        tenantId: tenant.tenantId,
        body: request.body,
        audit: {
          tenantId: tenant.tenantId,
          ip: request.ip,
          requestId: request.id,
          actorId: user.accountId,
          actorName: user.account,
        },
      });
      return ok(saved, '保存成功');
    },
  );

  app.get(
    `${MGR}/versions`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '表单配置版本列表（管理员）',
        querystring: formVersionsQuery,
        response: { 200: envelope(z.array(formSchemaVersion)) },
      },
    },
    async (request) => {
      requireFormAdmin(request);
      const tenant = await tenants.require(request.tenantId);
      const { appId, nodeId } = request.query;
      return ok(await listFormVersions(db, { tenantId: tenant.tenantId, appId, nodeId }));
    },
  );
}
