import { z } from 'zod';
import { consoleVersion } from './console-accounts.js';
import { landingMode } from './identity.js';

/**
 * 菜单权限 of a role (issue 20, ADR 44): per zone, the menu items and buttons the role sees today,
 * and the grant an administrator saves for one zone at the role's version.
 */
const uuid = (label: string) =>
  z.string({ message: `${label}：不能为空` }).uuid({ message: `${label}：格式不正确` });

export const consoleRoleMenusQuery = z.object({ roleId: uuid('角色') });

/** One menu item or button of a zone, flat (the client builds the tree from `parentId`). */
export const consoleRoleMenuNode = z.object({
  id: z.string(),
  /** '0' at the zone's top. */
  parentId: z.string(),
  key: z.string(),
  category: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  /** The role is named in the item's roles. */
  granted: z.boolean(),
  /** The item names no role: everyone in the zone sees it. */
  everyone: z.boolean(),
  /** The administrator role may not lose it (系统管理). */
  kept: z.boolean(),
});
export type ConsoleRoleMenuNode = z.infer<typeof consoleRoleMenuNode>;

export const consoleRoleMenuZone = z.object({
  zone: landingMode,
  /** Some account holding the role may enter this zone. */
  reachable: z.boolean(),
  items: z.array(consoleRoleMenuNode),
});
export type ConsoleRoleMenuZone = z.infer<typeof consoleRoleMenuZone>;

export const consoleRoleMenus = z.object({
  role: z.object({ id: z.string(), alias: z.string(), name: z.string(), version: z.number().int() }),
  zones: z.array(consoleRoleMenuZone),
});
export type ConsoleRoleMenus = z.infer<typeof consoleRoleMenus>;

/** The whole grant of one zone: the ids of every item and button the role should see there. */
export const consoleRoleMenusSaveBody = z.object({
  roleId: uuid('角色'),
  version: consoleVersion,
  zone: z.enum(landingMode.options, { message: '专区：不正确' }),
  itemIds: z.array(uuid('菜单')).max(2000, { message: '菜单：一次最多2000项' }),
});
export type ConsoleRoleMenusSaveBody = z.infer<typeof consoleRoleMenusSaveBody>;
