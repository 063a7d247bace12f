import {
  INSTITUTION_HOLDER_ORGAN_TYPE,
  INSTITUTION_OPENING_MESSAGES,
  type InstitutionHolder,
  institutionHolderOf,
  lookThroughProblem,
  shareholderRowsOf,
} from '@rer/domain';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';
import {
  checkOrganisationOpening,
  completeOrganisationOpening,
  type OrganisationOpening,
  qualificationExpiryOf,
} from '../shared/organisation-opening.js';

/**
 * 550131 投资者开户（机构）(ADR 64): the check at submit and resubmit, and the completion in the
 * approving transaction that opens the institution's registration account.
 */
const OPENING: OrganisationOpening<InstitutionHolder> = {
  holderOf: institutionHolderOf,
  organType: INSTITUTION_HOLDER_ORGAN_TYPE,
  institutionOf: (holder) => ({ name: holder.holderName, creditCode: holder.certificateNo }),
  labels: { name: '机构名称', creditCode: '统一社会信用代码' },
  refusal: { field: '统一社会信用代码', message: INSTITUTION_OPENING_MESSAGES.alreadyOpened },
  zone: 'orgholder',
  bizTypeName: '投资者开户（机构）',
};

export async function checkInstitutionOpening(
  tx: Tx,
  input: PreSubmitCheckInput,
): Promise<PreSubmitCheckResult> {
  await checkOrganisationOpening(tx, input, OPENING);
  if (!Array.isArray(input.form.executives) || input.form.executives.length === 0)
    throw validationError('高管信息', '请填写高管信息');
  const lookThrough = lookThroughProblem(shareholderRowsOf(input.form.shareholders));
  if (lookThrough) throw validationError('股东信息', lookThrough);
  return { confirmation: null };
}

/** What the profile keeps of the application beyond the account row. */
function detailsOf(form: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const keys = ['certValidUntil', 'legalName', 'legalCertType', 'legalCertNo', 'contactName', 'postalCode'];
  const listed = ['executives', 'shareholders', 'qualificationList'];
  return Object.fromEntries([
    ...keys.map((k) => [k, form[k] ?? null]),
    ...listed.map((k) => [k, Array.isArray(form[k]) ? form[k] : []]),
  ]);
}

/** Opens the account under the applicant's login lock (the rules checked again first). */
export async function completeInstitutionOpening(
  tx: Tx,
  input: CompletionInputWithoutCompany,
): Promise<void> {
  await completeOrganisationOpening(tx, input, OPENING, async (holder) => ({
    capitalAccount: holder.capitalAccount,
    details: detailsOf(input.form),
    qualificationExpiresOn: qualificationExpiryOf(input.form),
  }));
}
