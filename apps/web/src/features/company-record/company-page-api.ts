import {
  COMPANY_PATENTS_URL,
  COMPANY_QUALIFICATION_BIZ,
  COMPANY_SEARCH_URL,
  COMPANY_SERVICES_URL,
  type CompanyPatentRow,
  type CompanyQualificationAnswer,
  type CompanyRegister,
  type CompanySearchPage,
  type CompanyServiceRow,
} from '@rer/contracts';
import { http } from '../../lib/http';

export const COMPANY_QUALIFICATIONS_URL = `${COMPANY_QUALIFICATION_BIZ}/getAllCompanyQualificationByCompanyUuid`;
export const COMPANY_REGISTER_URL = '/api/rem-registrationbizweb/shareRegister/holdings';
export { COMPANY_PATENTS_URL, COMPANY_SEARCH_URL, COMPANY_SERVICES_URL };

/** The largest holders the company page lists; the full register is one click away. */
export const REGISTER_SUMMARY_ROWS = 10;

export interface CompanySearchParams {
  name?: string | undefined;
  creditCode?: string | undefined;
  custodyStatus?: string | undefined;
  current: number;
  size: number;
}

/** The calls of 企业基本信息's extra sections and of 企业查询 (ADR 52). */
export const companyPageApi = {
  qualifications: (companyId: string, signal?: AbortSignal) =>
    http.getData<CompanyQualificationAnswer[]>(COMPANY_QUALIFICATIONS_URL, {
      params: { companyUuid: companyId },
      signal,
    }),
  services: (companyId: string, signal?: AbortSignal) =>
    http.getData<CompanyServiceRow[]>(COMPANY_SERVICES_URL, { params: { companyId }, signal }),
  /** The patents 550001's completion recorded for the company (001 §3.5). */
  patents: (companyId: string, signal?: AbortSignal) =>
    http.getData<CompanyPatentRow[]>(COMPANY_PATENTS_URL, { params: { companyId }, signal }),
  /** The register's totals and its largest holders (pledge / freeze / lock quantities per line). */
  register: (companyId: string, signal?: AbortSignal) =>
    http.getData<CompanyRegister>(COMPANY_REGISTER_URL, {
      params: { companyId, pageNo: 1, pageSize: REGISTER_SUMMARY_ROWS, sortField: 'held', sortOrder: 'desc' },
      signal,
    }),
  search: (params: CompanySearchParams, signal?: AbortSignal) => {
    const query: Record<string, string | number> = { current: params.current, size: params.size };
    for (const key of ['name', 'creditCode', 'custodyStatus'] as const) {
      const value = params[key]?.trim();
      if (value) query[key] = value;
    }
    return http.getData<CompanySearchPage>(COMPANY_SEARCH_URL, { params: query, signal });
  },
};
