import { createHash } from 'node:crypto';
import { canonicalJson } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../platform/db/database.js';

/** SQL of the `evidence_package` rows a request reads and writes (tenant transactions, RLS). */

export interface PackageContent {
  tenantId: string;
  accountId: string;
  applyName: string;
  application: { uuid: string; status: string };
  /** In package order. */
  files: { attachId: string; sha256: string; sizeBytes: number }[];
  /** Leaf hashes of the entries whose receipts the package holds, in seq order. */
  entries: string[];
  publicKey: string | null;
}

/**
 * What makes two packages the same for reuse: the account (a package is its maker's attachment),
 * the application and its status, the name, every file with its recorded hash, every entry and
 * the signing key. Receipts of the same entries cut at a later checkpoint prove the same thing.
 */
export function packageContentKey(content: PackageContent): string {
  const text = canonicalJson({
    v: 1,
    tenantId: content.tenantId,
    accountId: content.accountId,
    applyName: content.applyName,
    application: content.application,
    files: content.files.map((f) => [f.attachId, f.sha256, String(f.sizeBytes)]),
    entries: content.entries,
    publicKey: content.publicKey,
  });
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface ReusablePackage {
  attachId: string;
  name: string;
  size: number;
  sha256: string;
  fileCount: number;
  receiptCount: number;
}

/**
 * The newest live package with this content made after `madeAfter` (its attachment row still
 * there, bound as an evidence package), or null.
 */
export async function findReusablePackage(
  tx: Tx,
  params: { tenantId: string; contentKey: string; madeAfter: Date },
): Promise<ReusablePackage | null> {
  const [found] = await rows<ReusablePackage>(
    tx,
    sql`select p.attach_id::text as "attachId", a.original_name as name, a.size_bytes::float8 as size,
               a.sha256, p.file_count as "fileCount", p.receipt_count as "receiptCount"
        from evidence_package p
        join attachment a on a.attach_id = p.attach_id and a.tenant_id = p.tenant_id
        where p.tenant_id = ${params.tenantId} and p.content_key = ${params.contentKey}
          and p.removed_at is null and p.created_at > ${params.madeAfter.toISOString()}
          and a.owner_kind = 'evidence-zip' and a.storage_key = p.storage_key
        order by p.created_at desc
        limit 1`,
  );
  return found ?? null;
}

export async function insertPackageRow(
  tx: Tx,
  row: {
    attachId: string;
    tenantId: string;
    applicationUuid: string;
    accountId: string;
    contentKey: string;
    storageKey: string;
    sizeBytes: number;
    fileCount: number;
    receiptCount: number;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into evidence_package (attach_id, tenant_id, application_uuid, account_id, content_key,
          storage_key, size_bytes, file_count, receipt_count)
        values (${row.attachId}, ${row.tenantId}, ${row.applicationUuid}, ${row.accountId}, ${row.contentKey},
          ${row.storageKey}, ${row.sizeBytes}, ${row.fileCount}, ${row.receiptCount})`,
  );
}
