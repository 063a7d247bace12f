import type { BusinessDefinition } from '../business.js';

/**
 * 550100 挂牌托管 (ADR 37, ADR 79; 002 §2.3 /process/listedTrustApply): a company not yet in custody
 * enters custody and lists in one application — 550001's register and company parts (ADR 48) and
 * 550058's listing part; completion runs both in the approving transaction.
 */
export const LISTING_CUSTODY_APP_ID = '550100';
export const LISTING_CUSTODY_ROUTES = {
  apply: '/process/listedTrustApply',
  detail: '/process/listedTrustDetails',
  approve: '/process/listedTrustApprove',
} as const;

export const listingCustody: BusinessDefinition = {
  appId: LISTING_CUSTODY_APP_ID,
  key: 'listing-custody',
  name: '挂牌托管',
  completionEffect: 'listingCustody',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: true,
};
