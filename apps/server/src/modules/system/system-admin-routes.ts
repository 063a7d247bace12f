import {
  dictChildListQuery,
  dictDetailQuery,
  dictItemRecord,
  dictParentListQuery,
  dictRemoveQuery,
  dictSubmitAnswer,
  dictSubmitBody,
  dictTreeNode,
  dictTreeQuery,
  dictTypeRecord,
  envelope,
  page,
  paramListQuery,
  paramRecord,
  paramSubmitBody,
} from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuditContext, auditContextOf, writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import type { DictionaryService } from './dictionary.service.js';
import {
  dictionaryItemDetail,
  listDictionaries,
  listDictionaryItems,
  removeDictionaryItems,
  submitDictionary,
} from './dictionary-admin.service.js';
import type { ParamService } from './param.service.js';
import { listParams, submitParam } from './param-admin.service.js';

type Caller = NonNullable<FastifyRequest['user']>;

export interface SystemAdminRouteDeps {
  db: Database;
  dictionaries: DictionaryService;
  params: ParamService;
  /** The one administrator check (identity's), given by the app: system sits below identity. */
  isAdministrator: (user: Caller) => boolean;
  /** Tells every server process to drop its cached dictionaries, parameters and menus. */
  clearCaches: () => Promise<void>;
}

const DICT = '/api/blade-system/dict-biz';
const PARAM = '/api/blade-system/param-biz';
const tags = ['system'];

/** Dictionaries and parameters kept by administrators (002 §7 System), each change audited. */
export function registerSystemAdminRoutes(root: FastifyInstance, deps: SystemAdminRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, dictionaries, params } = deps;
  const config = { access: 'user' as const, authorize: deps.isAdministrator };
  const admin = (request: FastifyRequest): Caller => {
    if (!request.user || !deps.isAdministrator(request.user)) throw new AppError('FORBIDDEN');
    return request.user;
  };
  const auditOf = (request: FastifyRequest): AuditContext => auditContextOf(request, admin(request));

  // BladeX's `list` is the same paged list of dictionaries as `parent-list`.
  for (const path of ['parent-list', 'list']) {
    app.get(
      `${DICT}/${path}`,
      {
        config,
        schema: {
          tags,
          summary: '字典列表（管理员）',
          querystring: dictParentListQuery,
          response: { 200: envelope(page(dictTypeRecord)) },
        },
      },
      async (request) => ok(await listDictionaries(db, admin(request).tenantId, request.query)),
    );
  }
  app.get(
    `${DICT}/child-list`,
    {
      config,
      schema: {
        tags,
        summary: '字典项（管理员）',
        querystring: dictChildListQuery,
        response: { 200: envelope(page(dictItemRecord)) },
      },
    },
    async (request) => ok(await listDictionaryItems(db, admin(request).tenantId, request.query)),
  );
  app.get(
    `${DICT}/detail`,
    {
      config,
      schema: {
        tags,
        summary: '字典项详情（管理员）',
        querystring: dictDetailQuery,
        response: { 200: envelope(dictItemRecord) },
      },
    },
    async (request) => ok(await dictionaryItemDetail(db, admin(request).tenantId, request.query.id)),
  );
  app.get(
    `${DICT}/tree`,
    {
      config,
      schema: {
        tags,
        summary: '字典树（选择字典）',
        querystring: dictTreeQuery,
        response: { 200: envelope(z.array(dictTreeNode)) },
      },
    },
    async (request) => {
      const all = await listDictionaries(db, admin(request).tenantId, { current: 1, size: 10_000 });
      return ok(
        all.records.map((d) => ({
          id: d.code,
          key: d.code,
          value: d.code,
          title: `${d.dictValue}（${d.code}）`,
        })),
      );
    },
  );
  app.post(
    `${DICT}/submit`,
    {
      config,
      schema: {
        tags,
        summary: '新增或修改字典、字典项',
        body: dictSubmitBody,
        response: { 200: envelope(dictSubmitAnswer) },
      },
    },
    async (request) => {
      const answer = await submitDictionary(db, auditOf(request), request.body);
      dictionaries.invalidate(request.tenantId);
      return ok(answer);
    },
  );
  app.post(
    `${DICT}/remove`,
    {
      config,
      schema: {
        tags,
        summary: '删除字典项',
        querystring: dictRemoveQuery,
        response: { 200: envelope(z.number()) },
      },
    },
    async (request) => {
      const removed = await removeDictionaryItems(db, auditOf(request), request.query.ids);
      dictionaries.invalidate(request.tenantId);
      return ok(removed);
    },
  );

  // 清除缓存 (002 §7, §8): an administrator's call empties every process's caches; anyone else's
  // only their own browser's (nothing is cached per user here).
  app.get(
    '/api/blade-auth/oauth/clear-cache',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: '清除缓存', response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      if (request.user && deps.isAdministrator(request.user)) {
        await deps.clearCaches();
        const audit = auditOf(request);
        await db.withTenant(audit.tenantId, (tx) => writeAudit(tx, audit, { action: 'cache.clear' }));
      }
      return ok(null, '清除缓存成功');
    },
  );

  app.get(
    `${PARAM}/list`,
    {
      config,
      schema: {
        tags,
        summary: '系统参数列表（管理员）',
        querystring: paramListQuery,
        response: { 200: envelope(page(paramRecord)) },
      },
    },
    async (request) => ok(await listParams(db, admin(request).tenantId, request.query)),
  );
  app.post(
    `${PARAM}/submit`,
    {
      config,
      schema: {
        tags,
        summary: '新增或修改系统参数',
        body: paramSubmitBody,
        response: { 200: envelope(z.object({ paramKey: z.string(), version: z.number() })) },
      },
    },
    async (request) => {
      const answer = await submitParam(db, auditOf(request), request.body);
      params.invalidate(request.tenantId);
      return ok(answer);
    },
  );
}
