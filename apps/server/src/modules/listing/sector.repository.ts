import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the sector entity (板块, ADR 79), in the caller's tenant transaction.

export interface SectorRow {
  code: string;
  sectorName: string;
  parentSector: string | null;
  codePrefix: string | null;
  status: string;
  productType: string;
  sort: number;
  description: string | null;
  version: number;
  hasChildren: boolean;
}

const COLUMNS = sql`s.code, s.sector_name as "sectorName", s.parent_code as "parentSector",
  s.code_prefix as "codePrefix", s.status, s.product_type as "productType", s.sort, s.description, s.version,
  exists (select 1 from sector c where c.tenant_id = s.tenant_id and c.parent_code = s.code
          and c.status = '1') as "hasChildren"`;

/** Boards (parent null) or one board's sub-sectors, in display order; enabled ones only when asked. */
export async function listSectors(
  tx: Executor,
  tenantId: string,
  filter: { parent: string | null | 'all'; enabledOnly: boolean },
): Promise<SectorRow[]> {
  const parent =
    filter.parent === 'all'
      ? sql`true`
      : filter.parent === null
        ? sql`s.parent_code is null`
        : sql`s.parent_code = ${filter.parent}`;
  const enabled = filter.enabledOnly ? sql`s.status = '1'` : sql`true`;
  return rows<SectorRow>(
    tx,
    sql`select ${COLUMNS} from sector s where s.tenant_id = ${tenantId} and ${parent} and ${enabled}
        order by s.parent_code nulls first, s.sort, s.code`,
  );
}

export async function findSector(tx: Executor, tenantId: string, code: string, lock = false) {
  const [found] = await rows<SectorRow>(
    tx,
    lock
      ? sql`select ${COLUMNS} from sector s where s.tenant_id = ${tenantId} and s.code = ${code} for update`
      : sql`select ${COLUMNS} from sector s where s.tenant_id = ${tenantId} and s.code = ${code}`,
  );
  return found ?? null;
}

export interface SectorWrite {
  tenantId: string;
  code: string;
  sectorName: string;
  parentSector: string | null;
  codePrefix: string | null;
  status: string;
  sort: number;
  description: string | null;
}

/** Inserts unless the code or the prefix is taken; true when inserted. */
export async function insertSector(tx: Executor, s: SectorWrite): Promise<boolean> {
  const inserted = await rows<{ code: string }>(
    tx,
    sql`insert into sector (tenant_id, code, sector_name, parent_code, code_prefix, status, sort, description)
        values (${s.tenantId}, ${s.code}, ${s.sectorName}, ${s.parentSector}, ${s.codePrefix}, ${s.status},
                ${s.sort}, ${s.description})
        on conflict do nothing returning code`,
  );
  return inserted.length === 1;
}

/** Updates at the version read; false when another edit came first (or the row is gone). */
export async function updateSectorAt(tx: Executor, s: SectorWrite & { version: number }): Promise<boolean> {
  const updated = await rows<{ code: string }>(
    tx,
    sql`update sector set sector_name = ${s.sectorName}, code_prefix = ${s.codePrefix}, status = ${s.status},
          sort = ${s.sort}, description = ${s.description}, version = version + 1, updated_at = now()
        where tenant_id = ${s.tenantId} and code = ${s.code} and version = ${s.version}
          and parent_code is not distinct from ${s.parentSector}
        returning code`,
  );
  return updated.length === 1;
}

export async function prefixTaken(tx: Executor, tenantId: string, prefix: string, except: string) {
  const found = await rows<{ code: string }>(
    tx,
    sql`select code from sector where tenant_id = ${tenantId} and code_prefix = ${prefix} and code <> ${except}`,
  );
  return found.length > 0;
}

/**
 * The board's next listing-code serial, taken by one atomic update: the row lock orders two
 * completions on one board, each gets its own serial; a rolled-back completion gives its serial
 * back with the rest of its transaction.
 */
export async function takeSerial(tx: Executor, tenantId: string, boardCode: string) {
  const [taken] = await rows<{ codePrefix: string; serial: number }>(
    tx,
    sql`update sector set next_serial = next_serial + 1
        where tenant_id = ${tenantId} and code = ${boardCode} and parent_code is null
        returning code_prefix as "codePrefix", next_serial - 1 as serial`,
  );
  return taken ?? null;
}
