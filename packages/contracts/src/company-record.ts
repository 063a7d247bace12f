import { recordFieldLabel } from '@rer/domain';
import { z } from 'zod';
import {
  companyAccountManagerSection,
  companyBasicSection,
  companyControllersSection,
  companyEvaluationSection,
  companyLayeringSection,
  companyLegalSection,
  companyRecommendedUnitSection,
  companyStaffingSection,
  companySupplementsSection,
  recordAmount,
  recordCode,
  recordCount,
  recordDate,
  recordRatio,
  recordText,
  uscOk,
} from './company-record-sections.js';

export * from './company-record-sections.js';

/** The company record's calls (issue 21, ADR 45). */
export const COMPANY_BIZ = '/api/rem-registrationbizweb/company';
export const COMPANY_MGR = '/api/rem-registrationmgrweb/company';

const rows = <T extends z.ZodType>(name: string, row: T, max = 200) =>
  z
    .array(row, { message: `${name}：应为列表` })
    .max(max, { message: `${name}：不能超过${max}行` })
    .optional();

const year = (path: string) =>
  z
    .number({ message: `${path}：应为年份` })
    .int({ message: `${path}：应为整数年份` })
    .min(1900, { message: `${path}：应在1900年到2200年之间` })
    .max(2200, { message: `${path}：应在1900年到2200年之间` });

export const companyFormerNameRow = z.strictObject({
  name: z
    .string({ message: '曾用名：不能为空' })
    .trim()
    .min(1, { message: '曾用名：不能为空' })
    .max(200, { message: '曾用名：长度不能超过200个字符' }),
  changedOn: recordDate('formerNames.changedOn', { notFuture: true }),
});

const fin = (key: string) => recordAmount(`financials.${key}`, { signed: true });
export const companyFinancialRow = z.strictObject({
  year: year('年度'),
  totalBusinessRevenue: fin('totalBusinessRevenue'),
  mainBusinessRevenue: fin('mainBusinessRevenue'),
  totalLiabilities: fin('totalLiabilities'),
  totalAssets: fin('totalAssets'),
  totalRndExpense: fin('totalRndExpense'),
  netProfit: fin('netProfit'),
  equityFinancingIncrease: fin('equityFinancingIncrease'),
  eventCash: fin('eventCash'),
  practitioner: recordCount('financials.practitioner'),
  staffNumber: recordCount('financials.staffNumber'),
  rndStaffNumber: recordCount('financials.rndStaffNumber'),
});

const t = (path: string, max = 200) => recordText(path, max);
/** The history tables kept as rows of `company_list_row`, each with its own columns. */
export const companyListRows = {
  investments: z.strictObject({
    investorOrg: t('investments.investorOrg'),
    investorType: recordCode('investments.investorType'),
    financeAmount: recordAmount('investments.financeAmount'),
  }),
  certificates: z.strictObject({
    certType: t('certificates.certType', 100),
    certYear: t('certificates.certYear', 4),
    certifyResult: t('certificates.certifyResult', 100),
    lastReviewYear: t('certificates.lastReviewYear', 4),
    reviewResult: t('certificates.reviewResult', 100),
    validityYears: recordCount('certificates.validityYears'),
  }),
  credentials: z.strictObject({
    credentialType: t('credentials.credentialType', 100),
    credentialNo: t('credentials.credentialNo', 100),
    issueOrg: t('credentials.issueOrg'),
    status: t('credentials.status', 30),
    issueDate: recordDate('credentials.issueDate'),
    expiredDate: recordDate('credentials.expiredDate'),
  }),
  awards: z.strictObject({
    awardYear: t('awards.awardYear', 4),
    awardName: t('awards.awardName'),
    rank: t('awards.rank', 50),
    awardLevel: t('awards.awardLevel', 50),
  }),
  cnmaker: z.strictObject({
    year: t('cnmaker.year', 4),
    projectName: t('cnmaker.projectName'),
    rank: t('cnmaker.rank', 50),
    group: t('cnmaker.group', 50),
  }),
  rndOrgs: z.strictObject({ orgName: t('rndOrgs.orgName'), orgLevel: t('rndOrgs.orgLevel', 50) }),
  products: z.strictObject({
    name: t('products.name'),
    spec: t('products.spec'),
    releaseDate: recordDate('products.releaseDate'),
    industry: recordCode('products.industry'),
    hasTrademark: z.boolean({ message: '是否有商标：应为是或否' }).nullable().optional(),
    trademarkNo: t('products.trademarkNo', 50),
    yearRevenue: t('products.yearRevenue', 4),
    businessRevenue: recordAmount('products.businessRevenue'),
    marketSeg: t('products.marketSeg'),
    marketShare: recordRatio('products.marketShare'),
  }),
  trademarks: z.strictObject({
    name: t('trademarks.name'),
    applyNo: t('trademarks.applyNo', 50),
    applyDate: recordDate('trademarks.applyDate'),
    status: t('trademarks.status', 30),
    reviewDate: recordDate('trademarks.reviewDate'),
    registryDate: recordDate('trademarks.registryDate'),
  }),
  complianceMotions: z.strictObject({
    motionName: t('complianceMotions.motionName'),
    motionValue: t('complianceMotions.motionValue', 2000),
  }),
  contacts: z.strictObject({
    contactName: t('contacts.contactName', 100),
    contactIdType: recordCode('contacts.contactIdType'),
    contactIdNumber: t('contacts.contactIdNumber', 64),
    contactPhone: t('contacts.contactPhone', 30),
  }),
} as const;
export type CompanyListSection = keyof typeof companyListRows;
export const COMPANY_LIST_SECTIONS = Object.keys(companyListRows) as CompanyListSection[];

/** The one-group sections kept in `company_section`. */
export const companyOneSections = {
  legal: companyLegalSection,
  staffing: companyStaffingSection,
  controllers: companyControllersSection,
  supplements: companySupplementsSection,
  evaluation: companyEvaluationSection,
  recommendedUnit: companyRecommendedUnitSection,
  accountManager: companyAccountManagerSection,
} as const;
export type CompanyOneSection = keyof typeof companyOneSections;
export const COMPANY_ONE_SECTIONS = Object.keys(companyOneSections) as CompanyOneSection[];

const sectionChanges = {
  layering: companyLayeringSection.optional(),
  basic: companyBasicSection.optional(),
  legal: companyOneSections.legal.optional(),
  staffing: companyOneSections.staffing.optional(),
  controllers: companyOneSections.controllers.optional(),
  supplements: companyOneSections.supplements.optional(),
  evaluation: companyOneSections.evaluation.optional(),
  recommendedUnit: companyOneSections.recommendedUnit.optional(),
  accountManager: companyOneSections.accountManager.optional(),
  formerNames: rows('曾用名', companyFormerNameRow, 50),
  financials: rows('财务数据', companyFinancialRow, 30),
  investments: rows(recordFieldLabel('investments') ?? 'investments', companyListRows.investments),
  certificates: rows(recordFieldLabel('certificates') ?? 'certificates', companyListRows.certificates),
  credentials: rows(recordFieldLabel('credentials') ?? 'credentials', companyListRows.credentials),
  awards: rows(recordFieldLabel('awards') ?? 'awards', companyListRows.awards),
  cnmaker: rows(recordFieldLabel('cnmaker') ?? 'cnmaker', companyListRows.cnmaker),
  rndOrgs: rows(recordFieldLabel('rndOrgs') ?? 'rndOrgs', companyListRows.rndOrgs),
  products: rows(recordFieldLabel('products') ?? 'products', companyListRows.products),
  trademarks: rows(recordFieldLabel('trademarks') ?? 'trademarks', companyListRows.trademarks),
  complianceMotions: rows(
    recordFieldLabel('complianceMotions') ?? 'complianceMotions',
    companyListRows.complianceMotions,
  ),
  contacts: rows(recordFieldLabel('contacts') ?? 'contacts', companyListRows.contacts),
};

/** The sections a change may carry; a section sent replaces the stored one (basic: its fields). */
export const COMPANY_CHANGE_SECTIONS = Object.keys(sectionChanges);

/**
 * A change of the record at the version read (`recordVersion`, optimistic): 409 when another
 * change came first. At least one section; years of financials unique.
 */
export const companyRecordUpdateBody = z
  .strictObject({
    companyId: z.string({ message: '企业：不能为空' }).uuid({ message: '企业：格式不正确' }),
    recordVersion: z
      .number({ message: '版本号：不能为空' })
      .int({ message: '版本号：应为正整数' })
      .positive({ message: '版本号：应为正整数' }),
    reason: z
      .string({ message: '修改原因：应为文本' })
      .trim()
      .max(500, { message: '修改原因：长度不能超过500个字符' })
      .optional(),
    ...sectionChanges,
  })
  .superRefine((body, ctx) => {
    if (!COMPANY_CHANGE_SECTIONS.some((k) => (body as Record<string, unknown>)[k] !== undefined))
      ctx.addIssue({ code: 'custom', path: [], message: '请至少修改一项企业信息' });
    const years = (body.financials ?? []).map((r) => r.year);
    const repeated = years.find((y, i) => years.indexOf(y) !== i);
    if (repeated !== undefined)
      ctx.addIssue({ code: 'custom', path: ['financials'], message: `财务数据：${repeated}年度重复` });
    if (body.basic && !uscOk(body.basic.idType, body.basic.idNumber))
      ctx.addIssue({
        code: 'custom',
        path: ['basic', 'idNumber'],
        message: '证件号码：请输入正确的统一社会信用代码',
      });
  });
export type CompanyRecordUpdateBody = z.output<typeof companyRecordUpdateBody>;

export const companyRecordUpdateAnswer = z.object({ companyId: z.string(), recordVersion: z.number().int() });

export const companyIdQuery = z.object({
  companyId: z.string({ message: '企业：不能为空' }).uuid({ message: '企业：格式不正确' }),
});

/** getCompanyInfoByCID (002 §7): `cid` is the company's uuid or its 托管代码. */
export const companyByCidQuery = z.object({
  cid: z
    .string({ message: '企业编号：不能为空' })
    .trim()
    .min(1, { message: '企业编号：不能为空' })
    .max(64, { message: '企业编号：长度不能超过64个字符' }),
});
export const companyByNameQuery = z.object({
  name: z
    .string({ message: '企业名称：不能为空' })
    .trim()
    .min(1, { message: '企业名称：不能为空' })
    .max(200, { message: '企业名称：长度不能超过200个字符' }),
});
export const companyAndLegalQuery = z
  .object({
    companyName: z.string().trim().max(200, { message: '企业名称：长度不能超过200个字符' }).optional(),
    companyIdType: z.string().trim().max(8, { message: '证件类型：长度不能超过8个字符' }).optional(),
    companyIdNumber: z.string().trim().max(64, { message: '证件号码：长度不能超过64个字符' }).optional(),
  })
  .refine((q) => Boolean(q.companyName || q.companyIdNumber), {
    message: '企业名称或证件号码：请至少填写一项',
  });

const amountText = z.string().nullable();
export const capitalDeadlineAnswer = z.object({
  kind: z.enum(['not-applicable', 'paid', 'due', 'overdue']),
  deadline: z.string().optional(),
  daysLeft: z.number().int().optional(),
  basis: z.string().optional(),
  warn: z.boolean().optional(),
  message: z.string().optional(),
  reason: z.string().optional(),
});

/** The company's basic information as the prefill calls answer it. */
export const companyInfoAnswer = z.object({
  uuid: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  code: z.string().nullable(),
  listCode: z.string().nullable(),
  companyType: z.number().int().nullable(),
  idType: z.string().nullable(),
  idNumber: z.string().nullable(),
  registryDate: z.string().nullable(),
  registeredCapital: amountText,
  registeredCapitalCurrency: z.string(),
  paidInCapital: amountText,
  paidInCapitalCurrency: z.string(),
  industryKey: z.string().nullable(),
  csrcIndustryKey: z.string().nullable(),
  provinceCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  districtCode: z.string().nullable(),
  registeredAddress: z.string().nullable(),
  isRegister: z.number().int(),
  isListing: z.number().int(),
  hitechStatus: z.number().int().nullable(),
});
export type CompanyInfoAnswer = z.infer<typeof companyInfoAnswer>;

const loose = z.record(z.string(), z.unknown());
export const companyRecordAnswer = z.object({
  companyId: z.string(),
  recordVersion: z.number().int(),
  info: companyInfoAnswer,
  layering: loose,
  basic: loose,
  sections: z.record(z.string(), loose),
  formerNames: z.array(loose),
  financials: z.array(loose),
  lists: z.record(z.string(), z.array(loose)),
  capitalDeadline: capitalDeadlineAnswer,
});
export type CompanyRecordAnswer = z.infer<typeof companyRecordAnswer>;

export const companyAndLegalAnswer = z.object({
  companyInfo: companyInfoAnswer.nullable(),
  legalInfo: loose.nullable(),
  /** isRegister: the company is in custody, a public fact (the showcase lists it) every caller learns. */
  role: z.object({ hasRole: z.number().int(), isRegister: z.number().int() }),
});

export const companyRevisionAnswer = z.object({
  recordVersion: z.number().int(),
  actorName: z.string(),
  applicationId: z.string().nullable(),
  reason: z.string().nullable(),
  sections: z.array(z.string()),
  before: loose,
  after: loose,
  occurredAt: z.string(),
});
