import {
  companyNameParams,
  envelope,
  holderLookupParams,
  holderOption,
  holderPage,
  holderQueryParams,
  holderRecord,
  optionalInvestorsParams,
  targetedInvestor,
} from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { parseOrThrow } from '../../platform/http/parse.js';
import { requireUser } from '../identity/index.js';
import {
  type HolderSearchDeps,
  holderOptionsOfCompany,
  lookupHolders,
  optionalInvestorsOfCompany,
  queryHolderPage,
  type SearchCaller,
} from './holder-search.service.js';

const BIZ = '/api/rem-registrationbizweb';
const tags = ['holders'];

/** The search caller of a request: the signed-in user and where the request came from. */
export function searchCaller(request: FastifyRequest): SearchCaller {
  return { user: requireUser(request), meta: { ip: request.ip, requestId: String(request.id) } };
}

/** GET with the query and POST with the query and/or a JSON body (the spec uses both). */
export function searchRoute<T extends z.ZodType>(
  app: ReturnType<FastifyInstance['withTypeProvider']>,
  options: { path: string; summary: string; params: T; response: z.ZodType; methods?: ('GET' | 'POST')[] },
  handler: (request: FastifyRequest, params: z.infer<T>) => Promise<unknown>,
): void {
  const config = { access: 'user' as const };
  const schema = { tags, summary: options.summary, response: { 200: options.response } };
  const methods = options.methods ?? ['GET', 'POST'];
  const parse = (request: FastifyRequest) => {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    return parseOrThrow(options.params, { ...(request.query as object), ...body });
  };
  if (methods.includes('GET'))
    app.get(options.path, { config, schema }, (request) => handler(request, parse(request)));
  if (methods.includes('POST'))
    app.post(options.path, { config, schema }, (request) => handler(request, parse(request)));
}

/** Holder search calls (the member calls are the members module's) (000 §7, 001 §7); thin: parse, call the service, wrap. */
export function registerHolderSearchRoutes(root: FastifyInstance, deps: HolderSearchDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  for (const name of ['queryByKey', 'queryByPage'] as const) {
    searchRoute(
      app,
      {
        path: `${BIZ}/holder/${name}`,
        summary: name === 'queryByKey' ? '股东查询（关键字）' : '股东分页查询',
        params: holderQueryParams,
        response: envelope(holderPage),
        methods: ['POST'],
      },
      async (request, params) =>
        ok(await queryHolderPage(deps, searchCaller(request), { call: name, params })),
    );
  }
  for (const [name, summary, requireAll] of [
    ['queryByNameAndId', '股东查询弹框：按名称、类型与证件查找', true],
    ['queryHoldersBySubject', '按主体（名称、证件）查询登记账户', false],
  ] as const) {
    searchRoute(
      app,
      {
        path: `${BIZ}/holder/${name}`,
        summary,
        params: holderLookupParams,
        response: envelope(z.array(holderRecord)),
      },
      async (request, params) =>
        ok(await lookupHolders(deps, searchCaller(request), { call: name, params, requireAll })),
    );
  }
  for (const [name, holderType] of [
    ['queryByCompanyName', 1],
    ['getCreditorByCompanyName', 2],
  ] as const) {
    searchRoute(
      app,
      {
        path: `${BIZ}/holder/${name}`,
        summary: holderType === 1 ? '企业的股东' : '企业的债权人',
        params: companyNameParams,
        response: envelope(z.array(holderOption)),
      },
      async (request, params) =>
        ok(
          await holderOptionsOfCompany(deps, searchCaller(request), {
            call: name,
            companyName: params.companyName,
            holderType,
          }),
        ),
    );
  }
  searchRoute(
    app,
    {
      path: `${BIZ}/bondtargetedinvestors/acquireOptionalInvestors`,
      summary: '定向投资者可选列表（企业的登记账户，按调用者范围）',
      params: optionalInvestorsParams,
      response: envelope(z.array(targetedInvestor)),
      methods: ['POST'],
    },
    async (request, params) =>
      ok(await optionalInvestorsOfCompany(deps, searchCaller(request), { companyId: params.companyId })),
  );
}
