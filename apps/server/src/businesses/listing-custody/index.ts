import { LISTING_CUSTODY_APP_ID, listingCustody } from '@rer/domain';
import type { CompletionInputWithoutCompany, WorkflowBusiness } from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { custodyWorkflowBusiness } from '../shared/custody.js';
import { checkListing, completeListing } from '../shared/listing.js';

/** 550001's custody part, as 550100's (ADR 48): opens the company, its register and its qualifications. */
const custody = custodyWorkflowBusiness({
  appId: LISTING_CUSTODY_APP_ID,
  effect: 'listingCustody',
  opensCompany: true,
  grantsQualifications: true,
});

async function completeListingCustody(tx: Tx, input: CompletionInputWithoutCompany) {
  const effect = custody.completionEffect;
  if (!effect?.createsCompany) throw new Error('custody completion must open the company');
  const { companyId } = await effect.run(tx, input);
  await completeListing(tx, input, companyId, { withCustody: true });
  return { companyId };
}

/**
 * 550100 挂牌托管 (ADR 79): a company not yet in custody enters custody and lists in one
 * application — 550001's custody check and completion, then 550058's listing check and completion
 * in the same transaction (`shared/custody.ts`, `shared/listing.ts`; nothing copied).
 */
const workflow: WorkflowBusiness = {
  appId: LISTING_CUSTODY_APP_ID,
  preSubmitCheck: async (tx, input) => {
    const checked = await custody.preSubmitCheck!(tx, input);
    await checkListing(tx, input, { withCustody: true });
    return checked;
  },
  completionEffect: { name: 'listingCustody', createsCompany: true, run: completeListingCustody },
};

export const listingCustodyBusiness: ServerBusiness = {
  definition: listingCustody,
  dir: sourceDirOf(import.meta.url, 'businesses/listing-custody'),
  workflow,
};
