import {
  ECONTRACT_INFO_URL,
  ECONTRACT_PLEDGEE_INFO_URL,
  ECONTRACT_PLEDGEE_SIGN_URL,
  ECONTRACT_REGISTER_USER_URL,
  ECONTRACT_SIGN_URL,
  eContractInfoBody,
  eContractPartyBody,
  eContractSandboxSignQuery,
  eContractSignAnswer,
  eContractSignQuery,
  eContractStatus,
  eContractUser,
  envelope,
  pledgeeTokenBody,
  pledgeeUuidQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../platform/documents/content-disposition.js';
import {
  SANDBOX_SIGN_PATH,
  type SandboxEContractProvider,
} from '../../platform/e-contract/sandbox-e-contract.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { requireUser } from '../identity/index.js';
import {
  contractSignUrl,
  pledgeContractDocument,
  pledgeContractStatus,
  pledgeeSignUrl,
  registerContractUser,
} from './pledge-contract.service.js';
import type { PledgeeDeps } from './pledgee-deps.js';
import { metaOf } from './pledgee-request.js';

const tags = ['e-contract'];

/** The e-contract calls of 000/002 §7 for the pledge contract (ADR 72). */
export function registerPledgeContractRoutes(root: FastifyInstance, deps: PledgeeDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };
  app.post(
    ECONTRACT_REGISTER_USER_URL,
    {
      config: user,
      schema: {
        tags,
        summary: '电子合同：登记签署方（出质人或质权人）',
        body: eContractPartyBody,
        response: { 200: envelope(eContractUser) },
      },
    },
    async (request) =>
      ok(await registerContractUser(deps, requireUser(request), request.body, metaOf(request))),
  );
  app.get(
    ECONTRACT_SIGN_URL,
    {
      config: user,
      schema: {
        tags,
        summary: '电子合同：签署地址',
        querystring: eContractSignQuery,
        response: { 200: envelope(eContractSignAnswer) },
      },
    },
    async (request) => ok(await contractSignUrl(deps, requireUser(request), request.query, metaOf(request))),
  );
  app.post(
    ECONTRACT_PLEDGEE_INFO_URL,
    {
      config: user,
      schema: {
        tags,
        summary: '电子合同：质押合同签署状态',
        body: pledgeeUuidQuery,
        response: { 200: envelope(eContractStatus) },
      },
    },
    async (request) => ok(await pledgeContractStatus(deps, requireUser(request), request.body.uuid)),
  );
  app.post(
    ECONTRACT_INFO_URL,
    {
      config: user,
      schema: { tags, summary: '电子合同：质押合同PDF（已签署的以签署版为准）', body: eContractInfoBody },
    },
    async (request, reply) => {
      const document = await pledgeContractDocument(deps, requireUser(request), request.body);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(document.name))
        .send(document.pdf);
    },
  );
  app.post(
    ECONTRACT_PLEDGEE_SIGN_URL,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '电子合同：质权人签署地址（确认链接）',
        body: pledgeeTokenBody,
        response: { 200: envelope(eContractSignAnswer) },
      },
    },
    async (request) => ok(await pledgeeSignUrl(deps, request.tenantId, request.body.token, metaOf(request))),
  );
  app.get(
    SANDBOX_SIGN_PATH,
    {
      config: { access: 'public' },
      schema: { tags, summary: '电子合同沙箱：模拟签署并返回', querystring: eContractSandboxSignQuery },
    },
    async (request, reply) => {
      const provider = deps.appEnv === 'production' ? null : deps.eContract();
      if (provider?.name !== 'sandbox') throw new AppError('FORBIDDEN');
      const { contractRef, account, redirectUrl } = request.query;
      // Only back to this site (no open redirect): a path, or this request's own origin.
      const origin = metaOf(request).origin;
      const target =
        redirectUrl.startsWith(`${origin}/`) || /^\/(?!\/)/.test(redirectUrl) ? redirectUrl : '/';
      await deps.db.withTenant(request.tenantId, (tx) =>
        (provider as SandboxEContractProvider).sign(tx, contractRef, account, deps.clock.now()),
      );
      return reply.redirect(target, 302);
    },
  );
}
