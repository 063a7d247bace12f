import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the showcase side of the company record (550092 / 550901, ADR 80), in the caller's
// tenant transaction.

export interface ShowcaseCompanyRow {
  uuid: string;
  name: string;
  idType: string | null;
  creditCode: string | null;
  showStatus: number | null;
  showCode: string | null;
  showPlate: string | null;
  showTimeStart: string | null;
}

const COLUMNS = sql`uuid::text as uuid, name, id_type as "idType", credit_code as "creditCode",
  show_status as "showStatus", show_code as "showCode", show_plate as "showPlate",
  show_time_start::text as "showTimeStart"`;

/** The company by uuid or by credit code; `lock` takes its row lock for the rest of the transaction. */
export async function findShowcaseCompany(
  tx: Executor,
  tenantId: string,
  key: { companyId: string } | { creditCode: string },
  lock: boolean,
): Promise<ShowcaseCompanyRow | null> {
  const where =
    'companyId' in key ? sql`uuid = ${key.companyId}` : sql`credit_code = ${key.creditCode.toUpperCase()}`;
  const [found] = await rows<ShowcaseCompanyRow>(
    tx,
    sql`select ${COLUMNS} from company where tenant_id = ${tenantId} and ${where}
        ${lock ? sql`for update` : sql``}`,
  );
  return found ?? null;
}

/** The tenant's next show-code number: one atomic upsert, so concurrent completions never share one. */
export async function nextShowCodeNumber(tx: Executor, tenantId: string): Promise<number> {
  const [row] = await rows<{ value: number }>(
    tx,
    sql`insert into show_code_counter (tenant_id, last_value) values (${tenantId}, 1)
        on conflict (tenant_id) do update set last_value = show_code_counter.last_value + 1
        returning last_value as value`,
  );
  return row!.value;
}

export async function setShown(
  tx: Executor,
  key: { tenantId: string; companyId: string; plate: string; showCode: string; startDate: string },
): Promise<void> {
  await tx.execute(
    sql`update company set show_status = 1, show_plate = ${key.plate}, show_code = ${key.showCode},
          show_time_start = ${key.startDate}::date, updated_at = now()
        where tenant_id = ${key.tenantId} and uuid = ${key.companyId}`,
  );
}

/** Display ends: showStatus 0; plate, code and start stay as the record of the last display. */
export async function setNotShown(tx: Executor, key: { tenantId: string; companyId: string }): Promise<void> {
  await tx.execute(
    sql`update company set show_status = 0, updated_at = now()
        where tenant_id = ${key.tenantId} and uuid = ${key.companyId}`,
  );
}
