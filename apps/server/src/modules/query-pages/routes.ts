import {
  envelope,
  QUERY_PAGE_BIZ,
  QUERY_PAGE_MGR,
  queryEndpointInfo,
  queryPageAnswer,
  queryPageDetail,
  queryPageKeyQuery,
  queryPageSummary,
  queryPageVersion,
  runQueryPageBody,
  savedQueryPage,
  saveQueryPageBody,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { requireUser } from '../identity/index.js';
import type { TenantService } from '../system/index.js';
import { requireConfigAdmin } from './admin.js';
import type { QueryEndpointRegistry } from './endpoint-registry.js';
import { getActivePage, listPages, listPageVersions, savePageConfig } from './query-page.service.js';
import { runQueryPage } from './run-query.js';

export interface QueryPageRouteDeps {
  db: Database;
  tenants: TenantService;
  endpoints: QueryEndpointRegistry;
}

const tags = ['query-pages'];
const config = { access: 'user' as const };

/** Query pages: config and query (users); list, versions, endpoints and save (administrators). */
export function registerQueryPageRoutes(root: FastifyInstance, deps: QueryPageRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants, endpoints } = deps;
  const tenantOf = async (tenantId: string) => (await tenants.require(tenantId)).tenantId;

  app.get(
    `${QUERY_PAGE_BIZ}/config`,
    {
      config,
      schema: {
        tags,
        summary: '查询页面配置（当前版本）',
        querystring: queryPageKeyQuery,
        response: { 200: envelope(queryPageDetail) },
      },
    },
    async (request) => {
      const tenantId = await tenantOf(request.tenantId);
      return ok(await getActivePage(db, { tenantId, pageKey: request.query.pageKey }));
    },
  );

  app.post(
    `${QUERY_PAGE_BIZ}/query`,
    {
      config,
      schema: {
        tags,
        summary: '查询页面数据（按配置的已注册接口）',
        body: runQueryPageBody,
        response: { 200: envelope(queryPageAnswer) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await tenantOf(request.tenantId);
      const { pageKey, pageNo, pageSize, params } = request.body;
      const answer = await runQueryPage({
        db,
        endpoints,
        user,
        meta: { ip: request.ip, requestId: String(request.id) },
        pageKey,
        pageNo,
        pageSize,
        params,
      });
      return ok(answer);
    },
  );

  app.get(
    `${QUERY_PAGE_MGR}/list`,
    {
      config,
      schema: {
        tags,
        summary: '查询页面列表（管理员）',
        response: { 200: envelope(z.array(queryPageSummary)) },
      },
    },
    async (request) => {
      requireConfigAdmin(request);
      return ok(await listPages(db, await tenantOf(request.tenantId)));
    },
  );

  app.get(
    `${QUERY_PAGE_MGR}/versions`,
    {
      config,
      schema: {
        tags,
        summary: '查询页面配置版本（管理员）',
        querystring: queryPageKeyQuery,
        response: { 200: envelope(z.array(queryPageVersion)) },
      },
    },
    async (request) => {
      requireConfigAdmin(request);
      const tenantId = await tenantOf(request.tenantId);
      return ok(await listPageVersions(db, { tenantId, pageKey: request.query.pageKey }));
    },
  );

  app.get(
    `${QUERY_PAGE_MGR}/endpoints`,
    {
      config,
      schema: {
        tags,
        summary: '已注册的数据接口（管理员）',
        response: { 200: envelope(z.array(queryEndpointInfo)) },
      },
    },
    async (request) => {
      requireConfigAdmin(request);
      return ok(
        endpoints.list().map((endpoint) => ({
          name: endpoint.name,
          title: endpoint.title,
          access: endpoint.access,
          params: Object.keys(endpoint.params.shape).map((name) => ({
            name,
            label: endpoint.paramLabels[name] ?? name,
          })),
          columns: [...endpoint.columns],
        })),
      );
    },
  );

  app.post(
    `${QUERY_PAGE_MGR}/save`,
    {
      config,
      schema: {
        tags,
        summary: '保存查询页面配置新版本（管理员）',
        body: saveQueryPageBody,
        response: { 200: envelope(savedQueryPage) },
      },
    },
    async (request) => {
      const user = requireConfigAdmin(request);
      const tenantId = await tenantOf(request.tenantId);
      const saved = await savePageConfig({
        db,
        endpoints,
        tenantId,
        body: request.body,
        audit: {
          tenantId,
          ip: request.ip,
          requestId: request.id,
          actorId: user.accountId,
          actorName: user.account,
        },
      });
      return ok(saved, '保存成功');
    },
  );
}
