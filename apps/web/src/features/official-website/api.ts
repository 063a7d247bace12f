import type { CityCounts, OfficialCompany, OfficialCompanyKind, Page } from '@rer/contracts';
import { http } from '../../lib/http';

/**
 * The provincial official website's calls (ADR 80). URLs as text (the contracts' SHOWCASE_BUSINESS_URLS):
 * a public page never loads zod.
 */
export const OFFICIAL_WEBSITE_URLS = {
  cityCounts: '/api/rem-registrationbizweb/nonds/officialWebsite/cityCounts',
  companies: '/api/rem-registrationbizweb/nonds/officialWebsite/companies',
  /** F's public member list (issue 25 shared contract: key, current, size → a page). */
  members: '/api/rem-registrationbizweb/nonds/member/list',
  /** G1's latest announcements (issue 25 shared contract); 404 until that part is merged. */
  latestContent: '/api/rem-registrationbizweb/nonds/content/latest',
} as const;

export interface LatestContent {
  id: string;
  title: string;
  category: string;
  publishedAt: string;
}

/** One member of F's public member list. */
export interface OfficialMember {
  id: string;
  custno: string;
  name: string;
  openedAt: string | null;
  address: string | null;
  companyCount: number;
}

type Params = Record<string, string | number | undefined>;
const clean = (params: Params) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

export const officialWebsiteApi = {
  cityCounts: (signal?: AbortSignal) =>
    http.getData<CityCounts>(OFFICIAL_WEBSITE_URLS.cityCounts, { signal }),
  companies: (kind: OfficialCompanyKind, params: Params, signal?: AbortSignal) =>
    http.getData<Page<OfficialCompany>>(OFFICIAL_WEBSITE_URLS.companies, {
      params: clean({ ...params, kind }),
      signal,
    }),
  /** The member institutions, or an empty page while the public site's part is not there. */
  members: async (params: Params, signal?: AbortSignal): Promise<Page<OfficialMember>> => {
    const answer = await http.get<Page<OfficialMember>>(OFFICIAL_WEBSITE_URLS.members, {
      params: clean(params),
      signal,
      showsOwnRefusal: true,
    });
    return answer.success ? answer.data : { records: [], total: 0, size: 10, current: 1, pages: 0 };
  },
  /** The latest announcements, or none while the content part is not there (its 404 is not an error here). */
  latestContent: async (size: number, signal?: AbortSignal): Promise<LatestContent[]> => {
    const answer = await http.get<LatestContent[]>(OFFICIAL_WEBSITE_URLS.latestContent, {
      params: { size },
      signal,
      showsOwnRefusal: true,
    });
    return answer.success && Array.isArray(answer.data) ? answer.data : [];
  },
};
