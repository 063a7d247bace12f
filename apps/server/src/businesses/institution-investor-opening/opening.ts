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
  openOrganisationAccount,
  qualificationExpiryOf,
  refuseOtherInstitution,
  refuseSecondAccount,
} from '../shared/organisation-opening.js';

/**
 * 550131 投资者开户（机构）(ADR 64): the check at submit and resubmit, and the completion in the
 * approving transaction that opens the institution's registration account.
 */
const LABELS = { name: '机构名称', creditCode: '统一社会信用代码' };
const ALREADY_OPENED = { field: LABELS.creditCode, message: INSTITUTION_OPENING_MESSAGES.alreadyOpened };

interface Who {
  tenantId: string;
  applicantId: string;
  zone: string;
  isStaff: boolean;
  holder: InstitutionHolder;
}

async function refuseIfProblem(tx: Tx, who: Who, lock: boolean): Promise<void> {
  const { holder } = who;
  await refuseOtherInstitution(
    tx,
    { ...who, institution: { name: holder.holderName, creditCode: holder.certificateNo }, labels: LABELS },
    lock,
  );
  await refuseSecondAccount(
    tx,
    who.tenantId,
    {
      organType: INSTITUTION_HOLDER_ORGAN_TYPE,
      certType: holder.certType,
      certificateNo: holder.certificateNo,
    },
    ALREADY_OPENED,
  );
}

export async function checkInstitutionOpening(
  tx: Tx,
  input: PreSubmitCheckInput,
): Promise<PreSubmitCheckResult> {
  const holder = institutionHolderOf(input.form);
  const who = { ...input, zone: input.applicantZone, holder };
  await refuseIfProblem(tx, who, false);
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
  const holder = institutionHolderOf(input.form);
  await refuseIfProblem(tx, { ...input, zone: input.applicantZone, isStaff: false, holder }, true);
  await openOrganisationAccount(tx, input, {
    holder,
    organType: INSTITUTION_HOLDER_ORGAN_TYPE,
    zone: 'orgholder',
    bizTypeName: '投资者开户（机构）',
    extra: {
      capitalAccount: holder.capitalAccount,
      details: detailsOf(input.form),
      qualificationExpiresOn: qualificationExpiryOf(input.form),
    },
    refusal: ALREADY_OPENED,
  });
}
