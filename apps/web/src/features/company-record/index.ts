/** The public face of the company record feature (企业基本信息, ADR 45): the route loads the page. */
export { default as CompanyRecordPage } from './company-record-page';
