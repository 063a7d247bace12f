import { SHOWCASE_APP_ID } from '@rer/domain';
import { enterShowcase } from '../../modules/company/index.js';
import {
  requireEnabledPlate,
  resolveShowcaseCompany,
  showcaseApplicant,
} from '../../modules/showcase/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
  WorkflowBusiness,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { chinaDate } from '../../platform/documents/china-time.js';
import { AppError, validationError } from '../../platform/errors.js';
import { missingDefaultQualification } from '../shared/custody.js';
import { CUSTODY_QUALIFICATIONS_PROP, grantCustodyQualifications } from '../shared/custody-qualifications.js';
import { formText } from '../shared/register-changes.js';

/**
 * 550092 企业展示 (ADR 80). At submit and again in the approving transaction: the company the form
 * names may be displayed by this applicant (cooperation for a member, not displayed yet), the plate
 * is enabled, and the default qualification 市场角色 / 展示企业 (002 §6) is among the table's rows.
 * The completion displays the company under its row lock and grants the table's new qualifications.
 */
async function checkForm(tx: Tx, input: PreSubmitCheckInput | CompletionInputWithoutCompany) {
  const company = await resolveShowcaseCompany(
    tx,
    showcaseApplicant({ ...input, isStaff: 'isStaff' in input ? input.isStaff : undefined }),
    formText(input.form.idNumber),
  );
  const plate = formText(input.form.showPlate);
  await requireEnabledPlate(tx, input.tenantId, plate);
  const missing = missingDefaultQualification(SHOWCASE_APP_ID, input.form);
  if (missing) throw validationError(CUSTODY_QUALIFICATIONS_PROP, missing);
  return { company, plate };
}

async function checkShowcase(tx: Tx, input: PreSubmitCheckInput): Promise<PreSubmitCheckResult> {
  await checkForm(tx, input);
  return { confirmation: null };
}

async function completeShowcase(
  tx: Tx,
  input: CompletionInputWithoutCompany,
): Promise<{ companyId: string }> {
  const { company, plate } = await checkForm(tx, input);
  const actor = { tenantId: input.tenantId, ...input.actor, applicationId: input.applicationId };
  const shown = await enterShowcase(tx, actor, {
    companyId: company.uuid,
    plate,
    completionDate: chinaDate(input.clock.now()),
    bizSn: input.bizSn,
  });
  if ('refusal' in shown)
    throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: shown.refusal, data: null });
  await grantCustodyQualifications(tx, {
    tenantId: input.tenantId,
    companyId: company.uuid,
    applicationId: input.applicationId,
    form: input.form,
  });
  return { companyId: company.uuid };
}

export const showcaseWorkflow: WorkflowBusiness = {
  appId: SHOWCASE_APP_ID,
  preSubmitCheck: checkShowcase,
  // A member's application has no company of its own: the completion names the company it displays.
  completionEffect: { name: 'showcase', createsCompany: true, run: completeShowcase },
  voucherRows: (form) => [
    { label: '企业名称', value: formText(form.name) },
    { label: '统一社会信用代码', value: formText(form.idNumber) },
    { label: '展示板块', value: formText(form.showPlateName) || formText(form.showPlate) },
  ],
};
