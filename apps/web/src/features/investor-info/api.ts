import {
  INVESTOR_HISTORY_URL,
  INVESTOR_INFO_URL,
  INVESTOR_SEARCH_URL,
  type InvestorHistory,
  type InvestorInfoAnswer,
  type InvestorSearchPage,
} from '@rer/contracts';
import { http } from '../../lib/http';

export { INVESTOR_HISTORY_URL, INVESTOR_INFO_URL, INVESTOR_SEARCH_URL };

export interface InvestorSearchParams {
  name?: string;
  certificateNo?: string;
  accountNumber?: string;
  current: number;
  size: number;
}

/** The calls of 投资者信息 and 投资者查询 (ADR 63). */
export const investorInfoApi = {
  info: (signal?: AbortSignal) => http.getData<InvestorInfoAnswer>(INVESTOR_INFO_URL, { signal }),
  history: (paging: { current: number; size: number }, signal?: AbortSignal) =>
    http.getData<InvestorHistory>(INVESTOR_HISTORY_URL, { params: { ...paging }, signal }),
  search: (params: InvestorSearchParams, signal?: AbortSignal) => {
    const query: Record<string, string | number> = { current: params.current, size: params.size };
    for (const key of ['name', 'certificateNo', 'accountNumber'] as const) {
      const value = params[key]?.trim();
      if (value) query[key] = value;
    }
    return http.getData<InvestorSearchPage>(INVESTOR_SEARCH_URL, { params: query, signal });
  },
};
