import {
  CONSOLE_MGR,
  consoleAuditPage,
  consoleAuditQuery,
  consoleBindingQuery,
  consoleBindings,
  consoleCompanyBindBody,
  consoleCompanyUnbindBody,
  consoleHolderBindBody,
  consoleHolderUnbindBody,
  consoleOption,
  consoleOptionQuery,
  consoleRoleCreateBody,
  consoleRoleMenus,
  consoleRoleMenusQuery,
  consoleRoleMenusSaveBody,
  consoleRoleRow,
  consoleRoleUpdateBody,
  consoleStatusBody,
  consoleVersionAnswer,
  consoleWorkflowNode,
  emptyData,
  envelope,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition, XLSX_CONTENT_TYPE } from '../../platform/documents/content-disposition.js';
import { ok } from '../../platform/envelope.js';
import { registerConsoleAccountRoutes } from './console-account-routes.js';
import type { ConsoleDeps } from './console-accounts.service.js';
import { exportConsoleAudit, pageConsoleAudit } from './console-audit-log.service.js';
import { bindingOptions } from './console-bindings.repository.js';
import {
  bindConsoleCompany,
  bindConsoleHolder,
  consoleBindingsOf,
  unbindConsoleCompany,
  unbindConsoleHolder,
} from './console-bindings.service.js';
import { consoleRoleMenus as roleMenusOf, saveConsoleRoleMenus } from './console-role-menus.service.js';
import {
  createConsoleRole,
  listConsoleRoles,
  listConsoleWorkflowNodes,
  setConsoleRoleStatus,
  updateConsoleRole,
} from './console-roles.service.js';
import { CONSOLE_CONFIG as config, consoleActor, CONSOLE_TAGS as tags } from './console-route-support.js';

const versionAnswer = { 200: envelope(consoleVersionAnswer) };
const done = { 200: envelope(emptyData) };

/** The staff console (issue 20, ADR 39): accounts, roles, bindings and the audit log, for administrators only. */
export function registerConsoleRoutes(root: FastifyInstance, deps: ConsoleDeps): void {
  registerConsoleAccountRoutes(root, deps);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tenantOf = (request: Parameters<typeof consoleActor>[0]) => consoleActor(request).user.tenantId;

  app.get(
    `${CONSOLE_MGR}/role/list`,
    { config, schema: { tags, summary: '角色列表', response: { 200: envelope(z.array(consoleRoleRow)) } } },
    async (request) => ok(await listConsoleRoles(deps, tenantOf(request))),
  );
  app.get(
    `${CONSOLE_MGR}/role/workflow-nodes`,
    {
      config,
      schema: {
        tags,
        summary: '流程审批节点（按处理角色）',
        response: { 200: envelope(z.array(consoleWorkflowNode)) },
      },
    },
    async (request) => ok(await listConsoleWorkflowNodes(deps, tenantOf(request))),
  );
  app.post(
    `${CONSOLE_MGR}/role/create`,
    { config, schema: { tags, summary: '新建角色', body: consoleRoleCreateBody, response: versionAnswer } },
    async (request) => ok(await createConsoleRole(deps, consoleActor(request), request.body), '角色已创建'),
  );
  app.post(
    `${CONSOLE_MGR}/role/update`,
    { config, schema: { tags, summary: '修改角色', body: consoleRoleUpdateBody, response: versionAnswer } },
    async (request) => ok(await updateConsoleRole(deps, consoleActor(request), request.body), '保存成功'),
  );
  app.post(
    `${CONSOLE_MGR}/role/status`,
    { config, schema: { tags, summary: '停用或启用角色', body: consoleStatusBody, response: versionAnswer } },
    async (request) =>
      ok(
        await setConsoleRoleStatus(deps, consoleActor(request), request.body),
        request.body.status === 0 ? '角色已停用' : '角色已启用',
      ),
  );
  app.get(
    `${CONSOLE_MGR}/role/menus`,
    {
      config,
      schema: {
        tags,
        summary: '角色的菜单权限（按专区）',
        querystring: consoleRoleMenusQuery,
        response: { 200: envelope(consoleRoleMenus) },
      },
    },
    async (request) => ok(await roleMenusOf(deps, tenantOf(request), request.query.roleId)),
  );
  app.post(
    `${CONSOLE_MGR}/role/menus/save`,
    {
      config,
      schema: {
        tags,
        summary: '保存角色的菜单权限',
        body: consoleRoleMenusSaveBody,
        response: versionAnswer,
      },
    },
    async (request) => ok(await saveConsoleRoleMenus(deps, consoleActor(request), request.body), '保存成功'),
  );

  const BINDING = `${CONSOLE_MGR}/binding`;
  app.get(
    `${BINDING}/list`,
    {
      config,
      schema: {
        tags,
        summary: '账号的绑定',
        querystring: consoleBindingQuery,
        response: { 200: envelope(consoleBindings) },
      },
    },
    async (request) => ok(await consoleBindingsOf(deps, tenantOf(request), request.query.accountId)),
  );
  app.post(
    `${BINDING}/company`,
    {
      config,
      schema: { tags, summary: '绑定企业（经办人）或会员合作', body: consoleCompanyBindBody, response: done },
    },
    async (request) => {
      await bindConsoleCompany(deps, consoleActor(request), request.body);
      return ok(null, '绑定成功');
    },
  );
  app.post(
    `${BINDING}/company/remove`,
    { config, schema: { tags, summary: '解除企业绑定', body: consoleCompanyUnbindBody, response: done } },
    async (request) => {
      await unbindConsoleCompany(deps, consoleActor(request), request.body);
      return ok(null, '已解除绑定');
    },
  );
  app.post(
    `${BINDING}/holder`,
    {
      config,
      schema: {
        tags,
        summary: '绑定登记账户（及产品）',
        body: consoleHolderBindBody,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => ok(await bindConsoleHolder(deps, consoleActor(request), request.body), '绑定成功'),
  );
  app.post(
    `${BINDING}/holder/remove`,
    { config, schema: { tags, summary: '解除登记账户绑定', body: consoleHolderUnbindBody, response: done } },
    async (request) => {
      await unbindConsoleHolder(deps, consoleActor(request), request.body.id);
      return ok(null, '已解除绑定');
    },
  );
  for (const kind of ['company', 'holder', 'product'] as const)
    app.get(
      `${BINDING}/options/${kind}`,
      {
        config,
        schema: {
          tags,
          summary: '可绑定的对象（按名称或编码）',
          querystring: consoleOptionQuery,
          response: { 200: envelope(z.array(consoleOption)) },
        },
      },
      async (request) => {
        const tenantId = tenantOf(request);
        return ok(
          await deps.db.withTenant(tenantId, (tx) => bindingOptions(tx, tenantId, kind, request.query.key)),
        );
      },
    );

  app.get(
    `${CONSOLE_MGR}/audit/page`,
    {
      config,
      schema: {
        tags,
        summary: '审计日志',
        querystring: consoleAuditQuery,
        response: { 200: envelope(consoleAuditPage) },
      },
    },
    async (request) => ok(await pageConsoleAudit(deps, tenantOf(request), request.query)),
  );
  app.get(
    `${CONSOLE_MGR}/audit/export`,
    { config, schema: { tags, summary: '导出审计日志（xlsx）', querystring: consoleAuditQuery } },
    async (request, reply) => {
      const file = await exportConsoleAudit(deps, consoleActor(request), request.query);
      return reply
        .header('content-disposition', attachmentDisposition('审计日志.xlsx'))
        .type(XLSX_CONTENT_TYPE)
        .send(file);
    },
  );
}
