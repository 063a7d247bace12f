import { holderListExportRequest, registerExportQuery } from '@rer/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationError } from '../../platform/errors.js';
import { streamInto } from '../../platform/http/stream-reply.js';
import { requireUser } from '../identity/index.js';
import { exportRegisterDocument } from './export-register.js';
import { currentCompanyOf } from './policy.js';
import { auditOf, BIZ, type ShareRegisterRouteDeps, tags } from './route-support.js';

const BIZ_ROOT = '/api/rem-registrationbizweb';
const appParam = z.object({ app: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: '路径不正确' }) });
const holderListQuery = holderListExportRequest.pick({ companyId: true, name: true });

/** 出具股东名册 and the holder-list export (001 §7 `{app}/shareBonus/exportHolderListDataBiz`). */
export function registerExportRoutes(root: FastifyInstance, deps: ShareRegisterRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants } = deps;

  app.get(
    `${BIZ}/export`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '出具股东名册（Excel或PDF，可指定截至日期）',
        querystring: registerExportQuery,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await tenants.require(request.tenantId);
      const { companyId, asOf, format } = request.query;
      const audit = auditOf(request, user);
      return streamInto(request, reply, (open) =>
        exportRegisterDocument({ db, user, companyId, asOf, format, kind: 'register', audit, open }),
      );
    },
  );

  const holderList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    input: { companyId?: string | undefined; name?: string | undefined },
  ) => {
    const user = requireUser(request);
    await tenants.require(request.tenantId);
    const companyId = input.companyId ?? currentCompanyOf(user);
    if (!companyId) throw validationError('companyId', '请先选择企业');
    const audit = auditOf(request, user);
    return streamInto(request, reply, (open) =>
      exportRegisterDocument({
        db,
        user,
        companyId,
        format: 'xlsx',
        kind: 'holderList',
        fileStem: input.name,
        audit,
        open,
      }),
    );
  };
  // `{app}` is the service segment of the spec's call (`api/{app}/…`); the brief's form with the
  // registration service in front is answered too.
  for (const url of [
    '/api/:app/shareBonus/exportHolderListDataBiz',
    `${BIZ_ROOT}/:app/shareBonus/exportHolderListDataBiz`,
  ]) {
    const summary = '导出股东名单（Excel，不含登记账号）';
    app.post(
      url,
      {
        config: { access: 'user' },
        schema: { tags, summary, params: appParam, body: holderListExportRequest },
      },
      (request, reply) => holderList(request, reply, request.body),
    );
    app.get(
      url,
      {
        config: { access: 'user' },
        schema: { tags, summary, params: appParam, querystring: holderListQuery },
      },
      (request, reply) => holderList(request, reply, request.query),
    );
  }
}
