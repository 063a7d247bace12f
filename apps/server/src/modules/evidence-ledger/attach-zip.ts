import { randomUUID } from 'node:crypto';
import type { AttachZipAnswer, AttachZipBody } from '@rer/contracts';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { newObjectKey, type ObjectStorage } from '../../platform/storage/object-storage.js';
import { bindAttachments, insertAttachment } from '../attachments/index.js';
import type { Caller } from '../identity/index.js';
import type { ApplicationAccess } from './application-access.js';
import { evidenceArchive, safeEntryName } from './attach-zip-archive.js';
import { type EvidencePackageConfig, reuseMarginMs } from './attach-zip-config.js';
import { manifestText, readmeText, receiptDocuments } from './attach-zip-documents.js';
import {
  type AttachZipLimits,
  DEFAULT_ATTACH_ZIP_LIMITS,
  type PackageInput,
  readPackageInput,
} from './attach-zip-read.js';
import type { BuildSlots } from './attach-zip-slots.js';
import { findReusablePackage, insertPackageRow } from './evidence-package.repository.js';
import { ensureIntegrated } from './index.js';

export { type AttachZipLimits, DEFAULT_ATTACH_ZIP_LIMITS } from './attach-zip-read.js';

/** Evidence packages are attachments of this record kind (the record is the application). */
export const EVIDENCE_ZIP_KIND = 'evidence-zip';

const DOWNLOAD = '/api/blade-resource/oss/endpoint/downloadFile';
/** The build stopped because the client went away (logged as a warning; nobody reads the answer). */
export const ABORTED_MESSAGE = '请求已取消，存证材料包未生成';

export interface CreateAttachZipOptions {
  db: Database;
  storage: ObjectStorage;
  caller: Caller;
  /** The workflow's applications (a port, ADR 36). */
  applications: ApplicationAccess;
  /** The login name recorded as the package's uploader (attachments record `account`). */
  account: string;
  request: AttachZipBody;
  limits?: AttachZipLimits;
  /** Retention (reuse window); absent: every call builds a new package. */
  packages?: Pick<EvidencePackageConfig, 'retentionMs'>;
  /** Concurrent-build limits; absent: unlimited (scripts, tests). */
  slots?: BuildSlots;
  /** Aborted when the client goes away: the build stops, its slot is released, nothing is kept. */
  signal?: AbortSignal;
  now?: Date;
}

const auditOf = (caller: Caller): AuditContext => ({
  tenantId: caller.tenantId,
  ip: caller.ip,
  requestId: caller.requestId,
  actorId: caller.accountId,
  actorName: caller.accountName,
});

const answerOf = (p: { attachId: string; name: string; size: number; sha256: string }) => ({
  link: `${DOWNLOAD}?attachId=${p.attachId}`,
  attachId: p.attachId,
  name: p.name,
  size: p.size,
  sha256: p.sha256,
});

/**
 * evidencePrint/getAttachZip: reads the application and what goes into its package (one
 * transaction). A live package of the same content made by the same account (with at least an
 * hour to live) is answered again, with its audit row. Otherwise, holding a build slot, the zip
 * is streamed into object storage (attachments read one at a time, hashed and checked against
 * their upload hash on the way), then recorded as an attachment of the caller bound to the
 * application, marked in `evidence_package`, with its audit row (a second transaction). A failure
 * or an abort removes the stored object; the slot is released in every case.
 */
export async function createAttachZip(options: CreateAttachZipOptions): Promise<AttachZipAnswer> {
  const { db, caller, request } = options;
  const limits = options.limits ?? DEFAULT_ATTACH_ZIP_LIMITS;
  const now = options.now ?? new Date();
  // Entries committed before this call are queued until the sequencer integrates them (ADR 16).
  await ensureIntegrated(db, caller.tenantId);
  const read = await db.withTenant(caller.tenantId, async (tx) => {
    const input = await readPackageInput(tx, options.applications, caller, request, limits, now);
    const retention = options.packages?.retentionMs;
    if (retention === undefined) return { input, reused: null };
    const madeAfter = new Date(now.getTime() - retention + reuseMarginMs({ retentionMs: retention }));
    const reused = await findReusablePackage(tx, {
      tenantId: caller.tenantId,
      contentKey: input.contentKey,
      madeAfter,
    });
    if (reused) {
      await writeAudit(tx, auditOf(caller), {
        action: 'evidence.attach_zip',
        targetType: 'application',
        targetId: input.facts.application.uuid,
        detail: {
          bizSn: input.facts.application.bizSn,
          appId: input.facts.application.appId,
          attachId: reused.attachId,
          files: reused.fileCount,
          receipts: reused.receiptCount,
          size: reused.size,
          sha256: reused.sha256,
          reused: true,
        },
      });
    }
    return { input, reused };
  });
  if (read.reused) {
    const r = read.reused;
    return { ...answerOf(r), fileCount: r.fileCount, receiptCount: r.receiptCount };
  }
  if (options.signal?.aborted) throw new AppError('SERVICE_UNAVAILABLE', {}, { message: ABORTED_MESSAGE });
  const slot = await options.slots?.acquire(caller);
  try {
    return await buildAndRecord(options, read.input, now);
  } finally {
    await slot?.release();
  }
}

async function buildAndRecord(
  options: CreateAttachZipOptions,
  input: PackageInput,
  now: Date,
): Promise<AttachZipAnswer> {
  const { db, storage, caller, request, signal } = options;
  const { facts, files, contentKey } = input;
  const archive = evidenceArchive({
    files,
    open: async (key) => (await storage.get(key)).body,
    documents: [...receiptDocuments(facts), { path: 'README.txt', content: readmeText(facts, files.length) }],
    manifest: (packaged) => manifestText(facts, packaged),
    mtime: now,
  });
  const abort = () =>
    archive.stream.destroy(new AppError('SERVICE_UNAVAILABLE', {}, { message: ABORTED_MESSAGE }));
  signal?.addEventListener('abort', abort, { once: true });
  if (signal?.aborted) abort();
  const key = newObjectKey({ tenantId: caller.tenantId, extension: 'zip', now });
  const name = `${safeEntryName(request.applyName, facts.application.businessTypeName)}_${facts.application.bizSn}_存证材料包.zip`;
  let stored: Awaited<ReturnType<ObjectStorage['put']>>;
  try {
    stored = await storage.put(key, archive.stream, {
      contentType: 'application/zip',
      metadata: { 'original-name': name },
    });
  } finally {
    signal?.removeEventListener('abort', abort);
  }
  // Once stored, the package is recorded even if the client has gone: a retry reuses it.
  const attachId = randomUUID();
  const receiptCount = facts.receipts.filter((r) => r.receipt).length;
  try {
    await db.withTenant(caller.tenantId, async (tx) => {
      await insertAttachment(tx, {
        attachId,
        tenantId: caller.tenantId,
        originalName: name,
        extension: 'zip',
        storageKey: key,
        sizeBytes: stored.size,
        sha256: stored.sha256,
        mediaType: 'application/zip',
        uploaderAccountId: caller.accountId,
        uploaderName: options.account,
      });
      const audit = auditOf(caller);
      await bindAttachments(tx, {
        attachIds: [attachId],
        kind: EVIDENCE_ZIP_KIND,
        recordId: facts.application.uuid,
        user: { tenantId: caller.tenantId, accountId: caller.accountId, account: options.account },
        audit,
      });
      await insertPackageRow(tx, {
        attachId,
        tenantId: caller.tenantId,
        applicationUuid: facts.application.uuid,
        accountId: caller.accountId,
        contentKey,
        storageKey: key,
        sizeBytes: stored.size,
        fileCount: files.length,
        receiptCount,
      });
      await writeAudit(tx, audit, {
        action: 'evidence.attach_zip',
        targetType: 'application',
        targetId: facts.application.uuid,
        detail: {
          bizSn: facts.application.bizSn,
          appId: facts.application.appId,
          attachId,
          files: files.length,
          receipts: receiptCount,
          size: stored.size,
          sha256: stored.sha256,
        },
      });
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  return {
    ...answerOf({ attachId, name, size: stored.size, sha256: stored.sha256 }),
    fileCount: files.length,
    receiptCount,
  };
}
