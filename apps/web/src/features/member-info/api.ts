import {
  MEMBER_COMPANIES_URL,
  MEMBER_INFO_URL,
  MEMBER_REVISION_DRAFT_URL,
  MEMBER_SEARCH_URL,
  type MemberCompaniesPage,
  type MemberInfoAnswer,
  type MemberRevisionDraft,
  type MemberSearchPage,
} from '@rer/contracts';
import { http } from '../../lib/http';

export { MEMBER_COMPANIES_URL, MEMBER_INFO_URL, MEMBER_REVISION_DRAFT_URL, MEMBER_SEARCH_URL };

export interface MemberSearchParams {
  chineseName?: string;
  custno?: string;
  certificateNo?: string;
  status?: string;
  current: number;
  size: number;
}

/** Keeps the filled filters only (an empty box is no filter). */
function filled<K extends string>(params: Partial<Record<K, string>>, keys: readonly K[]) {
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value = params[key]?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The calls of 会员信息, 合作企业 and 会员查询 (ADR 65). */
export const memberInfoApi = {
  info: (signal?: AbortSignal) => http.getData<MemberInfoAnswer>(MEMBER_INFO_URL, { signal }),
  /** 550020's form filled from the open member (ADR 68). */
  revisionDraft: (signal?: AbortSignal) =>
    http.getData<MemberRevisionDraft>(MEMBER_REVISION_DRAFT_URL, {
      signal,
      showsOwnRefusal: true,
    }),
  companies: (params: { companyName?: string; current: number; size: number }, signal?: AbortSignal) =>
    http.getData<MemberCompaniesPage>(MEMBER_COMPANIES_URL, {
      params: { current: params.current, size: params.size, ...filled(params, ['companyName'] as const) },
      signal,
    }),
  search: (params: MemberSearchParams, signal?: AbortSignal) =>
    http.getData<MemberSearchPage>(MEMBER_SEARCH_URL, {
      params: {
        current: params.current,
        size: params.size,
        ...filled(params, ['chineseName', 'custno', 'certificateNo', 'status'] as const),
      },
      signal,
    }),
};

/** The apply pages of the member's businesses (业务办理 opens 会员开户's explain page first, ADR 68). */
export const MEMBER_OPENING_APPLY = '/process/apply?appId=550012&nodeId=apply';
export { MEMBER_OPENING_EXPLAIN_ROUTE } from '@rer/domain';
export const MEMBER_REVISION_APPLY = '/process/apply?appId=550020&nodeId=apply';
