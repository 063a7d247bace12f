import {
  COMPANY_QUALIFICATION_BIZ,
  companyQualificationAnswer,
  companyUuidQuery,
  envelope,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { requireUser } from '../identity/index.js';
import { allCompanyQualifications, latestCompanyQualifications } from './company-qualification.service.js';
import type { CompanyRecordDeps } from './company-record.service.js';

const tags = ['company'];
const config = { access: 'user' as const };
const schema = (summary: string) => ({
  tags,
  summary,
  querystring: companyUuidQuery,
  response: { 200: envelope(z.array(companyQualificationAnswer)) },
});

/** companyQualification calls of 002 §7 (ADR 47): who may see the record may see them. */
export function registerCompanyQualificationRoutes(root: FastifyInstance, deps: CompanyRecordDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${COMPANY_QUALIFICATION_BIZ}/getAllCompanyQualificationByCompanyUuid`,
    { config, schema: schema('企业全部资质') },
    async (request) =>
      ok(await allCompanyQualifications(deps, requireUser(request), request.query.companyUuid)),
  );
  app.get(
    `${COMPANY_QUALIFICATION_BIZ}/getLatestCompanyQualificationByCompanyUuid`,
    { config, schema: schema('企业各类资质的最新记录') },
    async (request) =>
      ok(await latestCompanyQualifications(deps, requireUser(request), request.query.companyUuid)),
  );
}
