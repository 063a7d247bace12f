import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';
import { companiesServedByMember } from '../identity/index.js';

// Reads of the member pages (会员信息, 合作企业) and the staff member search (会员查询), ADR 65.

const beijing = (column: SQL) =>
  sql`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

export interface MemberInfoDbRow {
  id: string;
  custno: string;
  chineseName: string;
  certificateNo: string | null;
  status: number;
  legalRepresentative: string | null;
  contactName: string | null;
  contactPhone: string | null;
  email: string | null;
  address: string | null;
  openedAt: string | null;
  qualification: Record<string, unknown>[] | null;
  companyCount: number;
}

const infoColumns = sql`m.id::text as id, m.custno, m.chinese_name as "chineseName",
  m.certificate_no as "certificateNo", m.status::int as status,
  p.legal_representative as "legalRepresentative", p.contact_name as "contactName",
  p.contact_phone as "contactPhone", p.email, p.address, ${beijing(sql`p.opened_at`)} as "openedAt",
  p.qualification,
  (select count(*)::int from member_company mc where mc.member_id = m.id and mc.status = 1) as "companyCount"`;

/** The open member the login acts for, with its profile. */
export async function findMemberInfo(
  tx: Executor,
  tenantId: string,
  accountId: string,
): Promise<MemberInfoDbRow | null> {
  const [found] = await rows<MemberInfoDbRow>(
    tx,
    sql`select ${infoColumns} from member m left join member_profile p on p.member_id = m.id
        where m.tenant_id = ${tenantId} and m.account_id = ${accountId}::uuid and m.status = 1`,
  );
  return found ?? null;
}

export interface CooperationDbRow {
  companyId: string;
  companyName: string;
  creditCode: string | null;
  jbrName: string | null;
  jbrPhone: string | null;
  isSendMsg: number;
  boundAt: string | null;
}

/**
 * The companies the member account serves (the same definition as its access everywhere:
 * `companiesServedByMember`), with the handler of its member_company row when there is one.
 */
export async function findCooperationPage(
  tx: Executor,
  filter: {
    tenantId: string;
    accountId: string;
    companyName: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ records: CooperationDbRow[]; total: number }> {
  const named = filter.companyName === undefined ? sql`` : sql`and strpos(c.name, ${filter.companyName}) > 0`;
  const where = sql`c.tenant_id = ${filter.tenantId}
    and c.uuid in ${companiesServedByMember(filter.accountId)} ${named}`;
  const records = await rows<CooperationDbRow>(
    tx,
    sql`select c.uuid::text as "companyId", c.name as "companyName", c.credit_code as "creditCode",
          mc.jbr_name as "jbrName", mc.jbr_phone as "jbrPhone", coalesce(mc.is_send_msg, 0)::int as "isSendMsg",
          ${beijing(sql`mc.created_at`)} as "boundAt"
        from company c
        left join lateral (select x.* from member_company x join member m on m.id = x.member_id
          where x.company_id = c.uuid and x.status = 1 and m.status = 1
            and m.account_id = ${filter.accountId}::uuid limit 1) mc on true
        where ${where}
        order by c.name, c.uuid limit ${filter.limit} offset ${filter.offset}`,
  );
  const [counted] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from company c where ${where}`,
  );
  return { records, total: Number(counted?.n ?? 0) };
}

export interface MemberSearchFilter {
  tenantId: string;
  chineseName: string | undefined;
  custno: string | undefined;
  certificateNo: string | undefined;
  status: number | undefined;
  limit: number;
  offset: number;
}

function searchWhere(filter: MemberSearchFilter): SQL {
  const parts: SQL[] = [sql`m.tenant_id = ${filter.tenantId}`];
  if (filter.chineseName !== undefined) parts.push(sql`strpos(m.chinese_name, ${filter.chineseName}) > 0`);
  if (filter.custno !== undefined) parts.push(sql`m.custno = ${filter.custno}`);
  if (filter.certificateNo !== undefined) parts.push(sql`m.certificate_no = ${filter.certificateNo}`);
  if (filter.status !== undefined) parts.push(sql`m.status = ${filter.status}`);
  return sql.join(parts, sql` and `);
}

/** One page of the tenant's members matching every filter, by code, with the count. */
export async function findMemberSearchPage(
  tx: Executor,
  filter: MemberSearchFilter,
): Promise<{ records: MemberInfoDbRow[]; total: number }> {
  const where = searchWhere(filter);
  const records = await rows<MemberInfoDbRow>(
    tx,
    sql`select ${infoColumns} from member m left join member_profile p on p.member_id = m.id
        where ${where} order by m.custno, m.id limit ${filter.limit} offset ${filter.offset}`,
  );
  const [counted] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from member m where ${where}`,
  );
  return { records, total: Number(counted?.n ?? 0) };
}
