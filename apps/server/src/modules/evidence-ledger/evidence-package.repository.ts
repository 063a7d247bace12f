/** SQL of evidence packages (ADR 20): their rows, their retention cleanup and the build leases. */
import { sql } from 'drizzle-orm';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';

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

/** A package the cleanup made undownloadable. */
export interface RemovedPackageRow {
  tenantId: string;
  attachId: string;
  applicationUuid: string;
  sizeBytes: number;
}

/**
 * Up to `limit` live packages made before `cutoff`, locked with SKIP LOCKED (two cleaners never
 * take the same row): their attachment rows are deleted (only rows bound as 'evidence-zip' with
 * the package's own storage key; a trigger refuses any other) and they are marked removed.
 */
export function removeExpiredPackages(
  tx: Tx,
  params: { cutoff: Date; now: Date; limit: number },
): Promise<RemovedPackageRow[]> {
  return rows<RemovedPackageRow>(
    tx,
    sql`with expired as (
          select attach_id from evidence_package
          where removed_at is null and created_at < ${params.cutoff.toISOString()}
          order by created_at limit ${params.limit}
          for update skip locked
        ), gone as (
          delete from attachment a using evidence_package p, expired e
          where p.attach_id = e.attach_id and a.attach_id = p.attach_id and a.tenant_id = p.tenant_id
            and a.owner_kind = 'evidence-zip' and a.storage_key = p.storage_key
          returning a.attach_id
        )
        update evidence_package p set removed_at = ${params.now.toISOString()}
        from expired e where p.attach_id = e.attach_id
        returning p.tenant_id as "tenantId", p.attach_id::text as "attachId",
                  p.application_uuid as "applicationUuid", p.size_bytes::float8 as "sizeBytes"`,
  );
}

/** Up to `limit` packages removed before `before`, locked with SKIP LOCKED, for their objects. */
export function lockRemovedPackages(
  tx: Tx,
  params: { before: Date; limit: number },
): Promise<{ attachId: string; storageKey: string }[]> {
  return rows<{ attachId: string; storageKey: string }>(
    tx,
    sql`select attach_id::text as "attachId", storage_key as "storageKey" from evidence_package
        where removed_at is not null and removed_at < ${params.before.toISOString()}
        order by removed_at limit ${params.limit}
        for update skip locked`,
  );
}

/** Deletes the rows of packages whose objects are gone. */
export async function deletePackageRows(tx: Tx, done: string[]): Promise<void> {
  if (done.length === 0) return;
  await tx.execute(
    sql`delete from evidence_package where attach_id in (${sql.join(
      done.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

/** Namespace of the per-account advisory lock (7011 ledger sequencer, 7012 backfill). */
const SLOT_LOCK = 7013;

/**
 * Under the account's transaction-scoped advisory lock: drops expired leases and counts the live
 * ones (the caller then takes a slot with `insertBuildLease` in the same transaction).
 */
export async function lockAndCountBuilds(tx: Tx, tenantId: string, accountId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK}, hashtext(${`${tenantId}:${accountId}`}))`);
  await tx.execute(
    sql`delete from evidence_package_build
        where tenant_id = ${tenantId} and account_id = ${accountId} and lease_until < now()`,
  );
  const [held] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from evidence_package_build
        where tenant_id = ${tenantId} and account_id = ${accountId}`,
  );
  return held?.n ?? 0;
}

export async function insertBuildLease(
  tx: Tx,
  lease: { buildId: string; tenantId: string; accountId: string; leaseMs: number },
): Promise<void> {
  await tx.execute(
    sql`insert into evidence_package_build (build_id, tenant_id, account_id, lease_until)
        values (${lease.buildId}, ${lease.tenantId}, ${lease.accountId},
                now() + make_interval(secs => ${lease.leaseMs / 1000}))`,
  );
}

export async function renewBuildLease(tx: Executor, buildId: string, leaseMs: number): Promise<void> {
  await tx.execute(
    sql`update evidence_package_build set lease_until = now() + make_interval(secs => ${leaseMs / 1000})
        where build_id = ${buildId}`,
  );
}

export async function deleteBuildLease(tx: Executor, buildId: string): Promise<void> {
  await tx.execute(sql`delete from evidence_package_build where build_id = ${buildId}`);
}
