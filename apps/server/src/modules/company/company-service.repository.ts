import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the company's service rows (001 §3.18, §4.8: type 1 托管, 2 展示, 3 专精特新; status 1
// open, 2 exited), in the caller's tenant transaction; a company has at most one open row per type.

export type CompanyServiceType = '1' | '2' | '3';

/** The open service row of that type (001 §4.8: status 1) starting on the completion date. */
export async function insertOpenService(
  tx: Executor,
  row: {
    tenantId: string;
    companyId: string;
    serviceType: CompanyServiceType;
    startDate: string;
    applicationId: string | null;
    bizSn: string;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into company_service (tenant_id, company_id, service_type, service_status, start_date,
                                     application_id, biz_sn)
        values (${row.tenantId}, ${row.companyId}, ${row.serviceType}, '1', ${row.startDate}::date,
                ${row.applicationId}, ${row.bizSn})`,
  );
}

/**
 * Ends the company's open row of that service type (001 §4.8: status 2 with its end date and
 * reason); answers how many rows it ended (0 when none was open). The end never precedes the start.
 */
export async function endOpenService(
  tx: Executor,
  row: {
    tenantId: string;
    companyId: string;
    serviceType: CompanyServiceType;
    endDate: string;
    reason: string | null;
  },
): Promise<number> {
  const ended = await rows<{ id: number }>(
    tx,
    sql`update company_service set service_status = '2',
          end_date = greatest(start_date, ${row.endDate}::date), reason = ${row.reason}
        where tenant_id = ${row.tenantId} and company_id = ${row.companyId}
          and service_type = ${row.serviceType} and service_status = '1'
        returning id`,
  );
  return ended.length;
}
