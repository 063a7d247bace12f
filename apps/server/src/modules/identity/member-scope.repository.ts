import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/**
 * The companies a member institution's account serves, as a subquery of company uuids: the
 * cooperation bindings of the account (`account_company`, relation member_cooperation) and the
 * active `member_company` rows of the active member the account acts for. The one definition
 * (ADR 36): holder search scopes with it, the register's access check asks it.
 */
export function companiesServedByMember(accountId: string): SQL {
  return sql`(select ac.company_id from account_company ac
          where ac.account_id = ${accountId} and ac.relation = 'member_cooperation'
        union all
        select mc.company_id from member_company mc join member m on m.id = mc.member_id
          where m.account_id = ${accountId} and mc.status = 1 and m.status = 1)`;
}

/** Whether the member institution's account serves that company. */
export async function memberServesCompany(
  tx: Executor,
  accountId: string,
  companyId: string,
): Promise<boolean> {
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from ${companiesServedByMember(accountId)} as served(company_id)
        where served.company_id = ${companyId} limit 1`,
  );
  return found.length > 0;
}
