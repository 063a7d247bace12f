import { z } from 'zod';
import { page, searchPageQuery } from './envelope.js';

/**
 * 投资者信息详情 (/infoDetails, issue 22, ADR 63): the history of the caller's own current
 * registration account, newest first — its opening, its status changes (ADR 67), its risk
 * assessments (ADR 62) and the login's certifications (ADR 66).
 */

/** GET ?current=&size= (investor zones; the current registration account bound to the login only). */
export const INVESTOR_HISTORY_URL = '/api/rem-registrationbizweb/investor/history';

export const investorHistoryQuery = searchPageQuery;
export type InvestorHistoryQuery = z.output<typeof investorHistoryQuery>;

/** The kinds of event of an account's history. */
export const INVESTOR_HISTORY_KIND_LABELS = {
  opened: '开户',
  statusChanged: '账户状态变更',
  riskAssessment: '风险测评',
  certification: '合格投资者认证',
} as const;
export type InvestorHistoryKind = keyof typeof INVESTOR_HISTORY_KIND_LABELS;

/** Certification kinds (investor_qualification.kind, ADR 66) by the business that certifies. */
export const CERTIFICATION_KIND_LABELS: Record<string, string> = {
  institution: '机构投资者认证',
  product: '产品认证',
  person: '个人合格投资者认证',
};

export const investorHistoryEvent = z.object({
  /** Stable key of the event within the history. */
  id: z.string(),
  kind: z.enum(['opened', 'statusChanged', 'riskAssessment', 'certification']),
  /** When it happened (Asia/Shanghai, YYYY-MM-DD HH:mm:ss). */
  at: z.string(),
  /** What happened: 开立登记账户, the status business's name, 风险测评（类型）, the certification's kind. */
  title: z.string(),
  /** The reason of a status change; null otherwise. */
  reason: z.string().nullable(),
  /** The risk level of an assessment (C1–C5); null otherwise. */
  level: z.string().nullable(),
  /** Until when an assessment or certification is valid; null otherwise. */
  expiresAt: z.string().nullable(),
  expired: z.boolean().nullable(),
  /** The application behind it (its 详情), when there is one. */
  applicationId: z.string().nullable(),
  appId: z.string().nullable(),
  bizSn: z.string().nullable(),
});
export type InvestorHistoryEvent = z.infer<typeof investorHistoryEvent>;

export const investorHistory = z.object({
  accountNumber: z.string(),
  holderName: z.string(),
  /** 0 未开户, 1 正常, 2 销户, 3 冻结. */
  status: z.number().int(),
  events: page(investorHistoryEvent),
});
export type InvestorHistory = z.infer<typeof investorHistory>;
