import { z } from 'zod';
import { blankless, page, searchPageQuery } from './envelope.js';

/**
 * Content operations (issue 25, ADR 83): policies (政策), news (新闻), announcements (公告 / 信息披露)
 * and temporary bulletins (临时公告), written by staff in a rich-text editor, reviewed by a second
 * staff member and then shown on the public site (/policiesShow, /policiesDetail, /newsDetails,
 * /information, /information/reportDetail/{id}, /temporary, /temporatyBuiletin/reportDetail/{id}).
 */
export const CONTENT_URLS = {
  /** GET: the tenant's content of every status, filtered and paged (staff). */
  list: '/api/rem-registrationmgrweb/content/list',
  /** GET ?id=: one item with its body for the editor and the reviewer (staff). */
  detail: '/api/rem-registrationmgrweb/content/detail',
  /** POST: creates a draft (no id) or saves a draft / returned item at its version (staff). */
  save: '/api/rem-registrationmgrweb/content/save',
  /** POST {id, version}: the author sends it for review. */
  submit: '/api/rem-registrationmgrweb/content/submit',
  /** POST {id, version, decision, comment}: a second staff member publishes or returns it. */
  review: '/api/rem-registrationmgrweb/content/review',
  /** POST {id, version, reason}: takes a published item off the public site. */
  unpublish: '/api/rem-registrationmgrweb/content/unpublish',
  /** GET ?id=: the item's audit trail (staff). */
  history: '/api/rem-registrationmgrweb/content/history',
  /** GET (public, tenant of the host or tenantId): published items of one category, newest first. */
  publicList: '/api/rem-registrationbizweb/nonds/content/list',
  /** GET ?id= (public): one published item. */
  publicDetail: '/api/rem-registrationbizweb/nonds/content/detail',
  /** GET ?size=N (public): the newest published announcements for the home page (common-25). */
  latest: '/api/rem-registrationbizweb/nonds/content/latest',
} as const;

export const CONTENT_CATEGORY_LABELS = {
  policy: '政策',
  news: '新闻',
  announcement: '公告',
  bulletin: '临时公告',
} as const;
export type ContentCategory = keyof typeof CONTENT_CATEGORY_LABELS;
export const CONTENT_CATEGORIES = Object.keys(CONTENT_CATEGORY_LABELS) as [
  ContentCategory,
  ...ContentCategory[],
];

export const CONTENT_STATUS_LABELS = {
  draft: '草稿',
  submitted: '待审核',
  published: '已发布',
  returned: '已退回',
  unpublished: '已撤下',
} as const;
export type ContentStatus = keyof typeof CONTENT_STATUS_LABELS;
const STATUSES = Object.keys(CONTENT_STATUS_LABELS) as [ContentStatus, ...ContentStatus[]];

/** 002 §5: one inline image of at most 3,145,728 bytes in a rich text. */
export const CONTENT_IMAGE_MAX_BYTES = 3_145_728;
export const CONTENT_IMAGE_MAX_COUNT = 1;
/** The body's HTML after sanitising; a generous bound that still keeps a row small. */
export const CONTENT_BODY_MAX_CHARS = 200_000;
export const CONTENT_TITLE_MAX = 100;
export const CONTENT_ATTACHMENT_MAX = 10;

const categoryOf = z.enum(CONTENT_CATEGORIES, {
  message: '栏目：应为policy（政策）、news（新闻）、announcement（公告）或bulletin（临时公告）',
});
const idOf = z.string({ message: '编号：不能为空' }).uuid({ message: '编号：格式不正确' });
const versionOf = z.coerce
  .number({ message: '版本：应为正整数' })
  .int({ message: '版本：应为正整数' })
  .min(1, { message: '版本：应为正整数' });
const trimmed = (label: string, max: number) =>
  z
    .string({ message: `${label}：不能为空` })
    .trim()
    .min(1, { message: `${label}：不能为空` })
    .max(max, { message: `${label}：长度不能超过${max}个字符` });
const optionalText = (label: string, max: number) =>
  blankless(
    z
      .string()
      .trim()
      .max(max, { message: `${label}：长度不能超过${max}个字符` }),
  );

export const contentSaveBody = z.object({
  /** Absent: a new draft. */
  id: idOf.optional(),
  /** The version read; required with an id. */
  version: versionOf.optional(),
  category: categoryOf,
  title: trimmed('标题', CONTENT_TITLE_MAX),
  source: optionalText('来源', 50),
  bodyHtml: z
    .string({ message: '正文：不能为空' })
    .max(CONTENT_BODY_MAX_CHARS, { message: `正文：长度不能超过${CONTENT_BODY_MAX_CHARS}个字符` }),
  /** PDF attachments (announcements and bulletins), uploaded through put-file-attach. */
  attachIds: z
    .array(z.string().uuid({ message: '附件：编号格式不正确' }), { message: '附件：应为附件编号列表' })
    .max(CONTENT_ATTACHMENT_MAX, { message: `附件：不能超过${CONTENT_ATTACHMENT_MAX}个` })
    .default([]),
});
export type ContentSaveBody = z.output<typeof contentSaveBody>;

export const contentSubmitBody = z.object({ id: idOf, version: versionOf });
export type ContentSubmitBody = z.output<typeof contentSubmitBody>;

export const contentReviewBody = z
  .object({
    id: idOf,
    version: versionOf,
    decision: z.enum(['approve', 'return'], { message: '审核结果：应为approve（通过）或return（退回）' }),
    comment: optionalText('审核意见', 500),
  })
  .refine((b) => b.decision === 'approve' || (b.comment ?? '') !== '', {
    message: '审核意见：退回时必须填写审核意见',
    path: ['comment'],
  });
export type ContentReviewBody = z.output<typeof contentReviewBody>;

export const contentUnpublishBody = z.object({
  id: idOf,
  version: versionOf,
  reason: trimmed('撤下原因', 500),
});
export type ContentUnpublishBody = z.output<typeof contentUnpublishBody>;

export const contentIdQuery = z.object({ id: idOf });
export const publicContentDetailQuery = z.object({ id: idOf, tenantId: blankless(z.string().max(12)) });

export const contentListQuery = searchPageQuery.extend({
  category: blankless(categoryOf),
  status: blankless(
    z.enum(STATUSES, { message: '状态：应为draft、submitted、published、returned或unpublished' }),
  ),
  title: optionalText('标题', CONTENT_TITLE_MAX),
});
export type ContentListQuery = z.output<typeof contentListQuery>;

export const publicContentListQuery = searchPageQuery.extend({
  category: categoryOf,
  title: optionalText('标题', CONTENT_TITLE_MAX),
  tenantId: blankless(z.string().max(12)),
});
export type PublicContentListQuery = z.output<typeof publicContentListQuery>;

export const latestContentQuery = z.object({
  size: z.coerce
    .number({ message: '条数：应为1到20的整数' })
    .int({ message: '条数：应为1到20的整数' })
    .min(1, { message: '条数：应为1到20的整数' })
    .max(20, { message: '条数：应为1到20的整数' })
    .default(5),
  tenantId: blankless(z.string().max(12)),
});

const nullableText = z.string().nullable();

export const contentAttachment = z.object({
  attachId: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  mediaType: z.string(),
});
export type ContentAttachment = z.output<typeof contentAttachment>;

/** A row of the staff list. */
export const contentSummary = z.object({
  id: z.string(),
  category: categoryOf,
  title: z.string(),
  status: z.enum(STATUSES),
  version: z.number().int(),
  authorName: z.string(),
  submittedBy: nullableText,
  submitterName: nullableText,
  reviewerName: nullableText,
  publishedAt: nullableText,
  updatedAt: z.string(),
});
export type ContentSummary = z.output<typeof contentSummary>;

export const contentItem = contentSummary.extend({
  source: nullableText,
  bodyHtml: z.string(),
  reviewComment: nullableText,
  attachments: z.array(contentAttachment),
});
export type ContentItem = z.output<typeof contentItem>;

export const contentPage = page(contentSummary);
export type ContentPage = z.output<typeof contentPage>;

export const contentHistoryEntry = z.object({
  action: z.string(),
  actorName: nullableText,
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const contentHistory = z.array(contentHistoryEntry);
export type ContentHistoryEntry = z.output<typeof contentHistoryEntry>;

/** What the public site shows of a published item. */
export const publicContentSummary = z.object({
  id: z.string(),
  category: categoryOf,
  title: z.string(),
  source: nullableText,
  publishedAt: z.string(),
});
export type PublicContentSummary = z.output<typeof publicContentSummary>;
export const publicContentPage = page(publicContentSummary);
export type PublicContentPage = z.output<typeof publicContentPage>;

export const publicContentItem = publicContentSummary.extend({
  bodyHtml: z.string(),
  attachments: z.array(contentAttachment),
});
export type PublicContentItem = z.output<typeof publicContentItem>;

/** The home page's latest announcements (common-25: { id, title, category, publishedAt }). */
export const latestContent = z.array(
  z.object({ id: z.string(), title: z.string(), category: categoryOf, publishedAt: z.string() }),
);
export type LatestContent = z.output<typeof latestContent>;
