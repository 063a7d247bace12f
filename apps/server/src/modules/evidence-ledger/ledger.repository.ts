import { sql } from 'drizzle-orm';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';

/**
 * All SQL of the evidence ledger. Hashes cross the driver boundary as hex text (encode/decode in
 * SQL), and lists as one JSON parameter, so PGlite and node-postgres behave the same.
 */
export interface HeadRow {
  hashAlg: 'sm3' | 'sha256';
  origin: string;
  treeSize: number;
  /** Hex hashes of the right-edge complete subtrees, highest level first. */
  frontier: string[];
}

/** Namespace of the ledger's advisory locks (the second key is the tenant's hash). */
const LOCK_NAMESPACE = 7_011;

const headColumns = sql`hash_alg as "hashAlg", origin, tree_size::int8 as "treeSize",
  coalesce((select json_agg(encode(f, 'hex') order by o) from unnest(frontier) with ordinality as u(f, o)), '[]'::json)
    as frontier`;

export async function findHead(tx: Executor, tenantId: string, forUpdate = false): Promise<HeadRow | null> {
  const found = await rows<HeadRow & { treeSize: string | number }>(
    tx,
    forUpdate
      ? sql`select ${headColumns} from ledger_head where tenant_id = ${tenantId} for update`
      : sql`select ${headColumns} from ledger_head where tenant_id = ${tenantId}`,
  );
  const row = found[0];
  return row ? { ...row, treeSize: Number(row.treeSize) } : null;
}

/**
 * The tenant's ledger lock and its head in one round trip: appends hold the lock until commit, so
 * every statement inside it is paid by every waiting transaction.
 */
export async function lockAndFindHead(tx: Tx, tenantId: string): Promise<HeadRow | null> {
  const found = await rows<HeadRow & { treeSize: string | number }>(
    tx,
    sql`select ${headColumns}
        from (select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${tenantId}))) as l, ledger_head
        where tenant_id = ${tenantId} for update of ledger_head`,
  );
  const row = found[0];
  return row ? { ...row, treeSize: Number(row.treeSize) } : null;
}

/** New leaves, the subtrees they complete and the new head, in one statement. */
export async function writeAppend(
  tx: Tx,
  tenantId: string,
  append: { entries: NewEntryRow[]; nodes: NodeRow[]; treeSize: number; frontier: string[] },
): Promise<void> {
  await tx.execute(
    sql`with new_entries as (${insertEntriesSql(tenantId, append.entries)}),
             new_nodes as (${insertNodesSql(tenantId, append.nodes)})
        ${updateHeadSql(tenantId, append.treeSize, append.frontier)}`,
  );
}

export async function createHead(tx: Tx, tenantId: string, hashAlg: string, origin: string): Promise<void> {
  await tx.execute(
    sql`insert into ledger_head (tenant_id, hash_alg, origin) values (${tenantId}, ${hashAlg}, ${origin})
        on conflict (tenant_id) do nothing`,
  );
}

export interface NewEntryRow {
  seq: number;
  kind: string;
  entry: string;
  leafHash: string;
  saltSeed: string | null;
  bizTypeName: string | null;
  bizSn: string | null;
  bizId: string | null;
  appId: string | null;
  uuid: string | null;
  companyId: string | null;
  registerEventId: string | null;
}

const insertEntriesSql = (tenantId: string, entries: NewEntryRow[]) =>
  sql`insert into ledger_entry (tenant_id, seq, kind, entry, leaf_hash, salt_seed, biz_type_name, biz_sn,
                                biz_id, app_id, uuid, company_id, register_event_id)
      select ${tenantId}, e.seq, e.kind, e.entry, decode(e."leafHash", 'hex'), decode(e."saltSeed", 'hex'),
             e."bizTypeName", e."bizSn", e."bizId", e."appId", e.uuid, e."companyId"::uuid,
             e."registerEventId"::bigint
      from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as e(seq bigint, kind text, entry text,
        "leafHash" text, "saltSeed" text, "bizTypeName" text, "bizSn" text, "bizId" text, "appId" text,
        uuid text, "companyId" text, "registerEventId" text)
      order by e.seq`;

export interface NodeRow {
  level: number;
  idx: number;
  hash: string;
}

const insertNodesSql = (tenantId: string, nodes: NodeRow[]) =>
  sql`insert into ledger_node (tenant_id, level, idx, hash)
      select ${tenantId}, n.level, n.idx, decode(n.hash, 'hex')
      from jsonb_to_recordset(${JSON.stringify(nodes)}::jsonb) as n(level smallint, idx bigint, hash text)`;

const updateHeadSql = (tenantId: string, treeSize: number, frontier: string[]) =>
  sql`update ledger_head
      set tree_size = ${treeSize}, updated_at = now(),
          frontier = array(select decode(f, 'hex') from jsonb_array_elements_text(${JSON.stringify(frontier)}::jsonb)
                           with ordinality as u(f, o) order by o)
      where tenant_id = ${tenantId}`;

/**
 * Hashes of complete subtrees by (level, index); level 0 is the leaf hash of entry index + 1.
 * Only subtrees inside `treeSize` are asked for, so the answer is the same at any later time.
 */
export async function findSubtrees(
  tx: Executor,
  tenantId: string,
  keys: { level: number; idx: number }[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const found = await rows<{ level: number; idx: string; hash: string }>(
    tx,
    // Scalar subqueries: one primary-key lookup per subtree (a join lets the planner hash-join
    // the whole log when it misjudges the function's row count).
    sql`select k.level, k.idx::text as idx,
               case when k.level = 0
                 then (select encode(e.leaf_hash, 'hex') from ledger_entry e
                       where e.tenant_id = ${tenantId} and e.seq = k.idx + 1)
                 else (select encode(n.hash, 'hex') from ledger_node n
                       where n.tenant_id = ${tenantId} and n.level = k.level and n.idx = k.idx)
               end as hash
        from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(level smallint, idx bigint)`,
  );
  return new Map(found.filter((r) => r.hash !== null).map((r) => [`${r.level}:${r.idx}`, r.hash]));
}

/** An entry as read back: what was appended, with its company's name and when it was written. */
export interface EntryRow extends NewEntryRow {
  /** The company's name, for readers (company names are public: the showcase lists them). */
  companyName: string | null;
  createdAt: string;
}

const entryColumns = sql`seq::int8 as seq, kind, entry, encode(leaf_hash, 'hex') as "leafHash",
  encode(salt_seed, 'hex') as "saltSeed", biz_type_name as "bizTypeName", biz_sn as "bizSn", biz_id as "bizId",
  app_id as "appId", uuid, company_id::text as "companyId",
  (select c.name from company c where c.uuid = ledger_entry.company_id) as "companyName",
  register_event_id::text as "registerEventId", created_at as "createdAt"`;

const toEntry = (r: EntryRow & { seq: number | string }): EntryRow => ({
  ...r,
  seq: Number(r.seq),
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function findEntryByLeafHash(
  tx: Executor,
  tenantId: string,
  leafHash: string,
): Promise<EntryRow | null> {
  const found = await rows<EntryRow>(
    tx,
    sql`select ${entryColumns} from ledger_entry
        where tenant_id = ${tenantId} and leaf_hash = decode(${leafHash}, 'hex') order by seq limit 1`,
  );
  return found[0] ? toEntry(found[0]) : null;
}

export async function findEntryBySeq(tx: Executor, tenantId: string, seq: number): Promise<EntryRow | null> {
  const found = await rows<EntryRow>(
    tx,
    sql`select ${entryColumns} from ledger_entry where tenant_id = ${tenantId} and seq = ${seq}`,
  );
  return found[0] ? toEntry(found[0]) : null;
}

/**
 * Entries of a business record: its uuid or biz_sn, of the application or of no application. Asked
 * by an application's uuid, the entries recorded under its biz_sn without an application of their
 * own come too (the register events its completion caused: recordRegisterEvent knows the biz_sn,
 * not the application).
 */
export async function findEntriesOfRecord(
  tx: Executor,
  tenantId: string,
  key: string,
  appId: string | null,
): Promise<EntryRow[]> {
  const found = await rows<EntryRow>(
    tx,
    sql`select ${entryColumns} from ledger_entry
        where tenant_id = ${tenantId}
          and (uuid = ${key} or biz_sn = ${key}
               or (uuid is null and biz_sn in (
                     select own.biz_sn from ledger_entry own
                     where own.tenant_id = ${tenantId} and own.uuid = ${key} and own.biz_sn is not null)))
          and (${appId}::text is null or app_id is null or app_id = ${appId})
        order by seq desc limit 200`,
  );
  return found.map(toEntry);
}

/** Newest first; `keyword` matches a biz_sn exactly or a leaf hash (hex, 64 characters). */
export async function listEntries(
  tx: Executor,
  options: {
    tenantId: string;
    keyword: string | null;
    companyId: string | null;
    offset: number;
    limit: number;
  },
): Promise<{ records: EntryRow[]; total: number }> {
  const { tenantId, keyword, companyId } = options;
  // Only the conditions given, so each can use its index (an `x is null or …` defeats them).
  const conditions = [sql`tenant_id = ${tenantId}`];
  if (companyId) conditions.push(sql`company_id = ${companyId}::uuid`);
  if (keyword !== null) {
    conditions.push(
      /^[0-9a-f]{64}$/.test(keyword) ? sql`leaf_hash = decode(${keyword}, 'hex')` : sql`biz_sn = ${keyword}`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const records = await rows<EntryRow>(
    tx,
    sql`select ${entryColumns} from ledger_entry where ${where}
        order by seq desc offset ${options.offset} limit ${options.limit}`,
  );
  const counted = await rows<{ total: string }>(
    tx,
    sql`select count(*)::text as total from (select 1 from ledger_entry where ${where} limit 10000) c`,
  );
  return { records: records.map(toEntry), total: Number(counted[0]?.total ?? 0) };
}

export async function listLedgerTenants(tx: Executor): Promise<string[]> {
  const found = await rows<{ tenant_id: string }>(
    tx,
    sql`select tenant_id from ledger_head order by tenant_id`,
  );
  return found.map((r) => r.tenant_id);
}

/** Entries in seq order, a page at a time (the verifier streams the whole log). */
export async function entriesFrom(tx: Executor, tenantId: string, afterSeq: number, limit: number) {
  const found = await rows<EntryRow>(
    tx,
    sql`select ${entryColumns} from ledger_entry where tenant_id = ${tenantId} and seq > ${afterSeq}
        order by seq limit ${limit}`,
  );
  return found.map(toEntry);
}

export * from './checkpoint.repository.js';
export * from './verify.repository.js';
