import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AttachmentExtension } from '@rer/contracts';
import { fileTypeFromFile } from 'file-type';
import type { AttachmentRow } from '../../db/schema.js';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { newObjectKey, type ObjectStorage } from '../../platform/storage/object-storage.js';
import type { AuthUser } from '../identity/index.js';
import { insertAttachment } from './attachment.repository.js';
import {
  describeDetected,
  extensionOf,
  isAcceptedExtension,
  isUtf16Text,
  looksLikeText,
  TYPE_RULES,
} from './file-types.js';

export interface UploadInput {
  fileName: string;
  body: Readable;
  /** The row's accept list, already checked against the platform's allow-list. */
  accept: readonly AttachmentExtension[];
  /** Bytes: the smaller of the row's limit and the platform's. */
  maxBytes: number;
  /** Runs once the file is read, before anything is checked or stored (the rest of the request). */
  afterBody?: () => Promise<void>;
  user: AuthUser;
  audit: AuditContext;
}

interface Spooled {
  file: string;
  dir: string;
  size: number;
  sha256: string;
}

const TEXT_SAMPLE_BYTES = 64 * 1024;

/** MB as the spec's messages show them (`50`, `0.5`). */
export function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 100) / 100);
}

/**
 * Reads the upload into a private temp file (0600 in a 0700 folder), counting and hashing as it
 * goes and stopping as soon as the limit is passed, so a large upload never fills memory or disk.
 * On refusal the rest of the request is drained so the client receives the answer.
 */
async function spool(body: Readable, fileName: string, maxBytes: number): Promise<Spooled> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rer-upload-'));
  const file = path.join(dir, 'body');
  const handle = await open(file, 'wx', 0o600);
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes)
        throw new AppError('ATTACHMENT_TOO_LARGE', { fileName, limit: megabytes(maxBytes) });
      hash.update(chunk);
      await handle.write(chunk);
    }
    // @fastify/multipart marks a file cut at its own limit instead of failing the stream.
    if ((body as Readable & { truncated?: boolean }).truncated) {
      throw new AppError('ATTACHMENT_TOO_LARGE', { fileName, limit: megabytes(maxBytes) });
    }
    await handle.sync();
    return { file, dir, size, sha256: hash.digest('hex') };
  } catch (error) {
    body.resume();
    await rm(dir, { recursive: true, force: true });
    if (isMultipartTooLarge(error)) {
      throw new AppError('ATTACHMENT_TOO_LARGE', { fileName, limit: megabytes(maxBytes) });
    }
    throw error;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

function isMultipartTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

async function readSample(spooled: Spooled): Promise<Buffer> {
  const sample = Buffer.alloc(Math.min(TEXT_SAMPLE_BYTES, spooled.size));
  const handle = await open(spooled.file, 'r');
  try {
    await handle.read(sample, 0, sample.length, 0);
  } finally {
    await handle.close();
  }
  return sample;
}

/**
 * Checks the bytes against the name: the extension must be in the row's accept list and the
 * content must be what the extension promises (a renamed executable called `x.pdf` is refused).
 * Answers the media type the file will be served with.
 */
async function checkContent(spooled: Spooled, fileName: string, accept: readonly AttachmentExtension[]) {
  const ext = extensionOf(fileName);
  if (!isAcceptedExtension(ext) || !accept.includes(ext)) {
    throw new AppError('ATTACHMENT_TYPE_REFUSED', { fileName });
  }
  if (spooled.size === 0) throw new AppError('ATTACHMENT_EMPTY', { fileName });
  const rule = TYPE_RULES[ext];
  if (rule.sniffed === null) {
    const sample = await readSample(spooled);
    // UTF-16 text with its BOM is text: FF FE … looks like an MPEG audio frame to file-type.
    if (isUtf16Text(sample)) return { ext, mediaType: rule.mediaType };
    const detected = await fileTypeFromFile(spooled.file);
    if (detected !== undefined || !looksLikeText(sample)) {
      throw new AppError('ATTACHMENT_CONTENT_MISMATCH', {
        fileName,
        detected: describeDetected(detected?.ext, detected?.mime),
      });
    }
    return { ext, mediaType: rule.mediaType };
  }
  const detected = await fileTypeFromFile(spooled.file);
  if (detected === undefined || !rule.sniffed.includes(detected.ext)) {
    throw new AppError('ATTACHMENT_CONTENT_MISMATCH', {
      fileName,
      detected: describeDetected(detected?.ext, detected?.mime),
    });
  }
  return { ext, mediaType: rule.mediaType };
}

/**
 * The upload use-case: spool, check, store (the adapter re-hashes; a different hash means the
 * bytes changed on the way and nothing is recorded), then the row and its audit entry in one
 * transaction. A failed insert removes the stored object again.
 */
export async function uploadAttachment(
  deps: { db: Database; storage: ObjectStorage },
  input: UploadInput,
): Promise<AttachmentRow> {
  const { fileName, user } = input;
  const spooled = await spool(input.body, fileName, input.maxBytes);
  try {
    await input.afterBody?.();
    const { ext, mediaType } = await checkContent(spooled, fileName, input.accept);
    const key = newObjectKey({ tenantId: user.tenantId, extension: ext });
    const stored = await deps.storage.put(key, createReadStream(spooled.file), {
      contentType: mediaType,
      contentLength: spooled.size,
      metadata: { 'original-name': fileName.slice(0, 200) },
    });
    if (stored.sha256 !== spooled.sha256) {
      await deps.storage.delete(key).catch(() => undefined);
      throw new Error('stored attachment hash differs from the uploaded bytes');
    }
    const attachId = randomUUID();
    try {
      return await deps.db.withTenant(user.tenantId, async (tx) => {
        const row = await insertAttachment(tx, {
          attachId,
          tenantId: user.tenantId,
          originalName: fileName,
          extension: ext,
          storageKey: key,
          sizeBytes: spooled.size,
          sha256: spooled.sha256,
          mediaType,
          uploaderAccountId: user.accountId,
          uploaderName: user.account,
        });
        await writeAudit(tx, input.audit, {
          action: 'attachment.upload',
          targetType: 'attachment',
          targetId: attachId,
          detail: { size: spooled.size, sha256: spooled.sha256, mediaType, extension: ext },
        });
        return row;
      });
    } catch (error) {
      await deps.storage.delete(key).catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(spooled.dir, { recursive: true, force: true });
  }
}
