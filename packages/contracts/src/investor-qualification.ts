import { z } from 'zod';

/**
 * Qualified investors (issue 22, ADR 66): the caller's certifications with their expiry, the rules
 * of the standard, the certification flags of 002 §7's user calls, and suitability confirmations.
 */
export const QUALIFICATION_CURRENT_URL = '/api/rem-registrationbizweb/investorQualification/current';
export const QUALIFICATION_RULES_URL = '/api/rem-registrationbizweb/investorQualification/rules';
export const SUITABILITY_CHECK_URL = '/api/rem-registrationbizweb/suitability/check';

const kindMessage = '认证类型应为 institution（机构）、product（产品）或 person（个人）';
export const qualificationKindParam = z.enum(['institution', 'product', 'person'], { message: kindMessage });

export const qualificationRulesQuery = z.object({ kind: qualificationKindParam });

export const qualificationRuleView = z.object({
  id: z.string(),
  kind: z.string(),
  label: z.string(),
  text: z.string(),
  criteria: z.array(z.object({ field: z.string(), label: z.string(), min: z.number(), unit: z.string() })),
  documentField: z.object({ field: z.string(), label: z.string() }).nullable(),
  source: z.string(),
  verified: z.boolean(),
});
export type QualificationRuleView = z.infer<typeof qualificationRuleView>;

export const qualificationView = z.object({
  kind: z.string(),
  kindName: z.string(),
  ruleId: z.string(),
  ruleLabel: z.string(),
  source: z.string(),
  bizSn: z.string(),
  certifiedAt: z.string(),
  expiresAt: z.string(),
  /** 0 有效, 1 已过期. */
  status: z.number(),
  statusName: z.string(),
});
export type QualificationView = z.infer<typeof qualificationView>;

export const qualificationCurrentAnswer = z.object({
  /** The session's investorExpireStatus (000 §3): 0 有效, 1 已过期, 2 未认证, for the zone's kind. */
  investorExpireStatus: z.number(),
  /** The kind the caller's zone certifies (personalholder → person, orgholder → institution, productholder → product). */
  zoneKind: z.string().nullable(),
  /** The latest certification of each kind, newest first. */
  qualifications: z.array(qualificationView),
});
export type QualificationCurrentAnswer = z.infer<typeof qualificationCurrentAnswer>;

const riskTypeMessage = '测评类型应为 1（私募股权）、2（私募可转债）或 6（私募基金份额）';
const productRiskMessage = '产品风险等级应为 R1 至 R5';

export const suitabilityCheckBody = z.object({
  appId: z.string({ message: '请填写业务编号' }).regex(/^\d{6}$/, { message: '业务编号应为6位数字' }),
  riskType: z.coerce
    .number({ message: riskTypeMessage })
    .refine((n) => n === 1 || n === 2 || n === 6, { message: riskTypeMessage }),
  productRiskLevel: z.enum(['R1', 'R2', 'R3', 'R4', 'R5'], { message: productRiskMessage }),
  /** The investor confirmed the message of a product above his or her level. */
  confirmed: z.boolean().default(false),
});
export type SuitabilityCheckBody = z.infer<typeof suitabilityCheckBody>;

export const suitabilityAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('suitable') }),
  z.object({
    kind: z.literal('confirm'),
    message: z.string(),
    investorLevel: z.string(),
    productRiskLevel: z.string(),
  }),
  z.object({ kind: z.literal('confirmed'), confirmationId: z.number() }),
]);
export type SuitabilityAnswer = z.infer<typeof suitabilityAnswer>;
