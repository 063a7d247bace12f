import {
  envelope,
  INVESTOR_HISTORY_URL,
  INVESTOR_INFO_URL,
  INVESTOR_SEARCH_URL,
  investorHistory,
  investorHistoryQuery,
  investorInfoAnswer,
  investorSearchPage,
  investorSearchQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { isRegisterStaff, requireUser } from '../identity/index.js';
import { investorHistory as historyOf } from './investor-history.service.js';
import { type InvestorInfoDeps, investorInfo, searchInvestors } from './investor-info.service.js';

const tags = ['investor'];

/** 投资者信息 (the investor's own) and 投资者查询 (staff) (issue 22, ADR 63). */
export function registerInvestorInfoRoutes(root: FastifyInstance, deps: InvestorInfoDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    INVESTOR_INFO_URL,
    {
      config: { access: 'user' as const },
      schema: {
        tags,
        summary: '投资者信息：当前登记账户（仅本人登录所绑定的）及开户资料',
        response: { 200: envelope(investorInfoAnswer) },
      },
    },
    async (request) => ok(await investorInfo(deps, requireUser(request))),
  );
  app.get(
    INVESTOR_HISTORY_URL,
    {
      config: { access: 'user' as const },
      schema: {
        tags,
        summary:
          '投资者信息详情：当前登记账户（仅本人登录所绑定的）的开户、状态变更、风险测评与认证记录，分页',
        querystring: investorHistoryQuery,
        response: { 200: envelope(investorHistory) },
      },
    },
    async (request) => ok(await historyOf(deps, requireUser(request), request.query)),
  );
  app.get(
    INVESTOR_SEARCH_URL,
    {
      // Staff only: the guard refuses anyone else before the query is read.
      config: { access: 'user' as const, authorize: isRegisterStaff },
      schema: {
        tags,
        summary: '投资者查询（管理端）：投资者名称、证件号码、登记账号，分页',
        querystring: investorSearchQuery,
        response: { 200: envelope(investorSearchPage) },
      },
    },
    async (request) => ok(await searchInvestors(deps, requireUser(request), request.query)),
  );
}
