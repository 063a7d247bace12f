import {
  envelope,
  ROADSHOW_URLS,
  roadshowActivityBody,
  roadshowActivityPage,
  roadshowActivityQuery,
  roadshowAdminActivity,
  roadshowAdminActivityPage,
  roadshowCancelBody,
  roadshowRegisterBody,
  roadshowRegistration,
  roadshowRegistrationPage,
  roadshowRegistrationsQuery,
  roadshowReviewBody,
  roadshowVersionBody,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { auditContextOf } from '../../platform/audit.js';
import { ok } from '../../platform/envelope.js';
import { isRegisterStaff, requireUser } from '../identity/index.js';
import {
  adminActivities,
  cancelActivity,
  publishActivity,
  publishedActivities,
  type RoadshowDeps,
  saveActivity,
} from './activity.service.js';
import {
  mySignups,
  registerForRoadshow,
  reviewRegistration,
  signupsToReview,
  withdrawRegistration,
} from './registration.service.js';

const tags = ['roadshow'];
const user = { access: 'user' as const };
const staff = { access: 'user' as const, authorize: isRegisterStaff };

/** Register staff: the activities (ADR 88). */
function registerStaffRoutes(root: FastifyInstance, deps: RoadshowDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    ROADSHOW_URLS.adminList,
    {
      config: staff,
      schema: {
        tags,
        summary: '路演活动列表（管理端，含草稿）',
        querystring: roadshowActivityQuery,
        response: { 200: envelope(roadshowAdminActivityPage) },
      },
    },
    async (request) => ok(await adminActivities(deps, requireUser(request), request.query)),
  );
  const write = <B extends z.ZodType>(summary: string, body: B) => ({
    config: staff,
    schema: { tags, summary, body, response: { 200: envelope(roadshowAdminActivity) } },
  });
  app.post(ROADSHOW_URLS.save, write('新建或修改路演活动（草稿）', roadshowActivityBody), async (request) => {
    const caller = requireUser(request);
    return ok(await saveActivity(deps, caller, auditContextOf(request, caller), request.body));
  });
  app.post(ROADSHOW_URLS.publish, write('发布路演活动（非创建人）', roadshowVersionBody), async (request) => {
    const caller = requireUser(request);
    return ok(await publishActivity(deps, caller, auditContextOf(request, caller), request.body));
  });
  app.post(ROADSHOW_URLS.cancel, write('取消路演活动', roadshowCancelBody), async (request) => {
    const caller = requireUser(request);
    return ok(await cancelActivity(deps, caller, auditContextOf(request, caller), request.body));
  });
}

/** Register staff: the sign-ups of an activity and their review. */
function registerReviewRoutes(root: FastifyInstance, deps: RoadshowDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    ROADSHOW_URLS.registrations,
    {
      config: staff,
      schema: {
        tags,
        summary: '路演报名列表（管理端）',
        querystring: roadshowRegistrationsQuery,
        response: { 200: envelope(roadshowRegistrationPage) },
      },
    },
    async (request) => ok(await signupsToReview(deps, requireUser(request), request.query)),
  );
  app.post(
    ROADSHOW_URLS.review,
    {
      config: staff,
      schema: {
        tags,
        summary: '审核路演报名：通过或退回',
        body: roadshowReviewBody,
        response: { 200: envelope(roadshowRegistration) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return ok(await reviewRegistration(deps, caller, auditContextOf(request, caller), request.body));
    },
  );
}

/** The enterprise (org zone) and the public calendar. */
function registerEnterpriseRoutes(root: FastifyInstance, deps: RoadshowDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    ROADSHOW_URLS.calendar,
    {
      config: { access: 'public' as const },
      schema: {
        tags: ['public'],
        summary: '融资路演日历：已发布的路演活动及通过审核的路演企业（公开，按租户）',
        querystring: roadshowActivityQuery,
        response: { 200: envelope(roadshowActivityPage) },
      },
    },
    async (request) =>
      ok(await publishedActivities(deps, request.query.tenantId ?? request.tenantId, request.query)),
  );
  app.get(
    ROADSHOW_URLS.activities,
    {
      config: user,
      schema: {
        tags,
        summary: '融资路演活动查询（企业专区）',
        querystring: roadshowActivityQuery,
        response: { 200: envelope(roadshowActivityPage) },
      },
    },
    async (request) => ok(await publishedActivities(deps, requireUser(request).tenantId, request.query)),
  );
  app.post(
    ROADSHOW_URLS.register,
    {
      config: user,
      schema: {
        tags,
        summary: '报名路演或修改待审核的报名',
        body: roadshowRegisterBody,
        response: { 200: envelope(roadshowRegistration) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return ok(await registerForRoadshow(deps, caller, auditContextOf(request, caller), request.body));
    },
  );
  app.post(
    ROADSHOW_URLS.withdraw,
    {
      config: user,
      schema: {
        tags,
        summary: '撤回路演报名（报名截止前）',
        body: roadshowVersionBody,
        response: { 200: envelope(roadshowRegistration) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return ok(await withdrawRegistration(deps, caller, auditContextOf(request, caller), request.body));
    },
  );
  app.get(
    ROADSHOW_URLS.mine,
    {
      config: user,
      schema: {
        tags,
        summary: '本企业的路演报名（企业专区）',
        querystring: roadshowRegistrationsQuery,
        response: { 200: envelope(roadshowRegistrationPage) },
      },
    },
    async (request) => ok(await mySignups(deps, requireUser(request), request.query)),
  );
}

export function registerRoadshowRoutes(root: FastifyInstance, deps: RoadshowDeps): void {
  registerStaffRoutes(root, deps);
  registerReviewRoutes(root, deps);
  registerEnterpriseRoutes(root, deps);
}
