import {
  type ConsoleRoleMenus,
  type ConsoleRoleMenusSaveBody,
  type ConsoleRoleMenuZone,
  landingMode,
} from '@rer/contracts';
import { validationError } from '../../platform/errors.js';
import { applyRoleMenuGrant, roleMenuItems } from '../menus/index.js';
import type { ConsoleDeps } from './console-accounts.service.js';
import { auditConsole, type ConsoleActor } from './console-audit.js';
import { findRole, updateRole, zonesOfRole } from './console-roles.repository.js';
import { staleRole } from './console-roles.service.js';

/** 菜单权限 of a role (ADR 44): per zone, the items and buttons it sees today. */
export async function consoleRoleMenus(
  deps: ConsoleDeps,
  tenantId: string,
  roleId: string,
): Promise<ConsoleRoleMenus> {
  await deps.menus.ensureSynced(tenantId);
  return deps.db.withTenant(tenantId, async (tx) => {
    const role = await findRole(tx, tenantId, roleId);
    if (!role) throw validationError('角色', '角色不存在');
    const reachable = new Set(await zonesOfRole(tx, tenantId, roleId));
    const items = await roleMenuItems(tx, tenantId, role.alias);
    const zones: ConsoleRoleMenuZone[] = landingMode.options.map((zone) => ({
      zone,
      reachable: reachable.has(zone),
      items: items.get(zone) ?? [],
    }));
    return { role: { id: role.id, alias: role.alias, name: role.name, version: role.version }, zones };
  });
}

/**
 * Saves one zone's grant at the role's version (two administrators editing the same role: the
 * second is 409, never a silent overwrite), the menu rows and the audit row in one transaction;
 * then this process drops its menu cache (the others hear `menu.changed`).
 */
export async function saveConsoleRoleMenus(
  deps: ConsoleDeps,
  actor: ConsoleActor,
  body: ConsoleRoleMenusSaveBody,
): Promise<{ id: string; version: number }> {
  const tenantId = actor.user.tenantId;
  await deps.menus.ensureSynced(tenantId);
  const answer = await deps.db.withTenant(tenantId, async (tx) => {
    const role = await findRole(tx, tenantId, body.roleId);
    if (!role) throw validationError('角色', '角色不存在');
    const version = await updateRole(tx, {
      tenantId,
      id: body.roleId,
      version: body.version,
      now: deps.clock.now(),
    });
    if (version === null) throw staleRole();
    const changes = await applyRoleMenuGrant(tx, tenantId, {
      alias: role.alias,
      zone: body.zone,
      itemIds: body.itemIds,
    });
    await auditConsole(tx, actor, {
      action: 'console.role_menus',
      targetType: 'role',
      targetId: body.roleId,
      detail: {
        alias: role.alias,
        zone: body.zone,
        granted: changes.filter((c) => c.granted).map((c) => c.name),
        revoked: changes.filter((c) => !c.granted).map((c) => c.name),
      },
    });
    return { id: body.roleId, version };
  });
  deps.menus.invalidate(tenantId);
  return answer;
}
