import { SHOW_PLATE_CODE } from '@rer/domain';
import { z } from 'zod';
import { blankless, page, searchPageQuery } from './envelope.js';

/**
 * Show plates (展示板块) and the showcase calls (企业展示 550092, 展示服务退出 550901; issue 25,
 * ADR 80). getShowPlateByParam answers a JSON string (002 §7) of `[{key, value}]` (002 §3).
 */
export const SHOWCASE_BUSINESS_URLS = {
  /** GET ?tenantId: the tenant's enabled plates as a JSON string (public, 002 §7). */
  showPlates: '/api/rem-registrationbizweb/nonds/getShowPlateByParam',
  /** GET: every plate of the tenant, enabled or not (register staff). */
  plateList: '/api/rem-registrationmgrweb/showPlate/list',
  /** POST: create (no id) or edit at the version read (register staff). */
  plateSubmit: '/api/rem-registrationmgrweb/showPlate/submit',
  /** GET ?companyName&companyIdNumber: the company a 550092 would display, checked as at submit. */
  companyCheck: '/api/rem-registrationbizweb/showcase/companyCheck',
  /** GET ?tenantId: per city of the tenant's province, companies in custody / listed / displayed (public). */
  cityCounts: '/api/rem-registrationbizweb/nonds/officialWebsite/cityCounts',
  /** GET ?tenantId&kind&cityCode&current&size: those companies, paged (public). */
  companies: '/api/rem-registrationbizweb/nonds/officialWebsite/companies',
} as const;

export const showPlateOption = z.object({ key: z.string(), value: z.string() });
export type ShowPlateOption = z.infer<typeof showPlateOption>;

export const tenantQuery = z.object({
  tenantId: blankless(z.string().regex(/^\d{6}$/, { message: '租户编号：应为6位数字' })),
});

export const showPlateRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
  status: z.union([z.literal(0), z.literal(1)]),
  version: z.number().int(),
  /** Companies displayed on it now. */
  shownCompanies: z.number().int().nonnegative(),
});
export type ShowPlateRow = z.infer<typeof showPlateRow>;

export const showPlateSubmitBody = z.object({
  id: z
    .number({ message: '板块编号：应为整数' })
    .int({ message: '板块编号：应为整数' })
    .positive()
    .optional(),
  version: z.number({ message: '版本：应为整数' }).int({ message: '版本：应为整数' }).positive().optional(),
  code: z
    .string({ message: '板块代码：此项为必填项！' })
    .trim()
    .regex(SHOW_PLATE_CODE, { message: '板块代码：应为2到20位字母、数字或下划线' }),
  name: z
    .string({ message: '板块名称：此项为必填项！' })
    .trim()
    .min(1, { message: '板块名称：此项为必填项！' })
    .max(50, { message: '板块名称：不能超过50个字符' }),
  sortOrder: z
    .number({ message: '排序：应为整数' })
    .int({ message: '排序：应为整数' })
    .min(0, { message: '排序：必须在0到9999之间' })
    .max(9999, { message: '排序：必须在0到9999之间' })
    .default(0),
  status: z.union([z.literal(0), z.literal(1)], { message: '状态：应为0（停用）或1（启用）' }).default(1),
});
export type ShowPlateSubmitBody = z.output<typeof showPlateSubmitBody>;

export const showcaseCompanyCheckQuery = z.object({
  companyName: blankless(z.string().max(200, { message: '企业名称：不能超过200个字符' })),
  companyIdNumber: blankless(z.string().max(18, { message: '证件号码：不能超过18个字符' })),
});
export type ShowcaseCompanyCheckQuery = z.output<typeof showcaseCompanyCheckQuery>;

export const showcaseCompanyCheck = z.object({
  uuid: z.string(),
  name: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  showStatus: z.number().int().nullable(),
  showCode: z.string().nullable(),
  showPlate: z.string().nullable(),
  showTimeStart: z.string().nullable(),
});
export type ShowcaseCompanyCheck = z.infer<typeof showcaseCompanyCheck>;

/** The official website's three kinds of company (ADR 80): in custody, listed, displayed. */
export const OFFICIAL_COMPANY_KINDS = { custody: '托管企业', listed: '挂牌企业', shown: '展示企业' } as const;
export type OfficialCompanyKind = keyof typeof OFFICIAL_COMPANY_KINDS;

export const cityCount = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  custody: z.number().int().nonnegative(),
  listed: z.number().int().nonnegative(),
  shown: z.number().int().nonnegative(),
});
export type CityCount = z.infer<typeof cityCount>;
export const cityCounts = z.object({
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  cities: z.array(cityCount),
});
export type CityCounts = z.infer<typeof cityCounts>;

export const officialCompaniesQuery = searchPageQuery.extend({
  tenantId: tenantQuery.shape.tenantId,
  kind: z.enum(['custody', 'listed', 'shown'], { message: '企业类别：应为custody、listed或shown' }),
  cityCode: blankless(z.string().regex(/^\d{6}$/, { message: '城市代码：应为6位数字' })),
  key: blankless(z.string().max(100, { message: '企业名称或代码：不能超过100个字符' })),
});
export type OfficialCompaniesQuery = z.output<typeof officialCompaniesQuery>;

export const officialCompany = z.object({
  uuid: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  code: z.string().nullable(),
  cityName: z.string().nullable(),
  since: z.string().nullable(),
  showPlateName: z.string().nullable(),
});
export type OfficialCompany = z.infer<typeof officialCompany>;
export const officialCompanyPage = page(officialCompany);
