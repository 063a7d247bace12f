import type { NodeHandler } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';

/** All SQL of applications, tasks, opinions and the timeline (ADR 12). */

export interface ApplicationRow {
  uuid: string;
  tenantId: string;
  bizSn: string;
  appId: string;
  flowVersion: number;
  businessTypeName: string;
  applicantId: string;
  applicantName: string;
  landingMode: string;
  companyId: string | null;
  holderId: string | null;
  productId: string | null;
  status: string;
  currentNode: string;
  round: number;
  handlers: NodeHandler[];
  reviewerActed: boolean;
  formData: Record<string, unknown>;
  formVersion: number | null;
  ext5: Record<string, string>;
  idempotencyKey: string | null;
  version: number;
  createdAt: string;
  submittedAt: string | null;
  completedAt: string | null;
}

const APPLICATION_COLUMNS = sql.raw(`uuid, tenant_id as "tenantId", biz_sn as "bizSn", app_id as "appId",
  flow_version as "flowVersion", business_type_name as "businessTypeName", applicant_id as "applicantId",
  applicant_name as "applicantName", landing_mode as "landingMode", company_id as "companyId",
  holder_id as "holderId", product_id as "productId", status, current_node as "currentNode", round, handlers,
  reviewer_acted as "reviewerActed", form_data as "formData", form_version as "formVersion", ext5,
  idempotency_key as "idempotencyKey", version, created_at::text as "createdAt",
  submitted_at::text as "submittedAt", completed_at::text as "completedAt"`);

/** The next biz_sn of the tenant's day: YYYYMMDD + six digits (the counter row serialises the day). */
export async function nextBizSn(tx: Tx, tenantId: string, day: string): Promise<string> {
  const [row] = await rows<{ last: number }>(
    tx,
    sql`insert into biz_sn_counter (tenant_id, day, last_value) values (${tenantId}, ${day}, 1)
        on conflict (tenant_id, day) do update set last_value = biz_sn_counter.last_value + 1
        returning last_value as last`,
  );
  return `${day.replaceAll('-', '')}${String(row!.last).padStart(6, '0')}`;
}

export async function insertApplication(
  tx: Tx,
  row: Omit<ApplicationRow, 'version' | 'createdAt' | 'submittedAt' | 'completedAt' | 'ext5'>,
): Promise<void> {
  await tx.execute(sql`insert into application (uuid, tenant_id, biz_sn, app_id, flow_version, business_type_name,
      applicant_id, applicant_name, landing_mode, company_id, holder_id, product_id, status, current_node, round,
      handlers, reviewer_acted, form_data, form_version, idempotency_key)
    values (${row.uuid}, ${row.tenantId}, ${row.bizSn}, ${row.appId}, ${row.flowVersion}, ${row.businessTypeName},
      ${row.applicantId}, ${row.applicantName}, ${row.landingMode}, ${row.companyId}, ${row.holderId},
      ${row.productId}, ${row.status}, ${row.currentNode}, ${row.round}, ${JSON.stringify(row.handlers)}::jsonb,
      ${row.reviewerActed}, ${JSON.stringify(row.formData)}::jsonb, ${row.formVersion}, ${row.idempotencyKey})`);
}

/** The application, locked for the rest of the transaction when `lock` (one decision at a time). */
export async function findApplication(
  tx: Executor,
  tenantId: string,
  ref: { uuid?: string; bizSn?: string },
  lock = false,
): Promise<ApplicationRow | null> {
  const where = ref.uuid ? sql`uuid = ${ref.uuid}` : sql`biz_sn = ${ref.bizSn ?? ''}`;
  const found = await rows<ApplicationRow>(
    tx,
    sql`select ${APPLICATION_COLUMNS} from application where tenant_id = ${tenantId} and ${where}
        ${lock ? sql`for update` : sql``}`,
  );
  return found[0] ?? null;
}

export async function findByIdempotencyKey(
  tx: Executor,
  tenantId: string,
  applicantId: string,
  key: string,
): Promise<ApplicationRow | null> {
  const found = await rows<ApplicationRow>(
    tx,
    sql`select ${APPLICATION_COLUMNS} from application
        where tenant_id = ${tenantId} and applicant_id = ${applicantId} and idempotency_key = ${key}`,
  );
  return found[0] ?? null;
}

/** The fingerprint of the submit that used the application's idempotency key (null before issue 18). */
export async function idempotencyFingerprint(tx: Executor, uuid: string): Promise<string | null> {
  const found = await rows<{ fingerprint: string | null }>(
    tx,
    sql`select idempotency_fingerprint as fingerprint from application where uuid = ${uuid}`,
  );
  return found[0]?.fingerprint ?? null;
}

export async function setIdempotencyFingerprint(tx: Tx, uuid: string, fingerprint: string): Promise<void> {
  await tx.execute(sql`update application set idempotency_fingerprint = ${fingerprint} where uuid = ${uuid}`);
}

/** Writes the new state; refuses (false) when the version moved on since it was read. */
export async function updateApplication(
  tx: Tx,
  uuid: string,
  expectedVersion: number,
  next: {
    status: string;
    currentNode: string;
    round: number;
    handlers: readonly NodeHandler[];
    reviewerActed: boolean;
    formData: Record<string, unknown>;
    formVersion: number | null;
    idempotencyKey: string | null;
    submitted: boolean;
    completed: boolean;
    companyId: string | null;
  },
): Promise<boolean> {
  const updated = await rows<{ uuid: string }>(
    tx,
    sql`update application set status = ${next.status}, current_node = ${next.currentNode}, round = ${next.round},
          handlers = ${JSON.stringify(next.handlers)}::jsonb, reviewer_acted = ${next.reviewerActed},
          form_data = ${JSON.stringify(next.formData)}::jsonb, form_version = ${next.formVersion},
          idempotency_key = ${next.idempotencyKey}, company_id = ${next.companyId},
          submitted_at = case when ${next.submitted} then now() else submitted_at end,
          completed_at = case when ${next.completed} then now() else completed_at end,
          version = version + 1, updated_at = now()
        where uuid = ${uuid} and version = ${expectedVersion} returning uuid`,
  );
  return updated.length === 1;
}

/**
 * Stores the vouchers' attachIds (code → attachId, 001 §7 ext5) of the submission `round`: refused
 * (false) when a later submission has moved the application on, whose own vouchers will follow.
 * The version is not moved: a reviewer's open page stays current.
 */
export async function setApplicationVouchers(
  tx: Tx,
  params: { tenantId: string; uuid: string; round: number; ext5: Record<string, string> },
): Promise<boolean> {
  const updated = await rows<{ uuid: string }>(
    tx,
    sql`update application set ext5 = ${JSON.stringify(params.ext5)}::jsonb
        where tenant_id = ${params.tenantId} and uuid = ${params.uuid} and round = ${params.round}
        returning uuid`,
  );
  return updated.length === 1;
}

export interface TaskRow {
  id: string;
  nodeId: string;
  nodeName: string;
  round: number;
  assigneeRole: string | null;
  assigneeId: string | null;
  createdAt: string;
}

export async function findOpenTask(tx: Executor, applicationId: string): Promise<TaskRow | null> {
  const found = await rows<TaskRow>(
    tx,
    sql`select id::text as id, node_id as "nodeId", node_name as "nodeName", round, assignee_role as "assigneeRole",
          assignee_id as "assigneeId", created_at::text as "createdAt"
        from task where application_id = ${applicationId} and state = '待办'`,
  );
  return found[0] ?? null;
}

/** Closes the open task of the node; null when there is none (someone else handled it). */
export async function closeTask(
  tx: Tx,
  options: {
    applicationId: string;
    nodeId: string;
    state: '已办' | '已处理';
    action: string;
    actorId: string;
    actorName: string;
  },
): Promise<string | null> {
  const closed = await rows<{ id: string }>(
    tx,
    sql`update task set state = ${options.state}, action = ${options.action}, handled_by = ${options.actorId},
          handled_by_name = ${options.actorName}, handled_at = now()
        where application_id = ${options.applicationId} and node_id = ${options.nodeId} and state = '待办'
        returning id::text as id`,
  );
  return closed[0]?.id ?? null;
}

export async function openTask(
  tx: Tx,
  task: {
    tenantId: string;
    applicationId: string;
    appId: string;
    nodeId: string;
    nodeName: string;
    round: number;
    assigneeRole: string | null;
    assigneeId: string | null;
  },
): Promise<void> {
  await tx.execute(sql`insert into task (tenant_id, application_id, app_id, node_id, node_name, round,
      assignee_role, assignee_id)
    values (${task.tenantId}, ${task.applicationId}, ${task.appId}, ${task.nodeId}, ${task.nodeName}, ${task.round},
      ${task.assigneeRole}, ${task.assigneeId})`);
}

export async function insertOpinion(
  tx: Tx,
  o: {
    tenantId: string;
    applicationId: string;
    taskId: string | null;
    nodeId: string;
    round: number;
    kind: '审批意见' | '确认意见';
    checkResult: 'Approve' | 'UpdateMaterial' | 'Reject' | 'Confirm';
    content: string;
    actorId: string;
    actorName: string;
  },
): Promise<void> {
  await tx.execute(sql`insert into opinion (tenant_id, application_id, task_id, node_id, round, kind, check_result,
      content, actor_id, actor_name)
    values (${o.tenantId}, ${o.applicationId}, ${o.taskId}, ${o.nodeId}, ${o.round}, ${o.kind}, ${o.checkResult},
      ${o.content}, ${o.actorId}, ${o.actorName})`);
}

/** One step of an application's timeline, as written and as read back. */
interface TimelineStep {
  round: number;
  action: string;
  fromNode: string | null;
  toNode: string | null;
  fromStatus: string | null;
  toStatus: string;
  actorName: string | null;
  opinion: string | null;
}

export async function appendTimeline(
  tx: Tx,
  e: TimelineStep & { tenantId: string; applicationId: string; actorId: string | null },
): Promise<void> {
  await tx.execute(sql`insert into application_timeline (tenant_id, application_id, round, action, from_node,
      to_node, from_status, to_status, actor_id, actor_name, opinion)
    values (${e.tenantId}, ${e.applicationId}, ${e.round}, ${e.action}, ${e.fromNode}, ${e.toNode},
      ${e.fromStatus}, ${e.toStatus}, ${e.actorId}, ${e.actorName}, ${e.opinion})`);
}

export async function listTimeline(tx: Executor, applicationId: string) {
  return rows<TimelineStep & { occurredAt: string }>(
    tx,
    sql`select round, action, from_node as "fromNode", to_node as "toNode", from_status as "fromStatus",
          to_status as "toStatus", actor_name as "actorName", opinion, occurred_at::text as "occurredAt"
        from application_timeline where application_id = ${applicationId} order by id`,
  );
}

export async function listOpinions(tx: Executor, applicationId: string) {
  return rows<{
    nodeId: string;
    round: number;
    kind: string;
    checkResult: string;
    content: string;
    actorName: string;
    createdAt: string;
  }>(
    tx,
    sql`select node_id as "nodeId", round, kind, check_result as "checkResult", content, actor_name as "actorName",
          created_at::text as "createdAt"
        from opinion where application_id = ${applicationId} order by id`,
  );
}

export async function companyName(tx: Executor, companyId: string | null): Promise<string | null> {
  if (!companyId) return null;
  const found = await rows<{ name: string }>(tx, sql`select name from company where uuid = ${companyId}`);
  return found[0]?.name ?? null;
}
