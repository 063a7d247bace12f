import { z } from 'zod';
import { companyServiceRow } from './company-search.js';
import { blankless, searchPageQuery } from './envelope.js';

/** The SRDI board's calls (issue 25, ADR 81; 002 §7 names the companyHitech ones). */
const BIZ = '/api/rem-registrationbizweb';
export const SRDI_URLS = {
  questionnaire: `${BIZ}/questionnaire/detailInfoByCode`,
  byElement: `${BIZ}/companyHitech/getCompanyHitechByElement`,
  recordByName: `${BIZ}/companyHitech/getCompanyRecordByName`,
  preInfoByName: `${BIZ}/companyHitech/preHitechInfoByNameNew`,
  detailByUuid: `${BIZ}/companyHitech/detailInfoByUUID`,
  lastEvaluationForm: `${BIZ}/companyHitech/getLastEvaluationForm`,
  /** The signed-in enterprise's own SRDI status and service rows (/companyHitechInfo, /companyServiceApply). */
  mine: `${BIZ}/companyHitech/mine`,
  publicPage: `${BIZ}/nonds/companyHitech/page`,
  publicDetail: `${BIZ}/nonds/companyHitech/detail`,
  publicSummary: `${BIZ}/nonds/companyHitech/summary`,
} as const;

const tenantIdParam = blankless(z.string().regex(/^\d{6}$/, { message: '租户编号：应为6位数字' }));
const uuidOf = (label: string) => z.uuid({ message: `${label}：格式不正确` });
const nameParam = z
  .string({ message: '企业名称：不能为空' })
  .trim()
  .min(1, { message: '企业名称：不能为空' })
  .max(200, { message: '企业名称：长度不能超过200个字符' });

export const questionnaireQuery = z.object({
  code: z.enum(['companyHitech'], { message: '问卷编码：应为companyHitech' }),
  type: blankless(z.string().max(20, { message: '问卷类型：长度不能超过20个字符' })),
});
export const hitechElementQuery = z.object({
  name: nameParam,
  idType: blankless(z.string().max(10, { message: '证件类型：长度不能超过10个字符' })),
  idNumber: blankless(z.string().trim().max(50, { message: '证件号码：长度不能超过50个字符' })),
});
export const hitechNameQuery = z.object({ name: nameParam });
export const hitechUuidQuery = z.object({ uuid: uuidOf('编号') });

export const SRDI_TIERS = { standard: '标准层', incubation: '培育层' } as const;
export type SrdiTierKey = keyof typeof SRDI_TIERS;
const tierEnum = z.enum(['standard', 'incubation'], {
  message: '层级：应为standard（标准层）或incubation（培育层）',
});

export const srdiPublicPageQuery = searchPageQuery.extend({
  tenantId: tenantIdParam,
  tier: blankless(tierEnum),
  key: blankless(z.string().trim().max(100, { message: '关键字：长度不能超过100个字符' })),
});
export type SrdiPublicPageQuery = z.output<typeof srdiPublicPageQuery>;
export const srdiPublicDetailQuery = z.object({ tenantId: tenantIdParam, uuid: uuidOf('编号') });
export const srdiPublicSummaryQuery = z.object({ tenantId: tenantIdParam });

export const scoreRowSchema = z.object({
  level1: z.string(),
  level2: z.string(),
  detail: z.string(),
  satisfied: z.boolean(),
  score: z.number().int(),
  max: z.number().int(),
});
export type ScoreRowAnswer = z.infer<typeof scoreRowSchema>;

/** One company on the board, as the public list shows it. */
export const srdiListItem = z.object({
  uuid: z.string(),
  companyUuid: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  code: z.string().nullable(),
  listCode: z.string().nullable(),
  industry: z.string().nullable(),
  tier: tierEnum,
  tierName: z.string(),
  admittedOn: z.string(),
});
export type SrdiListItem = z.infer<typeof srdiListItem>;

export const srdiPublicDetail = srdiListItem.extend({
  registeredAddress: z.string().nullable(),
  mainBusiness: z.string().nullable(),
  products: z.array(z.object({ name: z.string(), releaseDate: z.string().nullable() })),
});
export type SrdiPublicDetail = z.infer<typeof srdiPublicDetail>;

export const srdiSummary = z.object({ standard: z.number().int(), incubation: z.number().int() });
export type SrdiSummary = z.infer<typeof srdiSummary>;

/** A board record in full (detailInfoByUUID, the enterprise's own view). */
export const srdiRecordDetail = srdiListItem.extend({
  status: z.enum(['1', '2']),
  bizSn: z.string(),
  totalScore: z.number().int(),
  rows: z.array(scoreRowSchema),
  exitedOn: z.string().nullable(),
});
export type SrdiRecordDetail = z.infer<typeof srdiRecordDetail>;

/** getCompanyHitechByElement: the company's standing for 550200 (002 §4). */
export const hitechStanding = z.object({
  companyUuid: z.string(),
  name: z.string(),
  idType: z.string().nullable(),
  idNumber: z.string().nullable(),
  isRegister: z.boolean(),
  isListing: z.boolean(),
  /** '1' admitted, '0' a former record exists, null never applied. */
  hitechStatus: z.enum(['0', '1']).nullable(),
  recordUuid: z.string().nullable(),
});
export type HitechStanding = z.infer<typeof hitechStanding>;

export const srdiMine = z.object({
  standing: hitechStanding.nullable(),
  record: srdiRecordDetail.nullable(),
  services: z.array(companyServiceRow),
});
export type SrdiMine = z.infer<typeof srdiMine>;
