import type { Readable } from 'node:stream';
import type { AttachmentPreview } from '@rer/contracts';
import type { AttachmentRow } from '../../db/schema.js';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import { ZipLimitError } from '../../platform/documents/zip-reader.js';
import { AppError } from '../../platform/errors.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import type { AuthUser } from '../identity/index.js';
import { canSeeAttachment } from './access.js';
import { findAttachment } from './attachment.repository.js';
import { isAcceptedExtension, TYPE_RULES } from './file-types.js';
import {
  excelPreview,
  PREVIEW_MAX_PARSE_BYTES,
  PREVIEW_TEXT_BYTES,
  textPreview,
  wordPreview,
} from './preview.js';
import type { AttachmentRouteDeps } from './route-support.js';
import { PREVIEW_LINK_TTL_MS, previewLink } from './signed-link.js';
import { megabytes } from './upload.js';

/** Reads at most `limit` bytes of a stored object, then lets the rest go. */
async function readStart(storage: ObjectStorage, key: string, limit: number): Promise<Buffer> {
  const { body } = await storage.get(key);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) break;
    }
  } finally {
    (body as Readable).destroy();
  }
  return Buffer.concat(chunks, size).subarray(0, limit);
}

/**
 * The preview of an attachment the user may see (else the same 404 as a missing one), audited
 * as a view. Excel, Word and text are parsed here; image, PDF and MP4 answer a signed inline link.
 */
export async function buildPreview(
  deps: Pick<AttachmentRouteDeps, 'db' | 'storage' | 'auth' | 'clock'>,
  params: { user: AuthUser; attachId: string; audit: AuditContext },
): Promise<AttachmentPreview> {
  const { user, attachId } = params;
  const row: AttachmentRow = await deps.db.withTenant(user.tenantId, async (tx) => {
    const found = await findAttachment(tx, user.tenantId, attachId);
    if (!found || !(await canSeeAttachment(tx, user, found))) {
      throw new AppError('ATTACHMENT_NOT_FOUND', { attachId });
    }
    await writeAudit(tx, params.audit, {
      action: 'attachment.preview',
      targetType: 'attachment',
      targetId: attachId,
    });
    return found;
  });
  const fileName = row.originalName;
  const kind = isAcceptedExtension(row.extension) ? TYPE_RULES[row.extension].preview : null;
  if (kind === null) throw new AppError('ATTACHMENT_PREVIEW_UNSUPPORTED', { fileName });
  if (kind === 'image' || kind === 'pdf' || kind === 'video') {
    const expires = deps.clock.now().getTime() + PREVIEW_LINK_TTL_MS;
    const claims = { tenantId: user.tenantId, attachId, accountId: user.accountId, expires };
    return {
      kind,
      originalName: fileName,
      mediaType: row.mediaType,
      inlineUrl: previewLink(deps.auth.jwtSecret, claims),
    };
  }
  const storage = await deps.storage();
  if (kind === 'text') {
    return textPreview(await readStart(storage, row.storageKey, PREVIEW_TEXT_BYTES), row.sizeBytes, fileName);
  }
  if (row.sizeBytes > PREVIEW_MAX_PARSE_BYTES)
    throw new AppError('ATTACHMENT_PREVIEW_UNSUPPORTED', { fileName });
  const bytes = await readStart(storage, row.storageKey, row.sizeBytes);
  try {
    return kind === 'excel' ? await excelPreview(bytes, fileName) : await wordPreview(bytes, fileName);
  } catch (error) {
    if (error instanceof ZipLimitError) {
      throw error.kind === 'size'
        ? new AppError('ATTACHMENT_PREVIEW_TOO_LARGE', { fileName, limit: megabytes(error.limit) })
        : new AppError('ATTACHMENT_PREVIEW_RATIO', { fileName, limit: error.limit });
    }
    throw new AppError('ATTACHMENT_PREVIEW_FAILED', { fileName }, { cause: error });
  }
}
