import {
  contentHistory,
  contentIdQuery,
  contentItem,
  contentListQuery,
  contentPage,
  contentReviewBody,
  contentSaveBody,
  contentSubmitBody,
  contentUnpublishBody,
  envelope,
  latestContent,
  latestContentQuery,
  publicContentDetailQuery,
  publicContentItem,
  publicContentListQuery,
  publicContentPage,
  CONTENT_URLS as URLS,
} from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { registerAttachmentOwnerKind } from '../attachments/index.js';
import { isRegisterStaff, requireUser } from '../identity/index.js';
import { contentAuditTrail, isPublishedContent } from './content.repository.js';
import {
  contentDetail,
  reviewContent,
  type StaffCall,
  saveContent,
  submitContent,
  unpublishContent,
} from './content.service.js';
import {
  type ContentDeps,
  latestAnnouncements,
  publicContentDetail,
  publicContentList,
  staffContentList,
} from './content-public.service.js';
import { CONTENT_KIND } from './content-view.js';

const tags = ['content'];
// Staff only: the guard refuses anyone else before the body is read.
const staff = { access: 'user' as const, authorize: isRegisterStaff };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const versionAnswer = envelope(z.object({ version: z.number().int() }));

/** Runs a staff use-case in the caller's tenant transaction with its audit context. */
function asStaff<T>(deps: ContentDeps, request: FastifyRequest, fn: (tx: Tx, call: StaffCall) => Promise<T>) {
  const user = requireUser(request);
  const call = { user, audit: auditContextOf(request, user) };
  return deps.db.withTenant(user.tenantId, (tx) => fn(tx, call));
}

function registerStaffRoutes(root: FastifyInstance, deps: ContentDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    URLS.list,
    {
      config: staff,
      schema: {
        tags,
        summary: '内容管理：列表（工作人员）',
        querystring: contentListQuery,
        response: { 200: envelope(contentPage) },
      },
    },
    async (request) => ok(await staffContentList(deps, requireUser(request).tenantId, request.query)),
  );
  app.get(
    URLS.detail,
    {
      config: staff,
      schema: {
        tags,
        summary: '内容管理：详情',
        querystring: contentIdQuery,
        response: { 200: envelope(contentItem) },
      },
    },
    async (request) =>
      ok(await asStaff(deps, request, (tx, c) => contentDetail(tx, c.user.tenantId, request.query.id))),
  );
  app.get(
    URLS.history,
    {
      config: staff,
      schema: {
        tags,
        summary: '内容管理：操作记录',
        querystring: contentIdQuery,
        response: { 200: envelope(contentHistory) },
      },
    },
    async (request) =>
      ok(await asStaff(deps, request, (tx, c) => contentAuditTrail(tx, c.user.tenantId, request.query.id))),
  );
  app.post(
    URLS.save,
    {
      config: staff,
      schema: {
        tags,
        summary: '内容管理：保存草稿（正文经白名单清洗）',
        body: contentSaveBody,
        response: { 200: envelope(z.object({ id: z.string(), version: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await asStaff(deps, request, (tx, c) => saveContent(tx, c, request.body)), '保存成功'),
  );
  app.post(
    URLS.submit,
    {
      config: staff,
      schema: {
        tags,
        summary: '内容管理：提交审核',
        body: contentSubmitBody,
        response: { 200: versionAnswer },
      },
    },
    async (request) =>
      ok(await asStaff(deps, request, (tx, c) => submitContent(tx, c, request.body)), '已提交审核'),
  );
  app.post(
    URLS.review,
    {
      config: staff,
      schema: {
        tags,
        summary: '内容管理：审核（发布或退回；审核人不能是提交人）',
        body: contentReviewBody,
        response: { 200: versionAnswer },
      },
    },
    async (request) =>
      ok(await asStaff(deps, request, (tx, c) => reviewContent(tx, c, request.body)), '审核完成'),
  );
  app.post(
    URLS.unpublish,
    {
      config: staff,
      schema: {
        tags,
        summary: '内容管理：撤下已发布内容',
        body: contentUnpublishBody,
        response: { 200: versionAnswer },
      },
    },
    async (request) =>
      ok(await asStaff(deps, request, (tx, c) => unpublishContent(tx, c, request.body)), '已撤下'),
  );
}

function registerPublicRoutes(root: FastifyInstance, deps: ContentDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' as const };
  app.get(
    URLS.publicList,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '政策、新闻、公告、临时公告列表（公开，按租户）',
        querystring: publicContentListQuery,
        response: { 200: envelope(publicContentPage) },
      },
    },
    async (request) => ok(await publicContentList(deps, request.tenantId, request.query)),
  );
  app.get(
    URLS.publicDetail,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '已发布内容详情（公开，按租户）',
        querystring: publicContentDetailQuery,
        response: { 200: envelope(publicContentItem) },
      },
    },
    async (request) => ok(await publicContentDetail(deps, request.tenantId, request.query)),
  );
  app.get(
    URLS.latest,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '首页最新公告（公开，按租户）',
        querystring: latestContentQuery,
        response: { 200: envelope(latestContent) },
      },
    },
    async (request) => ok(await latestAnnouncements(deps, request.tenantId, request.query)),
  );
}

/** Content operations (ADR 83): the staff calls, the public site's, and the attachments' access rule. */
export function registerContentRoutes(root: FastifyInstance, deps: ContentDeps): void {
  // Staff see every item's files; the public download serves them once the item is published.
  registerAttachmentOwnerKind(CONTENT_KIND, async (_tx, user) => isRegisterStaff(user), {
    isPublic: (tx, recordId) =>
      UUID.test(recordId) ? isPublishedContent(tx, recordId) : Promise.resolve(false),
  });
  registerStaffRoutes(root, deps);
  registerPublicRoutes(root, deps);
}
