import {
  envelope,
  PLEDGEE_CONFIRM_LINK_URL,
  PLEDGEE_CONFIRM_URL,
  PLEDGEE_FACE_PICTURE_URL,
  PLEDGEE_FACE_SANDBOX_URL,
  PLEDGEE_FACE_START_URL,
  PLEDGEE_LINK_URL,
  PLEDGEE_SEND_SMS_URL,
  PLEDGEE_SMS_HINT,
  PLEDGEE_STATUS_URL,
  pledgeeConfirmBody,
  pledgeeFaceStart,
  pledgeeLinkIssued,
  pledgeeLinkView,
  pledgeeSandboxBody,
  pledgeeStatus,
  pledgeeTokenBody,
  pledgeeTokenQuery,
  pledgeeUuidQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { isRegisterStaff, requireUser } from '../identity/index.js';
import { registerPledgeContractRoutes } from './pledge-contract.routes.js';
import {
  completeSandboxCheck,
  confirmPledge,
  startPledgeeFaceCheck,
  viewLink,
} from './pledgee-confirm.service.js';
import type { PledgeeDeps } from './pledgee-deps.js';
import { faceRecPicture, registerFacePictureAccess } from './pledgee-face-picture.js';
import { confirmLinkForStaff, sendConfirmSms, pledgeeStatus as statusOf } from './pledgee-link.service.js';
import { metaOf } from './pledgee-request.js';

const tags = ['pledgee-confirmation'];
const user = { access: 'user' as const };
const open = { access: 'public' as const };

/** Signed-in calls: the applicant or register staff act on the pledgee's confirmation (ADR 72). */
function registerStaffSide(app: ReturnType<FastifyInstance['withTypeProvider']>, deps: PledgeeDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const query = { tags, querystring: pledgeeUuidQuery };
  typed.get(
    PLEDGEE_SEND_SMS_URL,
    {
      config: user,
      schema: {
        ...query,
        summary: '发送质权人确认短信（3分钟内不可重发）',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) =>
      ok(
        await sendConfirmSms(deps, requireUser(request), request.query.uuid, metaOf(request)),
        PLEDGEE_SMS_HINT,
      ),
  );
  typed.get(
    PLEDGEE_CONFIRM_LINK_URL,
    {
      config: { ...user, authorize: isRegisterStaff },
      schema: {
        ...query,
        summary: '质权人确认链接（管理端，不发短信）',
        response: { 200: envelope(pledgeeLinkIssued) },
      },
    },
    async (request) =>
      ok(await confirmLinkForStaff(deps, requireUser(request), request.query.uuid, metaOf(request))),
  );
  typed.get(
    PLEDGEE_FACE_PICTURE_URL,
    {
      config: user,
      schema: { ...query, summary: '质权人人脸识别照片的附件编号', response: { 200: envelope(z.string()) } },
    },
    async (request) =>
      ok(await faceRecPicture(deps, requireUser(request), request.query.uuid, metaOf(request))),
  );
  typed.get(
    PLEDGEE_STATUS_URL,
    {
      config: user,
      schema: { ...query, summary: '质权人确认状态与附件', response: { 200: envelope(pledgeeStatus) } },
    },
    async (request) => ok(await statusOf(deps, requireUser(request), request.query.uuid)),
  );
}

/** Public calls of the pledgee's page: the link's token is the credential (tenant from the host). */
function registerPledgeeSide(app: ReturnType<FastifyInstance['withTypeProvider']>, deps: PledgeeDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    PLEDGEE_LINK_URL,
    {
      config: open,
      schema: {
        tags,
        summary: '质权人确认页：质押信息',
        querystring: pledgeeTokenQuery,
        response: { 200: envelope(pledgeeLinkView) },
      },
    },
    async (request) => ok(await viewLink(deps, request.tenantId, request.query.token)),
  );
  typed.post(
    PLEDGEE_FACE_START_URL,
    {
      config: open,
      schema: {
        tags,
        summary: '质权人人脸识别：开始',
        body: pledgeeTokenBody,
        response: { 200: envelope(pledgeeFaceStart) },
      },
    },
    async (request) =>
      ok(await startPledgeeFaceCheck(deps, request.tenantId, request.body.token, metaOf(request))),
  );
  typed.post(
    PLEDGEE_FACE_SANDBOX_URL,
    {
      config: open,
      schema: {
        tags,
        summary: '质权人人脸识别沙箱：模拟结果',
        body: pledgeeSandboxBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await completeSandboxCheck(deps, request.tenantId, request.body)),
  );
  typed.post(
    PLEDGEE_CONFIRM_URL,
    {
      config: open,
      schema: {
        tags,
        summary: '质权人确认质押（人脸识别通过后）',
        body: pledgeeConfirmBody,
        response: { 200: envelope(z.object({ confirmedAt: z.string() })) },
      },
    },
    async (request) =>
      ok(await confirmPledge(deps, request.tenantId, request.body, metaOf(request)), '确认成功'),
  );
}

export function registerPledgeeConfirmationRoutes(app: FastifyInstance, deps: PledgeeDeps): void {
  registerFacePictureAccess();
  registerStaffSide(app, deps);
  registerPledgeeSide(app, deps);
  registerPledgeContractRoutes(app, deps);
}
