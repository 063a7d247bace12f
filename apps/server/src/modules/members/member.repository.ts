import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';
import type { SearchScope } from '../holder-search/index.js';
import { companiesNamed, scopeCompanies } from '../holder-search/index.js';

export interface MemberRow {
  id: string;
  custno: string;
  chineseName: string;
  certificateNo: string | null;
}

/** Members in normal status, by member code (`member/listAllMember`). */
export async function listActiveMembers(tx: Executor, tenantId: string, limit: number): Promise<MemberRow[]> {
  return rows<MemberRow>(
    tx,
    sql`select m.id, m.custno, m.chinese_name as "chineseName", m.certificate_no as "certificateNo"
        from member m where m.tenant_id = ${tenantId} and m.status = 1 order by m.custno limit ${limit}`,
  );
}

/** Members bound by cooperation to the company of that exact name, within the caller's scope. */
export async function findMembersOfCompany(
  tx: Executor,
  options: { tenantId: string; companyName: string; scope: SearchScope; limit: number },
): Promise<MemberRow[]> {
  const visible = scopeCompanies(options.scope);
  const scoped = visible ? sql`and c.uuid in ${visible}` : sql``;
  return rows<MemberRow>(
    tx,
    sql`select distinct m.id, m.custno, m.chinese_name as "chineseName", m.certificate_no as "certificateNo"
        from company c
        join member_company mc on mc.company_id = c.uuid and mc.status = 1
        join member m on m.id = mc.member_id and m.status = 1
        where c.tenant_id = ${options.tenantId}
          and c.uuid = any(${companiesNamed(options.tenantId, options.companyName, true)})
          ${scoped}
        order by m.custno limit ${options.limit}`,
  );
}
