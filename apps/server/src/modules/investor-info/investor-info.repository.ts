import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the investor's own information and the staff investor search (issue 22, ADR 63), in the
// caller's tenant transaction.

export interface InvestorAccountDbRow {
  holderId: string;
  accountNumber: string;
  holderName: string;
  organType: number;
  status: number;
  certType: string;
  certificateNo: string;
  mobile: string | null;
}

export interface InvestorProfileDbRow {
  holderName: string;
  certType: string;
  certificateNo: string;
  mobile: string | null;
  email: string | null;
  address: string | null;
  bankName: string | null;
  bankCard: string | null;
  openedAt: string;
  applicationId: string | null;
}

/**
 * The registration account `holderId` only if it is bound to the login `accountId` (account_holder):
 * an investor reads its own account and nobody else's, whatever the session says.
 */
export async function findOwnInvestorAccount(
  tx: Executor,
  who: { tenantId: string; accountId: string; holderId: string },
): Promise<InvestorAccountDbRow | null> {
  const [found] = await rows<InvestorAccountDbRow>(
    tx,
    sql`select h.uuid::text as "holderId", h.account_number as "accountNumber", h.holder_name as "holderName",
          h.organ_type::int as "organType", h.status::int as status, h.cert_type as "certType",
          h.certificate_no as "certificateNo", h.mobile
        from holder_account h
        where h.tenant_id = ${who.tenantId} and h.uuid = ${who.holderId}::uuid
          and exists (select 1 from account_holder b
                      where b.holder_id = h.uuid and b.account_id = ${who.accountId}::uuid)`,
  );
  return found ?? null;
}

/** The profile an investor opening recorded for the account (one row per opened account). */
export async function findInvestorProfile(
  tx: Executor,
  tenantId: string,
  holderId: string,
): Promise<InvestorProfileDbRow | null> {
  const [found] = await rows<InvestorProfileDbRow>(
    tx,
    sql`select p.holder_name as "holderName", p.cert_type as "certType", p.certificate_no as "certificateNo",
          p.mobile, p.email, p.address, p.bank_name as "bankName", p.bank_card as "bankCard",
          to_char(p.opened_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as "openedAt",
          p.application_id::text as "applicationId"
        from investor_profile p
        where p.tenant_id = ${tenantId} and p.holder_id = ${holderId}::uuid`,
  );
  return found ?? null;
}

export interface InvestorSearchFilter {
  tenantId: string;
  /** A fragment of the name, taken literally (holder_ids_by_name: the CJK bigram index). */
  name: string | undefined;
  /** A whole certificate number, upper case. */
  certificateNo: string | undefined;
  /** A whole registration account number. */
  accountNumber: string | undefined;
  limit: number;
  offset: number;
}

export interface InvestorSearchDbRow extends InvestorAccountDbRow {
  openedAt: string | null;
}

/** Investors are the registration accounts bound to a login (they came in through the portal). */
function whereOf(filter: InvestorSearchFilter): SQL {
  const parts: SQL[] = [
    sql`h.tenant_id = ${filter.tenantId}`,
    sql`h.uuid in (select b.holder_id from account_holder b where b.tenant_id = ${filter.tenantId})`,
  ];
  if (filter.accountNumber !== undefined) parts.push(sql`h.account_number = ${filter.accountNumber}`);
  if (filter.certificateNo !== undefined) parts.push(sql`h.certificate_no = ${filter.certificateNo}`);
  if (filter.name !== undefined)
    parts.push(sql`h.uuid = any(array(select holder_ids_by_name(${filter.name})))`);
  return sql.join(parts, sql` and `);
}

/** One page of the tenant's investors matching every filter given, by name then uuid, with the count. */
export async function findInvestorSearchPage(
  tx: Executor,
  filter: InvestorSearchFilter,
): Promise<{ records: InvestorSearchDbRow[]; total: number }> {
  const where = whereOf(filter);
  const records = await rows<InvestorSearchDbRow>(
    tx,
    sql`select h.uuid::text as "holderId", h.account_number as "accountNumber", h.holder_name as "holderName",
          h.organ_type::int as "organType", h.status::int as status, h.cert_type as "certType",
          h.certificate_no as "certificateNo", h.mobile,
          (select to_char(p.opened_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')
             from investor_profile p where p.tenant_id = h.tenant_id and p.holder_id = h.uuid) as "openedAt"
        from holder_account h where ${where}
        order by h.holder_name, h.uuid limit ${filter.limit} offset ${filter.offset}`,
  );
  const counted = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from holder_account h where ${where}`,
  );
  return { records, total: Number(counted[0]?.n ?? 0) };
}
