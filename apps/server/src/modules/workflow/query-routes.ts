import {
  applicationDetailBody,
  applicationDetail as applicationDetailSchema,
  applicationSummary,
  bizSnQuery,
  checkPrintAnswer,
  checkPrintQuery,
  envelope,
  finalNodeAnswer,
  finalNodeQuery,
  myApplicationsBody,
  myTodosBody,
  page,
  todoRecord,
  userTasksBody,
  userTasksPage,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition, PDF_CONTENT_TYPE } from '../../platform/documents/content-disposition.js';
import { ok } from '../../platform/envelope.js';
import * as queries from './application-queries.js';
import { printVoucher } from './print-voucher.js';
import { callerOf, type WorkflowRouteDeps } from './route-caller.js';

const BIZ = '/api/rem-registrationbizweb';
const MGR = '/api/rem-registrationmgrweb';
const tags = ['workflow'];
const user = { access: 'user' as const };

/** The workflow's reads: detail, lists, badge, final node, print check and voucher, uuid by biz_sn. */
export function registerWorkflowQueryRoutes(root: FastifyInstance, deps: WorkflowRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants, clock } = deps;

  app.post(
    `${BIZ}/application/detail`,
    {
      config: user,
      schema: {
        tags,
        summary: '业务详情',
        body: applicationDetailBody,
        response: { 200: envelope(applicationDetailSchema) },
      },
    },
    async (request) => {
      const caller = await callerOf(request, tenants);
      return ok(await queries.applicationDetail(db, caller, request.body));
    },
  );

  // 我的申请 (/queryPage/bizApplication2) and 我的待办 (/queryPage/bjotcTaskItem2).
  app.post(
    `${BIZ}/application/page`,
    {
      config: user,
      schema: {
        tags,
        summary: '我的申请',
        body: myApplicationsBody,
        response: { 200: envelope(page(applicationSummary)) },
      },
    },
    async (request) => {
      const caller = await callerOf(request, tenants);
      return ok(await queries.myApplications(db, caller, request.body));
    },
  );

  app.post(
    `${BIZ}/taskItem/page`,
    {
      config: user,
      schema: {
        tags,
        summary: '我的待办 / 已办',
        body: myTodosBody,
        response: { 200: envelope(page(todoRecord)) },
      },
    },
    async (request) => {
      const caller = await callerOf(request, tenants);
      return ok(await queries.myTodos(db, caller, request.body));
    },
  );

  // The badge: 001 names the biz service, 000 the mgr service; both answer.
  for (const prefix of [BIZ, MGR]) {
    app.post(
      `${prefix}/taskItem/getUserTasks`,
      {
        config: user,
        schema: {
          tags,
          summary: '我的待办数量（菜单角标）',
          body: userTasksBody.optional(),
          response: { 200: envelope(userTasksPage) },
        },
      },
      async (request) => {
        const caller = await callerOf(request, tenants);
        const body = userTasksBody.parse(request.body ?? {});
        const found = await queries.myTodos(db, caller, {
          current: body.pageNo,
          size: body.pageSize,
          taskItemState: '待办',
        });
        return ok({ totalRecord: found.total, records: found.records });
      },
    );
  }

  app.get(
    `${BIZ}/flow/getFinalNode`,
    {
      config: user,
      schema: {
        tags,
        summary: '流程最终节点',
        querystring: finalNodeQuery,
        response: { 200: envelope(finalNodeAnswer) },
      },
    },
    async (request) => {
      const caller = await callerOf(request, tenants);
      return ok(await queries.finalNodeOf(db, caller, request.query.flowCode));
    },
  );

  app.get(
    `${BIZ}/applyform/checkPrint`,
    {
      config: user,
      schema: {
        tags,
        summary: '凭证是否可打印',
        querystring: checkPrintQuery,
        response: { 200: envelope(checkPrintAnswer) },
      },
    },
    async (request) => {
      const caller = await callerOf(request, tenants);
      return ok(await queries.checkPrint(db, caller, request.query.bizId));
    },
  );

  app.get(
    `${BIZ}/applyform/printVoucher`,
    {
      config: user,
      schema: {
        tags,
        summary: '业务凭证（PDF，办结后）',
        querystring: z.object({ uuid: z.uuid({ error: '申请编号格式不正确' }) }),
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request, tenants);
      const tenant = await tenants.require(caller.tenantId);
      const { pdf, fileName } = await printVoucher(db, caller, {
        uuid: request.query.uuid,
        marketName: tenant.tenantName,
        now: clock.now(),
      });
      return reply
        .header('content-type', PDF_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(fileName))
        .send(pdf);
    },
  );

  app.get(
    `${MGR}/statement/getUUIDByBizSn`,
    {
      config: user,
      schema: {
        tags,
        summary: '按业务编号取申请编号',
        querystring: bizSnQuery,
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) => {
      const caller = await callerOf(request, tenants);
      return ok(await queries.uuidByBizSn(db, caller, request.query.bizSn));
    },
  );
}
