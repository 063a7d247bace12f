import {
  envelope,
  FINANCING_PROFILE_URLS,
  FINANCING_URLS,
  financingDetailQuery,
  financingInterest,
  financingInterestBody,
  financingInterestsQuery,
  financingInvestAnswer,
  financingMineQuery,
  financingNeed,
  financingNeedPage,
  financingProfile,
  financingProfileBody,
  financingPublicNeed,
  financingPublicPage,
  financingPublicQuery,
  financingReviewBody,
  financingReviewQuery,
  financingSaveBody,
  financingVersionBody,
  skillEvaluateAnswer,
  skillEvaluateBody,
  valuationAnswer,
  valuationBody,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.js';
import { ok } from '../../platform/envelope.js';
import { isRegisterStaff, requireUser } from '../identity/index.js';
import { expressInterest, needInterests } from './financing-interest.service.js';
import { myNeeds, needsToReview, reviewNeed, saveNeed, withdrawNeed } from './financing-need.service.js';
import { financingProfile as profileOf, updateFinancingProfile } from './financing-profile.service.js';
import {
  type FinancingPublicDeps,
  investZone,
  publicNeed,
  publicNeeds,
  skillEvaluation,
  valuation,
} from './financing-public.service.js';

const tags = ['financing'];
const user = { access: 'user' as const };
const staff = { access: 'user' as const, authorize: isRegisterStaff };
const open = { access: 'public' as const };

/** The enterprise's and the staff's calls (ADR 84). */
function registerWriteRoutes(root: FastifyInstance, deps: FinancingPublicDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    FINANCING_URLS.mine,
    {
      config: user,
      schema: {
        tags,
        summary: '本企业的融资需求（企业专区）',
        querystring: financingMineQuery,
        response: { 200: envelope(financingNeedPage) },
      },
    },
    async (request) => ok(await myNeeds(deps, requireUser(request), request.query)),
  );
  app.post(
    FINANCING_URLS.save,
    {
      config: user,
      schema: {
        tags,
        summary: '发布或修改融资需求（提交后待审核）',
        body: financingSaveBody,
        response: { 200: envelope(financingNeed) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return ok(await saveNeed(deps, caller, auditContextOf(request, caller), request.body));
    },
  );
  app.post(
    FINANCING_URLS.withdraw,
    {
      config: user,
      schema: {
        tags,
        summary: '撤回融资需求',
        body: financingVersionBody,
        response: { 200: envelope(financingNeed) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return ok(await withdrawNeed(deps, caller, auditContextOf(request, caller), request.body));
    },
  );
  app.get(
    FINANCING_URLS.reviewList,
    {
      config: staff,
      schema: {
        tags,
        summary: '融资需求审核列表（管理端）',
        querystring: financingReviewQuery,
        response: { 200: envelope(financingNeedPage) },
      },
    },
    async (request) => ok(await needsToReview(deps, requireUser(request), request.query)),
  );
  app.post(
    FINANCING_URLS.review,
    {
      config: staff,
      schema: {
        tags,
        summary: '审核融资需求：通过（发布）或退回',
        body: financingReviewBody,
        response: { 200: envelope(financingNeed) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return ok(await reviewNeed(deps, caller, auditContextOf(request, caller), request.body));
    },
  );
}

/** The public lists, the investment zone and the two self-tests. */
function registerReadRoutes(root: FastifyInstance, deps: FinancingPublicDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    FINANCING_URLS.publicList,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '已发布的融资需求（公开，按租户）',
        querystring: financingPublicQuery,
        response: { 200: envelope(financingPublicPage) },
      },
    },
    async (request) => ok(await publicNeeds(deps, request.tenantId, request.query)),
  );
  app.get(
    FINANCING_URLS.publicDetail,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '融资需求详情（公开，按租户）',
        querystring: financingDetailQuery,
        response: { 200: envelope(financingPublicNeed) },
      },
    },
    async (request) => ok(await publicNeed(deps, request.tenantId, request.query)),
  );
  app.get(
    FINANCING_URLS.invest,
    {
      config: user,
      schema: {
        tags,
        summary: '投资专区：准入检查后展示融资需求及适当性匹配',
        querystring: financingPublicQuery,
        response: { 200: envelope(financingInvestAnswer) },
      },
    },
    async (request) => ok(await investZone(deps, requireUser(request), request.query)),
  );
  app.post(
    FINANCING_URLS.valuation,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '股权估值自测（公开，不保存）',
        body: valuationBody,
        response: { 200: envelope(valuationAnswer) },
      },
    },
    async (request) => ok(valuation(request.body)),
  );
  app.post(
    FINANCING_URLS.skillEvaluate,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '企业能力自评（公开，不保存）',
        body: skillEvaluateBody,
        response: { 200: envelope(skillEvaluateAnswer) },
      },
    },
    async (request) => ok(skillEvaluation(request.body)),
  );
}

/** /perfectData: the enterprise's financing data in its company record. */
function registerProfileRoutes(root: FastifyInstance, deps: FinancingPublicDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    FINANCING_PROFILE_URLS.profile,
    {
      config: user,
      schema: {
        tags,
        summary: '完善资料：本企业的融资资料及完整度（企业专区）',
        response: { 200: envelope(financingProfile) },
      },
    },
    async (request) => ok(await profileOf(deps, requireUser(request))),
  );
  app.post(
    FINANCING_PROFILE_URLS.update,
    {
      config: user,
      schema: {
        tags,
        summary: '完善资料：保存财务数据到企业信息（按版本）',
        body: financingProfileBody,
        response: { 200: envelope(financingProfile) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return ok(await updateFinancingProfile(deps, caller, auditContextOf(request, caller), request.body));
    },
  );
}

/** 我有意向: an investor's interest, and the enterprise's list of them. */
function registerInterestRoutes(root: FastifyInstance, deps: FinancingPublicDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    FINANCING_URLS.interest,
    {
      config: user,
      schema: {
        tags,
        summary: '投资专区：对已发布的融资需求表达投资意向',
        body: financingInterestBody,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return ok(await expressInterest(deps, caller, auditContextOf(request, caller), request.body));
    },
  );
  app.get(
    FINANCING_URLS.interests,
    {
      config: user,
      schema: {
        tags,
        summary: '本企业融资需求收到的投资意向（企业专区）',
        querystring: financingInterestsQuery,
        response: { 200: envelope(z.array(financingInterest)) },
      },
    },
    async (request) => ok(await needInterests(deps, requireUser(request), request.query.needId)),
  );
}

export function registerFinancingRoutes(root: FastifyInstance, deps: FinancingPublicDeps): void {
  registerInterestRoutes(root, deps);
  registerWriteRoutes(root, deps);
  registerProfileRoutes(root, deps);
  registerReadRoutes(root, deps);
}
