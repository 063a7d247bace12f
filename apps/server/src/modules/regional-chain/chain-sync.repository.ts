import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** The 跨链同步 page's reads (ADR 77): latest versions per object, counts, the log. */

const ISO = sql.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The current row of each object's latest version (a CTE the lists filter and page). */
const latestRows = (tenantId: string) => sql`
  select distinct on (object_id) object_id, object_class, version, revision, operation, status, leaf_hash,
         stored_at, created_at
    from chain_object_version where tenant_id = ${tenantId}
   order by object_id, version desc, revision desc`;

export async function countByClass(tx: Executor, tenantId: string) {
  return rows<{ objectClass: string; objects: number; failed: number; pending: number }>(
    tx,
    sql`select object_class as "objectClass", count(*)::int as objects,
               count(*) filter (where status = 'failed')::int as failed,
               count(*) filter (where status = 'published' and stored_at is null)::int as pending
          from (${latestRows(tenantId)}) l group by object_class order by object_class`,
  );
}

export interface ObjectFilters {
  objectClass?: string | undefined;
  status?: 'published' | 'failed' | 'pending' | undefined;
  keyword?: string | undefined;
  offset: number;
  limit: number;
}

export async function searchLatest(tx: Executor, tenantId: string, f: ObjectFilters) {
  const where: SQL[] = [sql`true`];
  if (f.objectClass) where.push(sql`object_class = ${f.objectClass}`);
  if (f.status === 'pending') where.push(sql`status = 'published' and stored_at is null`);
  else if (f.status) where.push(sql`status = ${f.status}`);
  if (f.keyword) where.push(sql`strpos(object_id, ${f.keyword}) > 0`);
  return rows<{
    objectId: string;
    objectClass: string;
    version: number;
    revision: number;
    operation: string;
    status: string;
    isStored: boolean;
    leafHash: string | null;
    createdAt: string;
    total: number;
  }>(
    tx,
    sql`select object_id as "objectId", object_class as "objectClass", version, revision, operation, status,
               stored_at is not null as "isStored", leaf_hash as "leafHash", ${ISO} as "createdAt",
               count(*) over ()::int as total
          from (${latestRows(tenantId)}) l where ${sql.join(where, sql` and `)}
         order by created_at desc, object_id limit ${f.limit} offset ${f.offset}`,
  );
}

export interface LogFilters {
  kind?: string | undefined;
  objectClass?: string | undefined;
  objectId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
  limit: number;
}

const LOG_COLUMNS = sql`id::text as id, object_id as "objectId", object_class as "objectClass", version, revision,
  kind, errors, message, ${ISO} as "createdAt"`;

export interface LogRow {
  id: string;
  objectId: string;
  objectClass: string;
  version: number | null;
  revision: number | null;
  kind: string;
  errors: { path: string; message: string }[];
  message: string | null;
  createdAt: string;
}

export async function searchLog(
  tx: Executor,
  tenantId: string,
  f: LogFilters,
): Promise<(LogRow & { total: number })[]> {
  const where: SQL[] = [sql`tenant_id = ${tenantId}`];
  if (f.kind) where.push(sql`kind = ${f.kind}`);
  if (f.objectClass) where.push(sql`object_class = ${f.objectClass}`);
  if (f.objectId) where.push(sql`strpos(object_id, ${f.objectId}) > 0`);
  // Days are China's (the operators'): [from 00:00, to + 1 day 00:00) Beijing time.
  if (f.from) where.push(sql`created_at >= (${f.from}::date::timestamp at time zone 'Asia/Shanghai')`);
  if (f.to) where.push(sql`created_at < ((${f.to}::date + 1)::timestamp at time zone 'Asia/Shanghai')`);
  return rows(
    tx,
    sql`select ${LOG_COLUMNS}, count(*) over ()::int as total from chain_log
         where ${sql.join(where, sql` and `)} order by id desc limit ${f.limit} offset ${f.offset}`,
  );
}

export async function logOfObject(tx: Executor, tenantId: string, objectId: string): Promise<LogRow[]> {
  return rows(
    tx,
    sql`select ${LOG_COLUMNS} from chain_log where tenant_id = ${tenantId} and object_id = ${objectId}
         order by id desc limit 200`,
  );
}

export async function storedFlags(tx: Executor, tenantId: string, objectId: string) {
  return rows<{ version: number; revision: number; isStored: boolean }>(
    tx,
    sql`select version, revision, stored_at is not null as "isStored" from chain_object_version
         where tenant_id = ${tenantId} and object_id = ${objectId}`,
  );
}
