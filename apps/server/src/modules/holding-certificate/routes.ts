import {
  envelope,
  holdingCertificateDownloadQuery,
  holdingCertificateListQuery,
  holdingCertificatePage,
  holdingCertificateVerification,
  holdingCertificateVerifyQuery,
  HOLDING_CERTIFICATE_URLS as URLS,
} from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { attachmentDisposition } from '../../platform/documents/content-disposition.js';
import { ok } from '../../platform/envelope.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { requireUser } from '../identity/index.js';
import type { TenantService } from '../system/index.js';
import { listCertificates, verifyCertificate, visibleCertificate } from './certificate.service.js';
import { ensureCertificateDocument } from './certificate-document.js';

export interface HoldingCertificateRouteDeps {
  db: Database;
  tenants: TenantService;
  storage: () => Promise<ObjectStorage>;
}

const tags = ['holding-certificate'];

/** The origin the browser used (behind a proxy: its forwarded host and protocol, Fastify's trustProxy). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * 持股证明 calls (ADR 76): the caller's certificates, the PDF download (produced on the first one)
 * and the public verification by number or by the PDF's SHA-256.
 */
export function registerHoldingCertificateRoutes(
  root: FastifyInstance,
  deps: HoldingCertificateRouteDeps,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants } = deps;

  app.get(
    URLS.list,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '持股证明列表（本人、本企业，或登记机构工作人员全部）',
        querystring: holdingCertificateListQuery,
        response: { 200: envelope(holdingCertificatePage) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await tenants.require(user.tenantId);
      return ok(await listCertificates(db, user, request.query));
    },
  );

  app.get(
    URLS.download,
    {
      config: { access: 'user' },
      schema: { tags, summary: '下载持股证明PDF', querystring: holdingCertificateDownloadQuery },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await tenants.require(user.tenantId);
      const row = await visibleCertificate(db, user, request.query);
      const actor = {
        actorId: user.accountId,
        actorName: user.account,
        ip: request.ip,
        requestId: request.id,
      };
      const storage = await deps.storage();
      const document = await ensureCertificateDocument({ db, storage }, row, {
        origin: originOf(request),
        actor,
      });
      await db.withTenant(user.tenantId, (tx) =>
        writeAudit(
          tx,
          { tenantId: user.tenantId, ...actor },
          {
            action: 'holdingCertificate.download',
            targetType: 'holding_certificate',
            targetId: row.certificateNo,
          },
        ),
      );
      const { body } = await storage.get(document.key);
      return reply
        .header('content-disposition', attachmentDisposition(document.fileName))
        .header('cache-control', 'no-store')
        .type('application/pdf')
        .send(body);
    },
  );

  app.get(
    URLS.verify,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '核验持股证明（按证明编号或PDF文件的SHA-256，公开）',
        querystring: holdingCertificateVerifyQuery,
        response: { 200: envelope(holdingCertificateVerification) },
      },
    },
    async (request) => {
      const tenant = await tenants.require(request.tenantId);
      const { certificateNo, sha256 } = request.query;
      const by = certificateNo ? { certificateNo } : { documentSha256: sha256 ?? '' };
      return ok(await verifyCertificate(db, tenant.tenantId, by));
    },
  );
}
