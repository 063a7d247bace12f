import { downloadFileQuery, publicDownloadFileQuery } from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { authenticate } from '../identity/index.js';
import { canSeeAttachment, isPubliclyVisible } from './access.js';
import { findAttachment } from './attachment.repository.js';
import {
  type AttachmentRouteDeps,
  auditOf,
  inlineHeaders,
  OSS,
  sendAttachment,
  tags,
} from './route-support.js';
import { verifyLink } from './signed-link.js';

/**
 * `oss/endpoint/downloadFile` (signed in, or a signed preview link) and the public, tenant-aware
 * `nonds/oss/endpoint/downloadFile`, which serves only attachments of public records (ADR 13).
 * A missing attachment and one the caller may not see get the same 404.
 */
export function registerDownloadRoutes(root: FastifyInstance, deps: AttachmentRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants } = deps;

  app.decorateRequest('attachmentInline', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.attachmentInline) inlineHeaders(reply, request.attachmentInline);
    return payload;
  });

  app.get(
    `${OSS}/downloadFile`,
    {
      // Public at the guard: a signed preview link stands in for the token; without one the
      // handler authenticates exactly like the guard would.
      config: { access: 'public' },
      schema: { tags, summary: '下载附件（登录用户，或预览链接）', querystring: downloadFileQuery },
    },
    async (request, reply) => {
      const { attachId, inline, sign, expires, uid } = request.query;
      if (sign !== undefined || expires !== undefined || uid !== undefined) {
        return signedDownload(request, reply, {
          attachId,
          sign,
          expires,
          uid,
          tenantId: request.query.tenantId,
        });
      }
      const user = await authenticate(request, { db, auth: deps.auth, clock: deps.clock });
      request.user = user;
      await tenants.require(user.tenantId);
      const row = await db.withTenant(user.tenantId, async (tx) => {
        const found = await findAttachment(tx, user.tenantId, attachId);
        if (!found || !(await canSeeAttachment(tx, user, found))) {
          throw new AppError('ATTACHMENT_NOT_FOUND', { attachId });
        }
        await writeAudit(tx, auditOf(request, user, user.tenantId), {
          action: 'attachment.download',
          targetType: 'attachment',
          targetId: attachId,
          detail: { inline: inline === '1', via: 'token' },
        });
        return found;
      });
      return sendAttachment(request, reply, { row, storage: await deps.storage(), inline: inline === '1' });
    },
  );

  const signedDownload = async (
    request: FastifyRequest,
    reply: Parameters<typeof sendAttachment>[1],
    q: { attachId: string; sign?: string; expires?: string; uid?: string; tenantId?: string },
  ) => {
    if (!q.sign || !q.expires || !q.uid || !q.tenantId) throw new AppError('ATTACHMENT_LINK_EXPIRED');
    const valid = verifyLink(deps.auth.jwtSecret, {
      tenantId: q.tenantId,
      attachId: q.attachId,
      accountId: q.uid,
      expires: Number(q.expires),
      sign: q.sign,
      now: deps.clock.now(),
    });
    if (!valid) throw new AppError('ATTACHMENT_LINK_EXPIRED');
    const tenantId = q.tenantId;
    const row = await db.withTenant(tenantId, async (tx) => {
      const found = await findAttachment(tx, tenantId, q.attachId);
      if (!found) throw new AppError('ATTACHMENT_NOT_FOUND', { attachId: q.attachId });
      await writeAudit(
        tx,
        { tenantId, ip: request.ip, requestId: request.id, actorId: q.uid ?? null, actorName: null },
        {
          action: 'attachment.download',
          targetType: 'attachment',
          targetId: q.attachId,
          detail: { inline: true, via: 'preview-link' },
        },
      );
      return found;
    });
    return sendAttachment(request, reply, { row, storage: await deps.storage(), inline: true });
  };

  app.get(
    '/api/blade-resource/nonds/oss/endpoint/downloadFile',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '下载公开业务的附件（无需登录，按租户）',
        querystring: publicDownloadFileQuery,
      },
    },
    async (request, reply) => {
      const { attachId, tenantId, inline } = request.query;
      await tenants.require(tenantId);
      const row = await db.withTenant(tenantId, async (tx) => {
        const found = await findAttachment(tx, tenantId, attachId);
        if (!found || !(await isPubliclyVisible(tx, found))) {
          throw new AppError('ATTACHMENT_NOT_FOUND', { attachId });
        }
        await writeAudit(tx, auditOf(request, null, tenantId), {
          action: 'attachment.download',
          targetType: 'attachment',
          targetId: attachId,
          detail: { inline: inline === '1', via: 'public' },
        });
        return found;
      });
      return sendAttachment(request, reply, { row, storage: await deps.storage(), inline: inline === '1' });
    },
  );
}
