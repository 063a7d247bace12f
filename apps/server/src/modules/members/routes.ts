import { companyNameParams, envelope, memberListItem, memberOption } from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { type HolderSearchDeps, searchCaller, searchRoute } from '../holder-search/index.js';
import { listAllMembers, membersOfCompany } from './member.service.js';

const BIZ = '/api/rem-registrationbizweb';

/** Member institution calls (001 §7), in the holder search's scope; thin: parse, call the service, wrap. */
export function registerMemberRoutes(root: FastifyInstance, deps: HolderSearchDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  searchRoute(
    app,
    {
      path: `${BIZ}/member/getMemberByCompanyName`,
      summary: '企业的合作会员',
      params: companyNameParams,
      response: envelope(z.array(memberOption)),
    },
    async (request, params) => ok(await membersOfCompany(deps, searchCaller(request), params.companyName)),
  );
  searchRoute(
    app,
    {
      path: `${BIZ}/member/listAllMember`,
      summary: '全部会员',
      params: z.object({}),
      response: envelope(z.array(memberListItem)),
    },
    async (request) => ok(await listAllMembers(deps, searchCaller(request))),
  );
}
