import {
  chainEventObject,
  chainEventObjectsQuery,
  chainFeedbackBody,
  chainLogPage,
  chainLogQuery,
  chainObjectDetail as chainObjectDetailSchema,
  chainObjectPage,
  chainObjectQuery,
  chainObjectsQuery,
  chainOverview as chainOverviewSchema,
  chainOverwriteBody,
  chainRepublishBody,
  chainSealingKey,
  chainWriteResult,
  envelope,
  REGIONAL_CHAIN_URLS,
} from '@rer/contracts';
import { SM2_DEFAULT_ID } from '@rer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { isRegisterStaff, requireUser } from '../identity/index.js';
import { chainSealingPublicKey } from './chain-config.js';
import { overwriteChainObject, recordChainFeedback, republishChainObject } from './chain-corrections.js';
import {
  chainObjectDetail,
  chainOverview,
  registerEventChainObjects,
  searchChainLog,
  searchChainObjects,
} from './chain-sync.service.js';

const tags = ['regional-chain'];
// Register staff only: the guard refuses anyone else before the query or body is read.
const staff = { access: 'user' as const, authorize: isRegisterStaff };

export interface RegionalChainRouteDeps {
  db: Database;
  clock: Clock;
}

/** 跨链同步 (issue 24, ADR 77): the operator's reads, corrections, and the public sealing key. */
export function registerRegionalChainRoutes(app: FastifyInstance, deps: RegionalChainRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  typed.get(
    REGIONAL_CHAIN_URLS.overview,
    {
      config: staff,
      schema: {
        tags,
        summary: '跨链同步：各类数据对象数量、校验失败与待存储',
        response: { 200: envelope(chainOverviewSchema) },
      },
    },
    async (request) => ok(await chainOverview(db, requireUser(request).tenantId)),
  );
  typed.get(
    REGIONAL_CHAIN_URLS.objects,
    {
      config: staff,
      schema: {
        tags,
        summary: '跨链同步：数据对象最新版本（分页）',
        querystring: chainObjectsQuery,
        response: { 200: envelope(chainObjectPage) },
      },
    },
    async (request) => ok(await searchChainObjects(db, requireUser(request).tenantId, request.query)),
  );
  typed.get(
    REGIONAL_CHAIN_URLS.object,
    {
      config: staff,
      schema: {
        tags,
        summary: '跨链同步：数据对象的全部版本与日志',
        querystring: chainObjectQuery,
        response: { 200: envelope(chainObjectDetailSchema) },
      },
    },
    async (request) => ok(await chainObjectDetail(db, requireUser(request).tenantId, request.query.objectId)),
  );
  typed.get(
    REGIONAL_CHAIN_URLS.log,
    {
      config: staff,
      schema: {
        tags,
        summary: '跨链日志（分页，按类型、类别、对象、日期筛选）',
        querystring: chainLogQuery,
        response: { 200: envelope(chainLogPage) },
      },
    },
    async (request) => ok(await searchChainLog(db, requireUser(request).tenantId, request.query)),
  );
  typed.get(
    REGIONAL_CHAIN_URLS.eventObjects,
    {
      config: staff,
      schema: {
        tags,
        summary: '登记事件的数据对象与版本',
        querystring: chainEventObjectsQuery,
        response: { 200: envelope(z.array(chainEventObject)) },
      },
    },
    async (request) =>
      ok(await registerEventChainObjects(db, requireUser(request).tenantId, request.query.registerEventIds)),
  );
  typed.post(
    REGIONAL_CHAIN_URLS.overwrite,
    {
      config: staff,
      schema: {
        tags,
        summary: '覆盖数据对象版本（该版本及其后各版本重写）',
        body: chainOverwriteBody,
        response: { 200: envelope(chainWriteResult) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(
        await overwriteChainObject(db, auditContextOf(request, user), {
          ...request.body,
          at: deps.clock.now(),
        }),
        '覆盖成功',
      );
    },
  );
  typed.post(
    REGIONAL_CHAIN_URLS.republish,
    {
      config: staff,
      schema: {
        tags,
        summary: '重新发布数据对象版本',
        body: chainRepublishBody,
        response: { 200: envelope(chainWriteResult) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(
        await republishChainObject(db, auditContextOf(request, user), {
          ...request.body,
          at: deps.clock.now(),
        }),
        '已重新发布',
      );
    },
  );
  typed.post(
    REGIONAL_CHAIN_URLS.feedback,
    {
      config: staff,
      schema: {
        tags,
        summary: '记录监管链校验反馈',
        body: chainFeedbackBody,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await recordChainFeedback(db, auditContextOf(request, user), request.body), '已记录');
    },
  );
  typed.get(
    REGIONAL_CHAIN_URLS.sealingKey,
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: '跨链数据对象头部签名公钥（SM2）',
        response: { 200: envelope(chainSealingKey) },
      },
    },
    async () => {
      const { keyId, publicKeyBase64 } = chainSealingPublicKey();
      return ok({
        keyId,
        publicKey: publicKeyBase64,
        algorithm: 'SM2' as const,
        hash: 'SM3' as const,
        userId: SM2_DEFAULT_ID,
      });
    },
  );
}
