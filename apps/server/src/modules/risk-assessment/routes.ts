import {
  envelope,
  evaluationRow,
  riskCurrentAnswer,
  riskQuestionnaireQuery,
  riskQuestionnaireView,
  riskSubmitBody,
  shareHolderQuestionQuery,
} from '@rer/contracts';
import type { RiskType } from '@rer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { requireUser } from '../identity/index.js';
import {
  currentRiskAssessment,
  questionnaireView,
  type RiskAssessmentDeps,
  shareHolderQuestions,
  submitRiskAssessment,
} from './risk-assessment.service.js';

const BIZ = '/api/rem-registrationbizweb/riskAssessment';
const tags = ['risk-assessment'];
const config = { access: 'user' as const };

/** 550026 投资者风险测评 (ADR 62): questionnaire, submit, current result, and 001 §7's history call. */
export function registerRiskAssessmentRoutes(root: FastifyInstance, deps: RiskAssessmentDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${BIZ}/questionnaire`,
    {
      config,
      schema: {
        tags,
        summary: '风险测评问卷（不含分值）',
        querystring: riskQuestionnaireQuery,
        response: { 200: envelope(riskQuestionnaireView) },
      },
    },
    async (request) => ok(questionnaireView(request.query.riskType as RiskType)),
  );
  app.post(
    `${BIZ}/submit`,
    {
      config,
      schema: {
        tags,
        summary: '提交风险测评答案（服务端计分）',
        body: riskSubmitBody,
        response: { 200: envelope(evaluationRow) },
      },
    },
    async (request) => ok(await submitRiskAssessment(deps, requireUser(request), request.body)),
  );
  app.get(
    `${BIZ}/current`,
    {
      config,
      schema: { tags, summary: '当前登记账户的风险测评结果', response: { 200: envelope(riskCurrentAnswer) } },
    },
    async (request) => ok(await currentRiskAssessment(deps, requireUser(request))),
  );
  app.get(
    '/api/rem-registrationmgrweb/shareHolderQuestion/queryShareHolderQuestion',
    {
      config,
      schema: {
        tags,
        summary: '登记账户的风险测评记录',
        querystring: shareHolderQuestionQuery,
        response: { 200: envelope(z.array(evaluationRow)) },
      },
    },
    async (request) =>
      ok(await shareHolderQuestions(deps, requireUser(request), request.query.accountNumber)),
  );
}
