import { SHOWCASE_EXIT_APP_ID } from '@rer/domain';
import { leaveShowcase } from '../../modules/company/index.js';
import { resolveShownCompany, showcaseApplicant } from '../../modules/showcase/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
  WorkflowBusiness,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { chinaDate } from '../../platform/documents/china-time.js';
import { AppError } from '../../platform/errors.js';
import { formText } from '../shared/register-changes.js';

/**
 * 550901 展示服务退出 (ADR 80): the company the form names must be displayed (checked at submit and
 * under the row lock at completion); the completion sets showStatus 0 and ends the open display
 * service row with the completion date and the applicant's reason.
 */
async function checkShowcaseExit(tx: Tx, input: PreSubmitCheckInput): Promise<PreSubmitCheckResult> {
  await resolveShownCompany(tx, showcaseApplicant(input), formText(input.form.idNumber));
  return { confirmation: null };
}

async function completeShowcaseExit(
  tx: Tx,
  input: CompletionInputWithoutCompany,
): Promise<{ companyId: string }> {
  const company = await resolveShownCompany(tx, showcaseApplicant(input), formText(input.form.idNumber));
  const actor = { tenantId: input.tenantId, ...input.actor, applicationId: input.applicationId };
  const left = await leaveShowcase(tx, actor, {
    companyId: company.uuid,
    completionDate: chinaDate(input.clock.now()),
    reason: formText(input.form.exitReason) || null,
    bizSn: input.bizSn,
  });
  if (left.refusal)
    throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: left.refusal, data: null });
  return { companyId: company.uuid };
}

export const showcaseExitWorkflow: WorkflowBusiness = {
  appId: SHOWCASE_EXIT_APP_ID,
  preSubmitCheck: checkShowcaseExit,
  completionEffect: { name: 'showcaseExit', createsCompany: true, run: completeShowcaseExit },
  voucherRows: (form) => [
    { label: '企业名称', value: formText(form.name) },
    { label: '统一社会信用代码', value: formText(form.idNumber) },
    { label: '退出原因', value: formText(form.exitReason) },
  ],
};
