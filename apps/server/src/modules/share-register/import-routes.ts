import { envelope, registerImportParams, registerImportQuery, registerImportResult } from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition, XLSX_CONTENT_TYPE } from '../../platform/documents/content-disposition.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { requireUser } from '../identity/index.js';
import { loadDictionaryNames } from '../system/index.js';
import { importTemplate } from './import-columns.js';
import { checkBatchPathCode } from './import-path.js';
import { importInitialRegister } from './import-register.js';
import { isRegisterStaff } from './policy.js';
import { auditOf, BIZ, type ShareRegisterRouteDeps, tags } from './route-support.js';

/** The import route alone accepts a raw workbook body this large (the global JSON limit stays). */
export const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;
const FILE_TYPES = ['application/octet-stream', XLSX_CONTENT_TYPE];

/**
 * The initial-register import. `@fastify/multipart` is not installed, so the workbook is the
 * request body (`application/octet-stream` or the xlsx media type) and the parameters are in the
 * query; the raw-body parser and the larger body limit exist only in this plugin's scope.
 */
export function registerImportRoutes(root: FastifyInstance, deps: ShareRegisterRouteDeps): void {
  const { db, tenants } = deps;
  void root.register(async (scope) => {
    scope.addContentTypeParser(
      FILE_TYPES,
      { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    for (const url of [`${BIZ}/import`, `${BIZ}/import/:pathCode`]) {
      app.post(
        url,
        {
          bodyLimit: IMPORT_BODY_LIMIT,
          // Staff only, decided by the guard before the body is read (ADR 27).
          config: { access: 'user', authorize: isRegisterStaff },
          schema: {
            tags,
            summary: '导入初始股东名册（Excel，整体导入，逐行错误报告）',
            querystring: registerImportQuery,
            params: registerImportParams,
            response: { 200: envelope(registerImportResult) },
          },
        },
        async (request) => {
          const user = requireUser(request);
          await tenants.require(request.tenantId);
          const { companyId, registerDate, basisReference, appId, productCode } = request.query;
          const { pathCode } = request.params;
          checkBatchPathCode(pathCode, appId, productCode);
          if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
            throw new AppError('REGISTER_IMPORT_FILE_INVALID', { reason: '请求体应为xlsx文件' });
          }
          const audit = auditOf(request, user);
          const file = request.body;
          return ok(
            await importInitialRegister({
              db,
              user,
              companyId,
              file,
              registerDate,
              basisReference,
              pathCode,
              audit,
            }),
          );
        },
      );
    }
  });

  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${BIZ}/importTemplate`,
    {
      config: { access: 'user' },
      schema: { tags, summary: '初始股东名册导入模板', querystring: z.object({}) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await tenants.require(request.tenantId);
      if (!isRegisterStaff(user)) throw new AppError('FORBIDDEN');
      const codes = ['organTypeValidator', 'personCertType', 'productInfoIdType', 'natureOfShare'];
      const d = await db.withTenant(user.tenantId, (tx) => loadDictionaryNames(tx, user.tenantId, codes));
      const names = (code: string) => [...(d.get(code)?.values() ?? [])];
      const file = await importTemplate({
        certTypes: [
          { organType: '机构', names: names('organTypeValidator') },
          { organType: '个人', names: names('personCertType') },
          { organType: '产品', names: names('productInfoIdType') },
        ],
        shareNatures: names('natureOfShare'),
      });
      return reply
        .header('content-disposition', attachmentDisposition('初始股东名册导入模板.xlsx'))
        .type(XLSX_CONTENT_TYPE)
        .send(file);
    },
  );
}
