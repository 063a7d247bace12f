import {
  INVESTOR_OPENING_MESSAGES,
  openingProblems,
  PERSONAL_HOLDER_ORGAN_TYPE,
  type PersonalHolder,
  personalHolderOf,
} from '@rer/domain';
import { appendLedgerEntry } from '../../modules/evidence-ledger/index.js';
import {
  lockRegisteredIdentity,
  openInvestorAccount,
  personalAccountsOf,
  registeredIdentityOf,
} from '../../modules/identity/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';

/**
 * 550130 投资者开户（个人）(ADR 61): the check at submit and resubmit, and the completion in the
 * approving transaction that opens the person's registration account.
 */
type RegisteredOf = typeof registeredIdentityOf;

async function refuseIfProblem(
  tx: Tx,
  input: { tenantId: string; applicantId: string; zone: string; holder: PersonalHolder },
  identityOf: RegisteredOf,
): Promise<void> {
  const registered = await identityOf(tx, input.tenantId, input.applicantId);
  if (!registered) throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: '申请人账号不存在' });
  const existing = await personalAccountsOf(tx, input.tenantId, {
    accountId: input.applicantId,
    certType: input.holder.certType,
    certificateNo: input.holder.certificateNo,
  });
  const problem = openingProblems(input.holder, { ...registered, zone: input.zone }, existing);
  if (problem) throw validationError(problem.field, problem.message);
}

export async function checkPersonalOpening(
  tx: Tx,
  input: PreSubmitCheckInput,
): Promise<PreSubmitCheckResult> {
  if (input.isStaff) throw validationError('申请人', INVESTOR_OPENING_MESSAGES.notPersonalLogin);
  const holder = personalHolderOf(input.form);
  await refuseIfProblem(
    tx,
    { tenantId: input.tenantId, applicantId: input.applicantId, zone: input.applicantZone, holder },
    registeredIdentityOf,
  );
  return { confirmation: null };
}

const isUniqueViolation = (e: unknown) => (e as { code?: unknown }).code === '23505';

/**
 * Opens the account under the applicant's login lock (the rules checked again: another opening
 * may have completed since the submit), binds it, writes the profile and the ledger entry.
 */
export async function completePersonalOpening(tx: Tx, input: CompletionInputWithoutCompany): Promise<void> {
  const holder = personalHolderOf(input.form);
  const who = { tenantId: input.tenantId, applicantId: input.applicantId, zone: input.applicantZone, holder };
  await refuseIfProblem(tx, who, lockRegisteredIdentity);
  const email =
    typeof input.form.email === 'string' && input.form.email.trim() !== '' ? input.form.email.trim() : null;
  const opened = await openInvestorAccount(tx, {
    tenantId: input.tenantId,
    accountId: input.applicantId,
    organType: PERSONAL_HOLDER_ORGAN_TYPE,
    holder,
    email,
    applicationId: input.applicationId,
    actorId: input.actor.actorId,
  }).catch((e: unknown) => {
    if (isUniqueViolation(e)) throw validationError('证件号码', INVESTOR_OPENING_MESSAGES.alreadyOpened);
    throw e;
  });
  await appendLedgerEntry(tx, {
    tenantId: input.tenantId,
    kind: 'holder.accountOpened',
    bizTypeName: '投资者开户（个人）',
    body: {
      holderId: opened.holderId,
      accountNumber: opened.accountNumber,
      organType: PERSONAL_HOLDER_ORGAN_TYPE,
      status: 1,
      holderName: holder.holderName,
      certType: holder.certType,
      certificateNo: holder.certificateNo,
      applicantId: input.applicantId,
    },
    personalKeys: ['holderName', 'certificateNo'],
    refs: { bizSn: input.bizSn, appId: input.appId, uuid: input.applicationId },
  });
}
