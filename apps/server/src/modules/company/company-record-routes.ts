import {
  COMPANY_BIZ,
  COMPANY_MGR,
  companyAndLegalAnswer,
  companyAndLegalQuery,
  companyByCidQuery,
  companyByNameQuery,
  companyIdQuery,
  companyInfoAnswer,
  companyRecordAnswer,
  companyRecordUpdateAnswer,
  companyRecordUpdateBody,
  companyRevisionAnswer,
  envelope,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.js';
import { ok } from '../../platform/envelope.js';
import { isRegisterStaff, requireUser } from '../identity/index.js';
import {
  type CompanyRecordDeps,
  changeCompanyRecord,
  companyAndLegalInfo,
  companyInfoByCid,
  companyInfoByName,
  getCompanyRecord,
  listCompanyRevisions,
} from './company-record.service.js';
import { registerCompanySearchRoutes } from './company-search-routes.js';

const tags = ['company'];
const user = { access: 'user' as const };

/** The company record (issue 21, ADR 45) and the read calls of 002 §7 that need no flow. */
export function registerCompanyRecordRoutes(root: FastifyInstance, deps: CompanyRecordDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  registerCompanySearchRoutes(root, deps);

  app.get(
    `${COMPANY_BIZ}/record`,
    {
      config: user,
      schema: {
        tags,
        summary: '企业基本信息（完整记录与出资期限提示）',
        querystring: companyIdQuery,
        response: { 200: envelope(companyRecordAnswer) },
      },
    },
    async (request) => ok(await getCompanyRecord(deps, requireUser(request), request.query.companyId)),
  );

  app.get(
    `${COMPANY_BIZ}/record/revisions`,
    {
      config: user,
      schema: {
        tags,
        summary: '企业信息变更记录',
        querystring: companyIdQuery,
        response: { 200: envelope(z.array(companyRevisionAnswer)) },
      },
    },
    async (request) => ok(await listCompanyRevisions(deps, requireUser(request), request.query.companyId)),
  );

  app.post(
    `${COMPANY_MGR}/record/update`,
    {
      // Staff only; a refused caller's body is never read (the guard checks before parsing).
      config: { access: 'user' as const, authorize: isRegisterStaff },
      schema: {
        tags,
        summary: '修改企业信息（按读取时的版本号）',
        body: companyRecordUpdateBody,
        response: { 200: envelope(companyRecordUpdateAnswer) },
      },
    },
    async (request) => {
      const actor = auditContextOf(request, requireUser(request));
      return ok(await changeCompanyRecord(deps, actor, request.body));
    },
  );

  app.get(
    `${COMPANY_BIZ}/getCompanyInfoByCID`,
    {
      config: user,
      schema: {
        tags,
        summary: '按企业编号或托管代码查询企业信息',
        querystring: companyByCidQuery,
        response: { 200: envelope(companyInfoAnswer.nullable()) },
      },
    },
    async (request) => ok(await companyInfoByCid(deps, requireUser(request), request.query.cid)),
  );

  app.get(
    `${COMPANY_BIZ}/getCompanyInfoByName`,
    {
      config: user,
      schema: {
        tags,
        summary: '按企业名称查询企业信息',
        querystring: companyByNameQuery,
        response: { 200: envelope(companyInfoAnswer.nullable()) },
      },
    },
    async (request) => ok(await companyInfoByName(deps, requireUser(request), request.query.name)),
  );

  app.get(
    `${COMPANY_BIZ}/getCompanyAndLegalInfo`,
    {
      config: user,
      schema: {
        tags,
        summary: '企业及法定代表人信息（预填）',
        querystring: companyAndLegalQuery,
        response: { 200: envelope(companyAndLegalAnswer) },
      },
    },
    async (request) => ok(await companyAndLegalInfo(deps, requireUser(request), request.query)),
  );
}
