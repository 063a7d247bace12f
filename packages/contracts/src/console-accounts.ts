import { isMobileNumber } from '@rer/domain';
import { z } from 'zod';
import { page, pageQuery } from './envelope.js';
import { landingMode } from './identity.js';
import { PASSWORD_POLICY_MESSAGE } from './identity-sms.js';

/**
 * The staff console (issue 20, ADR 39): accounts and roles. Every call is under the management
 * zone's prefix and answers only administrators.
 */
export const CONSOLE_MGR = '/api/rem-registrationmgrweb/console';

const uuid = (label: string) =>
  z.string({ message: `${label}：不能为空` }).uuid({ message: `${label}：格式不正确` });
const text = (label: string, max: number) =>
  z
    .string({ message: `${label}：不能为空` })
    .trim()
    .min(1, { message: `${label}：不能为空` })
    .max(max, { message: `${label}：长度不能超过${max}` });
export const consoleVersion = z
  .number({ message: '版本号：不能为空' })
  .int()
  .positive({ message: '版本号：应为正整数' });
const optionalMobile = z
  .string()
  .trim()
  .refine((v) => v === '' || isMobileNumber(v), { message: '手机号码：请输入正确的手机号码' })
  .transform((v) => (v === '' ? null : v))
  .nullish();
const optionalPassword = z
  .string()
  .refine((v) => v.length >= 8 && v.length <= 20 && /[A-Za-z]/.test(v) && /\d/.test(v), {
    message: `初始密码：${PASSWORD_POLICY_MESSAGE}`,
  })
  .optional();
const statusValue = z.union([z.literal(0), z.literal(1)], { message: '状态：应为0（停用）或1（启用）' });

export const consoleAccountPageQuery = pageQuery.extend({
  name: z.string().trim().max(64).optional(),
  mobile: z.string().trim().max(11).optional(),
  zone: landingMode.optional(),
  status: z.coerce.number().pipe(statusValue).optional(),
});
export type ConsoleAccountPageQuery = z.infer<typeof consoleAccountPageQuery>;

export const consoleAccountRow = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  /** Masked in lists: 199****0001. */
  mobile: z.string().nullable(),
  orgType: z.number().int(),
  status: z.number().int(),
  zones: z.array(z.string()),
  roleNames: z.array(z.string()),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleAccountRow = z.infer<typeof consoleAccountRow>;
export const consoleAccountPage = page(consoleAccountRow);

export const consoleIdQuery = z.object({ id: uuid('编号') });

export const consoleAccountDetail = consoleAccountRow.extend({
  email: z.string().nullable(),
  version: z.number().int(),
  roleIds: z.array(z.string()),
  /** Whether sign-in is locked by failed attempts now (unlock clears it). */
  locked: z.boolean(),
  updatedAt: z.string(),
});
export type ConsoleAccountDetail = z.infer<typeof consoleAccountDetail>;

export const consoleAccountCreateBody = z.object({
  account: z
    .string({ message: '账号：请输入账号' })
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, { message: '账号：须为4到32位字母、数字或下划线，以字母开头' }),
  realName: text('姓名', 100),
  mobile: optionalMobile,
  zones: z.array(landingMode).min(1, { message: '可进入专区：至少选择一个' }).default(['mgr']),
  roleIds: z.array(uuid('角色')).default([]),
  /** Absent: the server generates one and shows it once in the answer. */
  password: optionalPassword,
});
export type ConsoleAccountCreateBody = z.infer<typeof consoleAccountCreateBody>;

/** Create and reset answer the initial password once; it is never stored or shown again. */
export const consoleInitialPassword = z.object({ id: z.string(), initialPassword: z.string() });
export type ConsoleInitialPassword = z.infer<typeof consoleInitialPassword>;

export const consoleAccountUpdateBody = z.object({
  id: uuid('编号'),
  version: consoleVersion,
  realName: text('姓名', 100),
  mobile: optionalMobile,
  email: z
    .string()
    .trim()
    .max(100, { message: '邮箱：长度不能超过100' })
    .email({ message: '邮箱：格式不正确' })
    .or(z.literal(''))
    .nullish(),
});
export type ConsoleAccountUpdateBody = z.infer<typeof consoleAccountUpdateBody>;

export const consoleStatusBody = z.object({ id: uuid('编号'), version: consoleVersion, status: statusValue });
export type ConsoleStatusBody = z.infer<typeof consoleStatusBody>;

export const consoleResetPasswordBody = z.object({ id: uuid('编号'), password: optionalPassword });
export const consoleUnlockBody = z.object({ id: uuid('编号') });

export const consoleAccountZonesBody = z.object({
  id: uuid('编号'),
  version: consoleVersion,
  zones: z.array(landingMode).min(1, { message: '可进入专区：至少选择一个' }),
});
export const consoleAccountRolesBody = z.object({
  id: uuid('编号'),
  version: consoleVersion,
  roleIds: z.array(uuid('角色')),
});
export const consoleVersionAnswer = z.object({ id: z.string(), version: z.number().int() });

// Roles.
export const consoleRoleRow = z.object({
  id: z.string(),
  alias: z.string(),
  name: z.string(),
  status: z.number().int(),
  version: z.number().int(),
  /** The workflow node roles it handles (flow JSON `role`, e.g. reviewer_first). */
  workflowRoles: z.array(z.string()),
  accounts: z.number().int(),
});
export type ConsoleRoleRow = z.infer<typeof consoleRoleRow>;

const workflowRoles = z
  .array(z.string().regex(/^[a-z][a-z_]*$/, { message: '处理的流程节点：角色编码格式不正确' }))
  .max(20)
  .default([]);
export const consoleRoleCreateBody = z.object({
  alias: z
    .string({ message: '角色编码：不能为空' })
    .regex(/^[a-z][a-z_]{1,39}$/, { message: '角色编码：须为2到40位小写字母或下划线，以字母开头' }),
  name: text('角色名称', 50),
  workflowRoles,
});
export type ConsoleRoleCreateBody = z.infer<typeof consoleRoleCreateBody>;
export const consoleRoleUpdateBody = z.object({
  id: uuid('编号'),
  version: consoleVersion,
  name: text('角色名称', 50),
  workflowRoles,
});
export type ConsoleRoleUpdateBody = z.infer<typeof consoleRoleUpdateBody>;

/** An approval node of an active flow, by the node role that handles it. */
export const consoleWorkflowNode = z.object({
  role: z.string(),
  appId: z.string(),
  businessTypeName: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
});
export type ConsoleWorkflowNode = z.infer<typeof consoleWorkflowNode>;
