/**
 * The enterprise showcase's state and its rules (002 §2.5, §4; ADR 82), pure so that the resets are
 * tested without a page: changing the tab resets every filter and the paging (page 1, size 5); any
 * filter change returns to page 1; choosing a city clears the district, choosing a sector its
 * featured sub-sector.
 */
export type ShowcaseTab = 'hosted' | 'listed' | 'displayed';

export const SHOWCASE_TABS: readonly { value: ShowcaseTab; label: string }[] = [
  { value: 'hosted', label: '托管企业' },
  { value: 'listed', label: '挂牌企业' },
  { value: 'displayed', label: '展示企业' },
];

/** 002 §9: sizes 5, 10, 15; default 5. */
export const SHOWCASE_PAGE_SIZES = [5, 10, 15] as const;
export const SHOWCASE_DEFAULT_SIZE = 5;

/** 002 §5's buckets (万元; the lower bound inclusive). */
export const CAPITAL_OPTIONS = [
  { value: '-500', label: '500万以下' },
  { value: '500-1000', label: '500万-1000万' },
  { value: '1000-2000', label: '1000万-2000万' },
  { value: '2000-5000', label: '2000万-5000万' },
  { value: '5000-', label: '5000万以上' },
] as const;

export interface ShowcaseFilters {
  key?: string;
  industry?: string;
  capital?: string;
  sector?: string;
  featuredSector?: string;
  city?: string;
  district?: string;
  showPlate?: string;
}
export type FilterField = Exclude<keyof ShowcaseFilters, 'city' | 'sector'>;

export interface ShowcaseState {
  tab: ShowcaseTab;
  filters: ShowcaseFilters;
  current: number;
  size: number;
}

export const initialShowcase = (tab: ShowcaseTab = 'hosted'): ShowcaseState => ({
  tab,
  filters: {},
  current: 1,
  size: SHOWCASE_DEFAULT_SIZE,
});

export type ShowcaseAction =
  | { type: 'tab'; tab: ShowcaseTab }
  | { type: 'filter'; field: FilterField; value: string | undefined }
  | { type: 'city'; value: string | undefined }
  | { type: 'sector'; value: string | undefined }
  | { type: 'page'; current: number; size: number };

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

export function showcaseReducer(state: ShowcaseState, action: ShowcaseAction): ShowcaseState {
  switch (action.type) {
    case 'tab':
      return action.tab === state.tab ? state : initialShowcase(action.tab);
    case 'filter':
      return { ...state, filters: { ...state.filters, [action.field]: blank(action.value) }, current: 1 };
    case 'city':
      return {
        ...state,
        filters: { ...state.filters, city: blank(action.value), district: undefined },
        current: 1,
      };
    case 'sector':
      return {
        ...state,
        filters: { ...state.filters, sector: blank(action.value), featuredSector: undefined },
        current: 1,
      };
    case 'page':
      return action.size === state.size
        ? { ...state, current: action.current }
        : { ...state, current: 1, size: action.size };
  }
}

/** Which filters each tab offers (002 §2.5). */
export const TAB_FILTERS: Record<ShowcaseTab, readonly (keyof ShowcaseFilters)[]> = {
  hosted: ['industry', 'capital'],
  listed: ['sector', 'featuredSector', 'industry', 'city', 'district', 'capital'],
  displayed: ['industry', 'capital', 'showPlate'],
};

/** '500-1000' → { start: 500, end: 1000 } (万元); '-500' has no start, '5000-' no end. */
export function capitalBounds(bucket: string | undefined): { start?: number; end?: number } {
  if (!bucket) return {};
  const [from, to] = bucket.split('-');
  return { ...(from ? { start: Number(from) } : {}), ...(to ? { end: Number(to) } : {}) };
}

export const SHOWCASE_CALLS = {
  queryPageInfo: '/api/rem-registrationbizweb/companyShowNonds/queryPageInfo',
  selectCompanyPage: '/api/rem-registrationbizweb/nonds/company/selectCompanyPage',
} as const;

/** The spec's call and body for the state (hosted / listed: selectCompanyPage; displayed: queryPageInfo). */
export function showcaseRequest(state: ShowcaseState, tenantId: string): { url: string; body: unknown } {
  const f = state.filters;
  const { start, end } = capitalBounds(f.capital);
  if (state.tab === 'displayed')
    return {
      url: SHOWCASE_CALLS.queryPageInfo,
      body: {
        tenantId,
        key: f.key,
        pageNo: state.current,
        pageSize: state.size,
        industry: f.industry,
        registeredCapitalStart: start,
        registeredCapitalEnd: end,
        showPlate: f.showPlate,
      },
    };
  return {
    url: SHOWCASE_CALLS.selectCompanyPage,
    body: {
      tenantId,
      query: { current: state.current, size: state.size },
      company: {
        registerOrListing: state.tab === 'hosted' ? '1' : '2',
        industry: f.industry,
        registeredCapitalGreaterThan: start,
        registeredCapitalLessThan: end,
        key: f.key,
        cityCodes: f.city ? [f.city] : undefined,
        districtCodes: f.district ? [f.district] : undefined,
        sectorName: f.sector,
        featuredSector: f.featuredSector,
      },
    },
  };
}

/** The detail page of a card (opened in a new window with tenantId and uuid, 002 §2.1). */
export function detailPath(tab: ShowcaseTab, tenantId: string, uuid: string): string {
  const page = tab === 'hosted' ? '/gplistT' : tab === 'listed' ? '/gplistG' : '/gplistZ';
  return `${page}?tenantId=${encodeURIComponent(tenantId)}&uuid=${encodeURIComponent(uuid)}`;
}

/** The logo's stand-in: the first four characters of the short name, else of the name. */
export const logoText = (c: { shortName: string | null; name: string }) =>
  [...(c.shortName?.trim() || c.name)].slice(0, 4).join('');
