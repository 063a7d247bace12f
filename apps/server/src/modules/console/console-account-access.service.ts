import type { LandingMode } from '../../db/schema.js';
import type { Tx } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';
import {
  findAccountDetail,
  knownRoleIds,
  replaceRoles,
  replaceZones,
  updateAccountFields,
} from './console-accounts.repository.js';
import { type ConsoleDeps, staleAccount } from './console-accounts.service.js';
import { auditConsole, type ConsoleActor } from './console-audit.js';
import { administratorRoleIdOf } from './console-roles.repository.js';

/** An account's zones and roles (ADR 39): kept in their own tables, each edit moves the account's version. */

async function requireAccount(tx: Tx, tenantId: string, id: string) {
  const found = await findAccountDetail(tx, tenantId, id);
  if (!found) throw validationError('编号', '账号不存在');
  return found;
}

/** Moves the account's version (its zones or roles change), refusing a stale one. */
async function moveAccountVersion(
  tx: Tx,
  deps: ConsoleDeps,
  account: { tenantId: string; id: string; version: number },
): Promise<number> {
  const version = await updateAccountFields(tx, { ...account, set: null, now: deps.clock.now() });
  if (version === null) throw staleAccount();
  return version;
}

export async function setConsoleAccountZones(
  deps: ConsoleDeps,
  actor: ConsoleActor,
  body: { id: string; version: number; zones: LandingMode[] },
) {
  const tenantId = actor.user.tenantId;
  return deps.db.withTenant(tenantId, async (tx) => {
    const before = await requireAccount(tx, tenantId, body.id);
    const version = await moveAccountVersion(tx, deps, { tenantId, id: body.id, version: body.version });
    const zones = [...new Set(body.zones)];
    await replaceZones(tx, { tenantId, accountId: body.id, zones });
    await auditConsole(tx, actor, {
      action: 'console.account_zones',
      targetType: 'account',
      targetId: body.id,
      detail: { before: before.zones.join('|'), after: zones.join('|') },
    });
    return { id: body.id, version };
  });
}

export async function setConsoleAccountRoles(
  deps: ConsoleDeps,
  actor: ConsoleActor,
  body: { id: string; version: number; roleIds: string[] },
) {
  const tenantId = actor.user.tenantId;
  return deps.db.withTenant(tenantId, async (tx) => {
    const before = await requireAccount(tx, tenantId, body.id);
    const roleIds = [...new Set(body.roleIds)];
    if ((await knownRoleIds(tx, tenantId, roleIds)).length !== roleIds.length)
      throw validationError('角色', '角色不存在');
    if (body.id === actor.user.accountId && !(await keepsAdministrator(tx, tenantId, roleIds)))
      throw validationError('角色', '不能移除自己的管理员角色');
    const version = await moveAccountVersion(tx, deps, { tenantId, id: body.id, version: body.version });
    await replaceRoles(tx, { tenantId, accountId: body.id, roleIds });
    const after = await requireAccount(tx, tenantId, body.id);
    await auditConsole(tx, actor, {
      action: 'console.account_roles',
      targetType: 'account',
      targetId: body.id,
      detail: { before: before.roleNames.join('|'), after: after.roleNames.join('|') },
    });
    return { id: body.id, version };
  });
}

async function keepsAdministrator(tx: Tx, tenantId: string, roleIds: string[]): Promise<boolean> {
  const adminId = await administratorRoleIdOf(tx, tenantId);
  return adminId !== null && roleIds.includes(adminId);
}
