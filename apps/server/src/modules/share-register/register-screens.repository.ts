import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';
import type { SearchScope } from '../holder-search/index.js';
import { type HolderRow, holderWhere, scopeCompanies } from '../holder-search/index.js';

/** SQL of the register screens' read calls (register-screens-routes.ts). */

export interface AccountTotalsRow {
  holderId: string;
  accountNumber: string;
  holderName: string;
  organType: number;
  status: number;
  companies: number;
  held: string;
  pledged: string;
  frozen: string;
  locked: string;
}

/** The registration accounts bound to a login account, each with the totals of its holdings. */
export async function listAccountTotals(
  tx: Executor,
  tenantId: string,
  accountId: string,
): Promise<AccountTotalsRow[]> {
  return rows<AccountTotalsRow>(
    tx,
    sql`select h.uuid as "holderId", h.account_number as "accountNumber", h.holder_name as "holderName",
          h.organ_type as "organType", h.status,
          count(g.company_id) filter (where g.held > 0)::int as companies,
          coalesce(sum(g.held), 0)::text as held, coalesce(sum(g.pledged), 0)::text as pledged,
          coalesce(sum(g.frozen), 0)::text as frozen, coalesce(sum(g.locked), 0)::text as locked
        from holder_account h
        left join holding g on g.tenant_id = h.tenant_id and g.holder_id = h.uuid
        where h.tenant_id = ${tenantId}
          and h.uuid in (select ah.holder_id from account_holder ah where ah.account_id = ${accountId})
        group by h.uuid
        order by h.account_number`,
  );
}

const holderColumns = sql`h.uuid, h.account_number as "accountNumber", h.holder_name as "holderName",
  h.organ_type as "organType", h.cert_type as "certType", h.certificate_no as "certificateNo",
  h.mobile, h.capital_account as "capitalAccount", h.user_code as "userCode", h.status,
  h.holder_type as "holderType", h.company_id as "companyId", h.product_type as "productType",
  h.is_sign as "isSign"`;

/**
 * One holder account if the scope may see it: holder search's scope (staff: the tenant; investors:
 * their own accounts; enterprise and member: accounts opened with their companies), and for the
 * enterprise and member zones also any account holding shares of one of their companies (the
 * holders their register lists).
 */
export async function findVisibleHolder(
  tx: Executor,
  options: { tenantId: string; holderId: string; scope: SearchScope },
): Promise<HolderRow | null> {
  const { tenantId, holderId, scope } = options;
  const companies = scopeCompanies(scope);
  const visible: SQL =
    (scope.kind === 'enterprise' || scope.kind === 'member') && companies
      ? sql`(${holderWhere({ tenantId }, scope)} or h.uuid in (select g.holder_id from holding g
            where g.tenant_id = ${tenantId} and g.held > 0 and g.company_id in ${companies}))`
      : holderWhere({ tenantId }, scope);
  const found = await rows<HolderRow>(
    tx,
    sql`select ${holderColumns} from holder_account h
        where h.tenant_id = ${tenantId} and h.uuid = ${holderId} and ${visible}`,
  );
  return found[0] ?? null;
}

/** The companies whose holdings a scope may see (null: all of the tenant's). */
export async function visibleCompanyIds(tx: Executor, scope: SearchScope): Promise<Set<string> | null> {
  const companies = scopeCompanies(scope);
  if (scope.kind === 'tenant' || scope.kind === 'holders' || !companies) return null;
  const found = await rows<{ id: string }>(tx, sql`select c.id from ${companies} as c(id)`);
  return new Set(found.map((r) => r.id));
}

export interface CompanyRow {
  companyId: string;
  name: string;
  shortName: string | null;
  creditCode: string | null;
  issuedShares: string;
  hasRegister: boolean;
}

/**
 * Companies of the tenant by a key (Chinese: a name substring through `company_ids_by_name`, ADR
 * 10; otherwise the exact credit code or custody code), one page ordered by name, and the count.
 */
export async function findCompanyPage(
  tx: Executor,
  options: { tenantId: string; key: string | undefined; limit: number; offset: number; isName: boolean },
): Promise<{ records: CompanyRow[]; total: number }> {
  const { tenantId, key } = options;
  const parts: SQL[] = [sql`c.tenant_id = ${tenantId}`];
  if (key !== undefined)
    parts.push(
      options.isName
        ? sql`c.uuid = any(array(select company_ids_by_name(${key})))`
        : sql`(c.credit_code = ${key.toUpperCase()} or c.code = ${key})`,
    );
  const where = sql.join(parts, sql` and `);
  const records = await rows<CompanyRow>(
    tx,
    sql`select c.uuid as "companyId", c.name, c.short_name as "shortName", c.credit_code as "creditCode",
          c.total_issued_shares::text as "issuedShares",
          exists (select 1 from register_event e where e.company_id = c.uuid) as "hasRegister"
        from company c where ${where}
        order by c.name, c.uuid limit ${options.limit} offset ${options.offset}`,
  );
  const counted = await rows<{ n: number }>(tx, sql`select count(*)::int as n from company c where ${where}`);
  return { records, total: Number(counted[0]?.n ?? 0) };
}
