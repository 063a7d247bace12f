import {
  FINANCING_PROFILE_URLS,
  FINANCING_URLS,
  type FinancingInterest,
  type FinancingInvestAnswer,
  type FinancingNeed,
  type FinancingProfile,
  type FinancingPublicNeed,
  type Page,
  type SkillEvaluateAnswer,
  type ValuationAnswer,
} from '@rer/contracts';
import { http, unwrap } from '../../lib/http';
import { cleanParams } from '../../lib/query-params';

type Params = Record<string, string | number | undefined | null>;

const post = async <T>(url: string, body: unknown) => unwrap(await http.post<T>(url, body), url);

/** The calls of 投融资信息 (ADR 84). Public ones send the host's tenant like the other public lists. */
export const financingApi = {
  publicList: (params: Params, signal?: AbortSignal) =>
    http.getData<Page<FinancingPublicNeed>>(FINANCING_URLS.publicList, {
      params: cleanParams(params),
      signal,
    }),
  publicDetail: (id: string, signal?: AbortSignal) =>
    http.getData<FinancingPublicNeed>(FINANCING_URLS.publicDetail, {
      params: { id },
      signal,
      showsOwnRefusal: true,
    }),
  mine: (params: Params, signal?: AbortSignal) =>
    http.getData<Page<FinancingNeed>>(FINANCING_URLS.mine, { params: cleanParams(params), signal }),
  save: (body: Record<string, unknown>) => post<FinancingNeed>(FINANCING_URLS.save, body),
  withdraw: (id: number, version: number) => post<FinancingNeed>(FINANCING_URLS.withdraw, { id, version }),
  reviewList: (params: Params, signal?: AbortSignal) =>
    http.getData<Page<FinancingNeed>>(FINANCING_URLS.reviewList, { params: cleanParams(params), signal }),
  review: (body: { id: number; version: number; decision: 'approve' | 'return'; opinion?: string }) =>
    post<FinancingNeed>(FINANCING_URLS.review, body),
  invest: (params: Params, signal?: AbortSignal) =>
    http.getData<FinancingInvestAnswer>(FINANCING_URLS.invest, { params: cleanParams(params), signal }),
  interest: (needId: number, message?: string) =>
    post<{ id: number }>(FINANCING_URLS.interest, { needId, message }),
  interests: (needId: number, signal?: AbortSignal) =>
    http.getData<FinancingInterest[]>(FINANCING_URLS.interests, { params: { needId }, signal }),
  valuation: (body: Record<string, unknown>) => post<ValuationAnswer>(FINANCING_URLS.valuation, body),
  skillEvaluate: (answers: Record<string, string>) =>
    post<SkillEvaluateAnswer>(FINANCING_URLS.skillEvaluate, { answers }),
  profile: (signal?: AbortSignal) =>
    http.getData<FinancingProfile>(FINANCING_PROFILE_URLS.profile, { signal }),
  saveProfile: (body: { recordVersion: number; financials: Record<string, unknown>[] }) =>
    post<FinancingProfile>(FINANCING_PROFILE_URLS.update, body),
};
