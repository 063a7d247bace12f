import type { AttachZipBody } from '@rer/contracts';
import { toBase64 } from '@rer/domain';
import type { Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import { listByOwner } from '../attachments/index.js';
import type { Caller } from '../identity/index.js';
import type { ApplicationAccess } from './application-access.js';
import type { ArchiveSourceFile } from './attach-zip-archive.js';
import type { PackageFacts } from './attach-zip-documents.js';
import { packageContentKey } from './attach-zip-packages.js';
import * as repo from './ledger.repository.js';
import { ledgerSettings } from './ledger-settings.js';
import { receiptOf } from './receipts.js';

export interface AttachZipLimits {
  maxFiles: number;
  maxTotalBytes: number;
}

/** 200 files or 500 MB of attachments per package. */
export const DEFAULT_ATTACH_ZIP_LIMITS: AttachZipLimits = { maxFiles: 200, maxTotalBytes: 500 * 1024 * 1024 };

const MB = 1024 * 1024;
const mb = (bytes: number) => String(Math.round((bytes / MB) * 100) / 100);

/** The application the caller may see (its applicant, staff, the enterprise), else 业务申请不存在. */
async function visibleApplication(
  tx: Tx,
  applications: ApplicationAccess,
  caller: Caller,
  request: AttachZipBody,
) {
  const ref = request.uuid ?? request.bizSn ?? '';
  const app = await applications.findApplication(
    tx,
    caller.tenantId,
    request.uuid ? { uuid: request.uuid } : { bizSn: request.bizSn ?? '' },
  );
  if (!app || !applications.maySee(caller, app)) throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref });
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

export interface PackageInput {
  facts: PackageFacts;
  files: ArchiveSourceFile[];
  /** `packageContentKey` of what the package would hold (reuse). */
  contentKey: string;
}

/**
 * Everything a package holds, read in the caller's tenant transaction: the application (access
 * checked), its chosen attachments (limits checked before any byte is read), its entries with
 * receipts (a checkpoint is signed on demand) and the ledger's key.
 */
export async function readPackageInput(
  tx: Tx,
  applications: ApplicationAccess,
  caller: Caller,
  request: AttachZipBody,
  limits: AttachZipLimits,
  now: Date,
): Promise<PackageInput> {
  const app = await visibleApplication(tx, applications, caller, request);
  const rows = chooseFiles(
    await listByOwner(tx, {
      tenantId: caller.tenantId,
      kind: applications.attachmentKind,
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
  const contentKey = packageContentKey({
    tenantId: caller.tenantId,
    accountId: caller.accountId,
    applyName: request.applyName,
    application: { uuid: app.uuid, status: app.status },
    files,
    entries: facts.receipts.filter((r) => r.receipt).map((r) => r.entry.leafHash),
    publicKey: facts.ledger.publicKey,
  });
  return { facts, files, contentKey };
}
