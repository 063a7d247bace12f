import type { BusinessDefinition } from '../business.js';

export {
  HOLDER_ACCOUNT_NUMBER_PATTERN,
  INVESTOR_OPENING_KINDS,
  type InvestorOpeningKind,
  investorOpeningKindOf,
  newHolderAccountNumber,
  PERSONAL_HOLDER_ORGAN_TYPE,
} from './opening-kinds.js';
export {
  type ExistingPersonalAccount,
  INVESTOR_OPENING_MESSAGES,
  type OpeningProblem,
  openingProblems,
  PERSONAL_OPENING_ZONE,
  type PersonalHolder,
  personalHolderOf,
  type RegisteredIdentity,
} from './opening-rules.js';

/**
 * 550130 投资者开户（个人）(ADR 37, ADR 61; 002 §2.3 /newInvestor/550130 with landingMode
 * personalholder): a natural person opens his or her registration account (登记账户).
 */
export const PERSONAL_INVESTOR_OPENING_APP_ID = '550130';

export const personalInvestorOpening: BusinessDefinition = {
  appId: PERSONAL_INVESTOR_OPENING_APP_ID,
  key: 'personal-investor-opening',
  name: '投资者开户（个人）',
  completionEffect: 'personalInvestorOpening',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
