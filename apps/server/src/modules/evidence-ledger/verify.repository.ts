/** SQL the verifier needs besides the log: the register events the entries record. */
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

export interface RegisterEventSource {
  id: string;
  companyId: string;
  seq: number;
  eventType: string;
  occurredAt: string;
  payload: Record<string, unknown>;
  basisKind: string;
  basisReference: string;
  bizSn: string | null;
}

/** The register events of `ids`, in id order (the verifier and the backfill both read them). */
export async function registerEventsInIdOrder(tx: Executor, ids: string[]): Promise<RegisterEventSource[]> {
  if (ids.length === 0) return [];
  const found = await rows<RegisterEventSource & { seq: string | number }>(
    tx,
    sql`select e.id::text as id, e.company_id::text as "companyId", e.seq::int8 as seq, e.event_type as "eventType",
               e.occurred_at as "occurredAt", e.payload, e.basis_kind as "basisKind",
               e.basis_reference as "basisReference", e.biz_sn as "bizSn"
        from register_event e
        where e.id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::bigint)
        order by e.id`,
  );
  return found.map((r) => ({ ...r, seq: Number(r.seq) }));
}

export async function registerEventsByIds(
  tx: Executor,
  ids: string[],
): Promise<Map<string, RegisterEventSource>> {
  return new Map((await registerEventsInIdOrder(tx, ids)).map((r) => [r.id, r]));
}

/** Register events of the tenant that have no ledger leaf, nor an entry queued for one (ADR 16). */
export async function registerEventsWithoutLeaf(tx: Executor, tenantId: string, limit = 100) {
  return rows<{ companyId: string; seq: string }>(
    tx,
    sql`select e.company_id::text as "companyId", e.seq::text as seq from register_event e
        where e.tenant_id = ${tenantId}
          and not exists (select 1 from ledger_entry l where l.register_event_id = e.id)
          and not exists (select 1 from ledger_queue q where q.register_event_id = e.id)
        order by e.id limit ${limit}`,
  );
}

export async function companiesWithEvents(tx: Executor, tenantId: string): Promise<string[]> {
  const found = await rows<{ company_id: string }>(
    tx,
    sql`select distinct company_id::text as company_id from register_event where tenant_id = ${tenantId}`,
  );
  return found.map((r) => r.company_id);
}

export async function tenantsWithRegisterEvents(tx: Executor): Promise<string[]> {
  const found = await rows<{ tenant_id: string }>(tx, sql`select distinct tenant_id from register_event`);
  return found.map((r) => r.tenant_id);
}
