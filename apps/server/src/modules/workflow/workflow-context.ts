import type { WorkflowRefusal } from '@rer/domain';
import { type AuditAction, writeAudit } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { appendLedgerEntry } from '../evidence-ledger/index.js';
import type { Caller } from '../identity/index.js';

export type { Caller } from '../identity/index.js';

/** Staff: the management side with a review or administrator role. */
export const STAFF_ROLES = ['reviewer_first', 'reviewer_second', 'administrator'];
export function isStaff(caller: Caller): boolean {
  return caller.landingMode === 'mgr' && caller.roles.some((r) => STAFF_ROLES.includes(r));
}

/** A task someone else already handled is 409; every other refusal is a 400 with its sentence. */
export function refusalError(r: WorkflowRefusal): AppError {
  return r.code === 'TASK_ALREADY_HANDLED'
    ? new AppError('WORKFLOW_TASK_TAKEN', {}, { message: r.message, data: { code: r.code } })
    : new AppError('WORKFLOW_REFUSED', {}, { message: r.message, data: { code: r.code } });
}

export function staleVersion(): AppError {
  return new AppError('WORKFLOW_TASK_TAKEN', {}, { message: '申请已被他人处理或修改，请刷新后查看' });
}

export async function auditWorkflow(
  tx: Tx,
  caller: Caller,
  action: AuditAction,
  target: { uuid: string; bizSn: string; appId: string },
  detail: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await writeAudit(
    tx,
    {
      tenantId: caller.tenantId,
      ip: caller.ip,
      requestId: caller.requestId,
      actorId: caller.accountId,
      actorName: caller.accountName,
    },
    {
      action,
      targetType: 'application',
      targetId: target.uuid,
      detail: { bizSn: target.bizSn, appId: target.appId, ...detail },
    },
  );
}

/**
 * The evidence-ledger call site (architecture §7): every submission and decision appends one entry
 * in its own transaction (the register events of a completion append theirs through
 * `recordRegisterEvent`). No personal data: references and the action only.
 */
export async function recordEvidence(
  tx: Tx,
  entry: {
    tenantId: string;
    applicationId: string;
    bizSn: string;
    appId: string;
    businessTypeName: string;
    action: string;
    round: number;
    /** The enterprise the application is for: its users see the application's evidence. */
    companyId: string | null;
  },
): Promise<void> {
  const isSubmission = entry.action === 'submit' || entry.action === 'resubmit';
  await appendLedgerEntry(tx, {
    tenantId: entry.tenantId,
    kind: isSubmission ? 'application.submit' : 'application.decision',
    bizTypeName: entry.businessTypeName,
    body: {
      applicationId: entry.applicationId,
      bizSn: entry.bizSn,
      appId: entry.appId,
      action: entry.action,
      round: entry.round,
    },
    refs: { bizSn: entry.bizSn, appId: entry.appId, uuid: entry.applicationId, companyId: entry.companyId },
  });
}
