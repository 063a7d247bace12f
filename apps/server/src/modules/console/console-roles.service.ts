import { randomUUID } from 'node:crypto';
import type {
  ConsoleRoleCreateBody,
  ConsoleRoleRow,
  ConsoleRoleUpdateBody,
  ConsoleStatusBody,
  ConsoleWorkflowNode,
} from '@rer/contracts';
import type { Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import { ADMINISTRATOR_ROLE } from '../identity/index.js';
import type { ConsoleDeps } from './console-accounts.service.js';
import { auditConsole, type ConsoleActor, changedFields } from './console-audit.js';
import {
  findRole,
  insertRole,
  listRoles,
  listWorkflowNodes,
  updateRole,
} from './console-roles.repository.js';

export const staleRole = () => new AppError('CONFLICT', {}, { message: '角色已被他人修改，请刷新后重试' });

export function listConsoleRoles(deps: ConsoleDeps, tenantId: string): Promise<ConsoleRoleRow[]> {
  return deps.db.withTenant(tenantId, (tx) => listRoles(tx, tenantId));
}

export function listConsoleWorkflowNodes(
  deps: ConsoleDeps,
  tenantId: string,
): Promise<ConsoleWorkflowNode[]> {
  return deps.db.withTenant(tenantId, (tx) => listWorkflowNodes(tx, tenantId));
}

/**
 * A role handles only node roles some active flow of the tenant has (ADR 39): a typo would give a
 * role that silently sees no task.
 */
async function checkWorkflowRoles(tx: Tx, tenantId: string, wanted: string[]): Promise<string[]> {
  const unique = [...new Set(wanted)];
  if (unique.length === 0) return unique;
  const known = new Set((await listWorkflowNodes(tx, tenantId)).map((n) => n.role));
  const unknown = unique.filter((r) => !known.has(r));
  if (unknown.length > 0)
    throw validationError('处理的流程节点', `${unknown.join('、')} 不是任何流程的审批节点角色`);
  return unique;
}

export async function createConsoleRole(deps: ConsoleDeps, actor: ConsoleActor, body: ConsoleRoleCreateBody) {
  const tenantId = actor.user.tenantId;
  const id = randomUUID();
  await deps.db.withTenant(tenantId, async (tx) => {
    const workflowRoles = await checkWorkflowRoles(tx, tenantId, body.workflowRoles);
    if (!(await insertRole(tx, { id, tenantId, alias: body.alias, name: body.name, workflowRoles })))
      throw validationError('角色编码', `角色编码已存在：${body.alias}`);
    await auditConsole(tx, actor, {
      action: 'console.role_create',
      targetType: 'role',
      targetId: id,
      detail: { alias: body.alias, name: body.name, workflowRoles },
    });
  });
  return { id, version: 1 };
}

export async function updateConsoleRole(deps: ConsoleDeps, actor: ConsoleActor, body: ConsoleRoleUpdateBody) {
  const tenantId = actor.user.tenantId;
  return deps.db.withTenant(tenantId, async (tx) => {
    const before = await findRole(tx, tenantId, body.id);
    if (!before) throw validationError('编号', '角色不存在');
    const workflowRoles = await checkWorkflowRoles(tx, tenantId, body.workflowRoles);
    const now = deps.clock.now();
    const version = await updateRole(tx, {
      tenantId,
      id: body.id,
      version: body.version,
      name: body.name,
      workflowRoles,
      now,
    });
    if (version === null) throw staleRole();
    await auditConsole(tx, actor, {
      action: 'console.role_update',
      targetType: 'role',
      targetId: body.id,
      detail: changedFields(
        { name: before.name, workflowRoles: before.workflowRoles },
        { name: body.name, workflowRoles },
      ) ?? { unchanged: true },
    });
    return { id: body.id, version };
  });
}

/** A disabled role grants nothing at once (the guard reads enabled roles only). */
export async function setConsoleRoleStatus(deps: ConsoleDeps, actor: ConsoleActor, body: ConsoleStatusBody) {
  const tenantId = actor.user.tenantId;
  return deps.db.withTenant(tenantId, async (tx) => {
    const before = await findRole(tx, tenantId, body.id);
    if (!before) throw validationError('编号', '角色不存在');
    if (before.alias === ADMINISTRATOR_ROLE && body.status === 0)
      throw validationError('编号', '不能停用管理员角色');
    const version = await updateRole(tx, {
      tenantId,
      id: body.id,
      version: body.version,
      status: body.status,
      now: deps.clock.now(),
    });
    if (version === null) throw staleRole();
    await auditConsole(tx, actor, {
      action: body.status === 0 ? 'console.role_disable' : 'console.role_enable',
      targetType: 'role',
      targetId: body.id,
      detail: { alias: before.alias, status: body.status },
    });
    return { id: body.id, version };
  });
}
