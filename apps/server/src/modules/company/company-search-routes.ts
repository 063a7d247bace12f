import {
  COMPANY_PATENTS_URL,
  COMPANY_SEARCH_URL,
  COMPANY_SERVICES_URL,
  companyIdQuery,
  companyPatentRow,
  companySearchPage,
  companySearchQuery,
  companyServiceRow,
  envelope,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { isRegisterStaff, requireUser } from '../identity/index.js';
import type { CompanyRecordDeps } from './company-record.service.js';
import { companyPatents, companyServices, searchCompanies } from './company-search.service.js';

const tags = ['company'];

/** 企业查询 (staff) and the company page's services and patents (issue 21, ADR 52). */
export function registerCompanySearchRoutes(root: FastifyInstance, deps: CompanyRecordDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    COMPANY_SEARCH_URL,
    {
      // Staff only: the guard refuses anyone else before the query is read.
      config: { access: 'user' as const, authorize: isRegisterStaff },
      schema: {
        tags,
        summary: '企业查询（管理端）：企业名称、统一社会信用代码、托管状态，分页',
        querystring: companySearchQuery,
        response: { 200: envelope(companySearchPage) },
      },
    },
    async (request) => ok(await searchCompanies(deps, requireUser(request), request.query)),
  );
  app.get(
    COMPANY_SERVICES_URL,
    {
      config: { access: 'user' as const },
      schema: {
        tags,
        summary: '企业服务信息（托管、展示、专精特新服务的期间与状态）',
        querystring: companyIdQuery,
        response: { 200: envelope(z.array(companyServiceRow)) },
      },
    },
    async (request) => ok(await companyServices(deps, requireUser(request), request.query.companyId)),
  );
  app.get(
    COMPANY_PATENTS_URL,
    {
      config: { access: 'user' as const },
      schema: {
        tags,
        summary: '企业专利（托管完成时由申请写入，001 §3.5）',
        querystring: companyIdQuery,
        response: { 200: envelope(z.array(companyPatentRow)) },
      },
    },
    async (request) => ok(await companyPatents(deps, requireUser(request), request.query.companyId)),
  );
}
