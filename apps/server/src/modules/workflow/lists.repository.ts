import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/**
 * The two lists every user opens all day (我的申请, 我的待办) and the menu badge. Each reads one
 * partial index in order and stops at the page: they stay fast at millions of applications.
 * Totals stop at COUNT_CAP (a badge or a pager does not need more).
 */
export const COUNT_CAP = 10_000;

export interface ListFilters {
  appId?: string | undefined;
  /** Any of these appIds (ADR 68). */
  appIds?: readonly string[] | undefined;
  bizSn?: string | undefined;
  status?: string | undefined;
}

export interface MyApplicationRow {
  uuid: string;
  bizSn: string;
  appId: string;
  businessTypeName: string;
  applicantName: string;
  companyId: string | null;
  companyName: string | null;
  status: string;
  currentNode: string;
  round: number;
  version: number;
  createdAt: string;
  submittedAt: string | null;
  completedAt: string | null;
}

function applicationFilters(f: ListFilters) {
  return sql`${f.appId ? sql`and a.app_id = ${f.appId}` : sql``}
    ${f.appIds?.length ? sql`and a.app_id in ${[...f.appIds]}` : sql``}
    ${f.bizSn ? sql`and a.biz_sn = ${f.bizSn}` : sql``}
    ${f.status ? sql`and a.status = ${f.status}` : sql``}`;
}

const SUMMARY_COLUMNS = sql`a.uuid, a.biz_sn as "bizSn", a.app_id as "appId", a.business_type_name as "businessTypeName",
  a.applicant_name as "applicantName", a.company_id as "companyId", c.name as "companyName", a.status,
  a.current_node as "currentNode", a.round, a.version, a.created_at::text as "createdAt",
  a.submitted_at::text as "submittedAt", a.completed_at::text as "completedAt"`;

export async function findSummary(
  tx: Executor,
  tenantId: string,
  uuid: string,
): Promise<MyApplicationRow | null> {
  const found = await rows<MyApplicationRow>(
    tx,
    sql`select ${SUMMARY_COLUMNS} from application a left join company c on c.uuid = a.company_id
        where a.tenant_id = ${tenantId} and a.uuid = ${uuid}`,
  );
  return found[0] ?? null;
}

export async function pageMyApplications(
  tx: Executor,
  options: { tenantId: string; applicantId: string; filters: ListFilters; offset: number; limit: number },
): Promise<{ records: MyApplicationRow[]; total: number }> {
  const { tenantId, applicantId, filters } = options;
  const records = await rows<MyApplicationRow>(
    tx,
    sql`select ${SUMMARY_COLUMNS}
        from application a left join company c on c.uuid = a.company_id
        where a.tenant_id = ${tenantId} and a.applicant_id = ${applicantId} ${applicationFilters(filters)}
        order by a.created_at desc, a.uuid desc
        limit ${options.limit} offset ${options.offset}`,
  );
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (select 1 from application a
        where a.tenant_id = ${tenantId} and a.applicant_id = ${applicantId} ${applicationFilters(filters)}
        limit ${COUNT_CAP}) capped`,
  );
  return { records, total: count?.n ?? 0 };
}

export interface TodoRow {
  taskId: string;
  uuid: string;
  bizSn: string;
  appId: string;
  businessTypeName: string;
  applicantName: string;
  companyName: string | null;
  nodeId: string;
  nodeName: string;
  taskItemState: string;
  round: number;
  createdAt: string;
  handledAt: string | null;
}

function taskFilters(f: ListFilters) {
  return sql`${f.appId ? sql`and t.app_id = ${f.appId}` : sql``}
    ${f.appIds?.length ? sql`and t.app_id in ${[...f.appIds]}` : sql``}
    ${f.bizSn ? sql`and t.application_id = (select uuid from application where biz_sn = ${f.bizSn} and tenant_id = t.tenant_id)` : sql``}`;
}

/** Open tasks for my roles or for me: one ordered index scan per role and one for me, merged. */
function openTaskIds(options: {
  tenantId: string;
  accountId: string;
  roles: string[];
  filters: ListFilters;
  limit: number;
}) {
  const { tenantId, accountId, roles, filters, limit } = options;
  return sql`(
      select x.id, x.created_at from unnest(array[${sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )}]::text[]) as r(role)
      cross join lateral (select t.id, t.created_at from task t
        where t.tenant_id = ${tenantId} and t.state = '待办' and t.assignee_role = r.role ${taskFilters(filters)}
        order by t.created_at desc, t.id desc limit ${limit}) x
      union all
      (select t.id, t.created_at from task t
        where t.tenant_id = ${tenantId} and t.state = '待办' and t.assignee_id = ${accountId} ${taskFilters(filters)}
        order by t.created_at desc, t.id desc limit ${limit})
    )`;
}

const TODO_COLUMNS = sql`t.id::text as "taskId", a.uuid, a.biz_sn as "bizSn", a.app_id as "appId",
  a.business_type_name as "businessTypeName", a.applicant_name as "applicantName", c.name as "companyName",
  t.node_id as "nodeId", t.node_name as "nodeName", t.state as "taskItemState", t.round,
  t.created_at::text as "createdAt", t.handled_at::text as "handledAt"`;

export async function pageMyTodos(
  tx: Executor,
  options: {
    tenantId: string;
    accountId: string;
    roles: string[];
    filters: ListFilters;
    offset: number;
    limit: number;
  },
): Promise<{ records: TodoRow[]; total: number }> {
  const window = options.offset + options.limit;
  const records = await rows<TodoRow>(
    tx,
    sql`with picked as (select id, created_at from ${openTaskIds({ ...options, limit: window })} ids
          order by created_at desc, id desc limit ${options.limit} offset ${options.offset})
        select ${TODO_COLUMNS} from picked p join task t on t.id = p.id
          join application a on a.uuid = t.application_id left join company c on c.uuid = a.company_id
        order by t.created_at desc, t.id desc`,
  );
  // The total needs no order: index-only scans of the same partial indexes, each stopped at the cap.
  const { tenantId, accountId, roles, filters } = options;
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select (select count(*) from (select 1 from task t where t.tenant_id = ${tenantId} and t.state = '待办'
          and t.assignee_role in (${
            roles.length > 0
              ? sql.join(
                  roles.map((r) => sql`${r}`),
                  sql`, `,
                )
              : sql`null`
          })
          ${taskFilters(filters)} limit ${COUNT_CAP}) r)
        + (select count(*) from (select 1 from task t where t.tenant_id = ${tenantId} and t.state = '待办'
          and t.assignee_id = ${accountId} ${taskFilters(filters)} limit ${COUNT_CAP}) u) as n`,
  );
  return { records, total: Math.min(Number(count?.n ?? 0), COUNT_CAP) };
}

/** Tasks I handled (已办), newest first. */
export async function pageMyDoneTasks(
  tx: Executor,
  options: { tenantId: string; accountId: string; filters: ListFilters; offset: number; limit: number },
): Promise<{ records: TodoRow[]; total: number }> {
  const { tenantId, accountId, filters } = options;
  const records = await rows<TodoRow>(
    tx,
    sql`select ${TODO_COLUMNS} from task t join application a on a.uuid = t.application_id
          left join company c on c.uuid = a.company_id
        where t.tenant_id = ${tenantId} and t.handled_by = ${accountId} ${taskFilters(filters)}
        order by t.handled_at desc, t.id desc limit ${options.limit} offset ${options.offset}`,
  );
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (select 1 from task t
        where t.tenant_id = ${tenantId} and t.handled_by = ${accountId} ${taskFilters(filters)}
        limit ${COUNT_CAP}) capped`,
  );
  return { records, total: count?.n ?? 0 };
}
