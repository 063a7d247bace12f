import type { Envelope, ShowcaseCompanyCheck, ShowPlateOption } from '@rer/contracts';
import { http, isCancelledError } from '../../lib/http';

/** The calls of 550092's form (ADR 80); the URLs are the contracts' SHOWCASE_BUSINESS_URLS, kept here as text so no zod enters the page. */
export const SHOWCASE_FORM_URLS = {
  companyCheck: '/api/rem-registrationbizweb/showcase/companyCheck',
  showPlates: '/api/rem-registrationbizweb/nonds/getShowPlateByParam',
} as const;

export type CompanyCheckOutcome =
  | { kind: 'ok'; company: ShowcaseCompanyCheck }
  | { kind: 'refused'; message: string }
  | { kind: 'cancelled' };

/** The company 550092 would display (the current company when no number is given), or the server's refusal. */
export async function checkShowcaseCompany(idNumber: string | undefined): Promise<CompanyCheckOutcome> {
  let answer: Envelope<ShowcaseCompanyCheck>;
  try {
    answer = await http.get<ShowcaseCompanyCheck>(SHOWCASE_FORM_URLS.companyCheck, {
      // The refusal is shown once, in the 提示 dialog, not also as a toast.
      showsOwnRefusal: true,
      params: { companyIdNumber: idNumber || undefined },
    });
  } catch (error) {
    if (isCancelledError(error)) return { kind: 'cancelled' };
    return { kind: 'refused', message: error instanceof Error ? error.message : '查询失败' };
  }
  return answer.success ? { kind: 'ok', company: answer.data } : { kind: 'refused', message: answer.msg };
}

/** getShowPlateByParam answers a JSON string of [{key, value}] (002 §3, §7). */
export async function loadShowPlates(tenantId: string, signal?: AbortSignal): Promise<ShowPlateOption[]> {
  const text = await http.getData<string>(SHOWCASE_FORM_URLS.showPlates, { params: { tenantId }, signal });
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as ShowPlateOption[]) : [];
}
