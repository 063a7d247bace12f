import {
  envelope,
  hitechElementQuery,
  hitechNameQuery,
  hitechStanding,
  hitechUuidQuery,
  page,
  questionnaireQuery,
  SRDI_URLS,
  srdiListItem,
  srdiMine,
  srdiPublicDetail,
  srdiPublicDetailQuery,
  srdiPublicPageQuery,
  srdiPublicSummaryQuery,
  srdiRecordDetail,
  srdiSummary,
} from '@rer/contracts';
import { HITECH_QUESTIONNAIRE } from '@rer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { requireUser } from '../identity/index.js';
import {
  lastEvaluationForm,
  mine,
  preInfoByName,
  publicDetail,
  publicPage,
  publicSummary,
  recordDetail,
  type SrdiDeps,
  standingByElement,
} from './srdi-queries.js';

const tags = ['srdi'];
const user = { access: 'user' as const };
const open = { access: 'public' as const };

const questionnaireAnswer = z.object({
  id: z.string(),
  code: z.string(),
  remark: z.string(),
  titles: z.array(
    z.object({
      id: z.string(),
      prop: z.string(),
      name: z.string(),
      multiple: z.boolean(),
      options: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), value: z.string() })),
    }),
  ),
});

const formAnswer = z.record(z.string(), z.unknown()).nullable();

/** The companyHitech calls of 002 §7 and the questionnaire of 001 §7 (signed in). */
function registerSignedInRoutes(root: FastifyInstance, deps: SrdiDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = <Q extends z.ZodType, A extends z.ZodType>(summary: string, querystring: Q, answer: A) => ({
    tags,
    summary,
    querystring,
    response: { 200: envelope(answer) },
  });
  app.get(
    SRDI_URLS.questionnaire,
    {
      config: user,
      schema: schema('高新技术企业问卷（code=companyHitech）', questionnaireQuery, questionnaireAnswer),
    },
    async () => ok(HITECH_QUESTIONNAIRE),
  );
  app.get(
    SRDI_URLS.byElement,
    {
      config: user,
      schema: schema('企业专精特新入板状态（名称、证件）', hitechElementQuery, hitechStanding),
    },
    async (request) => ok(await standingByElement(deps, requireUser(request), request.query)),
  );
  app.get(
    SRDI_URLS.recordByName,
    { config: user, schema: schema('企业专精特新入板状态（名称）', hitechNameQuery, hitechStanding) },
    async (request) => ok(await standingByElement(deps, requireUser(request), { name: request.query.name })),
  );
  app.get(
    SRDI_URLS.preInfoByName,
    { config: user, schema: schema('企业最近一次专精特新申请表单', hitechNameQuery, formAnswer) },
    async (request) => ok(await preInfoByName(deps, requireUser(request), request.query.name)),
  );
  app.get(
    SRDI_URLS.detailByUuid,
    { config: user, schema: schema('专精特新入板记录详情', hitechUuidQuery, srdiRecordDetail) },
    async (request) => ok(await recordDetail(deps, requireUser(request), request.query.uuid)),
  );
  app.get(
    SRDI_URLS.lastEvaluationForm,
    {
      config: user,
      schema: schema('企业最近一次评价表单（JSON字符串）', hitechUuidQuery, z.string().nullable()),
    },
    async (request) => ok(await lastEvaluationForm(deps, requireUser(request), request.query.uuid)),
  );
  app.get(
    SRDI_URLS.mine,
    {
      config: user,
      schema: { tags, summary: '当前企业的专精特新信息与服务信息', response: { 200: envelope(srdiMine) } },
    },
    async (request) => ok(await mine(deps, requireUser(request))),
  );
}

/** The public SRDI pages' calls: no login, the tenant of the host or of `tenantId` (ADR 42, 75). */
function registerPublicRoutes(root: FastifyInstance, deps: SrdiDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    SRDI_URLS.publicPage,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '专精特新入板企业列表（公开，按租户，分页）',
        querystring: srdiPublicPageQuery,
        response: { 200: envelope(page(srdiListItem)) },
      },
    },
    async (request) => ok(await publicPage(deps, request.tenantId, request.query)),
  );
  app.get(
    SRDI_URLS.publicDetail,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '专精特新入板企业详情（公开）',
        querystring: srdiPublicDetailQuery,
        response: { 200: envelope(srdiPublicDetail) },
      },
    },
    async (request) => ok(await publicDetail(deps, request.tenantId, request.query)),
  );
  app.get(
    SRDI_URLS.publicSummary,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '专精特新板各层级企业数（公开）',
        querystring: srdiPublicSummaryQuery,
        response: { 200: envelope(srdiSummary) },
      },
    },
    async (request) => ok(await publicSummary(deps, request.tenantId, request.query.tenantId)),
  );
}

export function registerSrdiRoutes(root: FastifyInstance, deps: SrdiDeps): void {
  registerSignedInRoutes(root, deps);
  registerPublicRoutes(root, deps);
}
