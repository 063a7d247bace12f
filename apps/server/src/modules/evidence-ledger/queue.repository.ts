/** SQL of the ledger queue (ADR 16): business transactions queue entries, the sequencer takes them. */
import { sql } from 'drizzle-orm';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';
import type { NewEntryRow } from './ledger.repository.js';

/** A queued entry: everything of a log entry but its position. */
export type QueuedEntryRow = Omit<NewEntryRow, 'seq'>;

/** A queued entry taken by the sequencer, with its queue id (the order of integration). */
export interface TakenEntryRow extends QueuedEntryRow {
  id: string;
}

const queueInsert = (tenantId: string, entries: QueuedEntryRow[]) =>
  sql`insert into ledger_queue (tenant_id, kind, entry, leaf_hash, salt_seed, biz_type_name, biz_sn, biz_id,
                                app_id, uuid, company_id, register_event_id)
      select ${tenantId}, e.kind, e.entry, decode(e."leafHash", 'hex'), decode(e."saltSeed", 'hex'),
             e."bizTypeName", e."bizSn", e."bizId", e."appId", e.uuid, e."companyId"::uuid,
             e."registerEventId"::bigint
      from rows from (jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as (kind text, entry text,
        "leafHash" text, "saltSeed" text, "bizTypeName" text, "bizSn" text, "bizId" text, "appId" text,
        uuid text, "companyId" text, "registerEventId" text))
        with ordinality as e(kind, entry, "leafHash", "saltSeed", "bizTypeName", "bizSn", "bizId", "appId",
                             uuid, "companyId", "registerEventId", o)`;

/** Queue ids in the order of the entries given (identity values follow `order by e.o`). */
const inOrder = (found: { id: string }[]) =>
  found
    .map((r) => BigInt(r.id))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map(String);

/**
 * Queues entries whose leaf hashes were computed with `hashAlg`, only when the tenant's log exists
 * with that algorithm (one round trip in the usual case). An empty answer means: no head yet, or
 * another algorithm; the caller then creates the head and queues unconditionally.
 */
export async function queueIfHeadMatches(
  tx: Tx,
  tenantId: string,
  hashAlg: string,
  entries: QueuedEntryRow[],
): Promise<string[]> {
  const inserted = await rows<{ id: string }>(
    tx,
    sql`${queueInsert(tenantId, entries)}
        where exists (select 1 from ledger_head h where h.tenant_id = ${tenantId} and h.hash_alg = ${hashAlg})
        order by e.o
        returning id::text as id`,
  );
  return inOrder(inserted);
}

export async function queueEntries(tx: Tx, tenantId: string, entries: QueuedEntryRow[]): Promise<string[]> {
  const inserted = await rows<{ id: string }>(
    tx,
    sql`${queueInsert(tenantId, entries)} order by e.o returning id::text as id`,
  );
  return inOrder(inserted);
}

/**
 * Reads the tenant's oldest committed queued entries (by queue id) after `afterId` ('0': from the
 * queue's start): at most `limit` rows and about `maxBytes` of entry text (always at least one
 * row). One table, no join: the plan is an ordered scan of `(tenant_id, id)` stopped by the LIMIT
 * (the running byte sum is computed over those rows only), whatever the statistics say (ADR 16,
 * "Backlog"). The caller holds the tenant's ledger lock — only its holder removes queued rows —
 * writes the entries to the log, then removes them with `removeIntegrated`.
 */
export async function readQueued(
  tx: Tx,
  tenantId: string,
  options: { afterId: string; limit: number; maxBytes: number },
): Promise<TakenEntryRow[]> {
  const taken = await rows<TakenEntryRow>(
    tx,
    sql`select id::text as id, kind, entry, encode(leaf_hash, 'hex') as "leafHash",
          encode(salt_seed, 'hex') as "saltSeed", biz_type_name as "bizTypeName", biz_sn as "bizSn",
          biz_id as "bizId", app_id as "appId", uuid, company_id::text as "companyId",
          register_event_id::text as "registerEventId"
        from (
          select q.*, sum(octet_length(q.entry)) over (order by q.id) - octet_length(q.entry) as before
          from (select * from ledger_queue
                where tenant_id = ${tenantId} and id > ${options.afterId}::bigint
                order by id limit ${options.limit}) q) s
        where s.before < ${options.maxBytes}
        order by s.id`,
  );
  return taken;
}

/**
 * Removes integrated entries from the queue by id (a primary-key lookup per id). The database
 * checks at the end of the statement that each one's leaf is on the log; a row another
 * transaction removed meanwhile would be a second sequencer without the lock: refused here.
 */
export async function removeIntegrated(tx: Tx, tenantId: string, ids: string[]): Promise<void> {
  const removed = await rows<{ n: string }>(
    tx,
    sql`with gone as (delete from ledger_queue where id = any(${`{${ids.join(',')}}`}::bigint[]) returning 1)
        select count(*)::text as n from gone`,
  );
  const count = Number(removed[0]?.n ?? 0);
  if (count !== ids.length) {
    throw new Error(
      `ledger_queue of tenant ${tenantId}: removed ${count} of ${ids.length} integrated entries`,
    );
  }
}

export async function hasQueued(tx: Executor, tenantId: string): Promise<boolean> {
  const found = await rows<{ queued: boolean }>(
    tx,
    sql`select exists (select 1 from ledger_queue where tenant_id = ${tenantId}) as queued`,
  );
  return found[0]?.queued === true;
}

export async function countQueued(tx: Executor, tenantId: string): Promise<number> {
  const found = await rows<{ n: string }>(
    tx,
    sql`select count(*)::text as n from ledger_queue where tenant_id = ${tenantId}`,
  );
  return Number(found[0]?.n ?? 0);
}

/** Tenants with queued entries (as the owner, across tenants): a skip scan of the queue's index. */
export async function tenantsWithQueued(tx: Executor): Promise<string[]> {
  const found = await rows<{ tenant_id: string }>(
    tx,
    sql`with recursive t as (
          (select tenant_id from ledger_queue order by tenant_id limit 1)
          union all
          select (select q.tenant_id from ledger_queue q where q.tenant_id > t.tenant_id
                  order by q.tenant_id limit 1)
          from t where t.tenant_id is not null)
        select tenant_id from t where tenant_id is not null`,
  );
  return found.map((r) => r.tenant_id);
}
