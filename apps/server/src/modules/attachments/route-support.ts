import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AttachmentRow } from '../../db/schema.js';
import type { AuditContext } from '../../platform/audit.js';
import type { AuthConfig } from '../../platform/auth-config.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { attachmentDisposition } from '../../platform/documents/content-disposition.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import type { AuthUser } from '../identity/index.js';
import type { TenantService } from '../system/index.js';
import { isAcceptedExtension, TYPE_RULES } from './file-types.js';

export interface AttachmentRouteDeps {
  db: Database;
  tenants: TenantService;
  /** Opened on first use (tests that never upload never touch the data folder). */
  storage: () => Promise<ObjectStorage>;
  auth: AuthConfig;
  clock: Clock;
  /** The platform's upload limit in bytes (UPLOAD_MAX_MB). */
  maxBytes: number;
}

export const OSS = '/api/blade-resource/oss/endpoint';
export const tags = ['attachments'];

export function auditOf(request: FastifyRequest, user: AuthUser | null, tenantId: string): AuditContext {
  return {
    tenantId,
    ip: request.ip,
    requestId: request.id,
    actorId: user?.accountId ?? null,
    actorName: user?.account ?? null,
  };
}

/** What the preview dialog may show inline in a frame, an image or a video element. */
export function inlineKind(row: AttachmentRow): 'image' | 'pdf' | 'video' | null {
  const ext = row.extension;
  if (!isAcceptedExtension(ext)) return null;
  const preview = TYPE_RULES[ext].preview;
  return preview === 'image' || preview === 'pdf' || preview === 'video' ? preview : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the download routes when the answer is a file shown inside the app (onSend hook). */
    attachmentInline: 'image' | 'pdf' | 'video' | null;
  }
}

/**
 * Answers the stored bytes. `inline` only for images, PDFs and MP4 (other types are always
 * attachments); names with Chinese characters travel as RFC 5987 `filename*`. nosniff keeps the
 * browser to the type checked at upload.
 */
export async function sendAttachment(
  request: FastifyRequest,
  reply: FastifyReply,
  params: { row: AttachmentRow; storage: ObjectStorage; inline: boolean },
): Promise<FastifyReply> {
  const { row } = params;
  const kind = params.inline ? inlineKind(row) : null;
  const content = await params.storage.get(row.storageKey);
  const disposition = attachmentDisposition(row.originalName);
  request.attachmentInline = kind;
  return reply
    .header(
      'content-disposition',
      kind === null ? disposition : `inline${disposition.slice('attachment'.length)}`,
    )
    .header('content-length', String(row.sizeBytes))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .type(row.mediaType)
    .send(content.body as Readable);
}

/** Headers of an inline answer: the app may frame it (same origin); images and video run nothing. */
export function inlineHeaders(reply: FastifyReply, kind: 'image' | 'pdf' | 'video'): void {
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  reply.header(
    'Content-Security-Policy',
    kind === 'pdf'
      ? "frame-ancestors 'self'"
      : "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
  );
}
