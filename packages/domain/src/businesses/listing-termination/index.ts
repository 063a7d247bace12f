import type { BusinessDefinition } from '../business.js';

/**
 * 550052 终止挂牌 (ADR 37, ADR 79): a listed enterprise ends its listing (reason of
 * DELISTING_REASONS); 申请 → 初审 → 复审. Completion clears isListing, the listing date and the
 * sector (the listing code stays the company's, never reused), ends the listing service row and
 * the 挂牌企业 qualification; the company stays in custody.
 */
export const LISTING_TERMINATION_APP_ID = '550052';

export const listingTermination: BusinessDefinition = {
  appId: LISTING_TERMINATION_APP_ID,
  key: 'listing-termination',
  name: '终止挂牌',
  completionEffect: 'listingTermination',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
