import { sql } from 'drizzle-orm';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';

/** All SQL of the pledgee confirmation (ADR 72): links and confirmations. */

export interface ConfirmLinkRow {
  id: string;
  applicationId: string;
  issuedAt: string;
  expiresAt: string;
  certifyId: string | null;
  usedAt: string | null;
  supersededAt: string | null;
}

const LINK_COLUMNS = sql.raw(`id::text, application_id as "applicationId", issued_at as "issuedAt",
  expires_at as "expiresAt", certify_id as "certifyId", used_at as "usedAt", superseded_at as "supersededAt"`);

/** When the application's latest link went out (null: never). */
export async function latestIssuedAt(
  tx: Executor,
  tenantId: string,
  applicationId: string,
): Promise<Date | null> {
  const [row] = await rows<{ at: Date | string | null }>(
    tx,
    sql`select max(issued_at) as at from pledgee_confirm_link
        where tenant_id = ${tenantId} and application_id = ${applicationId}`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** A new link; the application's earlier unused links stop working (only the latest SMS counts). */
export async function insertLink(
  tx: Tx,
  link: {
    tenantId: string;
    applicationId: string;
    tokenSha256: string;
    channel: 'sms' | 'staff';
    issuedBy: string;
    issuedAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.execute(sql`update pledgee_confirm_link set superseded_at = ${link.issuedAt.toISOString()}
      where tenant_id = ${link.tenantId} and application_id = ${link.applicationId}
        and used_at is null and superseded_at is null`);
  await tx.execute(sql`insert into pledgee_confirm_link
      (tenant_id, application_id, token_sha256, channel, issued_by, issued_at, expires_at)
    values (${link.tenantId}, ${link.applicationId}, ${link.tokenSha256}, ${link.channel}, ${link.issuedBy},
      ${link.issuedAt.toISOString()}, ${link.expiresAt.toISOString()})`);
}

/** The link of a token's hash, locked when `lock` (one confirmation or face check per link at a time). */
export async function findLink(
  tx: Executor,
  tenantId: string,
  tokenSha256: string,
  lock = false,
): Promise<ConfirmLinkRow | null> {
  const found = await rows<ConfirmLinkRow>(
    tx,
    sql`select ${LINK_COLUMNS} from pledgee_confirm_link
        where tenant_id = ${tenantId} and token_sha256 = ${tokenSha256} ${lock ? sql`for update` : sql``}`,
  );
  return found[0] ?? null;
}

/** Records the link's newest face check; false when the link has started its 5 already. */
export async function setLinkCertifyId(tx: Tx, linkId: string, certifyId: string): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    tx,
    sql`update pledgee_confirm_link set certify_id = ${certifyId}, face_starts = face_starts + 1
        where id = ${linkId}::bigint and face_starts < 5 returning id::text`,
  );
  return updated.length === 1;
}

export async function markLinkUsed(tx: Tx, linkId: string, at: Date): Promise<void> {
  await tx.execute(
    sql`update pledgee_confirm_link set used_at = ${at.toISOString()} where id = ${linkId}::bigint`,
  );
}

export interface ConfirmationRow {
  applicationId: string;
  faceAttachId: string;
  /** The picture's stored name (人脸识别.png / .jpg). */
  originalName: string;
  confirmedAt: string;
}

export async function findConfirmation(
  tx: Executor,
  tenantId: string,
  applicationId: string,
): Promise<ConfirmationRow | null> {
  const found = await rows<ConfirmationRow>(
    tx,
    sql`select c.application_id as "applicationId", c.face_attach_id as "faceAttachId",
          a.original_name as "originalName", c.confirmed_at::text as "confirmedAt"
        from pledgee_confirmation c join attachment a on a.attach_id = c.face_attach_id
        where c.tenant_id = ${tenantId} and c.application_id = ${applicationId}`,
  );
  return found[0] ?? null;
}

export async function insertConfirmation(
  tx: Tx,
  row: {
    tenantId: string;
    applicationId: string;
    linkId: string;
    certifyId: string;
    faceAttachId: string;
    confirmedAt: Date;
  },
): Promise<void> {
  await tx.execute(sql`insert into pledgee_confirmation
      (application_id, tenant_id, link_id, certify_id, face_attach_id, confirmed_at)
    values (${row.applicationId}, ${row.tenantId}, ${row.linkId}::bigint, ${row.certifyId},
      ${row.faceAttachId}, ${row.confirmedAt.toISOString()})`);
}

/** The application's pledge-contract flow, or null before it is opened. */
export async function findContract(
  tx: Executor,
  tenantId: string,
  applicationId: string,
): Promise<{ provider: string; contractRef: string } | null> {
  const found = await rows<{ provider: string; contractRef: string }>(
    tx,
    sql`select provider, contract_ref as "contractRef" from pledge_econtract
        where tenant_id = ${tenantId} and application_id = ${applicationId}`,
  );
  return found[0] ?? null;
}

export async function insertContract(
  tx: Tx,
  row: { tenantId: string; applicationId: string; provider: string; contractRef: string; at: Date },
): Promise<void> {
  await tx.execute(sql`insert into pledge_econtract (application_id, tenant_id, provider, contract_ref, created_at)
    values (${row.applicationId}, ${row.tenantId}, ${row.provider}, ${row.contractRef}, ${row.at.toISOString()})`);
}
