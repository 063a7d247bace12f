import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** The facts behind `company/queryRefCompanyData` for one company, looked up by name and/or code. */
export async function findRefCompanyFacts(
  tx: Executor,
  options: {
    tenantId: string;
    accountId: string;
    name?: string | undefined;
    creditCode?: string | undefined;
  },
): Promise<{ found: boolean; isOrgRole: boolean; haveConfirm: boolean; haveChildAccount: boolean }> {
  const byName = options.name === undefined ? sql`` : sql`and c.name = ${options.name}`;
  const byCode = options.creditCode === undefined ? sql`` : sql`and c.credit_code = ${options.creditCode}`;
  const found = await rows<{ isOrgRole: boolean; haveConfirm: boolean; haveChildAccount: boolean }>(
    tx,
    sql`select
          exists (select 1 from account_company ac where ac.company_id = c.uuid
                  and ac.account_id = ${options.accountId} and ac.relation = 'enterprise') as "isOrgRole",
          exists (select 1 from holder_account h where h.tenant_id = c.tenant_id and h.organ_type = 1
                  and h.certificate_no = c.credit_code and h.status in (1, 3)) as "haveConfirm",
          exists (select 1 from account_company ac where ac.company_id = c.uuid
                  and ac.account_id <> ${options.accountId}) as "haveChildAccount"
        from company c where c.tenant_id = ${options.tenantId} ${byName} ${byCode}
        order by c.uuid limit 1`,
  );
  const row = found[0];
  return row
    ? { found: true, ...row }
    : { found: false, isOrgRole: false, haveConfirm: false, haveChildAccount: false };
}
