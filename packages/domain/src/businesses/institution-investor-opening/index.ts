import type { BusinessDefinition } from '../business.js';

export {
  CREDIT_CODE_CERT_TYPE,
  hasOpenAccount,
  INSTITUTION_HOLDER_ORGAN_TYPE,
  INSTITUTION_OPENING_MESSAGES,
  type InstitutionHolder,
  type InstitutionLabels,
  institutionApplicantProblem,
  institutionHolderOf,
  type KnownInstitution,
  ORGANISATION_OPENING_ZONES,
  type OrganisationApplicant,
} from './institution-rules.js';
export {
  LOOK_THROUGH_END_POINTS,
  LOOK_THROUGH_MESSAGES,
  lookThroughProblem,
  type ShareholderRow,
  shareholderRowsOf,
} from './look-through.js';

/**
 * 550131 投资者开户（机构）(ADR 61, ADR 64; 002 §2.3 /newInvestor/550131?landingMode=orgholder; 001 §6
 * orgholder qualification mode): an organisation login opens its institution's registration account.
 */
export const INSTITUTION_INVESTOR_OPENING_APP_ID = '550131';

export const institutionInvestorOpening: BusinessDefinition = {
  appId: INSTITUTION_INVESTOR_OPENING_APP_ID,
  key: 'institution-investor-opening',
  name: '投资者开户（机构）',
  completionEffect: 'institutionInvestorOpening',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
