import {
  decide,
  type FlowDefinition,
  findFlowNode,
  type WorkflowAction,
  type WorkflowEffect,
  type WorkflowState,
} from '@rer/domain';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './application.repository.js';
import { bindApplicationAttachments } from './application-attachments.js';
import { completionEffectNamed } from './business-registry.js';
import { type Caller, refusalError } from './workflow-context.js';

/** The engine's view of a stored application. */
export function stateOf(app: repo.ApplicationRow): WorkflowState {
  return {
    status: app.status as WorkflowState['status'],
    nodeId: app.currentNode,
    round: app.round,
    applicantId: app.applicantId,
    handlers: app.handlers,
    reviewerActed: app.reviewerActed,
  };
}

export function decideOrThrow(
  flow: FlowDefinition,
  app: repo.ApplicationRow,
  action: WorkflowAction,
  caller: Caller,
): { state: WorkflowState; effects: WorkflowEffect[] } {
  const decision = decide(flow, stateOf(app), action, { id: caller.accountId, roles: caller.roles });
  if (!decision.ok) throw refusalError(decision.refusal);
  return decision;
}

/**
 * Persists a decision: the new state (conditional on the version read under the row lock), the
 * tasks closed and opened, and the completion effect, all in the caller's transaction. A task
 * that is no longer open means someone else acted first: 409, and the transaction rolls back.
 */
export async function persistTransition(
  tx: Tx,
  options: {
    caller: Caller;
    flow: FlowDefinition;
    app: repo.ApplicationRow;
    next: WorkflowState;
    effects: WorkflowEffect[];
    action: string;
    formData: Record<string, unknown>;
    formVersion: number | null;
    companyId: string | null;
    idempotencyKey?: string | null;
    /** The time of a completion's register events, read by the register under its lock (ADR 28). */
    clock: Clock;
  },
): Promise<{ closedTaskId: string | null }> {
  const { caller, flow, app, next } = options;
  let companyId = options.companyId;
  await bindApplicationAttachments(tx, caller, app.uuid, options.formData);
  let closedTaskId: string | null = null;
  for (const effect of options.effects) {
    if (effect.type === 'closeTask') {
      closedTaskId = await repo.closeTask(tx, {
        applicationId: app.uuid,
        nodeId: effect.nodeId,
        state: effect.state,
        action: options.action,
        actorId: caller.accountId,
        actorName: caller.accountName,
      });
      if (!closedTaskId) throw new AppError('WORKFLOW_TASK_TAKEN');
    } else if (effect.type === 'openTask') {
      await repo.openTask(tx, {
        tenantId: caller.tenantId,
        applicationId: app.uuid,
        appId: app.appId,
        nodeId: effect.nodeId,
        nodeName: findFlowNode(flow, effect.nodeId)?.name ?? effect.nodeId,
        round: next.round,
        assigneeRole: effect.role,
        assigneeId: effect.assigneeId,
      });
    } else if (effect.effect) {
      companyId = await runCompletion(tx, { ...options, companyId }, effect.effect);
    }
  }
  const written = await repo.updateApplication(tx, app.uuid, app.version, {
    status: next.status,
    currentNode: next.nodeId,
    round: next.round,
    handlers: next.handlers,
    reviewerActed: next.reviewerActed,
    formData: options.formData,
    formVersion: options.formVersion,
    idempotencyKey: options.idempotencyKey ?? app.idempotencyKey,
    submitted: options.action === 'submit' || options.action === 'resubmit',
    completed: next.status === 'completed',
    companyId,
  });
  if (!written) throw new AppError('WORKFLOW_TASK_TAKEN');
  return { closedTaskId };
}

/**
 * Runs the completion effect the flow names; answers the application's company (a company-creating
 * effect's, ADR 48). An application without a company runs only a company-creating effect or one
 * whose subject is the applicant (an investor's or member's own account).
 */
async function runCompletion(
  tx: Tx,
  options: {
    caller: Caller;
    app: repo.ApplicationRow;
    formData: Record<string, unknown>;
    companyId: string | null;
    clock: Clock;
  },
  name: string,
): Promise<string | null> {
  const completion = completionEffectNamed(name);
  // A flow is refused at load when it names an effect no business registered (ADR 38).
  if (!completion) throw new Error(`完成动作 ${name} 未登记`);
  const { caller, app } = options;
  const input = {
    tenantId: caller.tenantId,
    appId: app.appId,
    bizSn: app.bizSn,
    applicationId: app.uuid,
    applicantId: app.applicantId,
    applicantZone: app.landingMode,
    form: options.formData,
    clock: options.clock,
    actor: {
      actorId: caller.accountId,
      actorName: caller.accountName,
      ip: caller.ip,
      requestId: caller.requestId,
    },
  };
  if (completion.createsCompany) {
    return (await completion.run(tx, { ...input, companyId: options.companyId })).companyId;
  }
  if (completion.subject === 'applicant') {
    await completion.run(tx, { ...input, companyId: options.companyId });
    return options.companyId;
  }
  if (options.companyId) await completion.run(tx, { ...input, companyId: options.companyId });
  return options.companyId;
}
