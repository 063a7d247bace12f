import {
  HOLDER_STATUS_LABELS,
  HOLDER_STATUS_MESSAGES,
  HOLDER_STATUS_NAMES,
  type HolderStatusChange,
  holderStatusFormOf,
  statusChangeProblem,
} from '@rer/domain';
import { appendLedgerEntry } from '../../modules/evidence-ledger/index.js';
import {
  type HolderAccountForStatus,
  holderAccountForStatus,
  lockHolderAccountForStatus,
  setHolderAccountStatus,
} from '../../modules/identity/index.js';
import { holdingsSummaryOf } from '../../modules/share-register/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
  WorkflowBusiness,
} from '../../modules/workflow/index.js';
import type { Executor, Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';

/**
 * The three staff status businesses of a registration account (ADR 67): 550306 冻结, 550307 解冻,
 * 550031 销户. Register staff file them in the management zone with the account and a reason; the
 * check at submit and the completion (in the last approval's transaction, under the account's row
 * lock) ask the domain's `statusChangeProblem`; the completion sets the status at the version read
 * and writes the ledger entry `holder.statusChanged`.
 */
async function refuseIfProblem(
  tx: Executor,
  change: HolderStatusChange,
  input: { tenantId: string; form: Record<string, unknown> },
  read: (tx: Executor, tenantId: string, accountNumber: string) => Promise<HolderAccountForStatus | null>,
): Promise<HolderAccountForStatus> {
  const form = holderStatusFormOf(input.form);
  const account = form.accountNumber === '' ? null : await read(tx, input.tenantId, form.accountNumber);
  const held =
    account && change.kind === 'close'
      ? await holdingsSummaryOf(tx, input.tenantId, account.holderId)
      : { heldCompanies: 0, heldShares: 0n, encumbrances: 0 };
  const problem = statusChangeProblem(change, form, account ? { ...account, ...held } : null);
  if (problem) throw validationError(problem.field, problem.message);
  return account!;
}

export async function checkStatusChange(
  tx: Tx,
  change: HolderStatusChange,
  input: PreSubmitCheckInput,
): Promise<PreSubmitCheckResult> {
  if (!input.isStaff) throw validationError(HOLDER_STATUS_LABELS.applicant, HOLDER_STATUS_MESSAGES.staffOnly);
  await refuseIfProblem(tx, change, input, holderAccountForStatus);
  return { confirmation: null };
}

export async function completeStatusChange(
  tx: Tx,
  change: HolderStatusChange,
  input: CompletionInputWithoutCompany,
): Promise<void> {
  const account = await refuseIfProblem(tx, change, input, lockHolderAccountForStatus);
  const written = await setHolderAccountStatus(tx, {
    tenantId: input.tenantId,
    holderId: account.holderId,
    version: account.version,
    status: change.to,
    actorId: input.actor.actorId,
  });
  // Unreachable under the row lock; kept so that a change never lands on a version it did not read.
  if (!written) throw new AppError('CONFLICT');
  const form = holderStatusFormOf(input.form);
  await appendLedgerEntry(tx, {
    tenantId: input.tenantId,
    kind: 'holder.statusChanged',
    bizTypeName: change.name,
    body: {
      holderId: account.holderId,
      accountNumber: account.accountNumber,
      holderName: account.holderName,
      change: change.kind,
      fromStatus: account.status,
      toStatus: change.to,
      toStatusName: HOLDER_STATUS_NAMES[change.to] ?? String(change.to),
      reason: form.reason,
      actorId: input.actor.actorId,
    },
    personalKeys: ['holderName', 'reason'],
    refs: { bizSn: input.bizSn, appId: input.appId, uuid: input.applicationId },
  });
}

/** The workflow side of one status business: staff check at submit, the change at completion. */
export function statusChangeWorkflow(change: HolderStatusChange, effect: string): WorkflowBusiness {
  return {
    appId: change.appId,
    preSubmitCheck: (tx, input) => checkStatusChange(tx, change, input),
    completionEffect: {
      name: effect,
      // Filed by staff, the application has no company: the effect changes the named account.
      subject: 'applicant',
      run: (tx, input) => completeStatusChange(tx, change, input),
    },
    voucherRows: (form) => {
      const f = holderStatusFormOf(form);
      return [
        { label: HOLDER_STATUS_LABELS.accountNumber, value: f.accountNumber },
        { label: HOLDER_STATUS_LABELS.holderName, value: f.holderName },
        { label: '变更后状态', value: HOLDER_STATUS_NAMES[change.to] ?? String(change.to) },
        { label: HOLDER_STATUS_LABELS.reason, value: f.reason },
      ];
    },
  };
}
