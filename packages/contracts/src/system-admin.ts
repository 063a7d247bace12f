import { z } from 'zod';
import { pageQuery, sortOrder } from './envelope.js';
import { dictionaryItem } from './system.js';

/**
 * Dictionary and parameter administration (issue 20, 002 §7 System: dict list, parent-list,
 * child-list with current/size/parentId, detail, tree code=DICT, submit, remove; param-biz).
 * A dictionary's `parentId` is its code: dictionaries are the top level (`0`), items below them.
 */
const dictCode = z
  .string({ message: '请输入字典编码' })
  .trim()
  .min(1, { message: '请输入字典编码' })
  .max(64, { message: '字典编码长度不能超过64' })
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, { message: '字典编码只能包含字母、数字和_.-，且以字母开头' });
const dictKey = z
  .string({ message: '请输入字典键值' })
  .trim()
  .min(1, { message: '请输入字典键值' })
  .max(64, { message: '字典键值长度不能超过64' })
  .refine((v) => v !== '-1', { message: '字典键值不能为-1' });
const dictValue = z
  .string({ message: '请输入字典名称' })
  .trim()
  .min(1, { message: '请输入字典名称' })
  .max(100, { message: '字典名称长度不能超过100' });
const remark = z.string().trim().max(255, { message: '备注长度不能超过255' }).nullable().optional();
const version = z.number({ message: '版本号应为整数' }).int({ message: '版本号应为整数' }).min(1);
const itemId = z
  .string({ message: '字典项编号格式不正确' })
  .regex(/^\d{1,18}$/, { message: '字典项编号格式不正确' });

/** GET dict-biz/parent-list: the dictionaries, paged, searched by code or name. */
export const dictParentListQuery = pageQuery.extend({
  code: z.string().trim().max(64).optional(),
  dictValue: z.string().trim().max(100).optional(),
});
/** GET dict-biz/child-list: a dictionary's items (top level, or under `parentKey`), paged. */
export const dictChildListQuery = pageQuery.extend({
  parentId: dictCode,
  parentKey: z.string().trim().max(64).optional(),
});
export const dictDetailQuery = z.object({ id: itemId });
export const dictTreeQuery = z.object({
  code: z.literal('DICT', { message: '字典树的编码应为DICT' }).default('DICT'),
});
export const dictRemoveQuery = z.object({
  ids: z
    .string({ message: '请选择要删除的字典项' })
    .min(1, { message: '请选择要删除的字典项' })
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(itemId).max(100, { message: '一次最多删除100项' })),
});

export const dictTypeRecord = z.object({
  id: z.string(),
  parentId: z.literal('0'),
  code: z.string(),
  dictValue: z.string(),
  remark: z.string().nullable(),
  itemCount: z.number().int(),
  version: z.number().int(),
});
export type DictTypeRecord = z.infer<typeof dictTypeRecord>;

export const dictItemRecord = dictionaryItem.extend({
  parentId: z.string(),
  isSealed: z.boolean(),
  version: z.number().int(),
});
export type DictItemRecord = z.infer<typeof dictItemRecord>;

export const dictTreeNode = z.object({
  id: z.string(),
  title: z.string(),
  value: z.string(),
  key: z.string(),
});

/** POST dict-biz/submit: a dictionary (`parentId` 0) or an item of dictionary `parentId`. */
export const dictSubmitBody = z.union([
  z.object({
    parentId: z.literal('0'),
    code: dictCode,
    dictValue,
    remark,
    version: version.optional(),
  }),
  z.object({
    parentId: dictCode,
    id: itemId.optional(),
    version: version.optional(),
    dictKey,
    dictValue: z
      .string({ message: '请输入字典值' })
      .trim()
      .min(1, { message: '请输入字典值' })
      .max(100, { message: '字典值长度不能超过100' }),
    parentKey: z.string().trim().max(64).nullable().optional(),
    sort: sortOrder,
    remark,
  }),
]);
export type DictSubmitBody = z.input<typeof dictSubmitBody>;
export const dictSubmitAnswer = z.object({ id: z.string(), version: z.number().int() });

/** GET param-biz/list (administrators): every parameter, paged, searched by key or name. */
export const paramListQuery = pageQuery.extend({
  paramKey: z.string().trim().max(128).optional(),
  paramName: z.string().trim().max(100).optional(),
});
export const paramRecord = z.object({
  paramKey: z.string(),
  paramName: z.string(),
  paramValue: z.string(),
  remark: z.string().nullable(),
  isPublic: z.boolean(),
  version: z.number().int(),
});
export type ParamAdminRecord = z.infer<typeof paramRecord>;
/** POST param-biz/submit: a new parameter (no version) or a change at the version read. */
export const paramSubmitBody = z.object({
  paramKey: z
    .string({ message: '请输入参数键名' })
    .trim()
    .min(1, { message: '请输入参数键名' })
    .max(128, { message: '参数键名长度不能超过128' })
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, { message: '参数键名只能包含字母、数字和_.-，且以字母开头' }),
  paramName: z
    .string({ message: '请输入参数名称' })
    .trim()
    .min(1, { message: '请输入参数名称' })
    .max(100, { message: '参数名称长度不能超过100' }),
  paramValue: z.string({ message: '请输入参数值' }).max(4000, { message: '参数值长度不能超过4000' }),
  remark,
  version: version.optional(),
});
export type ParamSubmitBody = z.input<typeof paramSubmitBody>;
