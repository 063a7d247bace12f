import {
  envelope,
  QUALIFICATION_CURRENT_URL,
  QUALIFICATION_RULES_URL,
  qualificationCurrentAnswer,
  qualificationRulesQuery,
  qualificationRuleView,
  SUITABILITY_CHECK_URL,
  suitabilityAnswer,
  suitabilityCheckBody,
} from '@rer/contracts';
import type { QualificationKind } from '@rer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { requireUser } from '../identity/index.js';
import { currentQualifications, type QualificationDeps, ruleView } from './investor-qualification.service.js';
import { checkSuitabilityOfCaller } from './suitability.service.js';

const tags = ['investor-qualification'];
const config = { access: 'user' as const };
const USER = '/api/rem-registrationbizweb/user';

const certifyFlag = z.object({ kind: z.string(), status: z.number(), certified: z.number() });

/** Qualified investors (ADR 66): own certifications, the rules, 002 §7's flags, suitability. */
export function registerInvestorQualificationRoutes(root: FastifyInstance, deps: QualificationDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    QUALIFICATION_CURRENT_URL,
    {
      config,
      schema: {
        tags,
        summary: '本人的合格投资者认证及有效期',
        response: { 200: envelope(qualificationCurrentAnswer) },
      },
    },
    async (request) => ok(await currentQualifications(deps, requireUser(request))),
  );
  app.get(
    QUALIFICATION_RULES_URL,
    {
      config,
      schema: {
        tags,
        summary: '合格投资者标准（证监会令第132号）',
        querystring: qualificationRulesQuery,
        response: { 200: envelope(z.array(qualificationRuleView)) },
      },
    },
    async (request) => ok(ruleView(request.query.kind)),
  );
  const flag = (path: string, kind: QualificationKind | 'zone', summary: string) =>
    app.get(
      `${USER}/${path}`,
      { config, schema: { tags, summary, response: { 200: envelope(certifyFlag) } } },
      async (request) => {
        const user = requireUser(request);
        const current = await currentQualifications(deps, user);
        const wanted = kind === 'zone' ? current.zoneKind : kind;
        const row = current.qualifications.find((q) => q.kind === wanted);
        const status = row ? row.status : 2;
        return ok({ kind: wanted ?? '', status, certified: status === 0 ? 1 : 0 });
      },
    );
  flag('checkCurrentCertify', 'zone', '当前专区的认证状态（0 有效，1 已过期，2 未认证）');
  flag('isEnterpriseCertificationInuse', 'institution', '机构投资者认证是否有效');
  flag('isProductCertificationInuse', 'product', '产品认证是否有效（isProductCertificateApply）');
  app.post(
    SUITABILITY_CHECK_URL,
    {
      config,
      schema: {
        tags,
        summary: '适当性检查：产品风险高于风险承受能力时须本人确认并记录',
        body: suitabilityCheckBody,
        response: { 200: envelope(suitabilityAnswer) },
      },
    },
    async (request) => ok(await checkSuitabilityOfCaller(deps, requireUser(request), request.body)),
  );
}
