import { sql } from 'drizzle-orm';
import { attachment } from '../../db/schema.js';
import { type Database, type Executor, type RawTx, rows, type Tx } from '../../platform/db/database.js';

/** The demo generator's SQL: bulk inserts, the search indexes around a bulk load, small lookups. */

/** The regions the generator picks addresses from (placeholders left out), by level and code. */
export async function findDemoRegions(
  db: Database,
): Promise<{ code: string; level: number; name: string }[]> {
  const found = await db.rawTransaction((tx) =>
    tx.query<{ code: string; level: number; name: string }>(
      'select code, level, name from region where not is_placeholder order by level, code',
    ),
  );
  return found.map((r) => ({ ...r, level: Number(r.level) }));
}

/** INSERT … SELECT FROM unnest(arrays): one statement per batch, parameters only. */
export async function insertUnnest(
  tx: RawTx,
  options: { table: string; tenantId: string; columns: [name: string, type: string, values: unknown[]][] },
): Promise<number> {
  const names = options.columns.map(([name]) => name);
  const casts = options.columns.map(([, type], i) => `$${i + 2}::${type}[]`);
  const inserted = await tx.query<{ n: number }>(
    `with ins as (
       insert into ${options.table} (tenant_id, ${names.join(', ')})
       select $1, * from unnest(${casts.join(', ')})
       on conflict do nothing returning 1)
     select count(*)::int as n from ins`,
    [options.tenantId, ...options.columns.map(([, , values]) => values)],
  );
  return Number(inserted[0]?.n ?? 0);
}

/** Drops the named indexes inside the bulk load's transaction (with more memory to rebuild them). */
export async function dropIndexesForBulkLoad(tx: RawTx, indexes: readonly [string, string][]): Promise<void> {
  await tx.exec(`set local maintenance_work_mem = '256MB'`);
  for (const [name] of indexes) await tx.exec(`drop index if exists ${name}`);
}

export async function createIndexes(tx: RawTx, indexes: readonly [string, string][]): Promise<void> {
  for (const [name, definition] of indexes) await tx.exec(`create index ${name} on ${definition}`);
}

/** Whether the company has register events; null when there is no such company. */
export async function hasRegister(tx: Tx, companyId: string): Promise<boolean | null> {
  const found = await rows<{ events: number }>(
    tx,
    sql`select (select count(*)::int from register_event e where e.company_id = c.uuid) as events
        from company c where c.uuid = ${companyId}`,
  );
  return found[0] ? Number(found[0].events) > 0 : null;
}

/** Up to 6 open shareholder accounts opened with the company (demo generator's `company_id`). */
export async function findOpenHoldersOf(
  tx: Tx,
  tenantId: string,
  companyId: string,
): Promise<{ uuid: string; organType: number }[]> {
  const found = await rows<{ uuid: string; organ_type: number }>(
    tx,
    sql`select uuid, organ_type from holder_account
        where tenant_id = ${tenantId} and company_id = ${companyId} and status = 1 and holder_type = 1
        order by account_number limit 6`,
  );
  return found.map((h) => ({ uuid: h.uuid, organType: Number(h.organ_type) }));
}

/**
 * Installations seeded before the generated holders' user codes were UG… gave generated holder n
 * the user code U<n>: the holders whose uuid starts with `uuidPrefix` get theirs as UG<n>.
 */
export async function renameGeneratedUserCodes(
  db: Executor,
  tenantId: string,
  uuidPrefix: string,
): Promise<void> {
  await db.execute(sql`update holder_account set user_code = 'UG' || substr(user_code, 2)
    where tenant_id = ${tenantId} and uuid::text like ${`${uuidPrefix}%`}
      and user_code ~ '^U[0-9]{9}$'`);
}

/** A demo upload not bound to any record yet, inserted where missing. */
export async function insertDemoAttachment(db: Executor, row: typeof attachment.$inferInsert): Promise<void> {
  await db.insert(attachment).values(row).onConflictDoNothing();
}
