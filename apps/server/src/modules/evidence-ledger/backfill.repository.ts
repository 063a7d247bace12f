/** SQL of the backfill: the register events that have no ledger entry, logged or queued. */
import { sql } from 'drizzle-orm';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';

/** Namespace of the backfill's advisory lock (the ledger's own is 7011). */
const BACKFILL_LOCK = 7_012;

/** One backfill run per tenant at a time: a second waits, then finds what the first appended. */
export async function lockTenantBackfill(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BACKFILL_LOCK}, hashtext(${tenantId}))`);
}

const missing = (tenantId: string) => sql`e.tenant_id = ${tenantId}
  and not exists (select 1 from ledger_entry l where l.register_event_id = e.id)
  and not exists (select 1 from ledger_queue q where q.register_event_id = e.id)`;

/** The oldest events without an entry (id order = the order they were recorded), with their payload sizes. */
export async function eventsWithoutEntry(tx: Executor, tenantId: string, limit: number) {
  const found = await rows<{ id: string; bytes: number }>(
    tx,
    sql`select e.id::text as id, pg_column_size(e.payload)::int as bytes from register_event e
        where ${missing(tenantId)} order by e.id limit ${limit}`,
  );
  return found.map((r) => ({ id: r.id, bytes: Number(r.bytes) }));
}

export async function countEventsWithoutEntry(tx: Executor, tenantId: string): Promise<number> {
  const [row] = await rows<{ n: string }>(
    tx,
    sql`select count(*)::text as n from register_event e where ${missing(tenantId)}`,
  );
  return Number(row?.n ?? 0);
}

/** The events themselves, in id order. */
export { registerEventsInIdOrder as eventsByIds } from './verify.repository.js';

/** Tenants with register events (the owner connection: every tenant). */
export async function tenantsWithEvents(tx: Executor): Promise<string[]> {
  const found = await rows<{ tenant_id: string }>(
    tx,
    sql`select distinct tenant_id from register_event order by tenant_id`,
  );
  return found.map((r) => r.tenant_id);
}
