import { RIGHTS_CONFIRMATION_APP_ID, rightsConfirmationRefusal } from '@rer/domain';
import { appendLedgerEntry } from '../../modules/evidence-ledger/index.js';
import {
  confirmHolderRights,
  findCompanyByProductCode,
  findHoldersByAccountNumber,
  isHolderBoundTo,
  rightsConfirmationFacts,
} from '../../modules/share-register/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
  WorkflowBusiness,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { formText } from '../shared/register-changes.js';

/**
 * 550301 股东确权 (ADR 74). The holder confirms its holding in one company: at submit (and again
 * at completion, under the upsert's guard) the company by its 产品代码, the account by number with
 * the name it bears, the applicant's identity (an investor files for an account bound to its
 * login, the identity verified when the account was opened; register staff file at the counter
 * after checking the documents in person), the holding and the flag. The completion records the
 * confirmation and appends `holder.rightsConfirmed` to the evidence ledger.
 */
const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', { field }, { message });

interface Subject {
  companyId: string;
  companyName: string;
  holderId: string;
  accountNumber: string;
  holderName: string;
}

async function subjectOf(
  tx: Tx,
  input: { tenantId: string; applicantId: string; form: Record<string, unknown> },
  isStaff: boolean,
): Promise<Subject> {
  const productCode = formText(input.form.productCode);
  const accountNumber = formText(input.form.accountNumber);
  const holderName = formText(input.form.holderName);
  const company = productCode === '' ? null : await findCompanyByProductCode(tx, input.tenantId, productCode);
  if (!company) throw invalid('productCode', `产品代码不存在：${productCode}`);
  const holder = (await findHoldersByAccountNumber(tx, input.tenantId, [accountNumber])).get(accountNumber);
  if (!holder || holder.status === 2)
    throw invalid('accountNumber', `登记账号不存在或已销户：${accountNumber}`);
  if (holder.holderName !== holderName)
    throw invalid('holderName', `登记账号${accountNumber}与股东名称“${holderName}”不一致`);
  if (!isStaff && !(await isHolderBoundTo(tx, input.applicantId, holder.uuid)))
    throw invalid('accountNumber', `登记账号${accountNumber}不是本人的登记账户，不能为其确权`);
  const facts = await rightsConfirmationFacts(tx, {
    tenantId: input.tenantId,
    companyId: company.companyId,
    holderId: holder.uuid,
  });
  const refusal = rightsConfirmationRefusal({ accountNumber, ...facts });
  if (refusal) throw invalid('accountNumber', refusal);
  return {
    companyId: company.companyId,
    companyName: company.name,
    holderId: holder.uuid,
    accountNumber,
    holderName,
  };
}

async function checkRightsConfirmation(tx: Tx, input: PreSubmitCheckInput): Promise<PreSubmitCheckResult> {
  await subjectOf(tx, input, input.isStaff);
  return { confirmation: null };
}

async function completeRightsConfirmation(tx: Tx, input: CompletionInputWithoutCompany): Promise<void> {
  // Identity was checked when the applicant filed; reviewers approve the documents, not the login.
  const subject = await subjectOf(tx, input, true);
  const at = input.clock.now();
  const confirmed = await confirmHolderRights(tx, {
    tenantId: input.tenantId,
    ...subject,
    bizSn: input.bizSn,
    at,
  });
  if (!confirmed)
    throw invalid('accountNumber', `登记账户${subject.accountNumber}在该企业的持股已确权，无需重复办理`);
  await appendLedgerEntry(tx, {
    tenantId: input.tenantId,
    kind: 'holder.rightsConfirmed',
    bizTypeName: '股东确权',
    body: {
      companyId: subject.companyId,
      companyName: subject.companyName,
      holderId: subject.holderId,
      accountNumber: subject.accountNumber,
      holderName: subject.holderName,
      confirmedAt: at.toISOString(),
      actorId: input.actor.actorId,
    },
    personalKeys: ['holderName'],
    refs: { bizSn: input.bizSn, appId: input.appId, uuid: input.applicationId },
  });
}

export const rightsConfirmationWorkflow: WorkflowBusiness = {
  appId: RIGHTS_CONFIRMATION_APP_ID,
  preSubmitCheck: checkRightsConfirmation,
  completionEffect: {
    name: 'rightsConfirmation',
    // Filed from an investor zone, the application has no current company: the form names it.
    subject: 'applicant',
    run: completeRightsConfirmation,
  },
  voucherRows: (form) => [
    { label: '产品代码', value: formText(form.productCode) },
    { label: '登记账号', value: formText(form.accountNumber) },
    { label: '股东名称', value: formText(form.holderName) },
  ],
};
