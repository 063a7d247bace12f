import {
  ENCUMBRANCE_URLS,
  encumbranceExportQuery,
  encumbranceNotice,
  encumbranceNoticePage,
  encumbrancePage,
  encumbranceSearchQuery,
  envelope,
  lockQuery,
  myEncumbranceQuery,
  noticeDetailQuery,
  noticeListQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../platform/audit.js';
import { attachmentDisposition, XLSX_CONTENT_TYPE } from '../../platform/documents/content-disposition.js';
import { ok } from '../../platform/envelope.js';
import { isRegisterStaff, requireUser } from '../identity/index.js';
import { type NoticeDeps, type NoticeKind, noticeDetail, noticeList } from './encumbrance-notice.service.js';
import {
  companyLocks,
  encumbrancesToExport,
  myEncumbrances,
  searchEncumbrances,
} from './encumbrance-query.service.js';
import { encumbranceWorkbook } from './encumbrance-workbook.js';

const tags = ['encumbrance'];
const user = { access: 'user' as const };
// Staff only: the guard refuses anyone else before the query is read.
const staff = { access: 'user' as const, authorize: isRegisterStaff };

/** 质押查询, 冻结查询, 限售查询, the staff view and its export (issue 23, ADR 75). */
function registerQueryRoutes(root: FastifyInstance, deps: NoticeDeps) {
  const typed = root.withTypeProvider<ZodTypeProvider>();
  typed.get(
    ENCUMBRANCE_URLS.mine,
    {
      config: user,
      schema: {
        tags,
        summary: '质押查询 / 冻结查询：本人登记账户的质押或冻结（投资者专区）',
        querystring: myEncumbranceQuery,
        response: { 200: envelope(encumbrancePage) },
      },
    },
    async (request) => ok(await myEncumbrances(deps, requireUser(request), request.query)),
  );
  typed.get(
    ENCUMBRANCE_URLS.locks,
    {
      config: user,
      schema: {
        tags,
        summary: '限售查询：当前企业股东名册上的限售（企业专区）',
        querystring: lockQuery,
        response: { 200: envelope(encumbrancePage) },
      },
    },
    async (request) => ok(await companyLocks(deps, requireUser(request), request.query)),
  );
  typed.get(
    ENCUMBRANCE_URLS.search,
    {
      config: staff,
      schema: {
        tags,
        summary: '股份权利限制查询（管理端）：企业、股东、类型、状态、登记日期，分页',
        querystring: encumbranceSearchQuery,
        response: { 200: envelope(encumbrancePage) },
      },
    },
    async (request) => ok(await searchEncumbrances(deps, requireUser(request), request.query)),
  );
  typed.get(
    ENCUMBRANCE_URLS.export,
    {
      config: staff,
      schema: { tags, summary: '导出股份权利限制（xlsx）', querystring: encumbranceExportQuery },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const list = await encumbrancesToExport(deps, caller, auditContextOf(request, caller), request.query);
      return reply
        .header('content-disposition', attachmentDisposition('股份权利限制.xlsx'))
        .type(XLSX_CONTENT_TYPE)
        .send(await encumbranceWorkbook(list));
    },
  );
}

const NOTICE_ROUTES: { kind: NoticeKind; list: string; detail: string; name: string }[] = [
  {
    kind: 'pledge',
    list: ENCUMBRANCE_URLS.pledgeList,
    detail: ENCUMBRANCE_URLS.pledgeDetail,
    name: '质押公告',
  },
  {
    kind: 'freeze',
    list: ENCUMBRANCE_URLS.frozenList,
    detail: ENCUMBRANCE_URLS.frozenDetail,
    name: '冻结公告',
  },
];

/** The public announcements: no login, the tenant of the request or of `tenantId`. */
function registerNoticeRoutes(root: FastifyInstance, deps: NoticeDeps) {
  const typed = root.withTypeProvider<ZodTypeProvider>();
  for (const route of NOTICE_ROUTES) {
    typed.get(
      route.list,
      {
        config: { access: 'public' },
        schema: {
          tags: ['public'],
          summary: `${route.name}列表（公开，按租户）`,
          querystring: noticeListQuery,
          response: { 200: envelope(encumbranceNoticePage) },
        },
      },
      async (request) => ok(await noticeList(deps, route.kind, request.tenantId, request.query)),
    );
    typed.get(
      route.detail,
      {
        config: { access: 'public' },
        schema: {
          tags: ['public'],
          summary: `${route.name}详情（公开，按租户）`,
          querystring: noticeDetailQuery,
          response: { 200: envelope(encumbranceNotice) },
        },
      },
      async (request) => ok(await noticeDetail(deps, route.kind, request.tenantId, request.query)),
    );
  }
}

export function registerEncumbranceRoutes(root: FastifyInstance, deps: NoticeDeps): void {
  registerQueryRoutes(root, deps);
  registerNoticeRoutes(root, deps);
}
