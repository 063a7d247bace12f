import {
  applicationRefBody,
  applicationSummary,
  envelope,
  resubmitBody,
  returnBody,
  reviewBody,
  saveApplicationBody,
  submitApplicationBody,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { registerApplicationAttachments } from './application-attachments.js';
import * as queries from './application-queries.js';
import { resubmitApplication, reviewApplication, withdrawOrCancel } from './decide-application.js';
import { registerWorkflowQueryRoutes } from './query-routes.js';
import { callerOf, type WorkflowRouteDeps } from './route-caller.js';
import { saveDraft, submitApplication } from './submit-application.js';
import type { Caller } from './workflow-context.js';

const BIZ = '/api/rem-registrationbizweb';
const tags = ['workflow'];
const user = { access: 'user' as const };

/** Answer of every state-changing call: the application as the lists show it (not a view: no audit). */
function summaryOf(db: Database, caller: Caller, uuid: string) {
  return queries.applicationSummaryOf(db, caller, uuid);
}

/** The workflow calls (ADR 12): thin — caller, validated body, use-case, envelope. */
export function registerWorkflowRoutes(root: FastifyInstance, deps: WorkflowRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants, clock } = deps;
  registerApplicationAttachments();
  const answer = { 200: envelope(applicationSummary) };

  app.post(
    `${BIZ}/application/save`,
    { config: user, schema: { tags, summary: '保存草稿', body: saveApplicationBody, response: answer } },
    async (request) => {
      const caller = await callerOf(request, tenants);
      const saved = await saveDraft({ db, clock, caller, input: request.body });
      return ok(await summaryOf(db, caller, saved.uuid), '保存成功');
    },
  );

  app.post(
    `${BIZ}/application/submit`,
    {
      config: user,
      schema: { tags, summary: '提交申请（幂等）', body: submitApplicationBody, response: answer },
    },
    async (request) => {
      const caller = await callerOf(request, tenants);
      const { application } = await submitApplication({ db, clock, caller, input: request.body });
      return ok(await summaryOf(db, caller, application.uuid), '提交成功');
    },
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `${BIZ}/application/${action}`,
      {
        config: user,
        schema: {
          tags,
          summary: action === 'approve' ? '审批通过' : '驳回',
          body: reviewBody,
          response: answer,
        },
      },
      async (request) => {
        const caller = await callerOf(request, tenants);
        const done = await reviewApplication({ db, clock, caller, action, input: request.body });
        return ok(await summaryOf(db, caller, done.uuid), '办理成功');
      },
    );
  }

  app.post(
    `${BIZ}/application/return`,
    { config: user, schema: { tags, summary: '退回修改', body: returnBody, response: answer } },
    async (request) => {
      const caller = await callerOf(request, tenants);
      const done = await reviewApplication({ db, clock, caller, action: 'return', input: request.body });
      return ok(await summaryOf(db, caller, done.uuid), '退回成功');
    },
  );

  app.post(
    `${BIZ}/application/resubmit`,
    { config: user, schema: { tags, summary: '退回后重新提交', body: resubmitBody, response: answer } },
    async (request) => {
      const caller = await callerOf(request, tenants);
      const done = await resubmitApplication({ db, clock, caller, input: request.body });
      return ok(await summaryOf(db, caller, done.uuid), '提交成功');
    },
  );

  for (const action of ['withdraw', 'cancel'] as const) {
    app.post(
      `${BIZ}/application/${action}`,
      {
        config: user,
        schema: {
          tags,
          summary: action === 'withdraw' ? '撤回' : '作废',
          body: applicationRefBody,
          response: answer,
        },
      },
      async (request) => {
        const caller = await callerOf(request, tenants);
        const done = await withdrawOrCancel({ db, clock, caller, action, input: request.body });
        return ok(await summaryOf(db, caller, done.uuid), action === 'withdraw' ? '撤回成功' : '作废成功');
      },
    );
  }

  registerWorkflowQueryRoutes(root, deps);
}
