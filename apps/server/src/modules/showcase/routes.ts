import {
  cityCounts as cityCountsAnswer,
  emptyData,
  envelope,
  officialCompaniesQuery,
  officialCompanyPage,
  SHOWCASE_BUSINESS_URLS,
  showcaseCompanyCheck,
  showcaseCompanyCheckQuery,
  showPlateRow,
  showPlateSubmitBody,
  tenantQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.js';
import { ok } from '../../platform/envelope.js';
import { currentCompanyOf, isRegisterStaff, requireUser } from '../identity/index.js';
import { cityCounts, type OfficialWebsiteDeps, officialCompanies } from './official-website.service.js';
import { publicShowPlates, staffShowPlates, submitShowPlate } from './show-plate.service.js';
import { resolveShowcaseCompany } from './showcase-company.js';

const tags = ['showcase'];
const publicAccess = { access: 'public' as const };
const staff = { access: 'user' as const, authorize: isRegisterStaff };

/** The public calls (no login, the tenant of the request or of `tenantId`). */
function registerPublicRoutes(root: FastifyInstance, deps: OfficialWebsiteDeps) {
  const typed = root.withTypeProvider<ZodTypeProvider>();
  typed.get(
    SHOWCASE_BUSINESS_URLS.showPlates,
    {
      config: publicAccess,
      schema: {
        tags: ['public'],
        summary: '展示板块（公开，按租户）：[{key, value}] 的 JSON 字符串',
        querystring: tenantQuery,
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) => {
      const tenant = await deps.tenants.require(request.query.tenantId ?? request.tenantId);
      return ok(JSON.stringify(await publicShowPlates(deps.db, tenant.tenantId)));
    },
  );
  typed.get(
    SHOWCASE_BUSINESS_URLS.cityCounts,
    {
      config: publicAccess,
      schema: {
        tags: ['public'],
        summary: '官网地图：本省各市托管、挂牌、展示企业数（公开，按租户）',
        querystring: tenantQuery,
        response: { 200: envelope(cityCountsAnswer) },
      },
    },
    async (request) => ok(await cityCounts(deps, request.tenantId, request.query.tenantId)),
  );
  typed.get(
    SHOWCASE_BUSINESS_URLS.companies,
    {
      config: publicAccess,
      schema: {
        tags: ['public'],
        summary: '官网企业列表：托管、挂牌或展示企业，按城市与名称筛选，分页（公开，按租户）',
        querystring: officialCompaniesQuery,
        response: { 200: envelope(officialCompanyPage) },
      },
    },
    async (request) => ok(await officialCompanies(deps, request.tenantId, request.query)),
  );
}

/** 展示板块管理 (register staff) and the 550092 form's company check. */
function registerSignedInRoutes(root: FastifyInstance, deps: OfficialWebsiteDeps) {
  const typed = root.withTypeProvider<ZodTypeProvider>();
  typed.get(
    SHOWCASE_BUSINESS_URLS.plateList,
    {
      config: staff,
      schema: { tags, summary: '展示板块列表（管理端）', response: { 200: envelope(z.array(showPlateRow)) } },
    },
    async (request) => ok(await staffShowPlates(deps.db, requireUser(request).tenantId)),
  );
  typed.post(
    SHOWCASE_BUSINESS_URLS.plateSubmit,
    {
      config: staff,
      schema: {
        tags,
        summary: '新增或修改展示板块（管理端，按版本）',
        body: showPlateSubmitBody,
        response: { 200: envelope(z.object({ id: z.number().int(), version: z.number().int() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await submitShowPlate(deps.db, auditContextOf(request, user), request.body));
    },
  );
  typed.get(
    SHOWCASE_BUSINESS_URLS.companyCheck,
    {
      config: { access: 'user' as const },
      schema: {
        tags,
        summary: '企业展示（550092）：所选企业能否申请展示（合作关系、是否已展示）',
        querystring: showcaseCompanyCheckQuery,
        response: { 200: envelope(showcaseCompanyCheck.or(emptyData)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const company = await deps.db.withTenant(user.tenantId, (tx) =>
        resolveShowcaseCompany(
          tx,
          {
            tenantId: user.tenantId,
            accountId: user.accountId,
            zone: user.landingMode,
            currentCompany: currentCompanyOf(user),
            isStaff: isRegisterStaff(user),
          },
          request.query.companyIdNumber ?? '',
        ),
      );
      return ok({
        uuid: company.uuid,
        name: company.name,
        idType: company.idType ?? '11',
        idNumber: company.creditCode ?? '',
        showStatus: company.showStatus,
        showCode: company.showCode,
        showPlate: company.showPlate,
        showTimeStart: company.showTimeStart,
      });
    },
  );
}

export function registerShowcaseRoutes(root: FastifyInstance, deps: OfficialWebsiteDeps): void {
  registerPublicRoutes(root, deps);
  registerSignedInRoutes(root, deps);
}
