import { findFlowNode, listEdits, type WorkflowAction } from '@rer/domain';
import type { AuditAction } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { assertValidFormSubmission } from '../forms/index.js';
import * as repo from './application.repository.js';
import { maySee } from './application-queries.js';
import { workflowBusinessOf } from './business-registry.js';
import { requireFlow } from './flow-definition.repository.js';
import { afterSubmit, timelineOf, validateAndCheck } from './submission-steps.js';
import { decideOrThrow, persistTransition } from './transition.js';
import { auditWorkflow, type Caller, recordEvidence, staleVersion } from './workflow-context.js';

async function lock(tx: Tx, caller: Caller, uuid: string, version?: number): Promise<repo.ApplicationRow> {
  const app = await repo.findApplication(tx, caller.tenantId, { uuid }, true);
  if (!app) throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: uuid });
  if (version !== undefined && version !== app.version) throw staleVersion();
  return app;
}

export interface ReviewInput {
  uuid: string;
  nodeId: string;
  version?: number | undefined;
  formData?: Record<string, unknown> | undefined;
  opinion: string;
  target?: string | undefined;
}

const CHECK_RESULTS = { approve: 'Approve', return: 'UpdateMaterial', reject: 'Reject' } as const;

/**
 * Who changed what at approval (editInApprove fields and table cells, 001 §4.5): the review's audit
 * row, whose actor is the reviewer, names the changed paths (no values: they may be personal data).
 */
function editsOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, string | number> {
  const { paths, count } = listEdits(before, after);
  return count === 0 ? {} : { edited: paths.join(','), editedCount: count };
}

/**
 * 审批 (approve / return for revision / reject) at an approval node. The application row is
 * locked first, so two reviewers acting at once are serialised: the second finds the task handled
 * and gets 409. Form data may change only in editInApprove fields. The last approval runs the
 * completion effect (register events) in this transaction.
 */
export async function reviewApplication(options: {
  db: Database;
  clock: Clock;
  caller: Caller;
  action: 'approve' | 'return' | 'reject';
  input: ReviewInput;
}): Promise<repo.ApplicationRow> {
  const { caller, input, action } = options;
  return options.db.withTenant(caller.tenantId, async (tx) => {
    const app = await lock(tx, caller, input.uuid, input.version);
    const { flow } = await requireFlow(tx, caller.tenantId, app.appId, app.flowVersion);
    const engineAction: WorkflowAction =
      action === 'approve'
        ? { type: 'approve', nodeId: input.nodeId }
        : action === 'return'
          ? { type: 'return', nodeId: input.nodeId, target: input.target, opinion: input.opinion }
          : { type: 'reject', nodeId: input.nodeId, opinion: input.opinion };
    const { state, effects } = decideOrThrow(flow, app, engineAction, caller);
    const node = findFlowNode(flow, input.nodeId)!;
    const now = options.clock.now();
    const valid = await assertValidFormSubmission(
      tx,
      {
        tenantId: caller.tenantId,
        appId: app.appId,
        nodeId: node.formNodeId,
        formData: input.formData ?? app.formData,
        previousData: app.formData,
        landingMode: caller.landingMode,
      },
      { today: now },
    );
    const { closedTaskId } = await persistTransition(tx, {
      caller,
      flow,
      app,
      next: state,
      effects,
      action,
      formData: valid.normalized,
      formVersion: app.formVersion,
      companyId: app.companyId,
      clock: options.clock,
    });
    await repo.insertOpinion(tx, {
      tenantId: caller.tenantId,
      applicationId: app.uuid,
      taskId: closedTaskId,
      nodeId: node.id,
      round: app.round,
      kind: '审批意见',
      checkResult: CHECK_RESULTS[action],
      content: input.opinion.trim(),
      actorId: caller.accountId,
      actorName: caller.accountName,
    });
    await repo.appendTimeline(
      tx,
      timelineOf(caller, app, action, state.status, state.nodeId, input.opinion.trim() || null),
    );
    await workflowBusinessOf(app.appId)?.onReviewed?.(tx, {
      tenantId: caller.tenantId,
      appId: app.appId,
      applicationId: app.uuid,
      round: app.round,
      action,
      taskId: closedTaskId,
      before: app.formData,
      after: valid.normalized,
    });
    if (state.status === 'completed') {
      await repo.appendTimeline(
        tx,
        timelineOf(
          caller,
          { ...app, currentNode: state.nodeId, status: state.status },
          'complete',
          'completed',
          null,
          null,
        ),
      );
    }
    await auditWorkflow(tx, caller, `workflow.${action}` as AuditAction, app, {
      nodeId: node.id,
      round: app.round,
      ...editsOf(app.formData, valid.normalized),
    });
    if (state.status === 'completed')
      await auditWorkflow(tx, caller, 'workflow.complete', app, { effect: flow.completionEffect });
    await recordEvidence(tx, {
      tenantId: caller.tenantId,
      applicationId: app.uuid,
      bizSn: app.bizSn,
      appId: app.appId,
      businessTypeName: app.businessTypeName,
      action: state.status === 'completed' ? 'complete' : action,
      round: app.round,
      companyId: app.companyId,
    });
    return (await repo.findApplication(tx, caller.tenantId, { uuid: app.uuid }))!;
  });
}

/** 重新提交 after a return: the applicant's changed form, validated and checked again. */
export async function resubmitApplication(options: {
  db: Database;
  clock: Clock;
  caller: Caller;
  input: { uuid: string; nodeId: string; version?: number | undefined; formData: Record<string, unknown> };
}): Promise<repo.ApplicationRow> {
  const { caller, input } = options;
  return options.db.withTenant(caller.tenantId, async (tx) => {
    const app = await lock(tx, caller, input.uuid, input.version);
    if (app.applicantId !== caller.accountId)
      throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: input.uuid });
    const { flow } = await requireFlow(tx, caller.tenantId, app.appId, app.flowVersion);
    const { state, effects } = decideOrThrow(flow, app, { type: 'resubmit', nodeId: input.nodeId }, caller);
    const now = options.clock.now();
    const checked = await validateAndCheck(tx, {
      caller,
      appId: app.appId,
      formNodeId: findFlowNode(flow, input.nodeId)!.formNodeId,
      formData: input.formData,
      companyId: app.companyId,
      confirmUnconfirmed: false,
      today: now,
    });
    await persistTransition(tx, {
      caller,
      flow,
      app,
      next: state,
      effects,
      action: 'resubmit',
      formData: checked.normalized,
      formVersion: checked.version,
      companyId: app.companyId,
      clock: options.clock,
    });
    await afterSubmit(tx, caller, app, state, checked, 'resubmit');
    return (await repo.findApplication(tx, caller.tenantId, { uuid: app.uuid }))!;
  });
}

/**
 * The application locked, when the caller may see it; to anyone else it does not exist — the same
 * answer as for a missing one, before its version or state can say otherwise (issue 18).
 */
async function lockVisible(
  tx: Tx,
  caller: Caller,
  uuid: string,
  version?: number,
): Promise<repo.ApplicationRow> {
  const app = await repo.findApplication(tx, caller.tenantId, { uuid }, true);
  if (!app || !maySee(caller, app)) throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: uuid });
  if (version !== undefined && version !== app.version) throw staleVersion();
  return app;
}

/**
 * 撤回 (the applicant, until the first reviewer acts) and 作废 (cancel). Outsiders get 业务申请不存在
 * whether it exists or not; whoever may see it gets the engine's precise refusal.
 */
export async function withdrawOrCancel(options: {
  db: Database;
  clock: Clock;
  caller: Caller;
  action: 'withdraw' | 'cancel';
  input: { uuid: string; version?: number | undefined };
}): Promise<repo.ApplicationRow> {
  const { caller, input, action } = options;
  return options.db.withTenant(caller.tenantId, async (tx) => {
    const app = await lockVisible(tx, caller, input.uuid, input.version);
    const { flow } = await requireFlow(tx, caller.tenantId, app.appId, app.flowVersion);
    const { state, effects } = decideOrThrow(flow, app, { type: action }, caller);
    await persistTransition(tx, {
      caller,
      flow,
      app,
      next: state,
      effects,
      action,
      formData: app.formData,
      formVersion: app.formVersion,
      companyId: app.companyId,
      clock: options.clock,
    });
    await repo.appendTimeline(tx, timelineOf(caller, app, action, state.status, state.nodeId, null));
    await auditWorkflow(tx, caller, `workflow.${action}`, app, { round: app.round });
    return (await repo.findApplication(tx, caller.tenantId, { uuid: app.uuid }))!;
  });
}
