import type {
  AreaOption,
  HomeFigures,
  PublicMember,
  ShowcaseCompanyDetail,
  ShowcasePage,
} from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { useEffectiveTenantId } from '../../lib/reference-data';

const BIZ = '/api/rem-registrationbizweb';
/** The public site's calls (ADR 82); sectors are C's, show plates D's, announcements G1's. */
export const PUBLIC_URLS = {
  industry: `${BIZ}/nonds/getIndustry`,
  area: `${BIZ}/nonds/getArea`,
  companyDetail: `${BIZ}/nonds/company/showDetail`,
  figures: `${BIZ}/nonds/home/figures`,
  memberList: `${BIZ}/nonds/member/list`,
  memberDetail: `${BIZ}/nonds/member/detail`,
  sectors: `${BIZ}/sectorNonds/queryAllSectors`,
  twoSectors: `${BIZ}/sectorNonds/getTwoSectors`,
  showPlates: `${BIZ}/nonds/getShowPlateByParam`,
  latestContent: `${BIZ}/nonds/content/latest`,
  logo: '/api/blade-resource/nonds/oss/endpoint/downloadFile',
} as const;

export interface Option {
  value: string;
  label: string;
}

export interface LatestContent {
  id: string;
  title: string;
  category: string;
  publishedAt: string;
}

/** A sector of C's call (002 §3: id, sectorName, parentSector, status). */
interface SectorRow {
  id: string | number;
  /** C's board code, which `company.sector` holds (ADR 79); older answers carry only the id. */
  code?: string;
  sectorName: string;
  parentSector?: string | number | null;
  status?: string | number | null;
}

const listOf = (data: unknown): unknown[] => {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object' && Array.isArray((data as { records?: unknown }).records))
    return (data as { records: unknown[] }).records;
  return [];
};

/** Sectors as options (top level only unless asked for children); an unknown answer is no options. */
export function sectorOptions(data: unknown, topLevelOnly: boolean): Option[] {
  return (listOf(data) as SectorRow[])
    .filter((s) => s && s.id !== undefined && typeof s.sectorName === 'string')
    .filter(
      (s) =>
        !topLevelOnly ||
        s.parentSector === null ||
        s.parentSector === undefined ||
        s.parentSector === '' ||
        String(s.parentSector) === '0',
    )
    .map((s) => ({ value: String(s.code ?? s.id), label: s.sectorName }));
}

/** getShowPlateByParam answers a JSON string (002 §7): a list of {key, value} or an object of key → value. */
export function showPlateOptions(data: unknown): Option[] {
  let parsed: unknown = data;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data);
    } catch {
      return [];
    }
  }
  if (Array.isArray(parsed))
    return parsed
      .filter(
        (p): p is { key: unknown; value: unknown } =>
          p && typeof p === 'object' && 'key' in p && 'value' in p,
      )
      .map((p) => ({ value: String(p.key), label: String(p.value) }));
  if (parsed && typeof parsed === 'object')
    return Object.entries(parsed as Record<string, unknown>).map(([key, value]) => ({
      value: key,
      label: String(value),
    }));
  return [];
}

const quiet = { showsOwnRefusal: true } as const;

export const publicApi = {
  page: (url: string, body: unknown, signal?: AbortSignal) => http.post<ShowcasePage>(url, body, { signal }),
  detail: (tenantId: string | undefined, uuid: string, signal?: AbortSignal) =>
    http.getData<ShowcaseCompanyDetail>(PUBLIC_URLS.companyDetail, {
      params: { tenantId, uuid },
      signal,
      ...quiet,
    }),
  members: (
    params: { tenantId?: string; key?: string; current: number; size: number },
    signal?: AbortSignal,
  ) => http.getData<{ records: PublicMember[]; total: number }>(PUBLIC_URLS.memberList, { params, signal }),
  member: (tenantId: string | undefined, id: string, signal?: AbortSignal) =>
    http.getData<PublicMember>(PUBLIC_URLS.memberDetail, { params: { tenantId, id }, signal, ...quiet }),
  figures: (tenantId: string, signal?: AbortSignal) =>
    http.getData<HomeFigures>(PUBLIC_URLS.figures, { params: { tenantId }, signal }),
  /** G1's call; answers 404 until merged, which the home page shows as no announcements. */
  latest: async (tenantId: string, signal?: AbortSignal): Promise<LatestContent[]> => {
    const answer = await http.get<LatestContent[]>(PUBLIC_URLS.latestContent, {
      params: { tenantId, size: 5 },
      signal,
      ...quiet,
    });
    return answer.success && Array.isArray(answer.data) ? answer.data : [];
  },
};

const STATIC = { staleTime: 10 * 60 * 1000 } as const;

/** Reference options of the showcase, read once per tenant; a call not yet offered is no options. */
export function useShowcaseOptions(sector: string | undefined) {
  const tenantId = useEffectiveTenantId();
  const enabled = tenantId !== undefined;
  const params = { tenantId };
  const get =
    (url: string, extra: Record<string, string> = {}) =>
    (signal: AbortSignal) =>
      http
        .get<unknown>(url, { params: { ...params, ...extra }, signal, ...quiet })
        .then((a) => (a.success ? a.data : null));
  const industries = useQuery({
    queryKey: ['public-industries', tenantId],
    queryFn: ({ signal }) => get(PUBLIC_URLS.industry)(signal),
    enabled,
    ...STATIC,
  });
  const areas = useQuery({
    queryKey: ['public-areas', tenantId],
    queryFn: ({ signal }) => get(PUBLIC_URLS.area)(signal),
    enabled,
    ...STATIC,
  });
  const sectors = useQuery({
    queryKey: ['public-sectors', tenantId],
    queryFn: ({ signal }) => get(PUBLIC_URLS.sectors)(signal),
    enabled,
    ...STATIC,
  });
  const subSectors = useQuery({
    queryKey: ['public-sub-sectors', tenantId, sector],
    queryFn: ({ signal }) => get(PUBLIC_URLS.twoSectors, { oneSectorId: sector ?? '' })(signal),
    enabled: enabled && sector !== undefined,
    ...STATIC,
  });
  const plates = useQuery({
    queryKey: ['public-show-plates', tenantId],
    queryFn: ({ signal }) => get(PUBLIC_URLS.showPlates)(signal),
    enabled,
    ...STATIC,
  });
  const industryOptions = (listOf(industries.data) as { dictKey: string; dictValue: string }[]).map((i) => ({
    value: i.dictKey,
    label: i.dictValue,
  }));
  return {
    tenantId,
    industries: industryOptions,
    areas: listOf(areas.data) as AreaOption[],
    sectors: sectorOptions(sectors.data, true),
    subSectors: sector ? sectorOptions(subSectors.data, false) : [],
    plates: showPlateOptions(plates.data),
  };
}

/** Cities of the area list, and the districts of one city. */
export function cityOptions(areas: readonly AreaOption[]): Option[] {
  return areas.filter((a) => a.districtCode === null).map((a) => ({ value: a.code, label: a.name }));
}
export function districtOptions(areas: readonly AreaOption[], city: string | undefined): Option[] {
  if (!city) return [];
  return areas
    .filter((a) => a.districtCode !== null && a.cityCode === city)
    .map((a) => ({ value: a.code, label: a.name }));
}

export const logoUrl = (tenantId: string, attachId: string) =>
  `${PUBLIC_URLS.logo}?attachId=${encodeURIComponent(attachId)}&tenantId=${encodeURIComponent(tenantId)}&inline=1`;
