import type { Tx } from '../../platform/db/database.js';
import { heldQualificationsOf } from '../company/index.js';
import { assertValidFormSubmission } from '../forms/index.js';
import * as repo from './application.repository.js';
import { workflowBusinessOf } from './business-registry.js';
import { auditWorkflow, type Caller, isStaff, recordEvidence } from './workflow-context.js';

/** Steps shared by submit and resubmit: validation and checks, then what is written after. */

export function timelineOf(
  caller: Caller,
  app: repo.ApplicationRow,
  action: string,
  toStatus: string,
  toNode: string | null,
  opinion: string | null,
  round = app.round,
) {
  return {
    tenantId: caller.tenantId,
    applicationId: app.uuid,
    round,
    action,
    fromNode: app.currentNode,
    toNode,
    fromStatus: app.status,
    toStatus,
    actorId: caller.accountId,
    actorName: caller.accountName,
    opinion,
  };
}

/** Form validation at the node, then the business checks of register businesses. */
export async function validateAndCheck(
  tx: Tx,
  options: {
    caller: Caller;
    appId: string;
    formNodeId: string;
    formData: Record<string, unknown>;
    companyId: string | null;
    confirmUnconfirmed: boolean;
    today: Date;
  },
) {
  const { caller } = options;
  const valid = await assertValidFormSubmission(
    tx,
    {
      tenantId: caller.tenantId,
      appId: options.appId,
      nodeId: options.formNodeId,
      formData: options.formData,
      landingMode: caller.landingMode,
      // 002 §5: a qualification the company already holds effective is not added again.
      ...(options.companyId === null
        ? {}
        : {
            widgetFacts: {
              heldQualifications: await heldQualificationsOf(tx, caller.tenantId, options.companyId),
            },
          }),
    },
    { today: options.today },
  );
  let confirmation: string | null = null;
  const check = workflowBusinessOf(options.appId)?.preSubmitCheck;
  if (check) {
    ({ confirmation } = await check(tx, {
      tenantId: caller.tenantId,
      appId: options.appId,
      companyId: options.companyId,
      applicantId: caller.accountId,
      applicantZone: caller.landingMode,
      form: valid.normalized,
      isStaff: isStaff(caller),
      confirmUnconfirmed: options.confirmUnconfirmed,
      now: options.today,
    }));
  }
  return { ...valid, confirmation };
}

export async function afterSubmit(
  tx: Tx,
  caller: Caller,
  app: repo.ApplicationRow,
  state: { status: string; nodeId: string; round: number },
  checked: { confirmation: string | null; normalized: Record<string, unknown> },
  action: 'submit' | 'resubmit',
): Promise<void> {
  const { confirmation } = checked;
  if (confirmation) {
    await repo.insertOpinion(tx, {
      tenantId: caller.tenantId,
      applicationId: app.uuid,
      taskId: null,
      nodeId: app.currentNode,
      round: state.round,
      kind: '确认意见',
      checkResult: 'Confirm',
      content: confirmation,
      actorId: caller.accountId,
      actorName: caller.accountName,
    });
  }
  await repo.appendTimeline(
    tx,
    timelineOf(caller, app, action, state.status, state.nodeId, confirmation, state.round),
  );
  await workflowBusinessOf(app.appId)?.onSubmitted?.(tx, {
    tenantId: caller.tenantId,
    appId: app.appId,
    applicationId: app.uuid,
    round: state.round,
    formData: checked.normalized,
  });
  await auditWorkflow(tx, caller, action === 'submit' ? 'workflow.submit' : 'workflow.resubmit', app, {
    round: state.round,
  });
  await recordEvidence(tx, {
    tenantId: caller.tenantId,
    applicationId: app.uuid,
    bizSn: app.bizSn,
    appId: app.appId,
    businessTypeName: app.businessTypeName,
    action,
    round: state.round,
    companyId: (await repo.findApplication(tx, caller.tenantId, { uuid: app.uuid }))?.companyId ?? null,
  });
}
