import { z } from 'zod';

const tenantIdPattern = /^\d{6}$/;

export const tenantId = z
  .string({ message: '租户编号必须为字符串' })
  .regex(tenantIdPattern, { message: '租户编号必须为6位数字' });

/** GET /api/blade-system/tenant/info?domain= */
export const tenantInfoQuery = z.object({
  domain: z.string().max(255, { message: '域名长度不能超过255' }).optional(),
});
export const tenantInfo = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  domain: z.string().nullable(),
  isSharedPlatform: z.boolean(),
  /** Forced theme name (the shared platform forces `smart`), or null. */
  forcedTheme: z.string().nullable(),
  /** When set, the public city list is restricted to this one region code (tenant 116000). */
  restrictedCityCode: z.string().nullable(),
});
export type TenantInfo = z.infer<typeof tenantInfo>;

const dictCode = z
  .string({ message: '字典编码不能为空' })
  .min(1, { message: '字典编码不能为空' })
  .max(64, { message: '字典编码长度不能超过64' })
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, { message: '字典编码格式不正确' });

/** GET /api/blade-system/dict-biz/dictionary?code= */
export const dictionaryQuery = z.object({ code: dictCode });
/** GET /api/blade-system/nonds/dict-biz/dictionary?code=&tenantId= (public) */
export const publicDictionaryQuery = z.object({ code: dictCode, tenantId: tenantId.optional() });
/** GET /api/blade-system/dict-biz/getSubDictionaryDate?code=&dictKey= */
export const subDictionaryQuery = z.object({
  code: dictCode,
  dictKey: z.string({ message: '字典键值不能为空' }).min(1, { message: '字典键值不能为空' }).max(64),
});

export const dictionaryItem = z.object({
  id: z.string(),
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  parentKey: z.string().nullable(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  hasChildren: z.boolean(),
});
export type DictionaryItem = z.infer<typeof dictionaryItem>;

/** GET /api/blade-system/region/lazy-tree?parentCode= */
export const regionLazyTreeQuery = z.object({
  parentCode: z
    .string()
    .regex(/^(\d{2}|\d{4}|\d{6}|)$/, { message: '上级区划编码格式不正确' })
    .optional(),
  tenantId: tenantId.optional(),
});
export const regionNode = z.object({
  id: z.string(),
  code: z.string(),
  parentCode: z.string().nullable(),
  title: z.string(),
  value: z.string(),
  key: z.string(),
  level: z.number().int(),
  hasChildren: z.boolean(),
});
export type RegionNode = z.infer<typeof regionNode>;

/** GET /api/blade-system/param-biz/detail?paramKey= and nonDSClient/param-biz-value */
export const paramKeyQuery = z.object({
  paramKey: z
    .string({ message: '参数键名不能为空' })
    .min(1, { message: '参数键名不能为空' })
    .max(128, { message: '参数键名长度不能超过128' })
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, { message: '参数键名格式不正确' }),
  tenantId: tenantId.optional(),
});
export const paramDetail = z.object({
  paramKey: z.string(),
  paramName: z.string(),
  paramValue: z.string(),
});
export type ParamDetail = z.infer<typeof paramDetail>;

export const topMenuStatusQuery = z.object({ tenantId: tenantId.optional() });

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  /** Absent unless HEALTH_SHOWS_VERSION (default on outside production). */
  version: z.string().optional(),
  uptimeSeconds: z.number(),
});
