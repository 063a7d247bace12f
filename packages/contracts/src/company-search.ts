import { z } from 'zod';
import { blankless, page, searchPageQuery } from './envelope.js';

/**
 * Staff search of companies and the company page's service rows (issue 21, ADR 52).
 * GET /api/rem-registrationmgrweb/company/search?name=&creditCode=&custodyStatus=&current=&size=
 */
export const COMPANY_SEARCH_URL = '/api/rem-registrationmgrweb/company/search';
/** GET /api/rem-registrationbizweb/company/record/services?companyId= */
export const COMPANY_SERVICES_URL = '/api/rem-registrationbizweb/company/record/services';

/** 已托管 / 未托管. */
export const CUSTODY_STATUSES = [
  { value: '1', label: '已托管' },
  { value: '0', label: '未托管' },
] as const;

export const companySearchQuery = searchPageQuery.extend({
  name: blankless(z.string().trim().max(100, { message: '企业名称：长度不能超过100个字符' })),
  creditCode: blankless(
    z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[0-9A-Z]{18}$/.test(v), {
        message: '统一社会信用代码：应为18位数字或大写字母',
      }),
  ),
  custodyStatus: blankless(z.enum(['0', '1'], { message: '托管状态：应为1（已托管）或0（未托管）' })),
});
export type CompanySearchQuery = z.output<typeof companySearchQuery>;

export const companySearchRow = z.object({
  companyId: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  creditCode: z.string().nullable(),
  /** 托管代码. */
  code: z.string().nullable(),
  companyType: z.number().int().nullable(),
  /** 1 已托管, 0 未托管. */
  isRegister: z.union([z.literal(0), z.literal(1)]),
  registerDate: z.string().nullable(),
  issuedShares: z.string(),
});
export type CompanySearchRow = z.infer<typeof companySearchRow>;
export const companySearchPage = page(companySearchRow);
export type CompanySearchPage = z.infer<typeof companySearchPage>;

/** A service period of the company (001 §3.18): type 1 托管, 2 展示, 3 专精特新; status 1 服务中, 2 已退出. */
export const companyServiceRow = z.object({
  serviceType: z.string(),
  serviceStatus: z.string(),
  serviceStatusStartDate: z.string(),
  serviceStatusEndDate: z.string().nullable(),
  bizSn: z.string().nullable(),
});
export type CompanyServiceRow = z.infer<typeof companyServiceRow>;

/** GET /api/rem-registrationbizweb/company/record/patents?companyId= (ADR 52 amendment). */
export const COMPANY_PATENTS_URL = '/api/rem-registrationbizweb/company/record/patents';

const text = z.string().nullable();

/** A pledge-financing row of a patent (001 §3.5 patentCnPledgeInfo). */
export const companyPatentPledge = z.object({
  financialOrg: text,
  financialProduct: text,
  financialDate: text,
  financialAmount: text,
});
/** A family-patent row (001 §3.5 patentCnFamilyInfo). */
export const companyPatentFamily = z.object({
  familyApplyArea: text,
  familyApplyDate: text,
  familyCertOrg: text,
  familyPatentId: text,
  familyPatentName: text,
});

/**
 * One patent of the company (001 §3.5), as the 550001 completion recorded it (company_patent):
 * codes with their names when the form carried them; empty fields are null.
 */
export const companyPatentRow = z.object({
  name: text,
  patentNo: text,
  type: text,
  typeName: text,
  legalStatus: text,
  legalStatusName: text,
  applyNo: text,
  applyDate: text,
  publicNo: text,
  publicDate: text,
  transferDate: text,
  applicants: text,
  pledgerFinancing: text,
  hasOtherPatent: text,
  hasFamilyPatent: text,
  patentCnPledgeInfo: z.array(companyPatentPledge),
  patentCnFamilyInfo: z.array(companyPatentFamily),
  /** The application whose completion recorded it. */
  applicationId: text,
});
export type CompanyPatentRow = z.infer<typeof companyPatentRow>;
