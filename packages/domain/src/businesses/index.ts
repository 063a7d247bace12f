/**
 * Every business this platform offers, one folder each (ADR 38). Adding a business: its folder
 * here, on the server and on the web, and one line in each side's list.
 */
import type { BusinessDefinition } from './business.js';
import { custodyService } from './custody-service/index.js';
import { demoAllFields } from './demo-all-fields/index.js';
import { holdingCertificate } from './holding-certificate/index.js';
import { institutionCertification } from './institution-certification/index.js';
import { institutionInvestorOpening } from './institution-investor-opening/index.js';
import { investorAccountClosure } from './investor-account-closure/index.js';
import { investorOpening } from './investor-opening/index.js';
import { judicialFreeze } from './judicial-freeze/index.js';
import { judicialUnfreeze } from './judicial-unfreeze/index.js';
import { listing } from './listing/index.js';
import { listingTermination } from './listing-termination/index.js';
import { memberClosure } from './member-closure/index.js';
import { memberOpening } from './member-opening/index.js';
import { memberRevision } from './member-revision/index.js';
import { nonTradeTransfer } from './non-trade-transfer/index.js';
import { personalInvestorOpening } from './personal-investor-opening/index.js';
import { personalQualification } from './personal-qualification/index.js';
import { pledgeRegistration } from './pledge-registration/index.js';
import { pledgeRelease } from './pledge-release/index.js';
import { productCertification } from './product-certification/index.js';
import { productInvestorOpening } from './product-investor-opening/index.js';
import { transferTypeNeedsConfirmation } from './register-changes.js';
import { registrationAccountFreeze } from './registration-account-freeze/index.js';
import { registrationAccountUnfreeze } from './registration-account-unfreeze/index.js';
import { registrationCustody } from './registration-custody/index.js';
import { rightsConfirmationBusiness } from './rights-confirmation/index.js';
import { riskAssessment } from './risk-assessment/index.js';
import { shareDecrease } from './share-decrease/index.js';
import { shareIncrease } from './share-increase/index.js';
import { shareTransfer } from './share-transfer/index.js';

export type { BusinessDefinition } from './business.js';
export { CUSTODY_SERVICE_APP_ID, custodyService } from './custody-service/index.js';
export * from './declaration-attachments.js';
export { DEMO_ALL_FIELDS_APP_ID, demoAllFields } from './demo-all-fields/index.js';
export * from './holder-status-changes.js';
export * from './holding-certificate/index.js';
export * from './institution-certification/index.js';
export * from './institution-investor-opening/index.js';
export { investorAccountClosure } from './investor-account-closure/index.js';
export * from './investor-opening/index.js';
export * from './judicial-assistance.js';
export * from './judicial-events.js';
export * from './judicial-freeze/index.js';
export * from './judicial-unfreeze/index.js';
export * from './listing/index.js';
export * from './listing-custody/index.js';
export * from './listing-termination/index.js';
export * from './member-closure/index.js';
export * from './member-opening/index.js';
export * from './member-revision/index.js';
export * from './non-trade-transfer/index.js';
export {
  MEANING_NOT_SETTLED,
  NOT_OFFERED_BUSINESSES,
  NOT_YET_BUILT,
  type NotOfferedBusiness,
} from './not-offered.js';
export * from './personal-investor-opening/index.js';
export * from './personal-qualification/index.js';
export * from './pledge-registration/index.js';
export * from './pledge-release/index.js';
export * from './product-certification/index.js';
export * from './product-investor-opening/index.js';
export {
  RIGHTS_CONFIRMATION_TRANSFER_TYPES,
  RIGHTS_UNCONFIRMED_TEXT,
  unconfirmedShareholdersMessage,
} from './register-changes.js';
export { registrationAccountFreeze } from './registration-account-freeze/index.js';
export { registrationAccountUnfreeze } from './registration-account-unfreeze/index.js';
export * from './registration-custody/index.js';
export * from './rights-confirmation/index.js';
export * from './risk-assessment/index.js';
export { SHARE_DECREASE_APP_ID, shareDecrease } from './share-decrease/index.js';
export { SHARE_INCREASE_APP_ID, shareIncrease } from './share-increase/index.js';
export { SHARE_TRANSFER_APP_ID, shareTransfer } from './share-transfer/index.js';
export * from './share-transfer/suitability.js';

/** The list: one line per business. */
export const BUSINESSES: readonly BusinessDefinition[] = [
  shareIncrease,
  shareDecrease,
  shareTransfer,
  registrationCustody,
  custodyService,
  demoAllFields,
  personalInvestorOpening,
  riskAssessment,
  institutionInvestorOpening,
  productInvestorOpening,
  investorOpening,
  memberOpening,
  memberRevision,
  memberClosure,
  institutionCertification,
  productCertification,
  personalQualification,
  registrationAccountFreeze,
  registrationAccountUnfreeze,
  investorAccountClosure,
  holdingCertificate,
  judicialFreeze,
  judicialUnfreeze,
  nonTradeTransfer,
  rightsConfirmationBusiness,
  pledgeRegistration,
  pledgeRelease,
  listing,
  listingTermination,
];

export function businessOf(appId: string): BusinessDefinition | null {
  return BUSINESSES.find((b) => b.appId === appId) ?? null;
}

/** The businesses whose completion changes the share register (550002–550004 today). */
export const REGISTER_BUSINESS_APP_IDS: string[] = BUSINESSES.filter((b) => b.changesRegister).map(
  (b) => b.appId,
);

/** Whether the shareholders of this application must have confirmed rights (000 §4, 002 §4). */
export function needsRightsConfirmation(appId: string, transferType?: string | null): boolean {
  const rule = businessOf(appId)?.rightsConfirmation;
  if (rule === 'byTransferType') return transferTypeNeedsConfirmation(transferType);
  return rule === 'always';
}

/** 002 §4, §6: a listed enterprise (isListing 1) handles these businesses at the counter. */
export const LISTED_COUNTER_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(
  BUSINESSES.flatMap((b) => (b.listedCounterMessage ? [[b.appId, b.listedCounterMessage]] : [])),
);

export function listedCounterMessage(appId: string): string | null {
  return LISTED_COUNTER_MESSAGES[appId] ?? null;
}

/** The completion effects the businesses name (each registered by its server side). */
export const BUSINESS_COMPLETION_EFFECTS: readonly string[] = BUSINESSES.flatMap((b) =>
  b.completionEffect ? [b.completionEffect] : [],
);

/** The page route of a page business (ADR 62), or null for a flow business. */
export function pageRouteOf(appId: string): string | null {
  return businessOf(appId)?.pageRoute ?? null;
}
