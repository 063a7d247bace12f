import { parseIsoDate } from '@rer/domain';
import { z } from 'zod';
import { blankless, page, searchPageQuery } from './envelope.js';

/**
 * Encumbrance queries (质押查询, 冻结查询, 限售查询, the staff view and its export) and the public
 * pledge and freeze announcements (/pledgeList, /pledgeDetail, /frozenList, /frozenDetail; 002 §2.1,
 * §2.3, §2.4; issue 23, ADR 75). Quantities travel as decimal strings, dates as yyyy-MM-dd.
 */
export const ENCUMBRANCE_URLS = {
  /** GET ?kind=pledge|freeze: the caller's own registration accounts' pledges or freezes (investor zones). */
  mine: '/api/rem-registrationbizweb/encumbrance/mine',
  /** GET: the locks (限售) on the current enterprise's register (org zone). */
  locks: '/api/rem-registrationbizweb/encumbrance/locks',
  /** GET: every encumbrance of the tenant, filtered (register staff). */
  search: '/api/rem-registrationmgrweb/encumbrance/search',
  /** GET: the same filters as an .xlsx workbook (register staff). */
  export: '/api/rem-registrationmgrweb/encumbrance/export',
  pledgeList: '/api/rem-registrationbizweb/nonds/pledgeNotice/list',
  pledgeDetail: '/api/rem-registrationbizweb/nonds/pledgeNotice/detail',
  frozenList: '/api/rem-registrationbizweb/nonds/frozenNotice/list',
  frozenDetail: '/api/rem-registrationbizweb/nonds/frozenNotice/detail',
} as const;

export const ENCUMBRANCE_KIND_LABELS = {
  pledge: '质押',
  freeze: '司法冻结',
  queuedFreeze: '轮候冻结',
  lock: '限售',
} as const;
export type EncumbranceKindKey = keyof typeof ENCUMBRANCE_KIND_LABELS;
export const ENCUMBRANCE_STATUS_LABELS = { active: '生效中', queued: '轮候中', released: '已解除' } as const;
export type EncumbranceStatusKey = keyof typeof ENCUMBRANCE_STATUS_LABELS;

const KINDS = Object.keys(ENCUMBRANCE_KIND_LABELS) as [EncumbranceKindKey, ...EncumbranceKindKey[]];
const STATUSES = Object.keys(ENCUMBRANCE_STATUS_LABELS) as [EncumbranceStatusKey, ...EncumbranceStatusKey[]];

const dateOf = (label: string) =>
  blankless(
    z.string().refine((v) => parseIsoDate(v) !== null, {
      message: `${label}：日期不正确，应为yyyy-MM-dd格式的有效日期`,
    }),
  );
const textOf = (label: string, max: number) =>
  blankless(
    z
      .string()
      .trim()
      .max(max, { message: `${label}：长度不能超过${max}个字符` }),
  );
const statusFilter = blankless(
  z.enum(STATUSES, { message: '状态：应为active（生效中）、queued（轮候中）或released（已解除）' }),
);

/** 质押查询 / 冻结查询: which of the caller's encumbrances (freeze includes queued freezes). */
export const myEncumbranceQuery = searchPageQuery.extend({
  kind: z.enum(['pledge', 'freeze'], { message: '类型：应为pledge（质押）或freeze（冻结）' }),
  status: statusFilter,
  companyName: textOf('企业名称', 100),
});
export type MyEncumbranceQuery = z.output<typeof myEncumbranceQuery>;

/** 限售查询: the locks on the enterprise's own register. */
export const lockQuery = searchPageQuery.extend({
  status: statusFilter,
  holderName: textOf('股东名称', 100),
});
export type LockQuery = z.output<typeof lockQuery>;

const staffFilters = z.object({
  companyName: textOf('企业名称', 100),
  holderName: textOf('股东名称', 100),
  accountNumber: blankless(
    z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[0-9A-Z]{1,30}$/.test(v), { message: '登记账号：应为完整的登记账号（数字或字母）' }),
  ),
  kind: blankless(z.enum(KINDS, { message: '类型：应为pledge、freeze、queuedFreeze或lock' })),
  status: statusFilter,
  /** Registration date (the creating event's day in Beijing time), from and to inclusive. */
  from: dateOf('登记日期起'),
  to: dateOf('登记日期止'),
});

/** The staff view of every encumbrance of the tenant. */
export const encumbranceSearchQuery = searchPageQuery.merge(staffFilters);
export type EncumbranceSearchQuery = z.output<typeof encumbranceSearchQuery>;
export const encumbranceExportQuery = staffFilters;
export type EncumbranceExportQuery = z.output<typeof encumbranceExportQuery>;

const text = z.string().nullable();

export const encumbranceRow = z.object({
  id: z.string(),
  kind: z.enum(KINDS),
  status: z.enum(STATUSES),
  companyId: z.string(),
  companyName: z.string(),
  holderId: z.string(),
  holderName: z.string(),
  accountNumber: z.string(),
  organType: z.number().int(),
  /** Masked for a person (first 6 and last 4). */
  certificateNo: z.string(),
  shareNature: z.string(),
  /** Still encumbered now. */
  quantity: z.string(),
  /** At registration. */
  originalQuantity: z.string(),
  /** Pledgee, or the court of a freeze. */
  partyName: text,
  /** The court's document number, or the pledge's basis. */
  documentNo: text,
  startsOn: text,
  endsOn: text,
  /** The day (Beijing time) the register recorded it. */
  registeredOn: z.string(),
  /** The day of its latest change (release, renewal, activation). */
  changedOn: z.string(),
});
export type EncumbranceRow = z.infer<typeof encumbranceRow>;
export const encumbrancePage = page(encumbranceRow);
export type EncumbrancePage = z.infer<typeof encumbrancePage>;

/** The public lists (tenantId as on the other showcase calls; 002 §7). */
export const noticeListQuery = searchPageQuery.extend({
  tenantId: blankless(z.string().regex(/^\d{6}$/, { message: '租户编号：应为6位数字' })),
  companyName: textOf('企业名称', 100),
  status: statusFilter,
});
export type NoticeListQuery = z.output<typeof noticeListQuery>;
export const noticeDetailQuery = z.object({
  tenantId: blankless(z.string().regex(/^\d{6}$/, { message: '租户编号：应为6位数字' })),
  id: z.coerce
    .number({ message: '公告编号：应为正整数' })
    .int({ message: '公告编号：应为正整数' })
    .min(1, { message: '公告编号：应为正整数' })
    .max(Number.MAX_SAFE_INTEGER, { message: '公告编号：应为正整数' }),
});
export type NoticeDetailQuery = z.output<typeof noticeDetailQuery>;

/** One announcement: what ADR 75 publishes, personal names and ID numbers masked. */
export const encumbranceNotice = z.object({
  id: z.string(),
  /** ZY (质押) or DJ (冻结) + the year + the register event's id, e.g. ZY2026000123. */
  noticeNo: z.string(),
  kind: z.enum(KINDS),
  status: z.enum(STATUSES),
  companyName: z.string(),
  companyCreditCode: text,
  /** The pledgor or frozen holder; a person's name masked (张*). */
  holderName: z.string(),
  /** An institution's code; a person's number masked (first 6 and last 4). */
  certificateNo: z.string(),
  /** The pledgee (a person's name masked) or the court. */
  partyName: text,
  /** The court's document number (freezes only; a pledge's contract reference is not published). */
  documentNo: text,
  quantity: z.string(),
  originalQuantity: z.string(),
  startsOn: text,
  endsOn: text,
  registeredOn: z.string(),
  changedOn: z.string(),
});
export type EncumbranceNotice = z.infer<typeof encumbranceNotice>;
export const encumbranceNoticePage = page(encumbranceNotice);
export type EncumbranceNoticePage = z.infer<typeof encumbranceNoticePage>;
