import { LISTING_APP_ID, listing } from '@rer/domain';
import type { CompletionInput } from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { checkListing, completeListing } from '../shared/listing.js';

/** 550058 企业挂牌 (ADR 79): a company in custody lists on a board; 申请 → 初审 → 复审. */
export const listingBusiness: ServerBusiness = {
  definition: listing,
  dir: sourceDirOf(import.meta.url, 'businesses/listing'),
  workflow: {
    appId: LISTING_APP_ID,
    preSubmitCheck: (tx, input) => checkListing(tx, input, { withCustody: false }),
    completionEffect: {
      name: 'listing',
      createsCompany: false,
      run: (tx: Tx, input: CompletionInput) =>
        completeListing(tx, input, input.companyId, { withCustody: false }),
    },
  },
};
