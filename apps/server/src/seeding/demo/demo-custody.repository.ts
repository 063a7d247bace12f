import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';

// SQL of the demo company in custody (ADR 52): what a 550001 completion would have left, so that
// 企业基本信息 and 企业查询 of `npm start` show a company with its services and qualifications.

export interface DemoCustody {
  tenantId: string;
  companyId: string;
  /** The day custody began: register date and the hosting service's start. */
  since: string;
  bizSn: string;
}

/** Marks the company in custody with its hosting row and 托管企业 qualification; idempotent. */
export async function insertDemoCustody(tx: Executor, d: DemoCustody): Promise<void> {
  await tx.execute(
    sql`update company set is_register = true, register_date = coalesce(register_date, ${d.since}::date)
        where tenant_id = ${d.tenantId} and uuid = ${d.companyId} and not is_register`,
  );
  await tx.execute(
    sql`insert into company_service (tenant_id, company_id, service_type, service_status, start_date, biz_sn)
        select ${d.tenantId}, ${d.companyId}, '1', '1', ${d.since}::date, ${d.bizSn}
        where not exists (select 1 from company_service
                          where company_id = ${d.companyId} and service_type = '1')`,
  );
  await tx.execute(
    sql`insert into company_qualification (tenant_id, company_id, qualification_category, maket_role,
                                           qualification_authenticator, certification_time, qualification_status)
        select ${d.tenantId}, ${d.companyId}, '1', '4', '区域性股权市场', ${d.since}::date, '1'
        where not exists (select 1 from company_qualification
                          where company_id = ${d.companyId} and qualification_category = '1' and maket_role = '4')`,
  );
}
