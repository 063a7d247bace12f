import {
  areaOption,
  areaQuery,
  capitalOption,
  companyDetailQuery,
  companyPageQuery,
  envelope,
  homeFigures,
  industryOption,
  memberDetailQuery,
  memberListQuery,
  publicMember,
  publicMemberPage,
  publicTenantQuery,
  SHOWCASE_URLS,
  showcaseCompanyDetail,
  showcasePage,
  showPageQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { tenantOf } from '../../platform/tenant-context.js';
import { registerAttachmentOwnerKind } from '../attachments/index.js';
import { publicMemberDetail, publicMemberList } from './member-display.service.js';
import { isShowcased } from './showcase.repository.js';
import {
  areaOptions,
  capitalOptions,
  homeFigures as figuresOf,
  industryOptions,
  listDisplayed,
  listHostedOrListed,
  type ShowcaseDeps,
  showcaseDetail,
} from './showcase.service.js';

const tags = ['public'];
const open = { access: 'public' as const };
/** Logos bound to a company under this kind are public while the company is on the showcase. */
export const COMPANY_LOGO_KIND = 'company-logo';

function registerShowcaseLists(root: FastifyInstance, deps: ShowcaseDeps) {
  const typed = root.withTypeProvider<ZodTypeProvider>();
  typed.post(
    SHOWCASE_URLS.queryPageInfo,
    {
      config: open,
      schema: {
        tags,
        summary: '展示企业列表（公开，按租户）：代码或名称、行业、注册资本、城市、展示板块',
        body: showPageQuery,
        response: { 200: envelope(showcasePage) },
      },
    },
    async (request) => ok(await listDisplayed(deps, tenantOf(request, request.body.tenantId), request.body)),
  );
  typed.post(
    SHOWCASE_URLS.selectCompanyPage,
    {
      config: open,
      schema: {
        tags,
        summary: '托管（1）/挂牌（2）企业列表（公开，按租户）：行业、城市、区县、注册资本、板块',
        body: companyPageQuery,
        response: { 200: envelope(showcasePage) },
      },
    },
    async (request) =>
      ok(await listHostedOrListed(deps, tenantOf(request, request.body.tenantId), request.body)),
  );
  typed.get(
    SHOWCASE_URLS.companyDetail,
    {
      config: open,
      schema: {
        tags,
        summary: '展示企业详情（公开，按租户；仅托管、挂牌或展示中的企业）',
        querystring: companyDetailQuery,
        response: { 200: envelope(showcaseCompanyDetail) },
      },
    },
    async (request) =>
      ok(await showcaseDetail(deps, tenantOf(request, request.query.tenantId), request.query.uuid)),
  );
}

function registerReferenceRoutes(root: FastifyInstance, deps: ShowcaseDeps) {
  const typed = root.withTypeProvider<ZodTypeProvider>();
  typed.get(
    SHOWCASE_URLS.industry,
    {
      config: open,
      schema: {
        tags,
        summary: '行业（国民经济行业分类门类，公开）',
        querystring: publicTenantQuery,
        response: { 200: envelope(z.array(industryOption)) },
      },
    },
    async (request) => ok(await industryOptions(deps, tenantOf(request, request.query.tenantId))),
  );
  typed.get(
    SHOWCASE_URLS.registeredCapital,
    {
      config: open,
      schema: {
        tags,
        summary: '注册资本区间（万元，公开）',
        querystring: areaQuery,
        response: { 200: envelope(z.array(capitalOption)) },
      },
    },
    async (request) => {
      await deps.tenants.require(tenantOf(request, request.query.tenantId));
      return ok(capitalOptions());
    },
  );
  typed.get(
    SHOWCASE_URLS.area,
    {
      config: open,
      schema: {
        tags,
        summary: '城市与区县（公开；租户限定城市时仅该城市）',
        querystring: areaQuery,
        response: { 200: envelope(z.array(areaOption)) },
      },
    },
    async (request) =>
      ok(await areaOptions(deps, tenantOf(request, request.query.tenantId), request.query.provinceCode)),
  );
  typed.get(
    SHOWCASE_URLS.figures,
    {
      config: open,
      schema: {
        tags,
        summary: '首页关键数据：托管、挂牌、展示企业数与投资者数（公开）',
        querystring: publicTenantQuery,
        response: { 200: envelope(homeFigures) },
      },
    },
    async (request) => ok(await figuresOf(deps, tenantOf(request, request.query.tenantId))),
  );
}

function registerMemberRoutes(root: FastifyInstance, deps: ShowcaseDeps) {
  const typed = root.withTypeProvider<ZodTypeProvider>();
  typed.get(
    SHOWCASE_URLS.memberList,
    {
      config: open,
      schema: {
        tags,
        summary: '会员展示列表（公开，按租户）',
        querystring: memberListQuery,
        response: { 200: envelope(publicMemberPage) },
      },
    },
    async (request) =>
      ok(await publicMemberList(deps, tenantOf(request, request.query.tenantId), request.query)),
  );
  typed.get(
    SHOWCASE_URLS.memberDetail,
    {
      config: open,
      schema: {
        tags,
        summary: '会员详情（公开，按租户）',
        querystring: memberDetailQuery,
        response: { 200: envelope(publicMember) },
      },
    },
    async (request) =>
      ok(await publicMemberDetail(deps, tenantOf(request, request.query.tenantId), request.query.id)),
  );
}

/** The public site's calls (issue 25 part F, ADR 82). */
export function registerPublicSiteRoutes(root: FastifyInstance, deps: ShowcaseDeps): void {
  registerAttachmentOwnerKind(COMPANY_LOGO_KIND, async () => true, {
    isPublic: (tx, companyId) => isShowcased(tx, companyId),
  });
  registerShowcaseLists(root, deps);
  registerReferenceRoutes(root, deps);
  registerMemberRoutes(root, deps);
}
