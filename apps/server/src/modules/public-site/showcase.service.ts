import {
  type AreaOption,
  CAPITAL_BUCKETS,
  type CompanyPageQuery,
  type HomeFigures,
  type ShowcaseCompany,
  type ShowcaseCompanyDetail,
  type ShowcasePage,
  type ShowPageQuery,
} from '@rer/contracts';
import type { Database } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError, validationError } from '../../platform/errors.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { findAllDictionaryItems, findParam, type TenantService } from '../system/index.js';
import { findProvinceAreas } from './public-reference.repository.js';
import {
  countFigures,
  findShowcaseDetail,
  findShowcasePage,
  type ShowcaseDbRow,
  type ShowcaseFilter,
  type ShowcaseTab,
} from './showcase.repository.js';

export interface ShowcaseDeps {
  db: Database;
  tenants: TenantService;
  caches: ShowcaseCaches;
}

/** GB/T 4754 (dictionary `industryGeneral`): the filter offers its 门类; a company holds any level's code. */
const INDUSTRY_DICTIONARY = 'industryGeneral';
/** The province whose cities the showcase lists when the page does not name one (params.json). */
export const SHOWCASE_PROVINCE_PARAM = 'showcase.province.code';

interface IndustryIndex {
  sections: { dictKey: string; dictValue: string }[];
  nameOf: Map<string, string>;
  /** Every code under a code (itself included). */
  subtree: Map<string, string[]>;
}

/**
 * Reference data changes rarely and every visitor reads it: held per tenant for a few minutes (an
 * operator's dictionary edit shows within 10 minutes; the figures within one).
 */
export interface ShowcaseCaches {
  industries: TtlCache<IndustryIndex>;
  areas: TtlCache<AreaOption[]>;
  figures: TtlCache<HomeFigures>;
}

export function createShowcaseCaches(): ShowcaseCaches {
  return {
    industries: new TtlCache<IndustryIndex>(10 * 60 * 1000, 200),
    areas: new TtlCache<AreaOption[]>(10 * 60 * 1000, 500),
    figures: new TtlCache<HomeFigures>(60 * 1000, 200),
  };
}

async function industryIndex(deps: ShowcaseDeps, tenantId: string): Promise<IndustryIndex> {
  const cached = deps.caches.industries.get(tenantId);
  if (cached) return cached;
  const items = await deps.db.withTenant(tenantId, (tx) =>
    findAllDictionaryItems(tx, tenantId, INDUSTRY_DICTIONARY),
  );
  const children = new Map<string, string[]>();
  for (const item of items)
    if (item.parentKey) children.set(item.parentKey, [...(children.get(item.parentKey) ?? []), item.dictKey]);
  const subtree = new Map<string, string[]>();
  const collect = (key: string): string[] => {
    const known = subtree.get(key);
    if (known) return known;
    const all = [key, ...(children.get(key) ?? []).flatMap(collect)];
    subtree.set(key, all);
    return all;
  };
  for (const item of items) collect(item.dictKey);
  const index: IndustryIndex = {
    sections: items.filter((i) => !i.parentKey).map((i) => ({ dictKey: i.dictKey, dictValue: i.dictValue })),
    nameOf: new Map(items.map((i) => [i.dictKey, i.dictValue])),
    subtree,
  };
  deps.caches.industries.set(tenantId, index);
  return index;
}

export async function industryOptions(deps: ShowcaseDeps, tenantId: string) {
  await deps.tenants.require(tenantId);
  return (await industryIndex(deps, tenantId)).sections;
}

export function capitalOptions() {
  return CAPITAL_BUCKETS.map((b) => ({ dictKey: b.key, dictValue: b.label, start: b.start, end: b.end }));
}

/**
 * The capital filter: one of 002 §5's buckets becomes its stored bucket number (an indexed
 * equality); any other range is compared in yuan. Bounds are 万元, the lower inclusive.
 */
export function capitalFilter(
  start: number | undefined,
  end: number | undefined,
): Pick<ShowcaseFilter, 'capitalBucket' | 'capitalFromYuan' | 'capitalBelowYuan'> {
  if (start !== undefined && end !== undefined && end < start)
    throw validationError('注册资本止', '不能小于注册资本起');
  const none = { capitalBucket: undefined, capitalFromYuan: undefined, capitalBelowYuan: undefined };
  if (start === undefined && end === undefined) return none;
  const bucket = CAPITAL_BUCKETS.findIndex(
    (b) => (b.start ?? 0) === (start ?? 0) && (b.end ?? undefined) === end,
  );
  if (bucket >= 0) return { ...none, capitalBucket: bucket + 1 };
  const yuan = (v: number | undefined) => (v === undefined ? undefined : (v * 10000).toFixed(2));
  return { ...none, capitalFromYuan: yuan(start), capitalBelowYuan: yuan(end) };
}

/** A 门类 is the stored section (one indexed equality); a deeper code, every code under it. */
function industryFilter(
  industries: IndustryIndex,
  industry: string | undefined,
): Pick<ShowcaseFilter, 'industrySection' | 'industryCodes'> {
  if (industry === undefined) return { industrySection: undefined, industryCodes: undefined };
  const codes = industries.subtree.get(industry);
  if (!codes) throw validationError('所属行业', `行业代码不存在：${industry}`);
  if (/^[A-T]$/.test(industry)) return { industrySection: industry, industryCodes: undefined };
  return { industrySection: undefined, industryCodes: codes };
}

interface CommonFilters {
  key: string | undefined;
  industry: string | undefined;
  start: number | undefined;
  end: number | undefined;
  current: number;
  size: number;
}

async function listTab(
  deps: ShowcaseDeps,
  tenantId: string,
  tab: ShowcaseTab,
  common: CommonFilters,
  extra: Pick<ShowcaseFilter, 'cityCodes' | 'districtCodes' | 'sector' | 'featuredSector' | 'showPlate'>,
): Promise<ShowcasePage> {
  await deps.tenants.require(tenantId);
  const industries = await industryIndex(deps, tenantId);
  const filter: ShowcaseFilter = {
    tenantId,
    tab,
    key: common.key,
    ...industryFilter(industries, common.industry),
    ...capitalFilter(common.start, common.end),
    ...extra,
    limit: common.size,
    offset: (common.current - 1) * common.size,
  };
  const found = await deps.db.withTenant(tenantId, (tx) => findShowcasePage(tx, filter));
  const records = found.records.map((r) => toCard(r, industries));
  return toPage(records, found.total, common.current, common.size);
}

function toCard(r: ShowcaseDbRow, industries: IndustryIndex): ShowcaseCompany {
  return { ...r, industryName: r.industry ? (industries.nameOf.get(r.industry) ?? null) : null };
}

/** 展示: companyShowNonds/queryPageInfo. */
export function listDisplayed(deps: ShowcaseDeps, tenantId: string, q: ShowPageQuery) {
  return listTab(
    deps,
    tenantId,
    'displayed',
    {
      key: q.key,
      industry: q.industry,
      start: q.registeredCapitalStart,
      end: q.registeredCapitalEnd,
      current: q.pageNo,
      size: q.pageSize,
    },
    {
      cityCodes: q.city ? [q.city] : undefined,
      districtCodes: undefined,
      sector: q.sector,
      featuredSector: undefined,
      showPlate: q.showPlate,
    },
  );
}

/** 托管 ('1') and 挂牌 ('2'): nonds/company/selectCompanyPage; board and featured sub-sector as C stores them. */
export function listHostedOrListed(deps: ShowcaseDeps, tenantId: string, q: CompanyPageQuery) {
  const c = q.company;
  const nonEmpty = (v: string[] | undefined) => (v && v.length > 0 ? v : undefined);
  return listTab(
    deps,
    tenantId,
    c.registerOrListing === '1' ? 'hosted' : 'listed',
    {
      key: c.key,
      industry: c.industry,
      start: c.registeredCapitalGreaterThan,
      end: c.registeredCapitalLessThan,
      current: q.query.current,
      size: q.query.size,
    },
    {
      cityCodes: nonEmpty(c.cityCodes),
      districtCodes: nonEmpty(c.districtCodes),
      sector: c.sectorName,
      featuredSector: c.featuredSector,
      showPlate: undefined,
    },
  );
}

export async function showcaseDetail(
  deps: ShowcaseDeps,
  tenantId: string,
  uuid: string,
): Promise<ShowcaseCompanyDetail> {
  await deps.tenants.require(tenantId);
  const industries = await industryIndex(deps, tenantId);
  const found = await deps.db.withTenant(tenantId, (tx) => findShowcaseDetail(tx, tenantId, uuid));
  if (!found) throw new AppError('SHOWCASE_COMPANY_UNKNOWN', { uuid });
  return { ...found, industryName: found.industry ? (industries.nameOf.get(found.industry) ?? null) : null };
}

/** The cities (and their districts) of the province; tenant 116000-style tenants: their one city. */
export async function areaOptions(
  deps: ShowcaseDeps,
  tenantId: string,
  provinceCode: string | undefined,
): Promise<AreaOption[]> {
  const tenant = await deps.tenants.require(tenantId);
  const restricted = tenant.restrictedCityCode;
  const configured = provinceCode
    ? provinceCode.slice(0, 2)
    : (restricted?.slice(0, 2) ??
      (
        await deps.db.withTenant(tenantId, (tx) => findParam(tx, tenantId, SHOWCASE_PROVINCE_PARAM))
      )?.paramValue?.slice(0, 2));
  if (!configured) return [];
  const province = `${configured}0000`;
  const cacheKey = `${tenantId}\u0000${province}`;
  const cached = deps.caches.areas.get(cacheKey);
  if (cached) return cached;
  const onlyCity = restricted?.startsWith(configured) ? restricted : null;
  const found = await findProvinceAreas(deps.db.orm, province, onlyCity);
  const cityName = new Map(found.filter((a) => a.level === 2).map((a) => [a.code, a.name]));
  const options = found.map((a) => {
    const city = a.level === 2 ? a.code : (a.parentCode ?? a.code);
    return {
      name: a.name,
      code: a.code,
      parentCode: a.parentCode,
      cityCode: city,
      cityName: cityName.get(city) ?? a.name,
      districtCode: a.level === 3 ? a.code : null,
    };
  });
  deps.caches.areas.set(cacheKey, options);
  return options;
}

/** The home page's figures, one statement, held a minute per tenant. */
export async function homeFigures(deps: ShowcaseDeps, tenantId: string): Promise<HomeFigures> {
  await deps.tenants.require(tenantId);
  const cached = deps.caches.figures.get(tenantId);
  if (cached) return cached;
  const figures = await deps.db.withTenant(tenantId, (tx) => countFigures(tx, tenantId));
  deps.caches.figures.set(tenantId, figures);
  return figures;
}
