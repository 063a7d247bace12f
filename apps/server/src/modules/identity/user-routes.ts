import {
  currentUserInfo,
  emptyData,
  envelope,
  refAccountNumber,
  refCompany,
  switchCompanyParams,
  switchHolderParams,
  userZoneAccount,
} from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { parseOrThrow } from '../../platform/http/parse.js';
import { requireUser } from './guard.js';
import type { IdentityDeps } from './identity-deps.js';
import {
  describeCurrentUser,
  listRefAccountNumbers,
  listRefCompanies,
  listUserZones,
  switchCompany,
  switchHolder,
} from './session.service.js';
import { requestMeta } from './token-routes.js';

const USER = '/api/rem-registrationbizweb/user';
const tags = ['user'];

/** GET with the query, or POST with the query or a JSON body: the spec names both forms. */
function getAndPost<T extends z.ZodType>(
  app: ReturnType<FastifyInstance['withTypeProvider']>,
  path: string,
  options: { summary: string; params: T; response: z.ZodType },
  handler: (request: FastifyRequest, params: z.infer<T>) => Promise<unknown>,
): void {
  const config = { access: 'user' as const };
  const response = { 200: options.response };
  app.get(
    path,
    { config, schema: { tags, summary: options.summary, querystring: options.params, response } },
    (request) => handler(request, request.query as z.infer<T>),
  );
  app.post(path, { config, schema: { tags, summary: options.summary, response } }, async (request) => {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    return handler(request, parseOrThrow(options.params, { ...(request.query as object), ...body }));
  });
}

export function registerUserRoutes(root: FastifyInstance, deps: IdentityDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const none = z.object({});

  getAndPost(
    app,
    `${USER}/getCurrentUserInfo`,
    { summary: '当前用户与专区', params: none, response: envelope(currentUserInfo) },
    async (request) => ok(await describeCurrentUser(deps, requireUser(request))),
  );
  getAndPost(
    app,
    `${USER}/getCurrentUserAllAcount`,
    { summary: '当前登录账号可进入的专区', params: none, response: envelope(z.array(userZoneAccount)) },
    async (request) => ok(await listUserZones({ deps, user: requireUser(request) })),
  );
  getAndPost(
    app,
    `${USER}/queryAllRefCompany`,
    { summary: '可代为办理的企业', params: none, response: envelope(z.array(refCompany)) },
    async (request) => ok(await listRefCompanies({ deps, user: requireUser(request) })),
  );
  getAndPost(
    app,
    `${USER}/switchCurrentActiveCompany`,
    { summary: '切换当前企业', params: switchCompanyParams, response: envelope(emptyData) },
    async (request, params) => {
      await switchCompany({
        deps,
        user: requireUser(request),
        companyId: params.companyId,
        meta: requestMeta(request),
      });
      return ok(null);
    },
  );
  getAndPost(
    app,
    `${USER}/queryAllRefAccountNumber`,
    { summary: '可选择的登记账号', params: none, response: envelope(z.array(refAccountNumber)) },
    async (request) => ok(await listRefAccountNumbers({ deps, user: requireUser(request) })),
  );
  getAndPost(
    app,
    `${USER}/switchCurrentActiveHolder`,
    { summary: '切换当前登记账号', params: switchHolderParams, response: envelope(emptyData) },
    async (request, params) => {
      const result = await switchHolder({
        deps,
        user: requireUser(request),
        holderUuid: params.holderUuid,
        companyId: params.companyId,
        productId: params.productId,
        meta: requestMeta(request),
      });
      return ok(null, result.message);
    },
  );
}
