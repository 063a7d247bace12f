import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import {
  ATTACHMENT_EXTENSIONS,
  attachmentPreview,
  attachmentPreviewQuery,
  envelope,
  MODEL_FILE_EXTENSIONS,
  uploadedAttachment,
  uploadLimitsQuery,
} from '@rer/contracts';
import { DECLARATION_FILE_MESSAGES } from '@rer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { AppError, validationError } from '../../platform/errors.js';
import { requireUser } from '../identity/index.js';
import { registerDownloadRoutes } from './download-routes.js';
import { cleanFileName, parseAcceptList } from './file-types.js';
import { buildPreview } from './preview.service.js';
import { type AttachmentRouteDeps, auditOf, OSS, tags } from './route-support.js';
import { megabytes, uploadAttachment } from './upload.js';

/** Multipart failures of @fastify/multipart and busboy as Chinese 400s naming the field. */
function multipartError(error: unknown, maxBytes: number): AppError | null {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return validationError('file', '请以 multipart/form-data 方式上传文件');
    case 'FST_FILES_LIMIT':
      return validationError('file', '每次只能上传一个文件');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return validationError('file', '上传表单的字段过多');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('ATTACHMENT_TOO_LARGE', {
        fileName: '文件',
        limit: Math.round(maxBytes / 1048576),
      });
    default:
      if (
        error instanceof Error &&
        /unexpected end of (form|multipart data)|malformed part header|multipart/i.test(error.message)
      ) {
        return validationError('file', '上传内容不完整或格式不正确');
      }
      return null;
  }
}

/**
 * The declarations' uploads answer with 001 §5.10's own messages (ADR 71): 只能上传JPG、PNG、PDF文件
 * for another type (by name or by content), 文件不能超过 50MB over the size (the platform's
 * limit, 50 MB unless UPLOAD_MAX_MB lowers it).
 */
function modelFileRefusal(error: unknown, maxBytes: number): unknown {
  if (!(error instanceof AppError)) return error;
  const data = { field: 'file' };
  if (error.code === 'ATTACHMENT_TYPE_REFUSED' || error.code === 'ATTACHMENT_CONTENT_MISMATCH')
    return new AppError(error.code, {}, { message: DECLARATION_FILE_MESSAGES.type, data });
  if (error.code === 'ATTACHMENT_TOO_LARGE')
    return new AppError(error.code, {}, { message: `文件不能超过 ${megabytes(maxBytes)}MB`, data });
  return error;
}

function fieldValue(fields: Record<string, unknown>, name: string): string | undefined {
  const part = fields[name] as { type?: string; value?: unknown } | undefined;
  return part?.type === 'field' && typeof part.value === 'string' ? part.value : undefined;
}

/** Room for the multipart framing and the small fields around the file. */
const MULTIPART_ALLOWANCE = 64 * 1024;

/** An upload whose Content-Length already exceeds the platform limit (ADR 27). */
function announcedTooLarge(request: FastifyRequest, maxBytes: number): AppError | null {
  const declared = Number(request.headers['content-length']);
  if (!Number.isFinite(declared) || declared <= maxBytes + MULTIPART_ALLOWANCE) return null;
  return new AppError('ATTACHMENT_TOO_LARGE', { fileName: '文件', limit: megabytes(maxBytes) });
}

type MultipartParts = AsyncIterableIterator<Multipart>;

/** The first file part of the upload (fields before it are on its `fields`). */
async function firstFile(parts: MultipartParts): Promise<MultipartFile | undefined> {
  // next() rather than for-await: leaving a for-await would close the iterator for the rest.
  for (let next = await parts.next(); !next.done; next = await parts.next()) {
    if (next.value.type === 'file') return next.value;
  }
  return undefined;
}

/**
 * The rest of the upload after its file: one file per upload, so a second one refuses the whole
 * upload (nothing stored) instead of being dropped unseen. Fields after the file are ignored.
 */
async function refuseFurtherFiles(parts: MultipartParts): Promise<void> {
  for await (const part of parts) {
    if (part.type === 'file') {
      part.file.resume();
      throw validationError('file', '每次只能上传一个文件');
    }
  }
}

/**
 * Attachments (issue 6, ADR 13): upload, download, preview. Multipart parsing is registered
 * only inside this plugin, so no other route accepts multipart bodies.
 */
export async function attachmentsPlugin(scope: FastifyInstance, deps: AttachmentRouteDeps): Promise<void> {
  await scope.register(multipart, {
    // One more byte than the platform limit: the handler refuses with the spec's message. Two
    // files, so that a second one reaches the handler and refuses the upload (busboy's own limit
    // would skip it unseen).
    limits: { fileSize: deps.maxBytes + 1, files: 2, fields: 10, parts: 12, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  const app = scope.withTypeProvider<ZodTypeProvider>();

  const upload = async (
    request: FastifyRequest,
    fallback: readonly (typeof ATTACHMENT_EXTENSIONS)[number][],
  ) => {
    const user = requireUser(request);
    await deps.tenants.require(user.tenantId);
    const parts = request.parts();
    let file: MultipartFile | undefined;
    try {
      file = await firstFile(parts);
    } catch (error) {
      throw multipartError(error, deps.maxBytes) ?? error;
    }
    if (!file) throw new AppError('ATTACHMENT_NO_FILE');
    const fields = file.fields as Record<string, unknown>;
    const query = request.query as Record<string, unknown>;
    const limits = uploadLimitsQuery.safeParse({
      accept: fieldValue(fields, 'accept') ?? query.accept,
      maxSize: fieldValue(fields, 'maxSize') ?? query.maxSize,
    });
    if (!limits.success) {
      file.file.resume();
      throw validationError('', limits.error.issues[0]?.message ?? '上传参数不正确');
    }
    const fileName = cleanFileName(file.filename);
    let accept: ReturnType<typeof parseAcceptList>;
    try {
      accept = parseAcceptList(limits.data.accept, fallback);
    } catch (error) {
      file.file.resume();
      throw error;
    }
    const rowLimit = limits.data.maxSize === undefined ? Infinity : limits.data.maxSize * 1024 * 1024;
    try {
      const row = await uploadAttachment(
        { db: deps.db, storage: await deps.storage() },
        {
          fileName,
          body: file.file,
          accept,
          maxBytes: Math.min(deps.maxBytes, rowLimit),
          afterBody: () => refuseFurtherFiles(parts),
          user,
          audit: auditOf(request, user, user.tenantId),
        },
      );
      const link = `${OSS}/downloadFile?attachId=${row.attachId}`;
      return ok(
        {
          link,
          domain: '',
          name: row.storageKey,
          originalName: row.originalName,
          attachId: row.attachId,
          size: row.sizeBytes,
          sha256: row.sha256,
          mediaType: row.mediaType,
        },
        '上传成功！',
      );
    } catch (error) {
      throw multipartError(error, deps.maxBytes) ?? error;
    }
  };

  const uploadSchema = (summary: string) => ({
    config: { access: 'user' as const },
    // After the guard, before the body: an upload announcing more than the limit is not read.
    onRequest: (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) =>
      done(announcedTooLarge(request, deps.maxBytes) ?? undefined),
    schema: {
      tags,
      summary,
      querystring: uploadLimitsQuery,
      response: { 200: envelope(uploadedAttachment) },
    },
  });
  app.post(`${OSS}/put-file-attach`, uploadSchema('上传附件（内容按字节检查）'), (request) =>
    upload(request, ATTACHMENT_EXTENSIONS),
  );
  // Pledge and judicial attachments (001 §7, §5.10): JPG, PNG, PDF unless the row narrows it.
  app.post(`${OSS}/put-model-file-attach`, uploadSchema('上传质押、司法冻结附件'), (request) =>
    upload(request, MODEL_FILE_EXTENSIONS).catch((error: unknown) => {
      throw modelFileRefusal(error, deps.maxBytes);
    }),
  );

  app.get(
    '/api/blade-resource/attachments/preview',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '附件预览（Excel、Word、文本的内容；图片、PDF、视频的临时链接）',
        querystring: attachmentPreviewQuery,
        response: { 200: envelope(attachmentPreview) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deps.tenants.require(user.tenantId);
      const preview = await buildPreview(deps, {
        user,
        attachId: request.query.attachId,
        audit: auditOf(request, user, user.tenantId),
      });
      return ok(preview);
    },
  );

  registerDownloadRoutes(scope, deps);
}
