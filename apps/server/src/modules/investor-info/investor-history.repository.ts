import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of 投资者信息详情 (/infoDetails, ADR 63): one registration account's history, newest first.
// The caller has already proven the account is bound to its login (findOwnInvestorAccount).

/** The status businesses of ADR 67 whose completion changes an account's status. */
const STATUS_APP_IDS = ['550306', '550307', '550031'];

export interface InvestorHistoryScope {
  tenantId: string;
  holderId: string;
  accountNumber: string;
  /** The login: certifications are the login's (investor_qualification.account_id). */
  accountId: string;
  /** The certification kind of the account's organ type (ADR 66). */
  certificationKind: string;
  limit: number;
  offset: number;
}

export interface InvestorHistoryDbRow {
  id: string;
  kind: 'opened' | 'statusChanged' | 'riskAssessment' | 'certification';
  at: string;
  /** Business name (status change), risk type (assessment) or certification kind. */
  name: string | null;
  reason: string | null;
  level: string | null;
  expiresAt: string | null;
  expired: boolean | null;
  applicationId: string | null;
  appId: string | null;
  bizSn: string | null;
}

function eventsOf(s: InvestorHistoryScope) {
  return sql`
    select 'o:' || h.uuid::text as id, 'opened' as kind, coalesce(p.opened_at, h.created_at) as at,
           null::text as name, null::text as reason, null::text as level, null::timestamptz as expires_at,
           a.uuid::text as application_id, a.app_id, a.biz_sn
      from holder_account h
      left join investor_profile p on p.tenant_id = h.tenant_id and p.holder_id = h.uuid
      left join application a on a.tenant_id = h.tenant_id and a.uuid = p.application_id
     where h.tenant_id = ${s.tenantId} and h.uuid = ${s.holderId}::uuid
    union all
    select 's:' || a.uuid::text, 'statusChanged', coalesce(a.completed_at, a.updated_at),
           a.business_type_name, a.form_data->>'reason', null, null, a.uuid::text, a.app_id, a.biz_sn
      from application a
     where a.tenant_id = ${s.tenantId} and a.status = 'completed'
       and a.app_id in (${sql.join(
         STATUS_APP_IDS.map((id) => sql`${id}`),
         sql`, `,
       )})
       and upper(btrim(a.form_data->>'accountNumber')) = ${s.accountNumber}
    union all
    select 'r:' || r.id::text, 'riskAssessment', r.tested_at, r.risk_type::text, null, r.risk_level,
           r.expires_at, null, null, null
      from risk_assessment r
     where r.tenant_id = ${s.tenantId} and r.holder_id = ${s.holderId}::uuid
    union all
    select 'q:' || q.id::text, 'certification', q.certified_at, q.kind, null, null, q.expires_at,
           q.application_id::text, q.app_id, q.biz_sn
      from investor_qualification q
     where q.tenant_id = ${s.tenantId} and q.account_id = ${s.accountId}::uuid
       and q.kind = ${s.certificationKind}`;
}

/** One page of the account's history, newest first (ties by id), with the total. */
export async function findInvestorHistoryPage(
  tx: Executor,
  scope: InvestorHistoryScope,
): Promise<{ records: InvestorHistoryDbRow[]; total: number }> {
  const events = eventsOf(scope);
  const records = await rows<InvestorHistoryDbRow>(
    tx,
    sql`select e.id, e.kind, e.name, e.reason, e.level, e.application_id as "applicationId",
          e.app_id as "appId", e.biz_sn as "bizSn",
          to_char(e.at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as at,
          to_char(e.expires_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as "expiresAt",
          case when e.expires_at is null then null else e.expires_at <= now() end as expired
        from (${events}) e
        order by e.at desc, e.id desc limit ${scope.limit} offset ${scope.offset}`,
  );
  const counted = await rows<{ n: number }>(tx, sql`select count(*)::int as n from (${events}) e`);
  return { records, total: Number(counted[0]?.n ?? 0) };
}
