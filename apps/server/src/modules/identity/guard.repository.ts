import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';
import type { SessionRecord } from './session.repository.js';

/** What the guard needs about a request's session, read in one statement (one round trip). */
export interface GuardSnapshot extends Omit<SessionRecord, 'id' | 'tenantId'> {
  account: string;
  realName: string;
  orgType: number;
  accountStatus: number;
  companyBound: boolean;
  holderBound: boolean;
  productBound: boolean;
  /**
   * The account's enabled roles as they are now (not as the token says; ADR 29): their aliases and
   * the workflow node roles they are mapped onto (ADR 39), without duplicates.
   */
  roles: string[];
  /** Set by an administrator's create or reset: only the password change is allowed (ADR 39). */
  mustChangePassword: boolean;
}

/**
 * The session joined with its account and the account's roles, and whether the company, holder account and product the
 * request names (`Current-*` headers) are bound to that account. An unnamed binding reads as true.
 */
export async function readGuardSnapshot(
  tx: Executor,
  options: {
    sessionId: string;
    tenantId: string;
    company?: string | undefined;
    holder?: string | undefined;
    product?: string | undefined;
  },
): Promise<GuardSnapshot | null> {
  const { company, holder, product } = options;
  const companyBound = company
    ? sql`exists (select 1 from account_company b where b.account_id = s.account_id and b.company_id = ${company})`
    : sql`true`;
  const holderBound = holder
    ? sql`exists (select 1 from account_holder b where b.account_id = s.account_id and b.holder_id = ${holder})`
    : sql`true`;
  const productBound = product
    ? sql`exists (select 1 from account_holder b where b.account_id = s.account_id and b.product_id = ${product})`
    : sql`true`;
  const found = await rows<GuardSnapshot>(
    tx,
    sql`select s.account_id as "accountId", s.landing_mode as "landingMode",
          s.current_company as "currentCompany", s.current_holder as "currentHolder",
          s.current_product as "currentProduct", s.expires_at as "expiresAt", s.revoked_at as "revokedAt",
          a.account, a.real_name as "realName", a.org_type as "orgType", a.status as "accountStatus",
          ${companyBound} as "companyBound", ${holderBound} as "holderBound", ${productBound} as "productBound",
          a.must_change_password as "mustChangePassword",
          coalesce((select json_agg(distinct x.role order by x.role) from account_role ar
                      join role r on r.id = ar.role_id and r.status = 1
                      cross join lateral unnest(array[r.role_alias] || r.workflow_roles) as x(role)
                      where ar.account_id = s.account_id), '[]'::json) as roles
        from auth_session s
        join account a on a.id = s.account_id and a.tenant_id = ${options.tenantId}
        where s.id = ${options.sessionId}
        limit 1`,
  );
  return found[0] ?? null;
}
