import { z } from 'zod';
import { blankless, page, searchPageQuery } from './envelope.js';

/**
 * The investor's own information (/investorInfo) and the staff investor search (投资者查询)
 * (issue 22, ADR 63).
 */

/** GET: the caller's current registration account with its investor profile (investor zones only). */
export const INVESTOR_INFO_URL = '/api/rem-registrationbizweb/investor/info';
/** GET ?name=&certificateNo=&accountNumber=&current=&size= (register staff only). */
export const INVESTOR_SEARCH_URL = '/api/rem-registrationmgrweb/investor/search';

/** Holder (organ) type codes of 000 §3: 1 institution, 2 personal, 3 product. */
export const INVESTOR_TYPE_LABELS: Record<number, string> = { 1: '机构', 2: '个人', 3: '产品' };
/** Registration account status: 0 未开户, 1 正常, 2 销户, 3 冻结 (000 §3). */
export const INVESTOR_ACCOUNT_STATUS_LABELS: Record<number, string> = {
  0: '未开户',
  1: '正常',
  2: '销户',
  3: '冻结',
};
/** Certificate types the investor openings write (550130: 居民身份证; 550131; 550132 by product type, ADR 64). */
export const INVESTOR_CERT_TYPE_LABELS: Record<string, string> = {
  '1': '居民身份证',
  '11': '统一社会信用代码',
  '21': '私募投资基金备案编码',
  '22': '资产管理计划备案编码',
};

const text = z.string().nullable();

/** The investor profile the opening recorded (investor_profile); masked where personal. */
export const investorProfile = z.object({
  holderName: z.string(),
  certType: z.string(),
  /** Masked (first 6 and last 4 of an ID number) even for the owner: the page is shown on screens. */
  certificateNo: z.string(),
  mobile: text,
  email: text,
  address: text,
  bankName: text,
  /** Last 4 digits only. */
  bankCard: text,
  openedAt: z.string(),
  /** The 550130 application that opened the account. */
  applicationId: text,
});
export type InvestorProfile = z.infer<typeof investorProfile>;

export const investorInfo = z.object({
  /** The owner's own account number, in full. */
  accountNumber: z.string(),
  holderName: z.string(),
  /** 1 institution, 2 personal, 3 product. */
  organType: z.number().int(),
  /** 0 未开户, 1 正常, 2 销户, 3 冻结. */
  status: z.number().int(),
  certType: z.string(),
  certificateNo: z.string(),
  mobile: text,
  /** Null for an account opened otherwise than by an investor opening (a register import). */
  profile: investorProfile.nullable(),
});
export type InvestorInfo = z.infer<typeof investorInfo>;
/** Null when no registration account is chosen (a new investor who has not opened one yet). */
export const investorInfoAnswer = investorInfo.nullable();
export type InvestorInfoAnswer = z.infer<typeof investorInfoAnswer>;

export const investorSearchQuery = searchPageQuery.extend({
  name: blankless(z.string().trim().max(100, { message: '投资者名称：长度不能超过100个字符' })),
  certificateNo: blankless(
    z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[0-9A-Z]{6,50}$/.test(v), {
        message: '证件号码：应为完整的证件号码（6至50位数字或字母）',
      }),
  ),
  accountNumber: blankless(
    z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[0-9A-Z]{1,30}$/.test(v), { message: '登记账号：应为完整的登记账号（数字或字母）' }),
  ),
});
export type InvestorSearchQuery = z.output<typeof investorSearchQuery>;

export const investorSearchRow = z.object({
  holderId: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  organType: z.number().int(),
  status: z.number().int(),
  certType: z.string(),
  /** Masked for a person (first 6 and last 4). */
  certificateNo: z.string(),
  /** Masked (3 + 4). */
  mobile: text,
  /** When the investor opened it through 550130; null for an imported account. */
  openedAt: text,
});
export type InvestorSearchRow = z.infer<typeof investorSearchRow>;
export const investorSearchPage = page(investorSearchRow);
export type InvestorSearchPage = z.infer<typeof investorSearchPage>;
