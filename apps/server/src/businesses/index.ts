/**
 * The businesses this server offers, one folder each (ADR 38): one line per business in the list
 * below. The app registers them with the workflow (`registerBusinesses()`, from `app.ts`) and the
 * seed loader reads their `flow.json` and `form*.json` (`seeding/`). Modules never import this
 * folder; a business imports modules' `index.ts`, the platform and `@rer/domain`.
 */
import { registerWorkflowBusiness } from '../modules/workflow/index.js';
import type { ServerBusiness } from './business.js';
import { custodyServiceBusiness } from './custody-service/index.js';
import { demoAllFieldsBusiness } from './demo-all-fields/index.js';
import { holdingCertificateBusiness } from './holding-certificate/index.js';
import { institutionCertificationBusiness } from './institution-certification/index.js';
import { institutionInvestorOpeningBusiness } from './institution-investor-opening/index.js';
import { investorAccountClosureBusiness } from './investor-account-closure/index.js';
import { investorOpeningBusiness } from './investor-opening/index.js';
import { judicialFreezeBusiness } from './judicial-freeze/index.js';
import { judicialUnfreezeBusiness } from './judicial-unfreeze/index.js';
import { listingBusiness } from './listing/index.js';
import { listingTerminationBusiness } from './listing-termination/index.js';
import { memberClosureBusiness } from './member-closure/index.js';
import { memberOpeningBusiness } from './member-opening/index.js';
import { memberRevisionBusiness } from './member-revision/index.js';
import { nonTradeTransferBusiness } from './non-trade-transfer/index.js';
import { personalInvestorOpeningBusiness } from './personal-investor-opening/index.js';
import { personalQualificationBusiness } from './personal-qualification/index.js';
import { pledgeRegistrationBusiness } from './pledge-registration/index.js';
import { pledgeReleaseBusiness } from './pledge-release/index.js';
import { productCertificationBusiness } from './product-certification/index.js';
import { productInvestorOpeningBusiness } from './product-investor-opening/index.js';
import { registrationAccountFreezeBusiness } from './registration-account-freeze/index.js';
import { registrationAccountUnfreezeBusiness } from './registration-account-unfreeze/index.js';
import { registrationCustodyBusiness } from './registration-custody/index.js';
import { rightsConfirmationBusiness } from './rights-confirmation/index.js';
import { riskAssessmentBusiness } from './risk-assessment/index.js';
import { shareDecreaseBusiness } from './share-decrease/index.js';
import { shareIncreaseBusiness } from './share-increase/index.js';
import { shareTransferBusiness } from './share-transfer/index.js';

export type { ServerBusiness } from './business.js';

export const SERVER_BUSINESSES: readonly ServerBusiness[] = [
  shareIncreaseBusiness,
  shareDecreaseBusiness,
  shareTransferBusiness,
  registrationCustodyBusiness,
  custodyServiceBusiness,
  demoAllFieldsBusiness,
  personalInvestorOpeningBusiness,
  riskAssessmentBusiness,
  institutionInvestorOpeningBusiness,
  productInvestorOpeningBusiness,
  investorOpeningBusiness,
  memberOpeningBusiness,
  memberRevisionBusiness,
  memberClosureBusiness,
  institutionCertificationBusiness,
  productCertificationBusiness,
  personalQualificationBusiness,
  registrationAccountFreezeBusiness,
  registrationAccountUnfreezeBusiness,
  investorAccountClosureBusiness,
  holdingCertificateBusiness,
  judicialFreezeBusiness,
  judicialUnfreezeBusiness,
  nonTradeTransferBusiness,
  rightsConfirmationBusiness,
  pledgeRegistrationBusiness,
  pledgeReleaseBusiness,
  listingBusiness,
  listingTerminationBusiness,
];

/** Gives the workflow every business's check, effect and voucher rows (idempotent). */
export function registerBusinesses(): void {
  for (const business of SERVER_BUSINESSES) {
    if (business.workflow) registerWorkflowBusiness(business.workflow);
  }
}
