import {
  accountBySubjectAnswer,
  accountBySubjectQuery,
  companyAndLegalMgrAnswer,
  companyElementByCertQuery,
  companyElementQuery,
  companyRefUser,
  envelope,
  PREFILL_BIZ,
  PREFILL_MGR,
  productWhileRefAccountNumber,
  refCompanyData,
  subjectAndRoleData,
  subjectData,
  subjectQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { isRegisterStaff, requireUser } from '../identity/index.js';
import {
  type CompanyPrefillDeps,
  companyAndLegalInfoMgr,
  getProductWhileRefAccountNumber,
  getSubjectAndRoleData,
  getSubjectData,
  queryAccountBySubject,
  queryRefCompanyData,
  queryRefUsersByCompanyElement,
  type SubjectType,
} from './company-prefill.service.js';

const tags = ['company-prefill'];
const user = { access: 'user' as const };
const fromCompanyElement = (q: z.infer<typeof companyElementQuery>) => ({
  name: q.companyName,
  idType: q.companyIdType,
  idNumber: q.companyIdNumber,
});

/** The prefill calls of 002 §7 (issue 21, ADR 46); thin: schema, caller, service, envelope. */
export function registerCompanyPrefillRoutes(root: FastifyInstance, deps: CompanyPrefillDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${PREFILL_MGR}/company/getCompanyAndLegalInfoMgr`,
    {
      // Register staff only; the guard refuses others before the query is read.
      config: { access: 'user' as const, authorize: isRegisterStaff },
      schema: {
        tags,
        summary: '企业及法定代表人信息（管理端预填）',
        querystring: companyElementQuery,
        response: { 200: envelope(companyAndLegalMgrAnswer) },
      },
    },
    async (request) =>
      ok(await companyAndLegalInfoMgr(deps, requireUser(request), fromCompanyElement(request.query))),
  );

  app.get(
    `${PREFILL_BIZ}/company/queryRefCompanyData`,
    {
      config: user,
      schema: {
        tags,
        summary: '企业关联信息（角色、确权、子账号）',
        querystring: companyElementQuery,
        response: { 200: envelope(refCompanyData) },
      },
    },
    async (request) =>
      ok(await queryRefCompanyData(deps, requireUser(request), fromCompanyElement(request.query))),
  );

  app.get(
    `${PREFILL_BIZ}/company/getSubjectAndRoleData`,
    {
      config: user,
      schema: {
        tags,
        summary: '企业主体及其角色信息',
        querystring: subjectQuery,
        response: { 200: envelope(subjectAndRoleData) },
      },
    },
    async (request) => ok(await getSubjectAndRoleData(deps, requireUser(request), request.query)),
  );

  for (const subjectType of ['user', 'company', 'product'] as const satisfies SubjectType[]) {
    app.get(
      `${PREFILL_BIZ}/${subjectType}/getSubjectData`,
      {
        config: user,
        schema: {
          tags,
          summary: `主体信息（${{ user: '个人', company: '企业', product: '产品' }[subjectType]}）`,
          querystring: subjectQuery,
          response: { 200: envelope(subjectData) },
        },
      },
      async (request) => ok(await getSubjectData(deps, requireUser(request), subjectType, request.query)),
    );
  }

  app.get(
    `${PREFILL_BIZ}/product/getSubjectDataWhileRefAccountNumber`,
    {
      config: user,
      schema: {
        tags,
        summary: '产品及其登记账户',
        querystring: subjectQuery,
        response: { 200: envelope(productWhileRefAccountNumber) },
      },
    },
    async (request) => ok(await getProductWhileRefAccountNumber(deps, requireUser(request), request.query)),
  );

  app.get(
    `${PREFILL_BIZ}/user/queryAccountBySubject`,
    {
      config: user,
      schema: {
        tags,
        summary: '按主体查询用户代码',
        querystring: accountBySubjectQuery,
        response: { 200: envelope(accountBySubjectAnswer) },
      },
    },
    async (request) => ok(await queryAccountBySubject(deps, requireUser(request), request.query)),
  );

  app.get(
    `${PREFILL_BIZ}/companyRefUser/queryByCompanyElement`,
    {
      config: user,
      schema: {
        tags,
        summary: '企业关联的登录账号',
        querystring: companyElementByCertQuery,
        response: { 200: envelope(z.array(companyRefUser)) },
      },
    },
    async (request) =>
      ok(
        await queryRefUsersByCompanyElement(deps, requireUser(request), {
          name: request.query.name,
          idType: request.query.certType,
          idNumber: request.query.certNo,
        }),
      ),
  );
}
