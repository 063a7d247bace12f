import { isMobileNumber } from '@rer/domain';
import { z } from 'zod';
import { blankless, page, searchPageQuery } from './envelope.js';
// The labelled field helpers of financing needs (ADR 84): the same refusals, worded the same way.
import { optionalText, positiveId, requiredText } from './financing.js';

/**
 * Financing roadshows (融资路演, ADR 88): activities register staff organise, enterprises' sign-ups to
 * present, the staff review of those, and the calendar with the approved presenters. Times are ISO
 * instants; the activity's shown status is derived from them at the server's clock.
 */
export const ROADSHOW_URLS = {
  /** GET: the tenant's published activities with their approved presenters (public calendar). */
  calendar: '/api/rem-registrationbizweb/nonds/roadshow/calendar',
  /** GET: activities open to sign-up and the others published (org zone; filters). */
  activities: '/api/rem-registrationbizweb/roadshow/activities',
  /** POST: sign up to present, or change a pending sign-up at its version (org zone). */
  register: '/api/rem-registrationbizweb/roadshow/register',
  /** POST {id, version}: withdraw a sign-up before the deadline (org zone). */
  withdraw: '/api/rem-registrationbizweb/roadshow/withdraw',
  /** GET: the current enterprise's sign-ups (org zone). */
  mine: '/api/rem-registrationbizweb/roadshow/mine',
  /** GET: every activity of the tenant, drafts too (register staff). */
  adminList: '/api/rem-registrationmgrweb/roadshow/activity/list',
  /** POST: create, or change a draft at its version (register staff). */
  save: '/api/rem-registrationmgrweb/roadshow/activity/save',
  /** POST {id, version}: publish a draft — another staff member than its author (register staff). */
  publish: '/api/rem-registrationmgrweb/roadshow/activity/publish',
  /** POST {id, version, reason}: cancel (register staff). */
  cancel: '/api/rem-registrationmgrweb/roadshow/activity/cancel',
  /** GET ?activityId=: the sign-ups of an activity (register staff). */
  registrations: '/api/rem-registrationmgrweb/roadshow/registration/list',
  /** POST {id, version, decision, opinion}: approve or return a sign-up (register staff). */
  review: '/api/rem-registrationmgrweb/roadshow/registration/review',
} as const;

export const ROADSHOW_LIMITS = {
  title: 60,
  theme: 100,
  place: 200,
  link: 500,
  description: 2000,
  project: 60,
  contactName: 30,
  pitch: 500,
  reason: 200,
  capacity: 100,
} as const;

/** Stored 1 草稿, 2 已发布 (shown 报名中 / 已截止 / 已结束 by the clock), 5 已取消. */
export const ROADSHOW_ACTIVITY_STATUSES = {
  1: '草稿',
  2: '报名中',
  3: '已截止',
  4: '已结束',
  5: '已取消',
} as const;
export const ROADSHOW_FORMS = { '1': '线上', '2': '线下' } as const;
export const ROADSHOW_REGISTRATION_STATUSES = { 1: '待审核', 2: '已通过', 3: '未通过', 4: '已撤回' } as const;

const instant = (label: string) =>
  z
    .string({ message: `${label}：不能为空` })
    .trim()
    .min(1, { message: `${label}：不能为空` })
    // An instant with its offset (the pages send Beijing time as +08:00): a bare wall-clock time is ambiguous.
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
        !Number.isNaN(Date.parse(v)),
      {
        message: `${label}：应为带时区的有效日期时间`,
      },
    )
    .transform((v) => new Date(v).toISOString());
const formEnum = z.enum(['1', '2'], { message: '路演形式：应为1（线上）或2（线下）' });

/** The activity as staff write it; the cross-field rules (times, place or link) follow the fields'. */
export const roadshowActivityBody = z
  .object({
    id: positiveId('路演活动编号').optional(),
    version: positiveId('版本').optional(),
    title: requiredText('活动名称', ROADSHOW_LIMITS.title),
    theme: requiredText('路演主题', ROADSHOW_LIMITS.theme),
    form: formEnum,
    startAt: instant('开始时间'),
    endAt: instant('结束时间'),
    signupDeadline: instant('报名截止时间'),
    place: optionalText('活动地点', ROADSHOW_LIMITS.place),
    link: optionalText('线上链接', ROADSHOW_LIMITS.link),
    capacity: z.coerce
      .number({ message: '路演企业名额：应为1至100的整数' })
      .int({ message: '路演企业名额：应为1至100的整数' })
      .min(1, { message: '路演企业名额：应为1至100的整数' })
      .max(ROADSHOW_LIMITS.capacity, { message: '路演企业名额：应为1至100的整数' }),
    description: optionalText('活动介绍', ROADSHOW_LIMITS.description),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.endAt <= b.startAt) issue('endAt', '结束时间：应晚于开始时间');
    if (b.signupDeadline > b.startAt) issue('signupDeadline', '报名截止时间：不能晚于开始时间');
    if (b.form === '2' && !b.place) issue('place', '活动地点：线下路演须填写活动地点');
    if (b.form === '1' && !b.link) issue('link', '线上链接：线上路演须填写线上链接');
    if (b.form === '1' && b.link && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(b.link))
      issue('link', '线上链接：应为https://开头的网址');
  });
export type RoadshowActivityBody = z.output<typeof roadshowActivityBody>;

export const roadshowVersionBody = z.object({ id: positiveId('编号'), version: positiveId('版本') });
export type RoadshowVersionBody = z.output<typeof roadshowVersionBody>;

export const roadshowCancelBody = roadshowVersionBody.extend({
  reason: requiredText('取消原因', ROADSHOW_LIMITS.reason),
});
export type RoadshowCancelBody = z.output<typeof roadshowCancelBody>;

/** An enterprise's sign-up; `id` and `version` to change a pending one. */
export const roadshowRegisterBody = z.object({
  id: positiveId('报名编号').optional(),
  version: positiveId('版本').optional(),
  activityId: positiveId('路演活动编号'),
  project: requiredText('路演项目', ROADSHOW_LIMITS.project),
  needId: z.preprocess((v) => (v === '' || v === null ? undefined : v), positiveId('融资需求').optional()),
  contactName: requiredText('联系人', ROADSHOW_LIMITS.contactName),
  contactMobile: z
    .string({ message: '联系人手机号码：不能为空' })
    .trim()
    .refine(isMobileNumber, { message: '联系人手机号码：请输入正确的手机号码' }),
  pitch: requiredText('项目简介', ROADSHOW_LIMITS.pitch),
});
export type RoadshowRegisterBody = z.output<typeof roadshowRegisterBody>;

export const roadshowReviewBody = roadshowVersionBody.extend({
  decision: z.enum(['approve', 'return'], { message: '审核结果：应为approve（通过）或return（退回）' }),
  opinion: optionalText('审核意见', 500),
});
export type RoadshowReviewBody = z.output<typeof roadshowReviewBody>;

const tenantId = blankless(z.string().regex(/^\d{6}$/, { message: '租户编号：应为6位数字' }));
const dateFilter = (label: string) =>
  blankless(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label}：应为yyyy-MM-dd` }));

/** Filters of the enterprise's activity list and the public calendar. */
export const roadshowActivityQuery = searchPageQuery.extend({
  keyword: optionalText('关键词', 60),
  form: blankless(formEnum),
  from: dateFilter('开始日期'),
  to: dateFilter('结束日期'),
  /** Only activities open to sign-up now. */
  openOnly: blankless(z.enum(['true', 'false'], { message: '仅看报名中：应为true或false' })),
  tenantId,
});
export type RoadshowActivityQuery = z.output<typeof roadshowActivityQuery>;

export const roadshowRegistrationsQuery = searchPageQuery.extend({
  activityId: blankless(positiveId('路演活动编号')),
  status: blankless(
    z.coerce
      .number({ message: '状态：应为1至4' })
      .int({ message: '状态：应为1至4' })
      .min(1, { message: '状态：应为1至4' })
      .max(4, { message: '状态：应为1至4' }),
  ),
});
export type RoadshowRegistrationsQuery = z.output<typeof roadshowRegistrationsQuery>;

/** An approved presenter as anyone sees it: the enterprise and its project, no person's data. */
export const roadshowPresenter = z.object({
  companyName: z.string(),
  project: z.string(),
  amountWan: z.string().nullable(),
});

export const roadshowActivity = z.object({
  id: z.number().int(),
  title: z.string(),
  theme: z.string(),
  form: formEnum,
  formName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  signupDeadline: z.string(),
  place: z.string().nullable(),
  link: z.string().nullable(),
  capacity: z.number().int(),
  /** Places taken (pending and approved sign-ups). */
  taken: z.number().int(),
  description: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  cancelReason: z.string().nullable(),
  presenters: z.array(roadshowPresenter),
});
export type RoadshowActivity = z.infer<typeof roadshowActivity>;

/** Staff's view adds the version and who wrote it. */
export const roadshowAdminActivity = roadshowActivity.extend({
  version: z.number().int(),
  createdBy: z.string(),
});
export type RoadshowAdminActivity = z.infer<typeof roadshowAdminActivity>;

export const roadshowRegistration = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityTitle: z.string(),
  activityStartAt: z.string(),
  signupDeadline: z.string(),
  companyName: z.string(),
  project: z.string(),
  needId: z.number().int().nullable(),
  needTitle: z.string().nullable(),
  contactName: z.string(),
  contactMobile: z.string(),
  pitch: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  reviewOpinion: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type RoadshowRegistration = z.infer<typeof roadshowRegistration>;

export const roadshowActivityPage = page(roadshowActivity);
export const roadshowAdminActivityPage = page(roadshowAdminActivity);
export const roadshowRegistrationPage = page(roadshowRegistration);
