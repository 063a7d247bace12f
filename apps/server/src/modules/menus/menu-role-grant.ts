import { AppError, validationError } from '../../platform/errors.js';
import { MENU_CATEGORY, type StoredMenuRow } from './menu-tree.js';

/**
 * 菜单权限 of one role in one zone (ADR 44), pure. The administrator sends the whole set of items
 * the role should see; each item's `roles` changes only by this role's alias, so another role's
 * grant on the same item is never touched. An item naming no role is seen by everyone: taking it
 * from a role names every other role of the tenant instead. Refused, with the item named:
 * a child without its parent, an item only this role sees (taking the role off would make it
 * everyone's), and the administrator role without 系统管理. What lies below an item the role no
 * longer sees is left alone: it is hidden with its parent (menus and buttons alike, menu-tree.ts).
 */

export const ADMINISTRATOR_ALIAS = 'administrator';
/** The menu keys the administrator role must keep, per zone: without them nobody administers. */
export const ADMINISTRATOR_KEEPS: Readonly<Record<string, readonly string[]>> = { mgr: ['system'] };

export const seesItem = (row: Pick<StoredMenuRow, 'roles'>, alias: string) =>
  row.roles.length === 0 || row.roles.includes(alias);

export const keptByAdministrator = (
  row: Pick<StoredMenuRow, 'zone' | 'itemKey' | 'category'>,
  alias: string,
) =>
  alias === ADMINISTRATOR_ALIAS &&
  row.category === MENU_CATEGORY.menu &&
  (ADMINISTRATOR_KEEPS[row.zone] ?? []).includes(row.itemKey);

export interface RoleGrantChange {
  id: string;
  name: string;
  roles: string[];
  granted: boolean;
}

const label = (row: StoredMenuRow) =>
  row.category === MENU_CATEGORY.button ? `按钮「${row.name}」` : `「${row.name}」`;

/** The rows whose roles change, with their new roles; throws the refusal naming the item. */
export function planRoleGrant(
  rows: readonly StoredMenuRow[],
  grant: { alias: string; wanted: ReadonlySet<string>; tenantAliases: readonly string[] },
): RoleGrantChange[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const unknown = [...grant.wanted].find((id) => !byId.has(id));
  if (unknown) throw validationError('菜单', `菜单不存在或不属于该专区：${unknown}`);
  const changes: RoleGrantChange[] = [];
  for (const row of rows) {
    const want = grant.wanted.has(row.id);
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (want && parent && !grant.wanted.has(parent.id))
      throw validationError('菜单权限', `勾选${label(row)}须同时勾选其上级「${parent.name}」`);
    // Below an item the role no longer sees, nothing shows anyway: left as it is, so granting
    // the parent again brings back what was below it.
    if (!want && parent && !grant.wanted.has(parent.id)) continue;
    if (want === seesItem(row, grant.alias)) continue;
    if (!want && keptByAdministrator(row, grant.alias))
      throw new AppError(
        'VALIDATION_FAILED',
        { field: '菜单权限' },
        { message: `管理员角色不能取消「${row.name}」，否则将无人能进入系统管理` },
      );
    if (want) {
      changes.push({ id: row.id, name: row.name, roles: [...row.roles, grant.alias], granted: true });
      continue;
    }
    const roles =
      row.roles.length === 0
        ? grant.tenantAliases.filter((a) => a !== grant.alias)
        : row.roles.filter((a) => a !== grant.alias);
    if (roles.length === 0)
      throw validationError(
        '菜单权限',
        `${label(row)}仅该角色可见，取消后将对所有角色可见；请在菜单管理中调整其可见角色或删除`,
      );
    changes.push({ id: row.id, name: row.name, roles, granted: false });
  }
  return changes;
}
