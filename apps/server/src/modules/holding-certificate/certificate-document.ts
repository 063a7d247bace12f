import { CERTIFICATE_LEDGER_KINDS, HOLDING_CERTIFICATE_APP_ID } from '@rer/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { newObjectKey, type ObjectStorage } from '../../platform/storage/object-storage.js';
import { appendLedgerEntry, ensureIntegrated, getReceipt } from '../evidence-ledger/index.js';
import { loadDictionaryNames } from '../system/index.js';
import * as repo from './certificate.repository.js';
import { renderCertificatePdf } from './certificate-pdf.js';
import type { CertificateFacts } from './certificate-request.js';

export interface DocumentDeps {
  db: Database;
  storage: ObjectStorage;
}

export interface StoredDocument {
  key: string;
  size: number;
  fileName: string;
}

export const documentFileName = (row: repo.CertificateRow) => `持股证明_${row.certificateNo}.pdf`;

/** The /evidence/verify link of an entry, on the host the certificate was first asked from. */
export const verifyUrlOf = (origin: string, leafHash: string) => `${origin}/evidence/verify?hash=${leafHash}`;

/**
 * The certificate's PDF, produced on its first download and never again (ADR 76): under the
 * certificate's row lock, the receipt of its facts entry (a checkpoint signed on demand) is
 * printed into the PDF with the QR code, the PDF streamed into the object storage, and its
 * SHA-256 committed by a second ledger entry — so the receipt in the file verifies the facts and
 * the file itself is on the log. Two first downloads at once: the second waits on the lock and
 * finds the document. A failure stores nothing (the object is removed again).
 */
export async function ensureCertificateDocument(
  deps: DocumentDeps,
  row: repo.CertificateRow,
  context: { origin: string; actor: { actorId: string; actorName: string; ip: string; requestId: string } },
): Promise<StoredDocument> {
  const fileName = documentFileName(row);
  if (row.documentKey) return { key: row.documentKey, size: row.documentSize ?? 0, fileName };
  await ensureIntegrated(deps.db, row.tenantId);
  return deps.db.withTenant(row.tenantId, async (tx) => {
    const locked = await repo.findCertificate(tx, row.tenantId, { certificateNo: row.certificateNo }, true);
    if (!locked) throw new AppError('HOLDING_CERTIFICATE_UNKNOWN', { certificateNo: row.certificateNo });
    if (locked.documentKey) return { key: locked.documentKey, size: locked.documentSize ?? 0, fileName };
    const found = await getReceipt(tx, { tenantId: row.tenantId, leafHash: locked.factsLeafHash });
    if (!found?.receipt) throw new AppError('HOLDING_CERTIFICATE_RECEIPT_PENDING');
    const names = await loadDictionaryNames(tx, row.tenantId, ['natureOfShare']);
    const pdf = await renderCertificatePdf({
      facts: locked.facts as unknown as CertificateFacts,
      receipt: found.receipt,
      verifyUrl: verifyUrlOf(context.origin, locked.factsLeafHash),
      natureName: (key) => names.get('natureOfShare')?.get(key) ?? key,
    });
    const key = newObjectKey({ tenantId: row.tenantId, extension: 'pdf' });
    const object = await deps.storage.put(key, pdf, {
      contentType: 'application/pdf',
      contentLength: pdf.length,
      metadata: { 'original-name': fileName },
    });
    try {
      await recordDocument(tx, locked, { key, sha256: object.sha256, size: object.size }, context.actor);
    } catch (error) {
      await deps.storage.delete(key).catch(() => undefined);
      throw error;
    }
    return { key, size: object.size, fileName };
  });
}

async function recordDocument(
  tx: Tx,
  row: repo.CertificateRow,
  document: { key: string; sha256: string; size: number },
  actor: { actorId: string; actorName: string; ip: string; requestId: string },
): Promise<void> {
  const appended = await appendLedgerEntry(tx, {
    tenantId: row.tenantId,
    kind: CERTIFICATE_LEDGER_KINDS.document,
    bizTypeName: '持股证明开具',
    body: {
      certificateNo: row.certificateNo,
      factsLeafHash: row.factsLeafHash,
      sha256: document.sha256,
      size: String(document.size),
      mediaType: 'application/pdf',
    },
    refs: {
      bizSn: row.bizSn,
      uuid: row.applicationId,
      appId: HOLDING_CERTIFICATE_APP_ID,
      companyId: row.companyId,
    },
  });
  await repo.setDocument(tx, row, { ...document, leafHash: appended.leafHash });
  await writeAudit(
    tx,
    { tenantId: row.tenantId, ...actor },
    {
      action: 'holdingCertificate.document',
      targetType: 'holding_certificate',
      targetId: row.certificateNo,
      detail: { sha256: document.sha256, size: document.size, leafHash: appended.leafHash },
    },
  );
}
