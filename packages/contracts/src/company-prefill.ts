import { z } from 'zod';
import { companyInfoAnswer } from './company-record.js';

/** The prefill calls of 002 §7 (issue 21, ADR 46), beside the company record's (ADR 45). */
export const PREFILL_BIZ = '/api/rem-registrationbizweb';
export const PREFILL_MGR = '/api/rem-registrationmgrweb';

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (label: string, max: number, pattern?: [RegExp, string]) => {
  let text = z
    .string({ message: `${label}：应为文本` })
    .trim()
    .max(max, {
      message: `${label}：长度不能超过${max}个字符`,
    });
  if (pattern) text = text.regex(pattern[0], { message: `${label}：${pattern[1]}` });
  return z.preprocess(blank, text.optional());
};
const idTypeText = (label: string) => optionalText(label, 8, [/^\d{1,8}$/, '应为证件类型代码（数字）']);
const idNumberText = (label: string) =>
  optionalText(label, 64, [/^[0-9A-Za-z()（）-]+$/, '只能包含字母、数字、括号和连字符']);
const atLeastOne = (label: string) => ({ message: `${label}：请至少填写一项` });

/** A company element as the form names it: 企业名称, 证件类型, 证件号码 (002 §7 "same params"). */
export const companyElementQuery = z
  .object({
    companyName: optionalText('企业名称', 200),
    companyIdType: idTypeText('证件类型'),
    companyIdNumber: idNumberText('证件号码'),
  })
  .refine((q) => Boolean(q.companyName || q.companyIdNumber), atLeastOne('企业名称或证件号码'));
export type CompanyElementQuery = z.infer<typeof companyElementQuery>;

/** A subject (person, company or product) by name, ID type and ID number (002 §7 getSubjectData). */
export const subjectQuery = z
  .object({
    name: optionalText('名称', 200),
    idType: idTypeText('证件类型'),
    idNumber: idNumberText('证件号码'),
  })
  .refine((q) => Boolean(q.name || q.idNumber), atLeastOne('名称或证件号码'));
export type SubjectQuery = z.infer<typeof subjectQuery>;

/** user/queryAccountBySubject: the subject and the account use (useType 4 in 002 §7). */
export const accountBySubjectQuery = z
  .object({
    name: optionalText('名称', 200),
    idType: idTypeText('证件类型'),
    idNumber: idNumberText('证件号码'),
    useType: optionalText('账号用途', 2, [/^\d{1,2}$/, '应为数字']),
  })
  .refine((q) => Boolean(q.name || q.idNumber), atLeastOne('名称或证件号码'));

/** companyRefUser/queryByCompanyElement (name, certType, certNo). */
export const companyElementByCertQuery = z
  .object({
    name: optionalText('企业名称', 200),
    certType: idTypeText('证件类型'),
    certNo: idNumberText('证件号码'),
  })
  .refine((q) => Boolean(q.name || q.certNo), atLeastOne('企业名称或证件号码'));

const flag = z.union([z.literal(0), z.literal(1)]);

/** company/queryRefCompanyData (001 §7, 002 §7); each flag 0 or 1, derived as ADR 46 says. */
export const refCompanyData = z.object({
  haveRole: flag,
  isOrgRole: flag,
  haveConfirm: flag,
  haveChildAccount: flag,
});
export type RefCompanyData = z.infer<typeof refCompanyData>;

/** A registration (holder) account of a subject, as prefill shows it (002 §4 holder status). */
export const subjectHolder = z.object({
  accountNumber: z.string(),
  holderName: z.string(),
  certType: z.string(),
  organType: z.number().int(),
  /** 0 未开户, 1 正常, 2 销户, 3 冻结 (002 §3). */
  holderAccountStatus: z.number().int(),
});

/** {user|company|product}/getSubjectData: the subject as the platform knows it. */
export const subjectData = z.object({
  subjectType: z.enum(['user', 'company', 'product']),
  found: flag,
  name: z.string().nullable(),
  idType: z.string().nullable(),
  idNumber: z.string().nullable(),
  /** 1 organisation, 2 person, 3 product. */
  organType: z.number().int(),
  /** The company's uuid, only for a caller who may see its record. */
  companyId: z.string().nullable(),
  isRegister: flag,
  holders: z.array(subjectHolder),
});
export type SubjectData = z.infer<typeof subjectData>;

/** product/getSubjectDataWhileRefAccountNumber (002 §7): the product and its registration accounts. */
export const productWhileRefAccountNumber = z.object({
  product: z
    .object({
      uuid: z.string(),
      productCode: z.string(),
      productName: z.string(),
      productType: z.string().nullable(),
    })
    .nullable(),
  shareHolderBizVoList: z.array(subjectHolder),
});
export type ProductWhileRefAccountNumber = z.infer<typeof productWhileRefAccountNumber>;

export const subjectAndRoleData = z.object({ subject: subjectData, role: refCompanyData });
export type SubjectAndRoleData = z.infer<typeof subjectAndRoleData>;

/** company/getCompanyAndLegalInfoMgr (staff): 002 §7 companyInfo, legalInfo, role, product, companyShow. */
export const companyAndLegalMgrAnswer = z.object({
  companyInfo: companyInfoAnswer.nullable(),
  legalInfo: z.record(z.string(), z.unknown()).nullable(),
  role: z.object({ hasRole: flag, isRegister: flag }),
  product: z
    .object({ productCode: z.string(), productName: z.string(), productType: z.string().nullable() })
    .nullable(),
  companyShow: z
    .object({
      showStatus: z.number().int().nullable(),
      showCode: z.string().nullable(),
      showTimeStart: z.string().nullable(),
      showPlate: z.string().nullable(),
      labelName: z.string().nullable(),
    })
    .nullable(),
});
export type CompanyAndLegalMgrAnswer = z.infer<typeof companyAndLegalMgrAnswer>;

export const accountBySubjectAnswer = z.object({
  /** 1 when the subject has a registration account with a user code. */
  exists: flag,
  /** The subject's 用户代码, shown to staff and to the subject's own accounts only. */
  code: z.string().nullable(),
});

export const companyRefUser = z.object({
  accountId: z.string(),
  account: z.string(),
  realName: z.string(),
  /** enterprise (the company's own), holder (bound to its registration account), member_cooperation. */
  relation: z.enum(['enterprise', 'holder', 'member_cooperation']),
  status: z.number().int(),
});
export type CompanyRefUser = z.infer<typeof companyRefUser>;
