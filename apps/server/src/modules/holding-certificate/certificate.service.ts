import type { LedgerReceipt } from '@rer/domain';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { ensureIntegrated, getReceipt } from '../evidence-ledger/index.js';
import { type AuthUser, currentCompanyOf, isRegisterStaff } from '../identity/index.js';
import * as repo from './certificate.repository.js';
import type { CertificateFacts } from './certificate-request.js';

/** Staff read every certificate, an enterprise those of its current company, anyone else its own. */
export function certificateScopeOf(user: AuthUser): repo.CertificateScope {
  if (isRegisterStaff(user)) return { kind: 'all' };
  const company = currentCompanyOf(user);
  if (user.landingMode === 'org' && company) return { kind: 'company', companyId: company };
  return { kind: 'login', accountId: user.accountId };
}

/** The certificate if the caller may read it; a certificate out of scope is answered as unknown. */
export async function visibleCertificate(
  db: Database,
  user: AuthUser,
  by: { certificateNo: string } | { applicationId: string },
): Promise<repo.CertificateRow> {
  const scope = certificateScopeOf(user);
  const found = await db.withTenant(user.tenantId, async (tx) => {
    const row = await repo.findCertificate(tx, user.tenantId, by);
    return row && (await repo.isInScope(tx, row, scope)) ? row : null;
  });
  const ref = 'certificateNo' in by ? by.certificateNo : by.applicationId;
  if (!found) throw new AppError('HOLDING_CERTIFICATE_UNKNOWN', { certificateNo: ref });
  return found;
}

export async function listCertificates(
  db: Database,
  user: AuthUser,
  q: { current: number; size: number; applicationId?: string | undefined },
) {
  const scope = certificateScopeOf(user);
  const { records, total } = await db.withTenant(user.tenantId, (tx) =>
    repo.pageCertificates(tx, user.tenantId, scope, {
      offset: (q.current - 1) * q.size,
      limit: q.size,
      applicationId: q.applicationId,
    }),
  );
  return { records, total, current: q.current, size: q.size, pages: Math.ceil(total / q.size) };
}

/** A personal name as the public sees it: its first character, the rest starred. */
export function maskName(name: string, organType: string): string {
  if (organType !== '2') return name;
  const chars = [...name];
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

export interface CertificateVerification {
  certificateNo: string;
  issuer: string;
  issuedAt: string;
  asOf: string;
  companyName: string;
  holderName: string;
  holding: CertificateFacts['holding'];
  facts: { leafHash: string; receipt: LedgerReceipt | null };
  document: { sha256: string; size: number; leafHash: string; receipt: LedgerReceipt | null } | null;
}

/**
 * What anyone may check of a certificate (public, ADR 76), found by its number or by the SHA-256
 * of its PDF: the stated facts (the holder's name masked when a person) with the receipts of the
 * facts entry and of the document entry, which the browser verifies against the signed
 * checkpoint. A PDF changed in any byte has another hash and is found by none.
 */
export async function verifyCertificate(
  db: Database,
  tenantId: string,
  by: { certificateNo: string } | { documentSha256: string },
): Promise<CertificateVerification> {
  await ensureIntegrated(db, tenantId);
  const answer = await db.withTenant(tenantId, async (tx) => {
    const row = await repo.findCertificate(tx, tenantId, by);
    if (!row) return null;
    const facts = row.facts as unknown as CertificateFacts;
    const factsReceipt = await getReceipt(tx, { tenantId, leafHash: row.factsLeafHash });
    const documentReceipt = row.documentLeafHash
      ? await getReceipt(tx, { tenantId, leafHash: row.documentLeafHash })
      : null;
    return {
      certificateNo: row.certificateNo,
      issuer: facts.issuer,
      issuedAt: row.issuedAt,
      asOf: row.asOf,
      companyName: facts.company.name,
      holderName: maskName(facts.holder.holderName, facts.holder.organType),
      holding: facts.holding,
      facts: { leafHash: row.factsLeafHash, receipt: factsReceipt?.receipt ?? null },
      document:
        row.documentSha256 && row.documentLeafHash
          ? {
              sha256: row.documentSha256,
              size: row.documentSize ?? 0,
              leafHash: row.documentLeafHash,
              receipt: documentReceipt?.receipt ?? null,
            }
          : null,
    };
  });
  if (answer) return answer;
  if ('certificateNo' in by)
    throw new AppError('HOLDING_CERTIFICATE_UNKNOWN', { certificateNo: by.certificateNo });
  throw new AppError('HOLDING_CERTIFICATE_DOCUMENT_UNKNOWN');
}
