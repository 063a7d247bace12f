import { attachZipAnswer, attachZipBody, envelope } from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { registerAttachmentOwnerKind } from '../attachments/index.js';
import { requireUser } from '../identity/index.js';
import type { TenantService } from '../system/index.js';
import type { ApplicationAccess } from './application-access.js';
import { type AttachZipLimits, createAttachZip, EVIDENCE_ZIP_KIND } from './attach-zip.js';
import { DEFAULT_EVIDENCE_PACKAGE_CONFIG, type EvidencePackageConfig } from './attach-zip-config.js';
import { BuildSlots } from './attach-zip-slots.js';

export interface AttachZipRouteDeps {
  db: Database;
  tenants: TenantService;
  /** The runtime's object storage (opened on first use, as for attachments). */
  storage: () => Promise<ObjectStorage>;
  limits?: AttachZipLimits;
  /** Retention (reuse) and build limits; defaults: 7 days, 2 per account, 4 per process. */
  packages?: EvidencePackageConfig;
  /** The workflow's applications (a port, ADR 36). */
  applications: ApplicationAccess;
}

const BIZ = '/api/rem-registrationbizweb';

/**
 * An evidence package is downloadable by its maker (the uploader rule of ADR 13) and by whoever
 * may see the application it was made from — the same people who could make it themselves.
 */
export function registerEvidenceZipOwnerKind(applications: ApplicationAccess): void {
  registerAttachmentOwnerKind(EVIDENCE_ZIP_KIND, async (tx, user, recordId) => {
    const app = await applications.findApplication(tx, user.tenantId, { uuid: recordId });
    return app !== null && applications.maySee(applications.callerOfUser(user), app);
  });
}

/** `POST …/evidencePrint/getAttachZip` (002 §7): the application's evidence package → its download link. */
export function registerAttachZipRoutes(root: FastifyInstance, deps: AttachZipRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  registerEvidenceZipOwnerKind(deps.applications);
  const packages = deps.packages ?? DEFAULT_EVIDENCE_PACKAGE_CONFIG;
  const slots = new BuildSlots(deps.db, {
    perAccount: packages.buildsPerAccount,
    perProcess: packages.buildsPerProcess,
    onError: (error) => root.log.warn({ err: error }, 'evidence package build lease not updated'),
  });
  app.post(
    `${BIZ}/evidencePrint/getAttachZip`,
    {
      config: { access: 'user' },
      schema: {
        tags: ['evidence-ledger'],
        summary: '存证材料包：业务申请的附件（SHA-256/SM3）、存证凭证与核验说明打包为zip，返回下载链接',
        body: attachZipBody,
        response: { 200: envelope(attachZipAnswer) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const caller = await deps.applications.callerOf(request, deps.tenants);
      // The connection closing before the answer was sent is the client going away.
      const aborted = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) aborted.abort();
      };
      reply.raw.once('close', onClose);
      try {
        const answer = await createAttachZip({
          db: deps.db,
          storage: await deps.storage(),
          caller,
          applications: deps.applications,
          account: user.account,
          request: request.body,
          ...(deps.limits ? { limits: deps.limits } : {}),
          packages,
          slots,
          signal: aborted.signal,
        });
        return ok(answer, '存证材料包已生成');
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );
}
