/**
 * The businesses with a web side, one folder each (ADR 38): one line per business in the list.
 * The form engine's composition (`forms/registry/default-registrations.tsx`) registers their
 * widgets and pre-submit checks once.
 */
import { registerApplyDefaults } from '../forms/registry/apply-defaults';
import { registerPreSubmitCheck } from '../forms/registry/pre-submit-checks';
import { registerFormWidget } from '../forms/registry/widget-registry';
import { registerFirstCertification } from '../lib/identity/first-certifications';
import type { WebBusiness } from './business';
import { holdingCertificateWeb } from './holding-certificate';
import { institutionCertificationWeb } from './institution-certification';
import { institutionInvestorOpeningWeb } from './institution-investor-opening';
import { judicialFreezeWeb } from './judicial-freeze';
import { listingWeb } from './listing';
import { listingTerminationWeb } from './listing-termination';
import { memberClosureWeb } from './member-closure';
import { memberRevisionWeb } from './member-revision';
import { nonTradeTransferWeb } from './non-trade-transfer';
import { personalInvestorOpeningWeb } from './personal-investor-opening';
import { pledgeRegistrationWeb } from './pledge-registration';
import { pledgeReleaseWeb } from './pledge-release';
import { productCertificationWeb } from './product-certification';
import { productInvestorOpeningWeb } from './product-investor-opening';
import { registrationAccountFreezeWeb } from './registration-account-freeze';
import { riskAssessmentWeb } from './risk-assessment';
import { shareTransferWeb } from './share-transfer';

export type { WebBusiness } from './business';

export const WEB_BUSINESSES: readonly WebBusiness[] = [
  shareTransferWeb,
  personalInvestorOpeningWeb,
  riskAssessmentWeb,
  institutionInvestorOpeningWeb,
  productInvestorOpeningWeb,
  institutionCertificationWeb,
  productCertificationWeb,
  registrationAccountFreezeWeb,
  memberRevisionWeb,
  memberClosureWeb,
  holdingCertificateWeb,
  judicialFreezeWeb,
  nonTradeTransferWeb,
  pledgeRegistrationWeb,
  pledgeReleaseWeb,
  listingWeb,
  listingTerminationWeb,
];

export function registerBusinessFormParts(businesses: readonly WebBusiness[] = WEB_BUSINESSES): void {
  for (const business of businesses) {
    for (const [name, widget] of Object.entries(business.widgets ?? {})) registerFormWidget(name, widget);
    for (const [name, check] of Object.entries(business.preSubmitChecks ?? {}))
      registerPreSubmitCheck(business.definition.appId, name, check);
    if (business.applyDefaults) registerApplyDefaults(business.definition.appId, business.applyDefaults);
    if (business.firstCertification)
      registerFirstCertification(business.definition.appId, business.firstCertification);
  }
}
