import type {
  AccountOverview,
  CompanyRegister,
  Envelope,
  HolderDetail,
  HolderPage,
  HolderRecord,
  MyHoldings,
  RegisterCompanyPage,
  RegisterEventsPage,
  RegisterHoldingRow,
  RegisterImportRefusal,
  RegisterImportResult,
  RegisterSortField,
} from '@rer/contracts';
import { http } from '../../lib/http';
import { importPath } from './register-rules';

/**
 * The register is a legal record another person's approval changes at any moment: its pages read
 * it afresh whenever they open (the app's default would show a copy up to 30 s old).
 */
export const REGISTER_STALE_TIME = 0;

const BIZ = '/api/rem-registrationbizweb';
const REGISTER = `${BIZ}/shareRegister`;

export const registerUrls = {
  queryByKey: `${BIZ}/holder/queryByKey`,
  lookup: `${BIZ}/holder/queryByNameAndId`,
  myHoldings: `${REGISTER}/myHoldings`,
  holdings: `${REGISTER}/holdings`,
  events: `${REGISTER}/events`,
  accountOverview: `${REGISTER}/accountOverview`,
  holderDetail: `${REGISTER}/holderDetail`,
  companies: `${REGISTER}/companies`,
  export: `${REGISTER}/export`,
  importTemplate: `${REGISTER}/importTemplate`,
  import: `${REGISTER}/import`,
} as const;

/**
 * A holding row as the screens read it. `comfirm` (确权, the spec's spelling) is shown when the
 * server sends it; the register's projection does not carry it yet (ADR 9).
 */
export type HoldingRow = RegisterHoldingRow & { comfirm?: number | string | null };

/** The dialog's lookup (000 §5): name, holder type, ID type, ID number; 550221 sends holderName/certificateNo. */
export interface HolderLookup {
  name: string;
  organType: string;
  idType: string;
  idNumber: string;
}

export function lookupBody(values: HolderLookup, appId?: string): Record<string, string> {
  const { name, organType, idType, idNumber } = values;
  return appId === '550221'
    ? { holderName: name, organType, idType, certificateNo: idNumber }
    : { name, organType, idType, idNumber };
}

/** queryByKey's paging and filters (000 §7); 999 in productType(s) means no filter. */
export interface HolderQuery {
  pageNo: number;
  pageSize: number;
  key?: string | undefined;
  isSign?: number | undefined;
  organType?: number | undefined;
  productType?: string | undefined;
  productTypes?: string[] | undefined;
  companyId?: string | undefined;
}

/** What the register page asks for: the day (null = now), the page, the search and the order. */
export interface RegisterPageQuery {
  asOf: string | null;
  pageNo: number;
  pageSize: number;
  key: string;
  sortField: RegisterSortField;
  sortOrder: 'asc' | 'desc';
}

export function registerPageParams(
  companyId: string,
  page: RegisterPageQuery,
): Record<string, string | number> {
  const { asOf, key, ...rest } = page;
  return { companyId, ...(asOf ? { asOf } : {}), ...(key.trim() ? { key: key.trim() } : {}), ...rest };
}

export type ImportOutcome =
  | { ok: true; result: RegisterImportResult }
  | { ok: false; message: string; refusal: RegisterImportRefusal | null };

export interface ImportRequest {
  file: Blob;
  companyId: string;
  registerDate: string;
  basisReference: string;
  appId?: string | undefined;
  productCode?: string | undefined;
}

const isRefusal = (data: unknown): data is RegisterImportRefusal =>
  typeof data === 'object' && data !== null && Array.isArray((data as RegisterImportRefusal).errors);

export const registerApi = {
  lookup: (values: HolderLookup, appId?: string) =>
    http.post<HolderRecord[]>(registerUrls.lookup, lookupBody(values, appId)),
  queryByKey: (url: string, query: HolderQuery, signal?: AbortSignal) =>
    http.post<HolderPage>(url, query, { signal, cancelDuplicate: true }),
  myHoldings: (signal?: AbortSignal) => http.getData<MyHoldings>(registerUrls.myHoldings, { signal }),
  /** One page of the register, searched and sorted by the server (ADR 28). */
  holdings: (companyId: string, page: RegisterPageQuery, signal?: AbortSignal) =>
    http.getData<CompanyRegister>(registerUrls.holdings, {
      params: registerPageParams(companyId, page),
      signal,
    }),
  events: (companyId: string, pageNo: number, pageSize: number, signal?: AbortSignal) =>
    http.getData<RegisterEventsPage>(registerUrls.events, {
      params: { companyId, pageNo, pageSize },
      signal,
    }),
  accountOverview: (signal?: AbortSignal) =>
    http.getData<AccountOverview>(registerUrls.accountOverview, { signal }),
  holderDetail: (holderId: string, signal?: AbortSignal) =>
    http.getData<HolderDetail>(registerUrls.holderDetail, { params: { holderId }, signal }),
  companies: (key: string, signal?: AbortSignal) =>
    http.getData<RegisterCompanyPage>(registerUrls.companies, {
      params: key.trim() === '' ? { size: 20 } : { key: key.trim(), size: 20 },
      signal,
    }),
  exportRegister: (companyId: string, asOf: string | null, format: 'xlsx' | 'pdf') =>
    http.download(registerUrls.export, {
      params: asOf ? { companyId, asOf, format } : { companyId, format },
    }),
  importTemplate: () => http.download(registerUrls.importTemplate),
  /** The workbook is the request body (the server has no multipart); a refusal carries the row report. */
  importRegister: async (request: ImportRequest): Promise<ImportOutcome> => {
    const params: Record<string, string> = {
      companyId: request.companyId,
      registerDate: request.registerDate,
      basisReference: request.basisReference,
    };
    if (request.appId) params.appId = request.appId;
    if (request.productCode) params.productCode = request.productCode;
    const answer = await http.request<Envelope<RegisterImportResult | RegisterImportRefusal | null>>(
      importPath(registerUrls.import, request.appId, request.productCode),
      {
        method: 'POST',
        params,
        body: request.file,
        headers: { 'Content-Type': 'application/octet-stream' },
      },
    );
    if (answer.success && answer.data && !isRefusal(answer.data)) return { ok: true, result: answer.data };
    return { ok: false, message: answer.msg, refusal: isRefusal(answer.data) ? answer.data : null };
  },
};
