import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { TENANT_THEMES } from './tenant-themes.js';

/**
 * Tenant administration (issue 20, 002 §7 System: tenant list, detail, remove, submit, setting;
 * ADR 42). Only the platform operator (an administrator of the default tenant 000000) changes
 * tenants; another tenant's administrator reads its own tenant only.
 */
export const TENANT_ADMIN = '/api/blade-system/tenant';

export { TENANT_THEMES } from './tenant-themes.js';

const hostLabel = '[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?';
const hostPattern = new RegExp(`^${hostLabel}(\\.${hostLabel})*$`);

/** A host name as the browser sends it, stored in lower case (no scheme, port or path). */
export const tenantHost = z
  .string({ message: '域名必须为字符串' })
  .trim()
  .toLowerCase()
  .min(1, { message: '域名不能为空' })
  .max(253, { message: '域名长度不能超过253' })
  .regex(hostPattern, {
    message: '域名格式不正确，应为主机名（如 market.example.cn），不含协议、端口和路径',
  });

const tenantIdField = z
  .string({ message: '请输入租户编号' })
  .trim()
  .regex(/^\d{6}$/, { message: '租户编号必须为6位数字' });
const version = z.number({ message: '版本号应为整数' }).int({ message: '版本号应为整数' }).min(1);

/** The settings a tenant's users see: forced theme and the one city its public lists show. */
export const tenantSettingFields = z.object({
  isSharedPlatform: z.boolean({ message: '共享平台标记应为是或否' }).default(false),
  forcedTheme: z
    .enum(TENANT_THEMES, { message: `强制主题应为：${TENANT_THEMES.join('、')}` })
    .nullable()
    .default(null),
  restrictedCityCode: z
    .string({ message: '限定城市应为6位行政区划代码' })
    .trim()
    .regex(/^\d{6}$/, { message: '限定城市应为6位行政区划代码' })
    .nullable()
    .default(null),
});

/** POST tenant/submit: a new tenant (no version) or a change at the version read. */
export const tenantSubmitBody = tenantSettingFields.extend({
  tenantId: tenantIdField,
  tenantName: z
    .string({ message: '请输入租户名称' })
    .trim()
    .min(1, { message: '请输入租户名称' })
    .max(100, { message: '租户名称长度不能超过100' }),
  status: z.union([z.literal(0), z.literal(1)], { message: '状态应为0（停用）或1（启用）' }).default(1),
  domains: z
    .array(tenantHost, { message: '域名应为列表' })
    .max(20, { message: '一个租户最多20个域名' })
    .default([])
    .refine((hosts) => new Set(hosts).size === hosts.length, { message: '域名不能重复' }),
  version: version.optional(),
});

/** POST tenant/setting: the settings alone, at the version read. */
export const tenantSettingBody = tenantSettingFields.extend({ tenantId: tenantIdField, version });

/** GET tenant/list */
export const tenantListQuery = pageQuery.extend({
  tenantId: z.string().trim().max(6, { message: '租户编号长度不能超过6' }).optional(),
  tenantName: z.string().trim().max(100, { message: '租户名称长度不能超过100' }).optional(),
});
/** GET tenant/detail?id= */
export const tenantDetailQuery = z.object({ id: tenantIdField });
/** POST tenant/remove?ids= (comma-separated tenant ids) */
export const tenantRemoveQuery = z.object({
  ids: z
    .string({ message: '请选择要删除的租户' })
    .min(1, { message: '请选择要删除的租户' })
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(tenantIdField).max(50, { message: '一次最多删除50个租户' })),
});

export const tenantRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  domains: z.array(z.string()),
  isSharedPlatform: z.boolean(),
  forcedTheme: z.string().nullable(),
  restrictedCityCode: z.string().nullable(),
  /** The restricted city's name from the region table, when set. */
  restrictedCityName: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TenantRecord = z.infer<typeof tenantRecord>;
export const tenantSubmitAnswer = z.object({ tenantId: z.string(), version: z.number().int() });
export type TenantSubmitBody = z.input<typeof tenantSubmitBody>;
