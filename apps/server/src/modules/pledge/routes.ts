import { buffer } from 'node:stream/consumers';
import {
  envelope,
  PLEDGE_APPLICATION_FORM_URL,
  PLEDGE_DETAIL_URL,
  pledgeDetail,
  pledgeDetailQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { chinaDateTime } from '../../platform/documents/china-time.js';
import { attachmentDisposition, PDF_CONTENT_TYPE } from '../../platform/documents/content-disposition.js';
import { ok } from '../../platform/envelope.js';
import { requireUser } from '../identity/index.js';
import { loadDictionaryNames, type TenantService } from '../system/index.js';
import { streamPledgeApplicationForm } from './application-form-pdf.js';
import { pledgeDetailOf, visiblePledgeApplication } from './pledge-detail.js';

export interface PledgeRouteDeps {
  db: Database;
  tenants: TenantService;
  clock: Clock;
}

const tags = ['pledge'];
/** The coded fields of the declaration and the dictionaries naming them in the PDF. */
const DICTIONARIES: Record<string, string> = {
  natureOfShare: 'natureOfShare',
  natureOfInvestor: 'natureOfShareholder',
  zqrType: 'PledgeHumanType',
  zqrCertType: 'certificateType',
  financingDiretion: 'financingDiretion',
};

/** 550063's calls (001 §7 transfer-registration-pledge/detail, §2.2 股权质押登记申请表; ADR 71). */
export function registerPledgeRoutes(root: FastifyInstance, deps: PledgeRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    PLEDGE_DETAIL_URL,
    {
      config: { access: 'user' as const },
      schema: {
        tags,
        summary: '股权质押登记：申报的质押（出质人、质权人、质押信息、邮寄、附件）与确认状态',
        querystring: pledgeDetailQuery,
        response: { 200: envelope(pledgeDetail) },
      },
    },
    async (request) => ok(await pledgeDetailOf(deps.db, requireUser(request), request.query.id)),
  );
  app.get(
    PLEDGE_APPLICATION_FORM_URL,
    {
      config: { access: 'user' as const },
      schema: { tags, summary: '股权质押登记申请表（PDF）', querystring: pledgeDetailQuery },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const tenant = await deps.tenants.require(user.tenantId);
      const {
        app: found,
        row,
        names,
      } = await deps.db.withTenant(user.tenantId, async (tx) => ({
        ...(await visiblePledgeApplication(tx, user, request.query.id)),
        names: await loadDictionaryNames(tx, user.tenantId, Object.values(DICTIONARIES)),
      }));
      const { stream, done } = streamPledgeApplicationForm({
        marketName: tenant.tenantName,
        bizSn: found.bizSn,
        row: row as Record<string, unknown>,
        nameOf: (prop, key) => {
          const code = DICTIONARIES[prop];
          return (code && names.get(code)?.get(key)) || key;
        },
        generatedAt: chinaDateTime(deps.clock.now()),
      });
      const [pdf] = await Promise.all([buffer(stream), done]);
      return reply
        .header('content-type', PDF_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(`股权质押登记申请表-${found.bizSn}.pdf`))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
