import {
  assessmentQuestionView,
  assessmentSubmitBody,
  assessmentView,
  envelope,
  listingApplyDefaults,
  listingDisplay,
  listingDisplayBody,
  listingProductBody,
  listingProductIdQuery,
  listingProductView,
  publicSectorsQuery,
  sectorSubmitBody,
  sectorView,
  twoSectorsQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { type AuthUser, isRegisterStaff, requireUser } from '../identity/index.js';
import * as listing from './listing.service.js';
import {
  allSectors,
  publicBoards,
  publicSubSectors,
  type SectorDeps,
  submitSector,
} from './sector.service.js';

const BIZ = '/api/rem-registrationbizweb';
const MGR = '/api/rem-registrationmgrweb';
const tags = ['listing'];
const open = { access: 'public' as const };
const user = { access: 'user' as const };
const staff = { access: 'user' as const, authorize: (u: AuthUser) => isRegisterStaff(u) };
const companyQuery = z.object({ companyId: z.string().uuid({ message: '企业编号不正确' }).optional() });

/** Sectors (public and staff), the listing display, the self-assessment and listing products (ADR 79). */
export function registerListingRoutes(root: FastifyInstance, deps: SectorDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const inTenant: InTenant = (u, work) => deps.db.withTenant(u.tenantId, work);

  app.get(
    `${BIZ}/sectorNonds/queryAllSectors`,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '挂牌板块（公开，按租户）',
        querystring: publicSectorsQuery,
        response: { 200: envelope(z.array(sectorView)) },
      },
    },
    async (request) => ok(await publicBoards(deps, request.query.tenantId ?? request.tenantId)),
  );
  app.get(
    `${BIZ}/sectorNonds/getTwoSectors`,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '板块的特色板块（公开）',
        querystring: twoSectorsQuery,
        response: { 200: envelope(z.array(sectorView)) },
      },
    },
    async (request) =>
      ok(await publicSubSectors(deps, request.query.tenantId ?? request.tenantId, request.query.oneSectorId)),
  );
  app.post(
    `${BIZ}/nonds/listing/getListingDisplay`,
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: '挂牌展示（按挂牌代码，公开）',
        body: listingDisplayBody,
        response: { 200: envelope(listingDisplay) },
      },
    },
    async (request) =>
      ok(
        await listing.listingDisplayOf(
          deps,
          request.body.tenantId ?? request.tenantId,
          request.body.listcode,
        ),
      ),
  );
  app.get(
    `${MGR}/sector/list`,
    {
      config: staff,
      schema: { tags, summary: '板块管理：全部板块', response: { 200: envelope(z.array(sectorView)) } },
    },
    async (request) => ok(await allSectors(deps, requireUser(request).tenantId)),
  );
  app.post(
    `${MGR}/sector/submit`,
    {
      config: staff,
      schema: {
        tags,
        summary: '板块管理：新增或修改（按版本）',
        body: sectorSubmitBody,
        response: { 200: envelope(sectorView) },
      },
    },
    async (request) =>
      ok(await submitSector(deps, auditContextOf(request, requireUser(request)), request.body)),
  );
  app.get(
    `${BIZ}/listing/assessment/questionnaire`,
    {
      config: user,
      schema: { tags, summary: '挂牌自评问卷', response: { 200: envelope(z.array(assessmentQuestionView)) } },
    },
    async () => ok(listing.questionnaire()),
  );
  app.post(
    `${BIZ}/listing/assessment/submit`,
    {
      config: user,
      schema: {
        tags,
        summary: '提交挂牌自评（服务端计分）',
        body: assessmentSubmitBody,
        response: { 200: envelope(assessmentView) },
      },
    },
    async (request) => {
      const u = requireUser(request);
      return ok(
        await inTenant(u, (tx) =>
          listing.submitAssessment(tx, auditContextOf(request, u), u, request.body.answers),
        ),
      );
    },
  );
  app.get(
    `${BIZ}/listing/assessment/latest`,
    {
      config: user,
      schema: {
        tags,
        summary: '企业最近一次挂牌自评',
        querystring: companyQuery,
        response: { 200: envelope(assessmentView.nullable()) },
      },
    },
    async (request) => {
      const u = requireUser(request);
      const companyId = listing.companyOfCaller(u, request.query.companyId);
      return ok(await inTenant(u, (tx) => listing.latestAssessmentOf(tx, u.tenantId, companyId)));
    },
  );
  app.get(
    `${BIZ}/listing/applyDefaults`,
    {
      config: user,
      schema: { tags, summary: '企业挂牌申请的预填信息', response: { 200: envelope(listingApplyDefaults) } },
    },
    async (request) => {
      const u = requireUser(request);
      return ok(await inTenant(u, (tx) => listing.listingApplyDefaults(tx, u)));
    },
  );
  registerProductRoutes(root, inTenant);
}

type InTenant = <T>(u: AuthUser, work: (tx: Tx) => Promise<T>) => Promise<T>;

/** /gpcpglManagenment's calls: the enterprise's listing products (staff read any company's). */
function registerProductRoutes(root: FastifyInstance, inTenant: InTenant) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${BIZ}/listing/product/list`,
    {
      config: user,
      schema: {
        tags,
        summary: '挂牌产品列表',
        querystring: companyQuery,
        response: { 200: envelope(z.array(listingProductView)) },
      },
    },
    async (request) => {
      const u = requireUser(request);
      return ok(await inTenant(u, (tx) => listing.productsOf(tx, u, request.query.companyId)));
    },
  );
  app.get(
    `${BIZ}/listing/product/detail`,
    {
      config: user,
      schema: {
        tags,
        summary: '挂牌产品详情',
        querystring: listingProductIdQuery,
        response: { 200: envelope(listingProductView) },
      },
    },
    async (request) => {
      const u = requireUser(request);
      return ok(await inTenant(u, (tx) => listing.productOf(tx, u, request.query.id)));
    },
  );
  app.post(
    `${BIZ}/listing/product/submit`,
    {
      config: user,
      schema: {
        tags,
        summary: '新增或修改挂牌产品（按版本）',
        body: listingProductBody,
        response: { 200: envelope(listingProductView) },
      },
    },
    async (request) => {
      const u = requireUser(request);
      return ok(
        await inTenant(u, (tx) => listing.saveProduct(tx, auditContextOf(request, u), u, request.body)),
      );
    },
  );
  app.post(
    `${BIZ}/listing/product/remove`,
    {
      config: user,
      schema: {
        tags,
        summary: '删除挂牌产品',
        body: listingProductIdQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const u = requireUser(request);
      await inTenant(u, (tx) => listing.removeProduct(tx, auditContextOf(request, u), u, request.body.id));
      return ok(null);
    },
  );
}
