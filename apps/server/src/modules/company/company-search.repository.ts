import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the staff company search (issue 21, ADR 52), in the caller's tenant transaction.

export interface CompanySearchFilter {
  tenantId: string;
  /** A fragment of the name, taken literally (company_ids_by_name: the CJK bigram index). */
  name: string | undefined;
  /** A whole unified social credit code, upper case (the unique (tenant, credit_code) index). */
  creditCode: string | undefined;
  isRegister: boolean | undefined;
  limit: number;
  offset: number;
}

export interface CompanySearchDbRow {
  companyId: string;
  name: string;
  shortName: string | null;
  creditCode: string | null;
  code: string | null;
  companyType: number | null;
  isRegister: boolean;
  registerDate: string | null;
  issuedShares: string;
}

function whereOf(filter: CompanySearchFilter): SQL {
  const parts: SQL[] = [sql`c.tenant_id = ${filter.tenantId}`];
  if (filter.creditCode !== undefined) parts.push(sql`c.credit_code = ${filter.creditCode}`);
  if (filter.name !== undefined)
    parts.push(sql`c.uuid = any(array(select company_ids_by_name(${filter.name})))`);
  if (filter.isRegister !== undefined) parts.push(sql`c.is_register = ${filter.isRegister}`);
  return sql.join(parts, sql` and `);
}

/**
 * One page of the tenant's companies matching every filter given, by name then uuid (a stable
 * order for paging; the (tenant, is_register, name, uuid) and (tenant, name, uuid) indexes of
 * migration 20261128040000 read it in order), with the count of all matches.
 */
export async function findCompanySearchPage(
  tx: Executor,
  filter: CompanySearchFilter,
): Promise<{ records: CompanySearchDbRow[]; total: number }> {
  const where = whereOf(filter);
  const records = await rows<CompanySearchDbRow>(
    tx,
    sql`select c.uuid::text as "companyId", c.name, c.short_name as "shortName", c.credit_code as "creditCode",
          c.code, c.company_type as "companyType", c.is_register as "isRegister",
          c.register_date::text as "registerDate", c.total_issued_shares::text as "issuedShares"
        from company c where ${where}
        order by c.name, c.uuid limit ${filter.limit} offset ${filter.offset}`,
  );
  const counted = await rows<{ n: number }>(tx, sql`select count(*)::int as n from company c where ${where}`);
  return { records, total: Number(counted[0]?.n ?? 0) };
}
