import { randomUUID } from 'node:crypto';
import type { AttachZipAnswer, AttachZipBody } from '@rer/contracts';
import { toBase64 } from '@rer/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import { newObjectKey, type ObjectStorage } from '../../platform/storage/object-storage.js';
import { insertAttachment, listByOwner } from '../attachments/attachment.repository.js';
import { bindAttachments } from '../attachments/index.js';
import { findApplication } from '../workflow/application.repository.js';
import { APPLICATION_ATTACHMENT_KIND } from '../workflow/application-attachments.js';
import { maySee } from '../workflow/application-queries.js';
import type { Caller } from '../workflow/workflow-context.js';
import { type ArchiveSourceFile, evidenceArchive, safeEntryName } from './attach-zip-archive.js';
import { manifestText, type PackageFacts, readmeText, receiptDocuments } from './attach-zip-documents.js';
import { ensureIntegrated } from './index.js';
import * as repo from './ledger.repository.js';
import { ledgerSettings } from './ledger-settings.js';
import { receiptOf } from './receipts.js';

/** Evidence packages are attachments of this record kind (the record is the application). */
export const EVIDENCE_ZIP_KIND = 'evidence-zip';

export interface AttachZipLimits {
  maxFiles: number;
  maxTotalBytes: number;
}

/** 200 files or 500 MB of attachments per package. */
export const DEFAULT_ATTACH_ZIP_LIMITS: AttachZipLimits = { maxFiles: 200, maxTotalBytes: 500 * 1024 * 1024 };

const DOWNLOAD = '/api/blade-resource/oss/endpoint/downloadFile';
const MB = 1024 * 1024;
const mb = (bytes: number) => String(Math.round((bytes / MB) * 100) / 100);

export interface CreateAttachZipOptions {
  db: Database;
  storage: ObjectStorage;
  caller: Caller;
  /** The login name recorded as the package's uploader (attachments record `account`). */
  account: string;
  request: AttachZipBody;
  limits?: AttachZipLimits;
  now?: Date;
}

/** The application the caller may see (its applicant, staff, the enterprise), else 业务申请不存在. */
async function visibleApplication(tx: Tx, caller: Caller, request: AttachZipBody) {
  const ref = request.uuid ?? request.bizSn ?? '';
  const app = await findApplication(
    tx,
    caller.tenantId,
    request.uuid ? { uuid: request.uuid } : { bizSn: request.bizSn ?? '' },
  );
  if (!app || !maySee(caller, app)) throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref });
  if (request.uuid && request.bizSn && app.bizSn !== request.bizSn) {
    throw validationError('bizSn', `业务编号与申请编号不一致：${request.bizSn}`);
  }
  return app;
}

/** The attachments asked for (all when none are named); each must belong to the application. */
function chooseFiles(all: Awaited<ReturnType<typeof listByOwner>>, request: AttachZipBody) {
  const asked = request.attachments ?? [];
  if (asked.length === 0) return all;
  const byId = new Map(all.map((a) => [a.attachId, a]));
  const chosen = [];
  for (const id of new Set(asked.map((a) => a.attachId.toLowerCase()))) {
    const row = byId.get(id);
    if (!row) throw new AppError('ATTACHMENT_NOT_FOUND', { attachId: id });
    chosen.push(row);
  }
  return chosen;
}

function checkLimits(files: { sizeBytes: number }[], limits: AttachZipLimits): void {
  if (files.length > limits.maxFiles) {
    throw validationError(
      'attachments',
      `附件数量（${files.length}个）超过存证材料包的上限${limits.maxFiles}个，请分批选择附件`,
    );
  }
  const total = files.reduce((sum, f) => sum + f.sizeBytes, 0);
  if (total > limits.maxTotalBytes) {
    throw validationError(
      'attachments',
      `附件合计${mb(total)}MB，超过存证材料包的上限${mb(limits.maxTotalBytes)}MB，请分批选择附件`,
    );
  }
}

/** Entries recorded under the application's uuid or its biz_sn (its register events), oldest first. */
async function applicationReceipts(
  tx: Tx,
  tenantId: string,
  app: { uuid: string; bizSn: string; appId: string },
) {
  const bySeq = new Map<number, repo.EntryRow>();
  for (const key of [app.uuid, app.bizSn]) {
    for (const e of await repo.findEntriesOfRecord(tx, tenantId, key, app.appId)) {
      if (e.uuid === null || e.uuid === app.uuid) bySeq.set(e.seq, e);
    }
  }
  const entries = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  const out = [];
  for (const entry of entries) out.push({ entry, receipt: await receiptOf(tx, tenantId, entry) });
  return out;
}

/**
 * evidencePrint/getAttachZip: reads the application and what goes into its package (one
 * transaction), streams the zip into object storage (attachments read one at a time, hashed and
 * checked against their upload hash on the way), then records the package as an attachment of
 * the caller bound to the application, with its audit row (a second transaction). A failure after
 * the object was stored removes it again.
 */
export async function createAttachZip(options: CreateAttachZipOptions): Promise<AttachZipAnswer> {
  const { db, storage, caller, request } = options;
  const limits = options.limits ?? DEFAULT_ATTACH_ZIP_LIMITS;
  const now = options.now ?? new Date();
  // Entries committed before this call are queued until the sequencer integrates them (ADR 16).
  await ensureIntegrated(db, caller.tenantId);
  const { facts, files } = await db.withTenant(caller.tenantId, async (tx) => {
    const app = await visibleApplication(tx, caller, request);
    const rows = chooseFiles(
      await listByOwner(tx, {
        tenantId: caller.tenantId,
        kind: APPLICATION_ATTACHMENT_KIND,
        recordId: app.uuid,
      }),
      request,
    );
    checkLimits(rows, limits);
    const head = await repo.findHead(tx, caller.tenantId);
    const signer = ledgerSettings().signer;
    const facts: PackageFacts = {
      applyName: request.applyName,
      application: {
        uuid: app.uuid,
        bizSn: app.bizSn,
        appId: app.appId,
        businessTypeName: app.businessTypeName,
        status: app.status,
      },
      receipts: await applicationReceipts(tx, caller.tenantId, app),
      ledger: {
        origin: head?.origin ?? null,
        hashAlg: head?.hashAlg ?? null,
        publicKey: signer ? toBase64(signer.publicKeyRaw) : null,
      },
      generatedAt: now,
    };
    const files: ArchiveSourceFile[] = rows.map((r) => ({
      attachId: r.attachId,
      originalName: r.originalName,
      extension: r.extension,
      mediaType: r.mediaType,
      sizeBytes: r.sizeBytes,
      sha256: r.sha256,
      storageKey: r.storageKey,
    }));
    return { facts, files };
  });

  const archive = evidenceArchive({
    files,
    open: async (key) => (await storage.get(key)).body,
    documents: [...receiptDocuments(facts), { path: 'README.txt', content: readmeText(facts, files.length) }],
    manifest: (packaged) => manifestText(facts, packaged),
    mtime: now,
  });
  const key = newObjectKey({ tenantId: caller.tenantId, extension: 'zip', now });
  const name = `${safeEntryName(request.applyName, facts.application.businessTypeName)}_${facts.application.bizSn}_存证材料包.zip`;
  const stored = await storage.put(key, archive.stream, {
    contentType: 'application/zip',
    metadata: { 'original-name': name },
  });
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
      const audit = {
        tenantId: caller.tenantId,
        ip: caller.ip,
        requestId: caller.requestId,
        actorId: caller.accountId,
        actorName: caller.accountName,
      };
      await bindAttachments(tx, {
        attachIds: [attachId],
        kind: EVIDENCE_ZIP_KIND,
        recordId: facts.application.uuid,
        user: { tenantId: caller.tenantId, accountId: caller.accountId, account: options.account },
        audit,
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
    link: `${DOWNLOAD}?attachId=${attachId}`,
    attachId,
    name,
    size: stored.size,
    sha256: stored.sha256,
    fileCount: files.length,
    receiptCount,
  };
}
