/** The public face of the company-prefill module (issue 21, ADR 46): what others may import. */

export {
  type CompanyPrefillDeps,
  companyOfElement,
  queryRefCompanyData,
  subjectKeys,
} from './company-prefill.service.js';
export { registerCompanyPrefillRoutes } from './company-prefill-routes.js';
