/** The public face of the holder-search module: what other modules may import (ADR 36). */
export {
  companiesNamed,
  type HolderRow,
  type HolderSearchAnswer,
  holderSearchQuery,
  holderWhere,
  readHolderSearch,
  scopeCompanies,
} from './holder-search.repository.js';
export {
  type HolderSearchDeps,
  holderFilter,
  type SearchCaller,
  toHolderRecord,
} from './holder-search.service.js';
export { maskCapitalAccount, maskCertificateNo, maskPhone } from './masking.js';
export { registerHolderSearchRoutes, searchCaller, searchRoute } from './routes.js';
export { type SearchScope, searchScope } from './scope.js';
export { searchAuditValues } from './search-audit.js';
