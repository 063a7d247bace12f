/** The public face of the company module (the company record, ADR 45): what others may import. */

export {
  alreadyInCustody,
  CUSTODY_ID_TYPE,
  type EnterCustodyInput,
  enterCustody,
  listCompanyServices,
} from './company-custody.js';
export { type EnterListingInput, enterListing, leaveListing, listingFactsOf } from './company-listing.js';
export { type CompanyPatentRow, companyPatentsOf, recordCompanyPatents } from './company-patent.js';
export {
  heldQualificationsOf,
  recordCompanyQualifications,
} from './company-qualification.service.js';
export { registerCompanyQualificationRoutes } from './company-qualification-routes.js';
export { mayViewCompanyRecord } from './company-record.service.js';
export {
  type CompanyRecordChange,
  type CompanyRecordListener,
  onCompanyRecordChange,
} from './company-record-listeners.js';
export { companyInfoOf, type RecordSnapshot, readRecordSnapshot } from './company-record-read.js';
export { registerCompanyRecordRoutes } from './company-record-routes.js';
export { type RecordChangeActor, updateCompanyRecord } from './company-record-update.js';
export { type CompanyServiceType, endOpenService } from './company-service.repository.js';
export {
  enterShowcase,
  findShowcaseCompany,
  leaveShowcase,
  type ShowcaseCompany,
} from './company-showcase.js';
