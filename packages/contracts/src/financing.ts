import {
  FINANCING_METHODS,
  FINANCING_TEXT_LIMITS,
  type FinancingMethod,
  financingAmountProblem,
  INDUSTRY_SECTIONS,
  type IndustrySection,
} from '@rer/domain';
import { z } from 'zod';
import { investmentZoneAnswer } from './catalogue.js';
import { companyFinancialRow } from './company-record.js';
import { blankless, page, searchPageQuery } from './envelope.js';

/**
 * Investment and financing information (投融资信息, issue 25 part G2, ADR 84): financing needs that
 * enterprises publish after staff review, the public lists, the investment zone's view, the valuation
 * self-test and the capability self-evaluation. Amounts are 万元 as decimal strings.
 */
export const FINANCING_URLS = {
  /** GET: published needs of the tenant (public; filters, server paging). */
  publicList: '/api/rem-registrationbizweb/nonds/financing/list',
  /** GET ?id=: one published need (public). */
  publicDetail: '/api/rem-registrationbizweb/nonds/financing/detail',
  /** POST: the equity valuation self-test (public, nothing stored). */
  valuation: '/api/rem-registrationbizweb/nonds/financing/valuation',
  /** POST: the capability self-evaluation (public, nothing stored). */
  skillEvaluate: '/api/rem-registrationbizweb/nonds/financing/skillEvaluate',
  /** GET: the current enterprise's needs, every status (org zone). */
  mine: '/api/rem-registrationbizweb/financing/mine',
  /** POST: create, or change at the version read (org zone). */
  save: '/api/rem-registrationbizweb/financing/save',
  /** POST {id, version}: withdraw (org zone). */
  withdraw: '/api/rem-registrationbizweb/financing/withdraw',
  /** GET: the investment zone — the gate, then the published needs with the investor's suitability. */
  invest: '/api/rem-registrationbizweb/financing/invest',
  /** POST {needId, message?}: an investor's interest in a published need (investment zone). */
  interest: '/api/rem-registrationbizweb/financing/interest',
  /** GET ?needId=: the interests in one of the enterprise's needs (org zone). */
  interests: '/api/rem-registrationbizweb/financing/interests',
  /** GET: needs to review (register staff). */
  reviewList: '/api/rem-registrationmgrweb/financing/review/list',
  /** POST {id, version, decision, opinion}: approve or return (register staff). */
  review: '/api/rem-registrationmgrweb/financing/review',
} as const;

const METHOD_KEYS = Object.keys(FINANCING_METHODS) as [FinancingMethod, ...FinancingMethod[]];
const INDUSTRY_KEYS = Object.keys(INDUSTRY_SECTIONS) as [IndustrySection, ...IndustrySection[]];

const method = z.enum(METHOD_KEYS, { message: '融资方式：应为1（股权融资）或2（债权融资）' });
const industry = z.enum(INDUSTRY_KEYS, { message: '所属行业：应为国民经济行业分类门类代码A至T' });
/** A form sends '' or null for a field left empty: both mean "not given". */
const emptyless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : v), blankless(schema));
const regionCode = (label: string) =>
  emptyless(
    z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: `${label}：应为6位行政区划代码` }),
  );
export const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label}：不能为空` })
    .trim()
    .min(1, { message: `${label}：不能为空` })
    .max(max, { message: `${label}：长度不能超过${max}个字符` });
export const optionalText = (label: string, max: number) =>
  emptyless(
    z
      .string({ message: `${label}：应为文本` })
      .trim()
      .max(max, { message: `${label}：长度不能超过${max}个字符` }),
  );
const amountWan = z
  .string({ message: '融资金额：不能为空' })
  .trim()
  .min(1, { message: '融资金额：不能为空' })
  .superRefine((v, ctx) => {
    const problem = financingAmountProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: `融资金额：${problem}` });
  });
export const positiveId = (label: string) =>
  z.coerce
    .number({ message: `${label}：应为正整数` })
    .int({ message: `${label}：应为正整数` })
    .positive({ message: `${label}：应为正整数` });

/** The enterprise's need as it writes it; `id` and `version` for a change. */
export const financingSaveBody = z.object({
  id: positiveId('融资需求编号').optional(),
  version: positiveId('版本').optional(),
  title: requiredText('项目名称', FINANCING_TEXT_LIMITS.title),
  method,
  amountWan,
  purpose: requiredText('资金用途', FINANCING_TEXT_LIMITS.purpose),
  industry,
  provinceCode: regionCode('所在省份'),
  cityCode: regionCode('所在城市'),
  districtCode: regionCode('所在区县'),
  description: optionalText('项目介绍', FINANCING_TEXT_LIMITS.description),
});
export type FinancingSaveBody = z.output<typeof financingSaveBody>;

export const financingVersionBody = z.object({ id: positiveId('融资需求编号'), version: positiveId('版本') });
export type FinancingVersionBody = z.output<typeof financingVersionBody>;

export const financingReviewBody = financingVersionBody.extend({
  decision: z.enum(['approve', 'return'], { message: '审核结果：应为approve（通过）或return（退回）' }),
  opinion: optionalText('审核意见', 500),
});
export type FinancingReviewBody = z.output<typeof financingReviewBody>;

const statusFilter = blankless(
  z.coerce
    .number({ message: '状态：应为1至4' })
    .int({ message: '状态：应为1至4' })
    .min(1, { message: '状态：应为1至4' })
    .max(4, { message: '状态：应为1至4' }),
);

/** Filters of the public list and the investment zone. */
export const financingPublicQuery = searchPageQuery.extend({
  keyword: optionalText('关键词', 60),
  method: blankless(method),
  industry: blankless(industry),
  provinceCode: regionCode('所在省份'),
  cityCode: regionCode('所在城市'),
  tenantId: blankless(z.string().regex(/^\d{6}$/, { message: '租户编号：应为6位数字' })),
});
export type FinancingPublicQuery = z.output<typeof financingPublicQuery>;

export const financingDetailQuery = z.object({
  id: positiveId('融资需求编号'),
  tenantId: blankless(z.string().regex(/^\d{6}$/, { message: '租户编号：应为6位数字' })),
});
export type FinancingDetailQuery = z.output<typeof financingDetailQuery>;

export const financingMineQuery = searchPageQuery.extend({ status: statusFilter });
export type FinancingMineQuery = z.output<typeof financingMineQuery>;

export const financingReviewQuery = searchPageQuery.extend({
  status: statusFilter,
  companyName: optionalText('企业名称', 100),
});
export type FinancingReviewQuery = z.output<typeof financingReviewQuery>;

/** What anyone sees of a published need: the enterprise, the project; no person's data. */
export const financingPublicNeed = z.object({
  id: z.number().int(),
  title: z.string(),
  method,
  methodName: z.string(),
  amountWan: z.string(),
  purpose: z.string(),
  industry,
  industryName: z.string(),
  regionName: z.string(),
  description: z.string().nullable(),
  companyName: z.string(),
  publishedAt: z.string().nullable(),
});
export type FinancingPublicNeed = z.infer<typeof financingPublicNeed>;

/** The owner's and staff's view: every field, the status, the review and the version. */
export const financingNeed = financingPublicNeed.extend({
  provinceCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  districtCode: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  reviewOpinion: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  interestCount: z.number().int(),
});
export type FinancingNeed = z.infer<typeof financingNeed>;

export const financingPublicPage = page(financingPublicNeed);
export const financingNeedPage = page(financingNeed);

/** The investor's suitability for a need (适当性): suitable, above its level, or assess first. */
export const financingSuitability = z.object({
  kind: z.enum(['suitable', 'confirm', 'assess']),
  productRiskLevel: z.string(),
  message: z.string().nullable(),
});
export const financingInvestNeed = financingPublicNeed.extend({ suitability: financingSuitability });
export type FinancingInvestNeed = z.infer<typeof financingInvestNeed>;

/** The investment zone: the gate's answer (and a refusal message), then the needs when open. */
export const financingInvestAnswer = z.object({
  gate: investmentZoneAnswer,
  /** Why the zone is closed beyond the gate (an expired qualification), else null. */
  closedMessage: z.string().nullable(),
  needs: page(financingInvestNeed).nullable(),
});
export type FinancingInvestAnswer = z.infer<typeof financingInvestAnswer>;

const amountField = (label: string) =>
  z
    .string({ message: `${label}：不能为空` })
    .trim()
    .min(1, { message: `${label}：不能为空` });
export const valuationBody = z.object({
  industry,
  netProfit: amountField('最近一年净利润'),
  netAssets: amountField('最近一年末净资产'),
  freeCashFlow: amountField('最近一年自由现金流'),
  growthRate: amountField('预计年增长率'),
  discountRate: amountField('折现率'),
});
export type ValuationBody = z.output<typeof valuationBody>;

export const valuationAnswer = z.object({
  industry,
  industryName: z.string(),
  methods: z.array(
    z.object({
      key: z.enum(['pe', 'pb', 'dcf']),
      name: z.string(),
      applicable: z.boolean(),
      low: z.string().nullable(),
      high: z.string().nullable(),
      note: z.string(),
    }),
  ),
  range: z.object({ low: z.string(), high: z.string() }).nullable(),
  methodText: z.array(z.string()),
});
export type ValuationAnswer = z.infer<typeof valuationAnswer>;

export const skillEvaluateBody = z.object({
  answers: z.record(z.string(), z.string(), { message: '答案：应为题号到选项的对应' }),
});
export type SkillEvaluateBody = z.output<typeof skillEvaluateBody>;

export const skillEvaluateAnswer = z.object({
  total: z.number().int(),
  level: z.string(),
  levelText: z.string(),
  dimensions: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      score: z.number().int(),
      max: z.number().int(),
      advice: z.string().nullable(),
    }),
  ),
});
export type SkillEvaluateAnswer = z.infer<typeof skillEvaluateAnswer>;

/** /perfectData: the company record's financing data and what is still missing (ADR 84). */
export const FINANCING_PROFILE_URLS = {
  profile: '/api/rem-registrationbizweb/financing/profile',
  update: '/api/rem-registrationbizweb/financing/profile/update',
} as const;

const profileCell = z.union([z.string(), z.number(), z.null()]);
export const financingProfile = z.object({
  companyId: z.string(),
  companyName: z.string(),
  recordVersion: z.number().int(),
  items: z.array(z.object({ key: z.string(), label: z.string(), done: z.boolean() })),
  financials: z.array(z.record(z.string(), profileCell)),
});
export type FinancingProfile = z.infer<typeof financingProfile>;

/** The financial rows the enterprise supplies, saved into its company record at the version read. */
export const financingProfileBody = z
  .object({
    recordVersion: positiveId('版本号'),
    financials: z.array(companyFinancialRow).max(5, { message: '财务数据：最多填写5个年度' }),
  })
  .superRefine((body, ctx) => {
    const years = body.financials.map((r) => r.year);
    const repeated = years.find((y, i) => years.indexOf(y) !== i);
    if (repeated !== undefined)
      ctx.addIssue({ code: 'custom', path: ['financials'], message: `财务数据：${repeated}年度重复` });
  });
export type FinancingProfileBody = z.output<typeof financingProfileBody>;

export const financingInterestBody = z.object({
  needId: positiveId('融资需求编号'),
  message: optionalText('意向说明', 200),
});
export type FinancingInterestBody = z.output<typeof financingInterestBody>;
export const financingInterestsQuery = z.object({ needId: positiveId('融资需求编号') });
export const financingInterest = z.object({
  id: z.number().int(),
  investorName: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type FinancingInterest = z.infer<typeof financingInterest>;
