import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the custody side of the company record (550001 / 550114, ADR 48), in the caller's
// tenant transaction.

export interface CustodyCompanyRow {
  uuid: string;
  name: string;
  idType: string | null;
  creditCode: string | null;
  isRegister: boolean;
  recordVersion: number;
}

const COLUMNS = sql`uuid::text as uuid, name, id_type as "idType", credit_code as "creditCode",
  is_register as "isRegister", record_version as "recordVersion"`;

/** The company by uuid, locked for the rest of the transaction (custody is decided under it). */
export async function lockCompanyById(tx: Executor, tenantId: string, companyId: string) {
  const [found] = await rows<CustodyCompanyRow>(
    tx,
    sql`select ${COLUMNS} from company where tenant_id = ${tenantId} and uuid = ${companyId} for update`,
  );
  return found ?? null;
}

/** The company of a unified social credit code, locked. */
export async function lockCompanyByCreditCode(tx: Executor, tenantId: string, creditCode: string) {
  const [found] = await rows<CustodyCompanyRow>(
    tx,
    sql`select ${COLUMNS} from company where tenant_id = ${tenantId} and credit_code = ${creditCode} for update`,
  );
  return found ?? null;
}

/** The company of a credit code, unlocked (the check at submit). */
export async function findCompanyByCreditCode(tx: Executor, tenantId: string, creditCode: string) {
  const [found] = await rows<CustodyCompanyRow>(
    tx,
    sql`select ${COLUMNS} from company where tenant_id = ${tenantId} and credit_code = ${creditCode}`,
  );
  return found ?? null;
}

/**
 * A new company row with its credit code; a concurrent insert of the same code waits for the
 * other transaction and inserts nothing (the caller then locks the row the other one wrote).
 */
export async function insertCompanyIfAbsent(
  tx: Executor,
  row: { tenantId: string; name: string; creditCode: string; idType: string },
): Promise<void> {
  await tx.execute(
    sql`insert into company (uuid, tenant_id, name, credit_code, id_type)
        values (${randomUUID()}, ${row.tenantId}, ${row.name}, ${row.creditCode}, ${row.idType})
        on conflict (tenant_id, credit_code) where credit_code is not null do nothing`,
  );
}

export async function setInCustody(
  tx: Executor,
  key: { tenantId: string; companyId: string; registerDate: string },
): Promise<void> {
  await tx.execute(
    sql`update company set is_register = true, register_date = ${key.registerDate}::date, updated_at = now()
        where tenant_id = ${key.tenantId} and uuid = ${key.companyId}`,
  );
}

export interface CompanyServiceRow {
  serviceType: string;
  serviceStatus: string;
  serviceStatusStartDate: string;
  serviceStatusEndDate: string | null;
  bizSn: string | null;
}

export async function listCompanyServices(tx: Executor, tenantId: string, companyId: string) {
  return rows<CompanyServiceRow>(
    tx,
    sql`select service_type as "serviceType", service_status as "serviceStatus",
          start_date::text as "serviceStatusStartDate", end_date::text as "serviceStatusEndDate",
          biz_sn as "bizSn"
        from company_service where tenant_id = ${tenantId} and company_id = ${companyId} order by id`,
  );
}
