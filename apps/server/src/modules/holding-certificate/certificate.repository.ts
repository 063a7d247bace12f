import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';
import type { HolderIdentity } from '../share-register/index.js';

/** Every statement of the holding certificates (ADR 76; migration 20261129140000). */

/** The registration account a certificate is about (the register's holder identity, and its status). */
export interface CertificateHolder extends HolderIdentity {
  status: number;
}

/** The registration account by its number, and whether the login `accountId` is bound to it. */
export async function findHolder(
  tx: Executor,
  tenantId: string,
  accountNumber: string,
  accountId: string,
): Promise<(CertificateHolder & { isOwn: boolean }) | null> {
  const [row] = await rows<CertificateHolder & { isOwn: boolean }>(
    tx,
    sql`select h.uuid, h.account_number as "accountNumber", h.holder_name as "holderName",
               h.organ_type::int as "organType", h.cert_type as "certType",
               h.certificate_no as "certificateNo", h.status::int as status,
               exists (select 1 from account_holder b
                        where b.tenant_id = h.tenant_id and b.holder_id = h.uuid
                          and b.account_id = ${accountId}::uuid) as "isOwn"
          from holder_account h
         where h.tenant_id = ${tenantId} and h.account_number = ${accountNumber}`,
  );
  return row ?? null;
}

export interface CertificateCompany {
  uuid: string;
  name: string;
  creditCode: string | null;
}

/** A company of the tenant by its exact name (names are unique per tenant in custody). */
export async function findCompany(
  tx: Executor,
  tenantId: string,
  by: { name: string } | { uuid: string },
): Promise<CertificateCompany | null> {
  const where = 'name' in by ? sql`name = ${by.name}` : sql`uuid = ${by.uuid}::uuid`;
  const [row] = await rows<CertificateCompany>(
    tx,
    sql`select uuid, name, credit_code as "creditCode" from company
         where tenant_id = ${tenantId} and ${where} order by created_at limit 1`,
  );
  return row ?? null;
}

export interface CertificateRow {
  certificateNo: string;
  tenantId: string;
  applicationId: string;
  bizSn: string;
  applicantId: string;
  companyId: string;
  holderId: string;
  asOf: string;
  facts: Record<string, unknown>;
  factsLeafHash: string;
  issuedAt: string;
  documentKey: string | null;
  documentSha256: string | null;
  documentSize: number | null;
  documentLeafHash: string | null;
}

const ISSUED_AT = sql`to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS = sql`certificate_no as "certificateNo", tenant_id as "tenantId",
  application_id as "applicationId", biz_sn as "bizSn", applicant_id as "applicantId",
  company_id as "companyId", holder_id as "holderId", to_char(as_of, 'YYYY-MM-DD') as "asOf", facts,
  facts_leaf_hash as "factsLeafHash", ${ISSUED_AT} as "issuedAt", document_key as "documentKey",
  document_sha256 as "documentSha256", document_size::float8 as "documentSize",
  document_leaf_hash as "documentLeafHash"`;

export async function insertCertificate(
  tx: Executor,
  row: Omit<CertificateRow, 'documentKey' | 'documentSha256' | 'documentSize' | 'documentLeafHash'>,
): Promise<void> {
  await tx.execute(
    sql`insert into holding_certificate (certificate_no, tenant_id, application_id, biz_sn, applicant_id,
          company_id, holder_id, as_of, facts, facts_leaf_hash, issued_at)
        values (${row.certificateNo}, ${row.tenantId}, ${row.applicationId}::uuid, ${row.bizSn},
          ${row.applicantId}::uuid, ${row.companyId}::uuid, ${row.holderId}::uuid, ${row.asOf}::date,
          ${JSON.stringify(row.facts)}::jsonb, ${row.factsLeafHash}, ${row.issuedAt}::timestamptz)`,
  );
}

/** One certificate by number, application or document hash; `lock` takes its row FOR UPDATE. */
export async function findCertificate(
  tx: Executor,
  tenantId: string,
  by: { certificateNo: string } | { applicationId: string } | { documentSha256: string },
  lock = false,
): Promise<CertificateRow | null> {
  const where =
    'certificateNo' in by
      ? sql`certificate_no = ${by.certificateNo}`
      : 'applicationId' in by
        ? sql`application_id = ${by.applicationId}::uuid`
        : sql`document_sha256 = ${by.documentSha256}`;
  const [row] = await rows<CertificateRow>(
    tx,
    sql`select ${COLUMNS} from holding_certificate where tenant_id = ${tenantId} and ${where}
        ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

export async function setDocument(
  tx: Executor,
  key: { tenantId: string; certificateNo: string },
  document: { key: string; sha256: string; size: number; leafHash: string },
): Promise<void> {
  await tx.execute(
    sql`update holding_certificate
           set document_key = ${document.key}, document_sha256 = ${document.sha256},
               document_size = ${document.size}, document_leaf_hash = ${document.leafHash}
         where tenant_id = ${key.tenantId} and certificate_no = ${key.certificateNo}
           and document_key is null`,
  );
}

/** Who may read a certificate: staff (all), an enterprise (its company), a login (its own). */
export type CertificateScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: string }
  | { kind: 'login'; accountId: string };

const scopeFilter = (scope: CertificateScope) =>
  scope.kind === 'all'
    ? sql`true`
    : scope.kind === 'company'
      ? sql`c.company_id = ${scope.companyId}::uuid`
      : sql`(c.applicant_id = ${scope.accountId}::uuid
             or c.holder_id in (select b.holder_id from account_holder b where b.account_id = ${scope.accountId}::uuid))`;

export async function isInScope(
  tx: Executor,
  row: CertificateRow,
  scope: CertificateScope,
): Promise<boolean> {
  const [found] = await rows<{ ok: boolean }>(
    tx,
    sql`select exists (select 1 from holding_certificate c
                        where c.tenant_id = ${row.tenantId} and c.certificate_no = ${row.certificateNo}
                          and ${scopeFilter(scope)}) as ok`,
  );
  return found?.ok === true;
}

export interface CertificateListRow {
  certificateNo: string;
  bizSn: string;
  applicationId: string;
  companyName: string;
  holderName: string;
  accountNumber: string;
  asOf: string;
  issuedAt: string;
  total: string;
}

/** A page of the certificates in scope, newest first. */
export async function pageCertificates(
  tx: Executor,
  tenantId: string,
  scope: CertificateScope,
  page: { offset: number; limit: number; applicationId?: string | undefined },
): Promise<{ records: CertificateListRow[]; total: number }> {
  const ofApplication = page.applicationId ? sql`and c.application_id = ${page.applicationId}::uuid` : sql``;
  const filter = sql`c.tenant_id = ${tenantId} and ${scopeFilter(scope)} ${ofApplication}`;
  const records = await rows<CertificateListRow>(
    tx,
    sql`select c.certificate_no as "certificateNo", c.biz_sn as "bizSn", c.application_id as "applicationId",
               co.name as "companyName", h.holder_name as "holderName", h.account_number as "accountNumber",
               to_char(c.as_of, 'YYYY-MM-DD') as "asOf", ${ISSUED_AT} as "issuedAt",
               c.facts #>> '{holding,total,held}' as total
          from holding_certificate c
          join company co on co.uuid = c.company_id
          join holder_account h on h.uuid = c.holder_id
         where ${filter}
         order by c.issued_at desc, c.certificate_no desc
         offset ${page.offset} limit ${page.limit}`,
  );
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from holding_certificate c where ${filter}`,
  );
  return { records, total: count?.n ?? 0 };
}

/** The market operator issuing the certificate: the tenant's name. */
export async function findIssuerName(tx: Executor, tenantId: string): Promise<string> {
  const [row] = await rows<{ name: string }>(
    tx,
    sql`select tenant_name as name from tenant where tenant_id = ${tenantId}`,
  );
  return row?.name ?? tenantId;
}
