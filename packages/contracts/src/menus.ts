import { z } from 'zod';
import { sortOrder } from './envelope.js';
import { landingMode } from './identity.js';

/** Menus as data (issue 20, 002 §3 menu item, §6 buttons, §7 menu calls): the administrator's view. */
export const MENU_CATEGORIES = { menu: 1, button: 2 } as const;

const uuid = (message: string) =>
  z.string({ message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message });
/** '0' (or absent) is the zone's top level, as the spec's parentId. */
const parentId = z.union([z.literal('0'), uuid('上级菜单编号格式不正确')]).default('0');
const zone = landingMode;

/** GET menu/lazy-list and lazy-menu-list: the children of one item (or of the zone's top). */
export const menuLazyListQuery = z.object({ zone, parentId });
/** GET menu/tree: the zone's menu items (no buttons), for choosing a parent. */
export const menuTreeQuery = z.object({ zone });
/** GET menu/detail */
export const menuDetailQuery = z.object({ id: uuid('菜单编号格式不正确') });
/** POST menu/remove?ids=a,b */
export const menuRemoveQuery = z.object({
  ids: z
    .string({ message: '请选择要删除的菜单' })
    .min(1, { message: '请选择要删除的菜单' })
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(uuid('菜单编号格式不正确')).max(100, { message: '一次最多删除100项' })),
});

export const menuAdminNode = z.object({
  id: z.string(),
  parentId: z.string(),
  zone: z.string(),
  key: z.string(),
  category: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  path: z.string(),
  icon: z.string(),
  sort: z.number(),
  roles: z.array(z.string()),
  query: z.string(),
  /** Came with the platform (an administrator's edit then sticks), or added by an administrator. */
  shipped: z.boolean(),
  adminEdited: z.boolean(),
  hasChildren: z.boolean(),
  version: z.number(),
});
export type MenuAdminNode = z.infer<typeof menuAdminNode>;

export interface MenuTreeNode {
  id: string;
  parentId: string;
  title: string;
  value: string;
  children: MenuTreeNode[];
}
export const menuTreeNode: z.ZodType<MenuTreeNode> = z.object({
  id: z.string(),
  parentId: z.string(),
  title: z.string(),
  value: z.string(),
  get children() {
    return z.array(menuTreeNode);
  },
});

const name = z
  .string({ message: '请输入菜单名称' })
  .trim()
  .min(1, { message: '请输入菜单名称' })
  .max(30, { message: '菜单名称不能超过30个字' });
const path = z
  .string()
  .trim()
  .max(200, { message: '路由地址不能超过200个字符' })
  .refine((v) => v === '' || /^\/[A-Za-z0-9/_\-.?=&:]*$/.test(v), {
    message: '路由地址必须以/开头，且只能包含字母、数字和/_-.?=&:',
  })
  .default('');
const code = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, { message: '按钮编码只能包含小写字母、数字和下划线，且以字母开头' });

/** POST menu/submit: a new item (no id) or an edit at the version read. */
export const menuSubmitBody = z
  .object({
    id: uuid('菜单编号格式不正确').optional(),
    version: z.number({ message: '版本号应为整数' }).int({ message: '版本号应为整数' }).min(1).optional(),
    zone,
    parentId,
    category: z.union([z.literal(1), z.literal(2)], { message: '菜单类型只能是菜单或按钮' }),
    code: code.optional().nullable(),
    name,
    path,
    icon: z
      .string()
      .trim()
      .max(64, { message: '图标不能超过64个字符' })
      .regex(/^[A-Za-z0-9_-]*$/, { message: '图标只能包含字母、数字、_和-' })
      .default(''),
    sort: sortOrder,
    roles: z
      .array(z.string().trim().min(1).max(64), { message: '角色应为列表' })
      .max(50, { message: '角色不能超过50个' })
      .default([]),
    query: z.string().max(500, { message: '路由参数不能超过500个字符' }).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.id && v.version === undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: '修改菜单时必须提供版本号' });
    if (v.category === 2 && !v.code)
      ctx.addIssue({ code: 'custom', path: ['code'], message: '请输入按钮编码' });
    if (v.category === 1 && v.code)
      ctx.addIssue({ code: 'custom', path: ['code'], message: '菜单不能设置按钮编码' });
    if (v.category === 1 && v.path === '')
      ctx.addIssue({ code: 'custom', path: ['path'], message: '请输入路由地址' });
  });
export type MenuSubmitBody = z.input<typeof menuSubmitBody>;
export const menuSubmitAnswer = z.object({ id: z.string(), version: z.number() });
