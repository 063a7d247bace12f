import { z } from 'zod';

/**
 * 550026 investor risk assessment (issue 22, ADR 62): the questionnaire of a risk type, the
 * answers an investor submits (the server scores them), and the evaluation rows of 001 §3.19.
 */
const riskTypeMessage = '测评类型应为 1（私募股权）、2（私募可转债）或 6（私募基金份额）';
export const riskTypeParam = z.coerce
  .number({ message: riskTypeMessage })
  .refine((n) => n === 1 || n === 2 || n === 6, { message: riskTypeMessage });

export const riskQuestionnaireQuery = z.object({ riskType: riskTypeParam });

export const riskQuestionnaireView = z.object({
  riskType: z.number(),
  version: z.string(),
  name: z.string(),
  productTypeName: z.string(),
  remark: z.string(),
  titles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      options: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
    }),
  ),
});
export type RiskQuestionnaireView = z.infer<typeof riskQuestionnaireView>;

export const riskSubmitBody = z.object({
  riskType: riskTypeParam,
  /** Question id → option id; every question must have one (请选择您的答案). */
  answers: z
    .record(z.string().max(40), z.string().max(40))
    .refine((a) => Object.keys(a).length <= 50, { message: '答案过多' }),
});
export type RiskSubmitBody = z.infer<typeof riskSubmitBody>;

/** 001 §3.19 ruleFormTotalData: the questionnaire with the investor's answer per question. */
export const ruleFormTotalData = z.object({
  name: z.string(),
  remark: z.string(),
  titles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      answer: z.string().nullable(),
      options: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), value: z.number() })),
    }),
  ),
});

/** 001 §3.19 evaluation row. */
export const evaluationRow = z.object({
  id: z.string(),
  riskType: z.number(),
  typeName: z.string(),
  resultName: z.string(),
  resultScore: z.number(),
  fraction: z.number(),
  riskLevel: z.string(),
  ruleFormTotalData,
  bizTypeName: z.string(),
  productTypeName: z.string(),
  riskTestTime: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  productRiskLevel: z.string(),
  accountNumber: z.string(),
});
export type EvaluationRow = z.infer<typeof evaluationRow>;

/** The session values of 000 §3 / 001 §3.19: null while a type has no valid result. */
export const riskSessionValues = z.object({
  riskScore: z.number().nullable(),
  riskLevel: z.string().nullable(),
  riskScoreBond: z.number().nullable(),
  riskLevelBond: z.string().nullable(),
  riskScorePe: z.number().nullable(),
  riskLevelPe: z.string().nullable(),
});
export type RiskSessionValues = z.infer<typeof riskSessionValues>;

/** GET riskAssessment/current: the current holder's latest result per type and the session values. */
export const riskCurrentAnswer = z.object({
  accountNumber: z.string(),
  sessionValues: riskSessionValues,
  results: z.array(evaluationRow),
});
export type RiskCurrentAnswer = z.infer<typeof riskCurrentAnswer>;

export const shareHolderQuestionQuery = z.object({
  accountNumber: z.string().trim().min(1, '请输入登记账号').max(30, '登记账号不能超过30个字符'),
});
