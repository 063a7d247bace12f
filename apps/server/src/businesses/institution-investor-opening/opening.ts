import {
  INSTITUTION_HOLDER_ORGAN_TYPE,
  INSTITUTION_OPENING_MESSAGES,
  institutionHolderOf,
  lookThroughProblem,
  shareholderRowsOf,
} from '@rer/domain';
import { validationError } from '../../platform/errors.js';
import { organisationOpeningEffects, qualificationExpiryOf } from '../shared/organisation-opening.js';

/** What the profile keeps of the application beyond the account row. */
function detailsOf(form: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const keys = ['certValidUntil', 'legalName', 'legalCertType', 'legalCertNo', 'contactName', 'postalCode'];
  const listed = ['executives', 'shareholders', 'qualificationList'];
  return Object.fromEntries([
    ...keys.map((k) => [k, form[k] ?? null]),
    ...listed.map((k) => [k, Array.isArray(form[k]) ? form[k] : []]),
  ]);
}

/**
 * 550131 投资者开户（机构）(ADR 64): the check at submit and resubmit (with the executives and the
 * shareholders' look-through), and the completion in the approving transaction that opens the
 * institution's registration account.
 */
export const institutionOpening = organisationOpeningEffects({
  holderOf: institutionHolderOf,
  organType: INSTITUTION_HOLDER_ORGAN_TYPE,
  institutionOf: (holder) => ({ name: holder.holderName, creditCode: holder.certificateNo }),
  labels: { name: '机构名称', creditCode: '统一社会信用代码' },
  refusal: { field: '统一社会信用代码', message: INSTITUTION_OPENING_MESSAGES.alreadyOpened },
  zone: 'orgholder',
  bizTypeName: '投资者开户（机构）',
  formCheck(form) {
    if (!Array.isArray(form.executives) || form.executives.length === 0)
      throw validationError('高管信息', '请填写高管信息');
    const lookThrough = lookThroughProblem(shareholderRowsOf(form.shareholders));
    if (lookThrough) throw validationError('股东信息', lookThrough);
  },
  extraOf: async (_tx, input, holder) => ({
    capitalAccount: holder.capitalAccount,
    details: detailsOf(input.form),
    qualificationExpiresOn: qualificationExpiryOf(input.form),
  }),
});
