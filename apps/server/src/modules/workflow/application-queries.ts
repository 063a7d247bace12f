import type { ApplicationDetail, ApplicationSummary, TodoRecord } from '@rer/contracts';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  ENDED_STATUSES,
  finalNode,
  WORKFLOW_NODE_NAMES,
} from '@rer/domain';
import type { Database, Executor } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './application.repository.js';
import { requireFlow } from './flow-definition.repository.js';
import * as lists from './lists.repository.js';
import { auditWorkflow, type Caller, isStaff } from './workflow-context.js';

/** Node names for lists (a flow may rename them; its own names are used where it is at hand). */
export const NODE_LABELS = WORKFLOW_NODE_NAMES;

const statusName = (s: string) => APPLICATION_STATUS_LABELS[s as ApplicationStatus] ?? s;

/** The current node of an ended application (办结, 驳回, 作废): the flow's end, not its last node (ADR 32). */
export const ENDED_NODE_NAME = '结束';

/** The current node's name as users read it: `named` for a running application, 结束 once it has ended. */
export function currentNodeNameOf(status: string, nodeId: string, named?: string): string {
  if (ENDED_STATUSES.includes(status as ApplicationStatus)) return ENDED_NODE_NAME;
  return named ?? NODE_LABELS[nodeId] ?? nodeId;
}

export function summary(row: lists.MyApplicationRow): ApplicationSummary {
  return {
    ...row,
    statusName: statusName(row.status),
    currentNodeName: currentNodeNameOf(row.status, row.currentNode),
  };
}

/** Who may see an application: its applicant, staff, and the enterprise it is for. */
export function maySee(caller: Caller, app: Pick<repo.ApplicationRow, 'applicantId' | 'companyId'>): boolean {
  return (
    app.applicantId === caller.accountId ||
    isStaff(caller) ||
    (app.companyId !== null && caller.currentCompany === app.companyId && caller.landingMode === 'org')
  );
}

/** application/detail: the form, the open task, the timeline and opinions; audited (personal data). */
export async function applicationDetail(
  db: Database,
  caller: Caller,
  ref: { uuid?: string | undefined; bizSn?: string | undefined },
): Promise<ApplicationDetail> {
  return db.withTenant(caller.tenantId, async (tx) => {
    const app = await repo.findApplication(tx, caller.tenantId, ref);
    if (!app || !maySee(caller, app))
      throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: ref.bizSn ?? ref.uuid ?? '' });
    const { flow } = await requireFlow(tx, caller.tenantId, app.appId, app.flowVersion);
    const open = await repo.findOpenTask(tx, app.uuid);
    await auditWorkflow(tx, caller, 'workflow.view', app);
    return {
      ...summary({ ...app, companyName: await repo.companyName(tx, app.companyId) }),
      currentNodeName: currentNodeNameOf(
        app.status,
        app.currentNode,
        flow.nodes.find((n) => n.id === app.currentNode)?.name ?? app.currentNode,
      ),
      flowVersion: app.flowVersion,
      formData: app.formData,
      formVersion: app.formVersion,
      ext5: JSON.stringify(app.ext5),
      openTask: open && {
        taskId: open.id,
        nodeId: open.nodeId,
        nodeName: open.nodeName,
        assigneeRole: open.assigneeRole,
        createdAt: open.createdAt,
      },
      timeline: await repo.listTimeline(tx, app.uuid),
      opinions: await repo.listOpinions(tx, app.uuid),
    };
  });
}

/** The summary of an application the caller just changed (no audit row: it is not a view of the form). */
export async function applicationSummaryOf(
  db: Database,
  caller: Caller,
  uuid: string,
): Promise<ApplicationSummary> {
  const row = await db.withTenant(caller.tenantId, (tx) => lists.findSummary(tx, caller.tenantId, uuid));
  if (!row) throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: uuid });
  return summary(row);
}

export async function myApplications(
  db: Database,
  caller: Caller,
  q: { current: number; size: number } & lists.ListFilters,
) {
  const { records, total } = await db.withTenant(caller.tenantId, (tx) =>
    lists.pageMyApplications(tx, {
      tenantId: caller.tenantId,
      applicantId: caller.accountId,
      filters: q,
      offset: (q.current - 1) * q.size,
      limit: q.size,
    }),
  );
  return toPage(records.map(summary), total, q.current, q.size);
}

export async function myTodos(
  db: Database,
  caller: Caller,
  q: { current: number; size: number; taskItemState: '待办' | '已办' } & lists.ListFilters,
) {
  const base = { tenantId: caller.tenantId, accountId: caller.accountId, filters: q };
  const paging = { offset: (q.current - 1) * q.size, limit: q.size };
  const { records, total } = await db.withTenant(caller.tenantId, (tx) =>
    q.taskItemState === '已办'
      ? lists.pageMyDoneTasks(tx, { ...base, ...paging })
      : lists.pageMyTodos(tx, { ...base, ...paging, roles: caller.roles }),
  );
  return toPage<TodoRecord>(records, total, q.current, q.size);
}

/** flow/getFinalNode: the node whose approval completes the flow. */
export async function finalNodeOf(db: Database, caller: Caller, appId: string) {
  return db.withTenant(caller.tenantId, async (tx) => {
    const { flow } = await requireFlow(tx, caller.tenantId, appId);
    const node = finalNode(flow);
    return { key: node.id, name: node.name };
  });
}

async function findVisible(tx: Executor, caller: Caller, ref: string) {
  const byUuid = /^[0-9a-f-]{36}$/i.test(ref);
  const app = await repo.findApplication(tx, caller.tenantId, byUuid ? { uuid: ref } : { bizSn: ref });
  return app && maySee(caller, app) ? app : null;
}

/** applyform/checkPrint: a voucher can be printed once the flow is completed (001 §4.9). */
export async function checkPrint(db: Database, caller: Caller, bizId: string) {
  return db.withTenant(caller.tenantId, async (tx) => {
    const app = await findVisible(tx, caller, bizId);
    if (!app) throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: bizId });
    const printable = app.status === 'completed';
    return { printable, uuid: printable ? app.uuid : null };
  });
}

/** statement/getUUIDByBizSn. */
export async function uuidByBizSn(db: Database, caller: Caller, bizSn: string): Promise<string> {
  return db.withTenant(caller.tenantId, async (tx) => {
    const app = await findVisible(tx, caller, bizSn);
    if (!app) throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: bizSn });
    return app.uuid;
  });
}
