import { z } from 'zod';
import { blankless, page } from './envelope.js';

/**
 * The public site's calls (002 §2.5, §7; issue 25 part F, ADR 82): the enterprise showcase (hosted,
 * listed, displayed), its reference data, a company's public detail, the home page's key figures and
 * the member display. No login; the tenant is the request's (`Tenant-Id`, the host's tenant) or
 * `tenantId`. Registered capital travels in 万元 as the buckets of 002 §5 name it.
 */
export const SHOWCASE_URLS = {
  /** POST: displayed enterprises (展示). */
  queryPageInfo: '/api/rem-registrationbizweb/companyShowNonds/queryPageInfo',
  /** POST: hosted ('1') or listed ('2') enterprises. */
  selectCompanyPage: '/api/rem-registrationbizweb/nonds/company/selectCompanyPage',
  industry: '/api/rem-registrationbizweb/nonds/getIndustry',
  registeredCapital: '/api/rem-registrationbizweb/nonds/getRegisteredCapital',
  area: '/api/rem-registrationbizweb/nonds/getArea',
  /** GET ?uuid=: one showcased company's public detail (the detail pages' call; not named by the spec). */
  companyDetail: '/api/rem-registrationbizweb/nonds/company/showDetail',
  /** GET: the home page's key figures. */
  figures: '/api/rem-registrationbizweb/nonds/home/figures',
  memberList: '/api/rem-registrationbizweb/nonds/member/list',
  memberDetail: '/api/rem-registrationbizweb/nonds/member/detail',
  /** The calls of other parts the showcase reads (C's sectors, D's show plates, G1's announcements). */
  sectors: '/api/rem-registrationbizweb/sectorNonds/queryAllSectors',
  twoSectors: '/api/rem-registrationbizweb/sectorNonds/getTwoSectors',
  showPlates: '/api/rem-registrationbizweb/nonds/getShowPlateByParam',
  latestContent: '/api/rem-registrationbizweb/nonds/content/latest',
  logo: '/api/blade-resource/nonds/oss/endpoint/downloadFile',
} as const;

/** 002 §5: the registered-capital buckets in 万元 (lower bound inclusive, upper exclusive). */
export const CAPITAL_BUCKETS = [
  { key: '-500', label: '500万以下', start: null, end: 500 },
  { key: '500-1000', label: '500万-1000万', start: 500, end: 1000 },
  { key: '1000-2000', label: '1000万-2000万', start: 1000, end: 2000 },
  { key: '2000-5000', label: '2000万-5000万', start: 2000, end: 5000 },
  { key: '5000-', label: '5000万以上', start: 5000, end: null },
] as const;

/** 002 §9: the showcase's page sizes (default 5). */
export const SHOWCASE_PAGE_SIZES = [5, 10, 15] as const;

const tenantIdField = blankless(z.string().regex(/^\d{6}$/, { message: '租户编号：应为6位数字' }));
const code = (label: string, pattern: RegExp, hint: string) =>
  blankless(
    z
      .string()
      .trim()
      .regex(pattern, { message: `${label}：${hint}` }),
  );
const keyField = blankless(z.string().trim().max(50, { message: '企业代码或名称：长度不能超过50个字符' }));
const industryField = code('所属行业', /^[A-Z0-9]{1,5}$/, '应为国民经济行业分类代码');
const entityCode = (label: string) => code(label, /^[A-Za-z0-9_-]{1,64}$/, '应为字母、数字、下划线或连字符');
const regionList = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{6}$/, { message: `${label}：应为6位行政区划代码` }),
      )
      .max(50, { message: `${label}：不能超过50个` })
      .optional(),
  );
const capitalBound = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ message: `${label}：应为数字（万元）` })
      .finite({ message: `${label}：应为数字（万元）` })
      .min(0, { message: `${label}：不能为负数` })
      .max(1e12, { message: `${label}：过大` })
      .optional(),
  );
const pageNumber = (label: string, max: number) =>
  z.coerce
    .number({ message: `${label}：应为正整数` })
    .int({ message: `${label}：应为正整数` })
    .min(1, { message: `${label}：应为正整数` })
    .max(max, { message: `${label}：不能超过${max}` });

/** POST companyShowNonds/queryPageInfo (displayed enterprises). */
export const showPageQuery = z.object({
  tenantId: tenantIdField,
  key: keyField,
  pageNo: pageNumber('当前页', 100_000).default(1),
  pageSize: pageNumber('每页条数', 50).default(5),
  sector: entityCode('板块'),
  industry: industryField,
  registeredCapitalStart: capitalBound('注册资本起'),
  registeredCapitalEnd: capitalBound('注册资本止'),
  city: code('城市', /^\d{6}$/, '应为6位行政区划代码'),
  showPlate: entityCode('展示板块'),
});
export type ShowPageQuery = z.output<typeof showPageQuery>;

/** POST nonds/company/selectCompanyPage (hosted '1', listed '2'). */
export const companyPageQuery = z.object({
  tenantId: tenantIdField,
  query: z
    .object({
      current: pageNumber('当前页', 100_000).default(1),
      size: pageNumber('每页条数', 50).default(5),
    })
    .default({ current: 1, size: 5 }),
  company: z.object({
    registerOrListing: z.enum(['1', '2'], { message: '企业类型：应为1（托管）或2（挂牌）' }),
    industry: industryField,
    registeredCapitalGreaterThan: capitalBound('注册资本起'),
    registeredCapitalLessThan: capitalBound('注册资本止'),
    key: keyField,
    cityCodes: regionList('城市'),
    districtCodes: regionList('区县'),
    sectorName: entityCode('挂牌板块'),
    featuredSector: entityCode('特色板块'),
  }),
});
export type CompanyPageQuery = z.output<typeof companyPageQuery>;

export const publicTenantQuery = z.object({ tenantId: tenantIdField });
export const areaQuery = z.object({
  tenantId: tenantIdField,
  provinceCode: code('省份', /^\d{2}(0000)?$/, '应为省级行政区划代码'),
});
export const companyDetailQuery = z.object({
  tenantId: tenantIdField,
  uuid: z.string().uuid({ message: '企业编号：格式不正确' }),
});
export const memberListQuery = z.object({
  tenantId: tenantIdField,
  key: blankless(z.string().trim().max(50, { message: '会员名称：长度不能超过50个字符' })),
  current: pageNumber('当前页', 100_000).default(1),
  size: pageNumber('每页条数', 50).default(10),
});
export const memberDetailQuery = z.object({
  tenantId: tenantIdField,
  id: z.string().uuid({ message: '会员编号：格式不正确' }),
});

/** One card of the showcase. */
export const showcaseCompany = z.object({
  uuid: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  code: z.string().nullable(),
  listCode: z.string().nullable(),
  showCode: z.string().nullable(),
  registerDate: z.string().nullable(),
  listingDate: z.string().nullable(),
  showTimeStart: z.string().nullable(),
  companyType: z.number().int().nullable(),
  industry: z.string().nullable(),
  industryName: z.string().nullable(),
  /** 万元, as a decimal string. */
  registeredCapital: z.string().nullable(),
  logoFileId: z.string().nullable(),
  labelName: z.string().nullable(),
  sector: z.string().nullable(),
  showPlate: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  districtCode: z.string().nullable(),
  districtName: z.string().nullable(),
});
export type ShowcaseCompany = z.infer<typeof showcaseCompany>;
export const showcasePage = page(showcaseCompany);
export type ShowcasePage = z.infer<typeof showcasePage>;

/** A company's public detail: the card's fields and what a visitor may read of the record. */
export const showcaseCompanyDetail = showcaseCompany.extend({
  isRegister: z.boolean(),
  isListing: z.boolean(),
  isShown: z.boolean(),
  registryDate: z.string().nullable(),
  provinceName: z.string().nullable(),
  registeredAddress: z.string().nullable(),
  website: z.string().nullable(),
  mainBusiness: z.string().nullable(),
  businessScope: z.string().nullable(),
  profile: z.string().nullable(),
});
export type ShowcaseCompanyDetail = z.infer<typeof showcaseCompanyDetail>;

export const industryOption = z.object({ dictKey: z.string(), dictValue: z.string() });
export const capitalOption = z.object({
  dictKey: z.string(),
  dictValue: z.string(),
  start: z.number().nullable(),
  end: z.number().nullable(),
});
export const areaOption = z.object({
  name: z.string(),
  code: z.string(),
  parentCode: z.string().nullable(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string().nullable(),
});
export type AreaOption = z.infer<typeof areaOption>;

export const homeFigures = z.object({
  hosted: z.number().int(),
  listed: z.number().int(),
  displayed: z.number().int(),
  investors: z.number().int(),
});
export type HomeFigures = z.infer<typeof homeFigures>;

export const publicMember = z.object({
  id: z.string(),
  custno: z.string(),
  name: z.string(),
  openedAt: z.string().nullable(),
  address: z.string().nullable(),
  companyCount: z.number().int(),
});
export type PublicMember = z.infer<typeof publicMember>;
export const publicMemberPage = page(publicMember);
