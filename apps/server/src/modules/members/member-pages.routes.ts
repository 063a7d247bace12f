import {
  envelope,
  MEMBER_COMPANIES_URL,
  MEMBER_INFO_URL,
  MEMBER_REVISION_DRAFT_URL,
  MEMBER_SEARCH_URL,
  memberCompaniesPage,
  memberCompaniesQuery,
  memberInfoAnswer,
  memberRevisionDraft as memberRevisionDraftSchema,
  memberSearchPage,
  memberSearchQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { isRegisterStaff, requireUser } from '../identity/index.js';
import {
  type MemberPagesDeps,
  memberCompanies,
  memberInfo,
  memberRevisionDraft,
  searchMembers,
} from './member-pages.service.js';

const tags = ['member'];
const isMemberZone = (user: { landingMode: string }) => user.landingMode === 'member';

/** 会员信息 and 合作企业 (the member's own) and 会员查询 (staff) (issue 22, ADR 65). */
export function registerMemberPageRoutes(root: FastifyInstance, deps: MemberPagesDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    MEMBER_INFO_URL,
    {
      config: { access: 'user' as const, authorize: isMemberZone },
      schema: {
        tags,
        summary: '会员信息：当前会员账号的会员状态、会员资料与资质',
        response: { 200: envelope(memberInfoAnswer) },
      },
    },
    async (request) => ok(await memberInfo(deps, requireUser(request))),
  );
  app.get(
    MEMBER_REVISION_DRAFT_URL,
    {
      config: { access: 'user' as const, authorize: isMemberZone },
      schema: {
        tags,
        summary: '会员信息变更：以当前会员账号的会员资料与合作企业预填申请表',
        response: { 200: envelope(memberRevisionDraftSchema) },
      },
    },
    async (request) => ok(await memberRevisionDraft(deps, requireUser(request))),
  );
  app.get(
    MEMBER_COMPANIES_URL,
    {
      config: { access: 'user' as const, authorize: isMemberZone },
      schema: {
        tags,
        summary: '合作企业：当前会员账号合作的企业（仅此范围），分页',
        querystring: memberCompaniesQuery,
        response: { 200: envelope(memberCompaniesPage) },
      },
    },
    async (request) => ok(await memberCompanies(deps, requireUser(request), request.query)),
  );
  app.get(
    MEMBER_SEARCH_URL,
    {
      config: { access: 'user' as const, authorize: isRegisterStaff },
      schema: {
        tags,
        summary: '会员查询（管理端）：会员名称、会员编码、统一社会信用代码、状态，分页',
        querystring: memberSearchQuery,
        response: { 200: envelope(memberSearchPage) },
      },
    },
    async (request) => ok(await searchMembers(deps, requireUser(request), request.query)),
  );
}
