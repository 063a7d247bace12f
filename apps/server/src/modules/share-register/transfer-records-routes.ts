import {
  envelope,
  haveTradingData,
  haveTradingDataParams,
  transferRecordList,
  transferRecordsParams,
} from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { parseOrThrow } from '../../platform/http/parse.js';
import { requireUser } from '../identity/index.js';
import { auditOf, type ShareRegisterRouteDeps, tags } from './route-support.js';
import { checkHaveTradingData, listShareTransferRecords } from './transfer-records.js';

const HOLDER = '/api/rem-registrationbizweb/holder';

/** The query and/or the JSON body (the holder calls accept both), parsed with the Chinese messages. */
function paramsOf<T extends z.ZodType>(schema: T, request: FastifyRequest): z.infer<T> {
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  return parseOrThrow(schema, { ...(request.query as object), ...body });
}

/** Share-transfer record selection (000 §5) and the transferable-shares check (001 §7). */
export function registerTransferRecordRoutes(root: FastifyInstance, deps: ShareRegisterRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants } = deps;
  const config = { access: 'user' as const };

  const records = {
    config,
    schema: {
      tags,
      summary: '选择转让记录：用户代码（或登记账号）在某产品（企业）下可转让的持股',
      response: { 200: envelope(transferRecordList) },
    },
  };
  const listRecords = async (request: FastifyRequest) => {
    const user = requireUser(request);
    await tenants.require(request.tenantId);
    const params = paramsOf(transferRecordsParams, request);
    return ok(await listShareTransferRecords({ db, user, params, audit: auditOf(request, user) }));
  };
  app.get(`${HOLDER}/queryShareTransferRecords`, records, listRecords);
  app.post(`${HOLDER}/queryShareTransferRecords`, records, listRecords);

  app.post(
    `${HOLDER}/getHaveTradingData`,
    {
      config,
      schema: {
        tags,
        summary: '登记账号在某产品下的可用股份是否足够转让（changeVol）',
        response: { 200: envelope(haveTradingData) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await tenants.require(request.tenantId);
      const params = paramsOf(haveTradingDataParams, request);
      return ok(await checkHaveTradingData({ db, user, params, audit: auditOf(request, user) }));
    },
  );
}
