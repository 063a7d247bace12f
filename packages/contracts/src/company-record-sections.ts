import {
  isDateNotInFuture,
  isMobileNumber,
  isUnifiedSocialCreditCode,
  isValidDateString,
  recordFieldLabel,
} from '@rer/domain';
import { z } from 'zod';

/**
 * zod schemas of the company record's sections (002 §3, ADR 45). Every refusal names the field
 * by its Chinese label from the domain's `COMPANY_RECORD_SECTIONS` (成立日期：日期格式不正确…).
 * Empty text is stored as null; amounts are plain decimal strings (元 for capital, 万元 for
 * financials), never floats.
 */

const label = (path: string): string => {
  const found = recordFieldLabel(path);
  if (!found) throw new Error(`company record field without a label: ${path}`);
  return found;
};

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const recordText = (path: string, max = 200) =>
  z.preprocess(
    blankToNull,
    z
      .string({ message: `${label(path)}：应为文本` })
      .trim()
      .max(max, { message: `${label(path)}：长度不能超过${max}个字符` })
      .nullable()
      .optional(),
  );

/** A dictionary key (checked against the tenant's dictionary by the service). */
export const recordCode = (path: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ message: `${label(path)}：应为字典编码` })
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, { message: `${label(path)}：字典编码格式不正确` })
      .nullable()
      .optional(),
  );

export const recordDate = (path: string, options: { notFuture?: boolean } = {}) =>
  z.preprocess(
    blankToNull,
    z
      .string({ message: `${label(path)}：应为日期` })
      .refine(isValidDateString, {
        message: `${label(path)}：日期格式不正确，应为yyyy-MM-dd`,
        abort: true,
      })
      .refine((v) => !options.notFuture || isDateNotInFuture(v), {
        message: `${label(path)}：不能晚于今天`,
      })
      .nullable()
      .optional(),
  );

const DECIMAL = /^\d{1,18}(\.\d{1,6})?$/;
const SIGNED_DECIMAL = /^-?\d{1,14}(\.\d{1,6})?$/;

/** A non-negative amount, at most six decimals (元 or 万元 by the field's label). */
export const recordAmount = (path: string, options: { signed?: boolean } = {}) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : blankToNull(v)),
    z
      .string({ message: `${label(path)}：应为数字` })
      .trim()
      .regex(options.signed ? SIGNED_DECIMAL : DECIMAL, {
        message: options.signed
          ? `${label(path)}：请输入不超过六位小数的数`
          : `${label(path)}：请输入不超过六位小数的非负数`,
      })
      .nullable()
      .optional(),
  );

export const recordCount = (path: string) =>
  z.preprocess(
    blankToNull,
    z
      .number({ message: `${label(path)}：应为整数` })
      .int({ message: `${label(path)}：应为整数` })
      .min(0, { message: `${label(path)}：不能小于0` })
      .max(100_000_000, { message: `${label(path)}：不能超过100000000` })
      .nullable()
      .optional(),
  );

/** A percentage 0–100, trimmed to four decimals (002 §5 shareholding ratio). */
export const recordRatio = (path: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : blankToNull(v)),
    z
      .string({ message: `${label(path)}：应为数字` })
      .trim()
      .regex(/^\d{1,3}(\.\d+)?$/, { message: `${label(path)}：应为0到100之间的数` })
      .refine((v) => Number(v) <= 100, { message: `${label(path)}：应为0到100之间的数` })
      .transform((v) => v.replace(/^(\d+\.\d{4})\d+$/, '$1'))
      .nullable()
      .optional(),
  );

const recordMobile = (path: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ message: `${label(path)}：应为文本` })
      .trim()
      .refine(isMobileNumber, { message: `${label(path)}：请输入正确的手机号码` })
      .nullable()
      .optional(),
  );

const recordEmail = (path: string) =>
  z.preprocess(
    blankToNull,
    z
      .email({ message: `${label(path)}：格式不正确，应为电子邮箱地址` })
      .max(100)
      .nullable()
      .optional(),
  );

const regionCode = (path: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ message: `${label(path)}：应为行政区划代码` })
      .regex(/^\d{6}$/, { message: `${label(path)}：应为6位行政区划代码` })
      .nullable()
      .optional(),
  );

const currency = (path: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ message: `${label(path)}：应为币种代码` })
      .regex(/^[A-Z]{3}$/, { message: `${label(path)}：应为3位大写币种代码（如CNY）` })
      .nullable()
      .optional(),
  );

const b = (key: string) => `basic.${key}`;

/** 基本信息: every field optional in a change (only the fields sent change; null clears). */
export const companyBasicSection = z.strictObject({
  name: z
    .string({ message: '企业名称：不能为空' })
    .trim()
    .min(1, { message: '企业名称：不能为空' })
    .max(200, { message: '企业名称：长度不能超过200个字符' })
    .optional(),
  shortName: recordText(b('shortName'), 50),
  englishName: recordText(b('englishName'), 300),
  orgNature: recordCode(b('orgNature')),
  ownershipNature: recordCode(b('ownershipNature')),
  economicType: recordCode(b('economicType')),
  companyType: z
    .union([z.literal(1), z.literal(2), z.literal(3)], {
      message: '公司类型：只能为1（有限责任公司）、2（股份有限公司）或3（有限合伙企业）',
    })
    .nullable()
    .optional(),
  marketSubject: recordCode(b('marketSubject')),
  scaleType: recordCode(b('scaleType')),
  personnelSize: recordCode(b('personnelSize')),
  idType: recordCode(b('idType')),
  idNumber: recordText(b('idNumber'), 64),
  registryDate: recordDate(b('registryDate'), { notFuture: true }),
  industryKey: recordCode(b('industryKey')),
  registeredCapital: recordAmount(b('registeredCapital')),
  registeredCapitalCurrency: currency(b('registeredCapitalCurrency')),
  paidInCapital: recordAmount(b('paidInCapital')),
  paidInCapitalCurrency: currency(b('paidInCapitalCurrency')),
  capitalDueDate: recordDate(b('capitalDueDate')),
  provinceCode: regionCode(b('provinceCode')),
  cityCode: regionCode(b('cityCode')),
  districtCode: regionCode(b('districtCode')),
  registeredAddress: recordText(b('registeredAddress'), 300),
  officeAddress: recordText(b('officeAddress'), 300),
  contactAddress: recordText(b('contactAddress'), 300),
  contactPhone: recordText(b('contactPhone'), 30),
  fax: recordText(b('fax'), 30),
  postalCode: z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^\d{6}$/, { message: '邮政编码：应为6位数字' })
      .nullable()
      .optional(),
  ),
  website: recordText(b('website'), 200),
  mailBox: recordEmail(b('mailBox')),
  shareholdersNumber: recordCount(b('shareholdersNumber')),
  invoiceBank: recordText(b('invoiceBank'), 100),
  invoiceAccount: z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^[0-9-]{4,40}$/, { message: '开票账号：应为4到40位数字' })
      .nullable()
      .optional(),
  ),
  invoiceAddress: recordText(b('invoiceAddress'), 300),
  invoicePhone: recordText(b('invoicePhone'), 30),
  approvalDate: recordDate(b('approvalDate'), { notFuture: true }),
  insuredNumber: recordCount(b('insuredNumber')),
  companyStatus: recordText(b('companyStatus'), 30),
  revocationReason: recordText(b('revocationReason'), 500),
  revocationDate: recordDate(b('revocationDate'), { notFuture: true }),
  deregistrationReason: recordText(b('deregistrationReason'), 500),
  deregistrationDate: recordDate(b('deregistrationDate'), { notFuture: true }),
  csrcIndustryKey: recordCode(b('csrcIndustryKey')),
  emergingIndustry: recordText(b('emergingIndustry'), 100),
  keyIndustrialFields: recordText(b('keyIndustrialFields'), 200),
  actualEffect: recordText(b('actualEffect'), 500),
  businessScope: recordText(b('businessScope'), 4000),
  mainBusiness: recordText(b('mainBusiness'), 2000),
  profile: recordText(b('profile'), 4000),
});
export type CompanyBasicChange = z.output<typeof companyBasicSection>;

/** The USCC check of 证件号码 when 证件类型 is 11 (统一社会信用代码). */
export function uscOk(idType: string | null | undefined, idNumber: string | null | undefined): boolean {
  return idType !== '11' || !idNumber || isUnifiedSocialCreditCode(idNumber);
}

export const companyLayeringSection = z.strictObject({
  appliedTier: recordCode('layering.appliedTier'),
  transferBoardIntention: recordText('layering.transferBoardIntention', 100),
});

export const companyLegalSection = z.strictObject({
  name: recordText('legal.name', 100),
  idType: recordCode('legal.idType'),
  idNumber: recordText('legal.idNumber', 64),
  mobile: recordMobile('legal.mobile'),
  contactAddress: recordText('legal.contactAddress', 300),
  email: recordEmail('legal.email'),
});

export const companyStaffingSection = z.strictObject({
  staffCount: recordCount('staffing.staffCount'),
  cpaHolders: recordCount('staffing.cpaHolders'),
  judicialExamPassers: recordCount('staffing.judicialExamPassers'),
  securitiesQualified: recordCount('staffing.securitiesQualified'),
  otherStaff: recordCount('staffing.otherStaff'),
  statisticsEndDate: recordDate('staffing.statisticsEndDate'),
});

const holderTriple = (prefix: string) => ({
  [`${prefix}Name`]: recordText(`controllers.${prefix}Name`, 200),
  [`${prefix}Held`]: recordAmount(`controllers.${prefix}Held`),
  [`${prefix}Ratio`]: recordRatio(`controllers.${prefix}Ratio`),
});
export const companyControllersSection = z.strictObject({
  ...holderTriple('firstShareholder'),
  ...holderTriple('controllingShareholder'),
  ...holderTriple('actualController'),
});

export const companySupplementsSection = z.strictObject({
  openDate: recordDate('supplements.openDate'),
  cancelDate: recordDate('supplements.cancelDate'),
  financingRounds: recordText('supplements.financingRounds', 50),
  mainProductIntroduction: recordText('supplements.mainProductIntroduction', 2000),
});

export const companyEvaluationSection = z.strictObject({
  localCharacteristic: recordText('evaluation.localCharacteristic', 200),
  prohibitedClass: recordText('evaluation.prohibitedClass', 200),
  keyLink: recordText('evaluation.keyLink', 200),
  leadingProducts: recordText('evaluation.leadingProducts', 500),
  qualityAssurance: recordText('evaluation.qualityAssurance', 200),
  digitalization: recordText('evaluation.digitalization', 200),
  marketShare: recordRatio('evaluation.marketShare'),
});

export const companyRecommendedUnitSection = z.strictObject({
  ruType: recordCode('recommendedUnit.ruType'),
  ruName: recordText('recommendedUnit.ruName', 200),
  ruAttachments: z
    .array(z.string().max(64), { message: '推荐材料：应为附件编号列表' })
    .max(20, { message: '推荐材料：不能超过20个' })
    .optional(),
});

export const companyAccountManagerSection = z.strictObject({
  managerName: recordText('accountManager.managerName', 100),
  managerPhone: recordMobile('accountManager.managerPhone'),
});
