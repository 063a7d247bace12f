/** The company prefill of business forms (issue 21, ADR 46): what the business pages import. */
export {
  COMPANY_PREFILL_URLS,
  type CompanyElement,
  type CompanyPrefillOptions,
  DEFAULT_COMPANY_FIELD_MAP,
  type PrefillFormPort,
  type PrefillOutcome,
  useCompanyPrefill,
} from './use-company-prefill';
