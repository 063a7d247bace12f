import { isChineseIdNumber, isMobileNumber } from '@rer/domain';
import { z } from 'zod';
import { page, pageQuery } from './envelope.js';

/** The staff console's bindings and audit log (issue 20, ADR 39). */

const uuid = (label: string) =>
  z.string({ message: `${label}：不能为空` }).uuid({ message: `${label}：格式不正确` });

export const consoleBindingQuery = z.object({ accountId: uuid('账号') });

export const consoleCompanyBinding = z.object({
  accountId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  creditCode: z.string().nullable(),
  relation: z.enum(['enterprise', 'member_cooperation']),
  agentName: z.string().nullable(),
  /** Masked: 210202********0011. */
  agentIdNumber: z.string().nullable(),
  agentMobile: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsoleCompanyBinding = z.infer<typeof consoleCompanyBinding>;

export const consoleHolderBinding = z.object({
  id: z.string(),
  accountId: z.string(),
  holderId: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsoleHolderBinding = z.infer<typeof consoleHolderBinding>;

export const consoleBindings = z.object({
  companies: z.array(consoleCompanyBinding),
  holders: z.array(consoleHolderBinding),
});
export type ConsoleBindings = z.infer<typeof consoleBindings>;

const optional = (check: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || check(v), { message })
    .transform((v) => (v === '' ? null : v))
    .nullish();

export const consoleCompanyBindBody = z.object({
  accountId: uuid('账号'),
  companyId: uuid('企业'),
  /** enterprise: the account acts for the company (经办人); member_cooperation: a member serves it. */
  relation: z.enum(['enterprise', 'member_cooperation'], { message: '绑定关系：应为企业经办或会员合作' }),
  agentName: z.string().trim().max(50, { message: '经办人姓名：长度不能超过50' }).nullish(),
  agentIdNumber: optional(isChineseIdNumber, '经办人身份证号：格式不正确'),
  agentMobile: optional(isMobileNumber, '经办人手机号：请输入正确的手机号码'),
});
export type ConsoleCompanyBindBody = z.infer<typeof consoleCompanyBindBody>;
export const consoleCompanyUnbindBody = z.object({ accountId: uuid('账号'), companyId: uuid('企业') });

export const consoleHolderBindBody = z.object({
  accountId: uuid('账号'),
  holderId: uuid('登记账户'),
  productId: uuid('产品').nullish(),
});
export type ConsoleHolderBindBody = z.infer<typeof consoleHolderBindBody>;
export const consoleHolderUnbindBody = z.object({ id: uuid('绑定') });

/** What a binding may point at, found by name or code (at most 20). */
export const consoleOptionQuery = z.object({ key: z.string().trim().max(100).default('') });
export const consoleOption = z.object({ id: z.string(), label: z.string() });
export type ConsoleOption = z.infer<typeof consoleOption>;

// The audit log.
const isoTime = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), { message: `${label}：时间格式不正确` })
    .transform((v) => (v === '' ? undefined : v))
    .optional();
export const consoleAuditQuery = pageQuery.extend({
  /** The actor's name or id (contains). */
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(64).optional(),
  targetId: z.string().trim().max(64).optional(),
  from: isoTime('开始时间'),
  to: isoTime('结束时间'),
});
export type ConsoleAuditQuery = z.infer<typeof consoleAuditQuery>;

export const consoleAuditRow = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type ConsoleAuditRow = z.infer<typeof consoleAuditRow>;
export const consoleAuditPage = page(consoleAuditRow);
