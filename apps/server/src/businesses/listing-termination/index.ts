import { LISTING_TERMINATION_APP_ID, listingTermination } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { checkDelisting, completeDelisting } from '../shared/listing.js';

/** 550052 终止挂牌 (ADR 79): a listed company ends its listing; 申请 → 初审 → 复审. */
export const listingTerminationBusiness: ServerBusiness = {
  definition: listingTermination,
  dir: sourceDirOf(import.meta.url, 'businesses/listing-termination'),
  workflow: {
    appId: LISTING_TERMINATION_APP_ID,
    preSubmitCheck: checkDelisting,
    completionEffect: { name: 'listingTermination', run: completeDelisting },
  },
};
