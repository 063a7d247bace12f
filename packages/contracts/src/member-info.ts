import { z } from 'zod';
import { blankless, page, searchPageQuery } from './envelope.js';

/**
 * The member institution's own pages (会员信息, 合作企业) and the staff member search (会员查询)
 * (issue 22, ADR 65).
 */

/** GET: the caller's member (member zone): memberStatus, facts, qualification. */
export const MEMBER_INFO_URL = '/api/rem-registrationbizweb/member/info';
/** GET ?companyName=&current=&size=: the companies the caller's member account cooperates with. */
export const MEMBER_COMPANIES_URL = '/api/rem-registrationbizweb/member/companies';
/** GET ?chineseName=&custno=&certificateNo=&status=&current=&size= (register staff only). */
export const MEMBER_SEARCH_URL = '/api/rem-registrationmgrweb/member/search';

/** member.status: 1 正常, 0 销户. */
export const MEMBER_STATUS_LABELS: Record<number, string> = { 0: '已销户', 1: '正常' };

const text = z.string().nullable();

export const memberQualificationRow = z.object({
  qualificationCategory: z.string(),
  qualificationCategoryName: text,
  maketRole: z.string(),
  maketRoleName: text,
  qualificationStatus: z.string(),
});

export const memberInfo = z.object({
  id: z.string(),
  /** The member code (custno). */
  custno: z.string(),
  chineseName: z.string(),
  /** 统一社会信用代码 (an institution's: not personal data, shown in full). */
  certificateNo: text,
  /** 1 正常: the member account is open (002 §3 memberStatus). */
  status: z.number().int(),
  legalRepresentative: text,
  contactName: text,
  /** Masked (3 + 4). */
  contactPhone: text,
  email: text,
  address: text,
  openedAt: text,
  qualification: z.array(memberQualificationRow),
  /** Active cooperation bindings. */
  companyCount: z.number().int(),
});
export type MemberInfo = z.infer<typeof memberInfo>;
/** memberStatus 0 and no member until a 550012 completes. */
export const memberInfoAnswer = z.object({ memberStatus: z.number().int(), member: memberInfo.nullable() });
export type MemberInfoAnswer = z.infer<typeof memberInfoAnswer>;

export const memberCompaniesQuery = searchPageQuery.extend({
  companyName: blankless(z.string().trim().max(200, { message: '企业名称：长度不能超过200个字符' })),
});
export type MemberCompaniesQuery = z.output<typeof memberCompaniesQuery>;

export const memberCooperationRow = z.object({
  companyId: z.string(),
  companyName: z.string(),
  creditCode: text,
  jbrName: text,
  /** Masked (3 + 4). */
  jbrPhone: text,
  /** 1 send the member-account-closure notice (001 §3.4). */
  isSendMsg: z.number().int(),
  /** When the binding was made (Beijing time). */
  boundAt: text,
});
export type MemberCooperationRow = z.infer<typeof memberCooperationRow>;
export const memberCompaniesPage = page(memberCooperationRow);
export type MemberCompaniesPage = z.infer<typeof memberCompaniesPage>;

export const memberSearchQuery = searchPageQuery.extend({
  chineseName: blankless(z.string().trim().max(200, { message: '会员名称：长度不能超过200个字符' })),
  custno: blankless(
    z
      .string()
      .trim()
      .refine((v) => /^[A-Za-z0-9_-]{1,32}$/.test(v), {
        message: '会员编码：应为完整的会员编码（字母、数字）',
      }),
  ),
  certificateNo: blankless(
    z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[0-9A-Z]{18}$/.test(v), { message: '统一社会信用代码：应为18位数字或字母' }),
  ),
  status: blankless(z.enum(['0', '1'], { message: '会员状态：取值无效，可选值：0、1' })),
});
export type MemberSearchQuery = z.output<typeof memberSearchQuery>;

export const memberSearchRow = z.object({
  id: z.string(),
  custno: z.string(),
  chineseName: z.string(),
  certificateNo: text,
  status: z.number().int(),
  contactName: text,
  /** Masked (3 + 4). */
  contactPhone: text,
  companyCount: z.number().int(),
  openedAt: text,
});
export type MemberSearchRow = z.infer<typeof memberSearchRow>;
export const memberSearchPage = page(memberSearchRow);
export type MemberSearchPage = z.infer<typeof memberSearchPage>;

/**
 * GET: 550020 会员信息变更's form prefilled from the caller's open member (member zone; ADR 68): its
 * facts (its own contact phone and handlers' phones whole: the form sends them back), the stored
 * qualification rows and one member-company row per active cooperation binding.
 */
export const MEMBER_REVISION_DRAFT_URL = '/api/rem-registrationbizweb/member/revisionDraft';

export const memberRevisionCompanyRow = z.object({
  companyName: z.string(),
  jbrName: z.string(),
  jbrPhone: z.string(),
  /** '1' send the member-account-closure notice, '0' not (001 §3.4). */
  isSendMsg: z.enum(['0', '1']),
});
export const memberRevisionDraft = z.object({
  memberName: z.string(),
  creditCode: z.string(),
  legalRepresentative: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  email: z.string(),
  address: z.string(),
  qualificationList: z.array(z.record(z.string(), z.unknown())),
  memberCompanies: z.array(memberRevisionCompanyRow),
});
export type MemberRevisionDraft = z.infer<typeof memberRevisionDraft>;
