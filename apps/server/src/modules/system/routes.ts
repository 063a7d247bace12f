import {
  dictionaryItem,
  dictionaryQuery,
  envelope,
  paramDetail,
  paramKeyQuery,
  publicDictionaryQuery,
  regionLazyTreeQuery,
  regionNode,
  subDictionaryQuery,
  tenantInfo,
  tenantInfoQuery,
  topMenuStatusQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { tenantOf } from '../../platform/tenant-context.js';
import type { DictionaryService } from './dictionary.service.js';
import type { ParamService } from './param.service.js';
import { findProvinces, findRegionChildren } from './region.repository.js';
import { type TenantService, toTenantInfo } from './tenant.service.js';

export interface SystemRouteDeps {
  db: Database;
  tenants: TenantService;
  dictionaries: DictionaryService;
  params: ParamService;
}

const dictionaryList = envelope(z.array(dictionaryItem));
const paramValue = envelope(z.string());
const topMenu = envelope(z.array(z.object({ paramKey: z.string(), paramValue: z.string() })));

export function registerSystemRoutes(root: FastifyInstance, deps: SystemRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { tenants, dictionaries, params } = deps;

  app.get(
    '/api/blade-system/tenant/info',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: '按域名查询租户',
        querystring: tenantInfoQuery,
        response: { 200: envelope(tenantInfo) },
      },
    },
    async (request) => ok(toTenantInfo(await tenants.byDomain(request.query.domain))),
  );

  app.get(
    '/api/blade-system/dict-biz/dictionary',
    {
      config: { access: 'user' },
      schema: {
        tags: ['system'],
        summary: '业务字典',
        querystring: dictionaryQuery,
        response: { 200: dictionaryList },
      },
    },
    async (request) => {
      const tenant = await tenants.require(request.tenantId);
      return ok(await dictionaries.getDictionary(tenant.tenantId, request.query.code));
    },
  );

  app.get(
    '/api/blade-system/dict-biz/getSubDictionaryDate',
    {
      config: { access: 'user' },
      schema: {
        tags: ['system'],
        summary: '子级业务字典',
        querystring: subDictionaryQuery,
        response: { 200: dictionaryList },
      },
    },
    async (request) => {
      const tenant = await tenants.require(request.tenantId);
      return ok(
        await dictionaries.getSubDictionary(tenant.tenantId, request.query.code, request.query.dictKey),
      );
    },
  );

  app.get(
    '/api/blade-system/nonds/dict-biz/dictionary',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: '业务字典（公开，按租户）',
        querystring: publicDictionaryQuery,
        response: { 200: dictionaryList },
      },
    },
    async (request) => {
      const tenant = await tenants.require(tenantOf(request, request.query.tenantId));
      return ok(await dictionaries.getDictionary(tenant.tenantId, request.query.code));
    },
  );

  app.get(
    '/api/blade-system/region/lazy-tree',
    {
      // Public: the showcase pages (no login) need regions too.
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: '行政区划懒加载树',
        querystring: regionLazyTreeQuery,
        response: { 200: envelope(z.array(regionNode)) },
      },
    },
    async (request) => {
      const tenant = await tenants.require(tenantOf(request, request.query.tenantId));
      const parentCode = normaliseParentCode(request.query.parentCode);
      if (parentCode === null) return ok(await findProvinces(deps.db.orm));
      const children = await findRegionChildren(deps.db.orm, parentCode);
      // A tenant restricted to one city sees only that city under its province.
      const restricted = tenant.restrictedCityCode;
      if (restricted && children.some((c) => c.code === restricted)) {
        return ok(children.filter((c) => c.code === restricted));
      }
      return ok(children);
    },
  );

  app.get(
    '/api/blade-system/param-biz/detail',
    {
      config: { access: 'user' },
      schema: {
        tags: ['system'],
        summary: '系统参数详情',
        querystring: paramKeyQuery,
        response: { 200: envelope(paramDetail) },
      },
    },
    async (request) => {
      const tenant = await tenants.require(request.tenantId);
      const found = await params.get(tenant.tenantId, request.query.paramKey);
      return ok({ paramKey: found.paramKey, paramName: found.paramName, paramValue: found.paramValue });
    },
  );

  app.get(
    '/api/blade-system/nonDSClient/param-biz-value',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: '公开系统参数值',
        querystring: paramKeyQuery,
        response: { 200: paramValue },
      },
    },
    async (request) => {
      const tenant = await tenants.require(tenantOf(request, request.query.tenantId));
      const found = await params.get(tenant.tenantId, request.query.paramKey, { publicOnly: true });
      return ok(found.paramValue);
    },
  );

  app.get(
    '/api/blade-system/nonds/param/getBizTopMenuStatus',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: '顶部专区菜单开关',
        querystring: topMenuStatusQuery,
        response: { 200: topMenu },
      },
    },
    async (request) => {
      const tenant = await tenants.require(tenantOf(request, request.query.tenantId));
      const found = await params.topMenuStatus(tenant.tenantId);
      return ok(found.map((p) => ({ paramKey: p.paramKey, paramValue: p.paramValue })));
    },
  );
}

/** Empty, `0`, `00` and `000000` all mean "the provinces"; short codes are padded to 6 digits. */
export function normaliseParentCode(code: string | undefined): string | null {
  if (!code || /^0+$/.test(code)) return null;
  return code.padEnd(6, '0');
}
