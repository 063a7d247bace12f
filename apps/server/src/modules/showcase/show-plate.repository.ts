import type { ShowPlateRow } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the show plates (展示板块, ADR 80), in the caller's tenant transaction.

/** The tenant's plates in display order; only the enabled ones when `enabledOnly`. */
export async function listPlates(
  tx: Executor,
  tenantId: string,
  enabledOnly: boolean,
): Promise<ShowPlateRow[]> {
  return rows<ShowPlateRow>(
    tx,
    sql`select p.id::int as id, p.code, p.name, p.sort_order as "sortOrder", p.status::int as status,
          p.version,
          (select count(*)::int from company c
            where c.tenant_id = p.tenant_id and c.show_status = 1 and c.show_plate = p.code)
            as "shownCompanies"
        from show_plate p
        where p.tenant_id = ${tenantId} ${enabledOnly ? sql`and p.status = 1` : sql``}
        order by p.sort_order, p.code`,
  );
}

/** One plate by code (any status). */
export async function findPlate(
  tx: Executor,
  tenantId: string,
  code: string,
): Promise<{ code: string; name: string; status: number } | null> {
  const [found] = await rows<{ code: string; name: string; status: number }>(
    tx,
    sql`select code, name, status::int as status from show_plate where tenant_id = ${tenantId} and code = ${code}`,
  );
  return found ?? null;
}

export interface PlateValues {
  code: string;
  name: string;
  sortOrder: number;
  status: 0 | 1;
}

/** A new plate; null when its code or name is taken (unique per tenant). */
export async function insertPlate(
  tx: Executor,
  tenantId: string,
  values: PlateValues,
): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into show_plate (tenant_id, code, name, sort_order, status)
        values (${tenantId}, ${values.code}, ${values.name}, ${values.sortOrder}, ${values.status})
        on conflict do nothing returning id::int as id`,
  );
  return row?.id ?? null;
}

/**
 * The plate changed at the version read (its code never changes: companies hold it); null when the
 * plate is gone or another change came first.
 */
export async function updatePlate(
  tx: Executor,
  tenantId: string,
  key: { id: number; version: number },
  values: Omit<PlateValues, 'code'>,
): Promise<{ code: string; version: number } | null> {
  const [row] = await rows<{ code: string; version: number }>(
    tx,
    sql`update show_plate set name = ${values.name}, sort_order = ${values.sortOrder}, status = ${values.status},
          version = version + 1, updated_at = now()
        where tenant_id = ${tenantId} and id = ${key.id} and version = ${key.version}
        returning code, version`,
  );
  return row ?? null;
}

/** Whether another plate of the tenant has that name (the edit's clear refusal before the index's). */
export async function nameTakenByOther(tx: Executor, tenantId: string, name: string, id: number) {
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from show_plate where tenant_id = ${tenantId} and name = ${name} and id <> ${id}`,
  );
  return found.length > 0;
}

/** Seeds plates the tenant does not have by code (an administrator's later edits stand). */
export async function insertMissingPlates(
  tx: Executor,
  tenantId: string,
  plates: readonly PlateValues[],
): Promise<void> {
  for (const p of plates)
    await tx.execute(
      sql`insert into show_plate (tenant_id, code, name, sort_order, status)
          values (${tenantId}, ${p.code}, ${p.name}, ${p.sortOrder}, ${p.status})
          on conflict do nothing`,
    );
}
