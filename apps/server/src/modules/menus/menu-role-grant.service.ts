import type { ConsoleRoleMenuNode } from '@rer/contracts';
import type { Tx } from '../../platform/db/database.js';
import { findTenantRoles } from '../identity/index.js';
import {
  findAllMenuRows,
  findLiveZoneRows,
  lockZoneRows,
  type MenuRecord,
  setMenuRowRoles,
} from './menu.repository.js';
import { keptByAdministrator, planRoleGrant, type RoleGrantChange } from './menu-role-grant.js';

const bySort = (a: MenuRecord, b: MenuRecord) =>
  a.zone.localeCompare(b.zone) || a.sort - b.sort || a.name.localeCompare(b.name, 'zh');

/** Every live item and button of the tenant by zone, as one role sees them (ADR 44). */
export async function roleMenuItems(
  tx: Tx,
  tenantId: string,
  alias: string,
): Promise<Map<string, ConsoleRoleMenuNode[]>> {
  const rows = (await findAllMenuRows(tx, tenantId)).filter((r) => !r.isDeleted).sort(bySort);
  const zones = new Map<string, ConsoleRoleMenuNode[]>();
  for (const row of rows) {
    const list = zones.get(row.zone) ?? [];
    list.push({
      id: row.id,
      parentId: row.parentId ?? '0',
      key: row.itemKey,
      category: row.category,
      code: row.code,
      name: row.name,
      granted: row.roles.includes(alias),
      everyone: row.roles.length === 0,
      kept: keptByAdministrator(row, alias),
    });
    zones.set(row.zone, list);
  }
  return zones;
}

/**
 * Applies one zone's grant for a role in the caller's transaction, under the zone's lock (the
 * lock 菜单管理's edits take): each row is re-read under it and changed only by this role's alias,
 * so a concurrent edit of another role's grant is kept. Menu rows fire `menu.changed`.
 */
export async function applyRoleMenuGrant(
  tx: Tx,
  tenantId: string,
  grant: { alias: string; zone: string; itemIds: readonly string[] },
): Promise<RoleGrantChange[]> {
  await lockZoneRows(tx, tenantId, grant.zone);
  const rows = await findLiveZoneRows(tx, tenantId, grant.zone);
  const tenantAliases = (await findTenantRoles(tx, tenantId)).map((r) => r.alias);
  const changes = planRoleGrant(rows, { alias: grant.alias, wanted: new Set(grant.itemIds), tenantAliases });
  for (const change of changes) await setMenuRowRoles(tx, tenantId, change.id, change.roles);
  return changes;
}
