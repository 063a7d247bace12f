import {
  envelope,
  menuAdminNode,
  menuDetailQuery,
  menuLazyListQuery,
  menuRemoveQuery,
  menuSubmitAnswer,
  menuSubmitBody,
  menuTreeNode,
  menuTreeQuery,
} from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuditContext, auditContextOf } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { findTenantRoles, isAdministrator, requireAdministrator } from '../identity/index.js';
import type { MenuService } from './menu.service.js';
import { listMenuChildren, menuDetail, menuTree, removeMenus, submitMenu } from './menu-admin.service.js';

const MENU = '/api/blade-system/menu';
const tags = ['system'];
/** Administrators only; a refused caller's body is never read (the guard checks before parsing). */
const config = { access: 'user' as const, authorize: isAdministrator };

const auditOf = (request: FastifyRequest): AuditContext =>
  auditContextOf(request, requireAdministrator(request));

/** Menu administration (002 §7 System: lazy-list, lazy-menu-list, tree, detail, submit, remove). */
export function registerMenuAdminRoutes(
  root: FastifyInstance,
  deps: { db: Database; menus: MenuService },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, menus } = deps;
  // A tenant's rows exist once the shipped tree is synchronised (once per process and tenant).
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url?.startsWith(`${MENU}/`) && request.user)
      await menus.ensureSynced(request.user.tenantId);
  });
  const tenantOf = (request: FastifyRequest) => requireAdministrator(request).tenantId;

  for (const [path, menusOnly, summary] of [
    ['lazy-list', false, '菜单与按钮（按上级逐层加载）'],
    ['lazy-menu-list', true, '菜单（按上级逐层加载，不含按钮）'],
  ] as const) {
    app.get(
      `${MENU}/${path}`,
      {
        config,
        schema: {
          tags,
          summary,
          querystring: menuLazyListQuery,
          response: { 200: envelope(z.array(menuAdminNode)) },
        },
      },
      async (request) => ok(await listMenuChildren(db, tenantOf(request), { ...request.query, menusOnly })),
    );
  }

  app.get(
    `${MENU}/tree`,
    {
      config,
      schema: {
        tags,
        summary: '菜单树（选择上级菜单）',
        querystring: menuTreeQuery,
        response: { 200: envelope(z.array(menuTreeNode)) },
      },
    },
    async (request) => ok(await menuTree(db, tenantOf(request), request.query.zone)),
  );

  app.get(
    `${MENU}/detail`,
    {
      config,
      schema: {
        tags,
        summary: '菜单详情',
        querystring: menuDetailQuery,
        response: { 200: envelope(menuAdminNode) },
      },
    },
    async (request) => ok(await menuDetail(db, tenantOf(request), request.query.id)),
  );

  app.get(
    `${MENU}/role-options`,
    {
      config,
      schema: {
        tags,
        summary: '可选角色（菜单与按钮的可见角色）',
        response: { 200: envelope(z.array(z.object({ alias: z.string(), name: z.string() }))) },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      return ok(await db.withTenant(tenantId, (tx) => findTenantRoles(tx, tenantId)));
    },
  );

  app.post(
    `${MENU}/submit`,
    {
      config,
      schema: {
        tags,
        summary: '新增或修改菜单',
        body: menuSubmitBody,
        response: { 200: envelope(menuSubmitAnswer) },
      },
    },
    async (request) => {
      const answer = await submitMenu(db, auditOf(request), request.body);
      menus.invalidate(request.tenantId);
      return ok(answer);
    },
  );

  app.post(
    `${MENU}/remove`,
    {
      config,
      schema: {
        tags,
        summary: '删除菜单',
        querystring: menuRemoveQuery,
        response: { 200: envelope(z.number()) },
      },
    },
    async (request) => {
      const removed = await removeMenus(db, auditOf(request), request.query.ids);
      menus.invalidate(request.tenantId);
      return ok(removed);
    },
  );
}
