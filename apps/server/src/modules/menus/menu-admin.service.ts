import { randomUUID } from 'node:crypto';
import type { MenuAdminNode, MenuTreeNode, menuSubmitBody } from '@rer/contracts';
import type { z } from 'zod';
import type { AuditContext } from '../../platform/audit.js';
import { writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { findTenantRoles } from '../identity/index.js';
import {
  findLiveZoneRows,
  findMenuRow,
  insertMenuRow,
  lockZoneRows,
  type MenuRecord,
  markMenuRowsRemoved,
  updateMenuRowAt,
} from './menu.repository.js';
import { buttonKey, MENU_CATEGORY, subtreeIds } from './menu-tree.js';

type SubmitBody = z.output<typeof menuSubmitBody>;

const toNode = (row: MenuRecord, rows: readonly MenuRecord[]): MenuAdminNode => ({
  id: row.id,
  parentId: row.parentId ?? '0',
  zone: row.zone,
  key: row.itemKey,
  category: row.category,
  code: row.code,
  name: row.name,
  path: row.path,
  icon: row.icon,
  sort: row.sort,
  roles: row.roles,
  query: row.query,
  shipped: row.shippedHash !== null,
  adminEdited: row.adminEdited,
  hasChildren: rows.some((r) => r.parentId === row.id),
  version: row.version,
});
const bySort = (a: MenuRecord, b: MenuRecord) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh');

/** The children of one item (or of the zone's top), menus and buttons or menus only. */
export async function listMenuChildren(
  db: Database,
  tenantId: string,
  query: { zone: string; parentId: string; menusOnly: boolean },
): Promise<MenuAdminNode[]> {
  const rows = await db.withTenant(tenantId, (tx) => findLiveZoneRows(tx, tenantId, query.zone));
  const parentId = query.parentId === '0' ? null : query.parentId;
  const visible = query.menusOnly ? rows.filter((r) => r.category === MENU_CATEGORY.menu) : rows;
  return visible
    .filter((r) => r.parentId === parentId)
    .sort(bySort)
    .map((r) => toNode(r, visible));
}

/** The zone's menu items as a tree for choosing a parent (buttons cannot be parents). */
export async function menuTree(db: Database, tenantId: string, zone: string): Promise<MenuTreeNode[]> {
  const rows = (await db.withTenant(tenantId, (tx) => findLiveZoneRows(tx, tenantId, zone))).filter(
    (r) => r.category === MENU_CATEGORY.menu,
  );
  const build = (parentId: string | null): MenuTreeNode[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .sort(bySort)
      .map((r) => ({
        id: r.id,
        parentId: r.parentId ?? '0',
        title: r.name,
        value: r.id,
        children: build(r.id),
      }));
  return build(null);
}

export async function menuDetail(db: Database, tenantId: string, id: string): Promise<MenuAdminNode> {
  return db.withTenant(tenantId, async (tx) => {
    const row = await findMenuRow(tx, tenantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toNode(row, await findLiveZoneRows(tx, tenantId, row.zone));
  });
}

function checkParent(rows: readonly MenuRecord[], body: SubmitBody): string | null {
  if (body.parentId === '0') return null;
  const parent = rows.find((r) => r.id === body.parentId);
  if (!parent) throw new AppError('MENU_PARENT_INVALID');
  if (parent.category === MENU_CATEGORY.button) throw new AppError('MENU_PARENT_IS_BUTTON');
  if (body.id && subtreeIds(rows, body.id).has(parent.id)) throw new AppError('MENU_PARENT_CYCLE');
  return parent.id;
}

/** Creates or edits an item (administrators): parent in the zone, roles the tenant has, code unique. */
export async function submitMenu(
  db: Database,
  audit: AuditContext,
  body: SubmitBody,
): Promise<{ id: string; version: number }> {
  const tenantId = audit.tenantId;
  return db.withTenant(tenantId, async (tx) => {
    await lockZoneRows(tx, tenantId, body.zone);
    const rows = await findLiveZoneRows(tx, tenantId, body.zone);
    const known = new Set((await findTenantRoles(tx, tenantId)).map((r) => r.alias));
    const unknown = body.roles.find((r) => !known.has(r));
    if (unknown) throw new AppError('MENU_ROLE_UNKNOWN', { role: unknown });
    const code = body.category === MENU_CATEGORY.button ? (body.code ?? null) : null;
    if (code && rows.some((r) => r.code === code && r.id !== body.id))
      throw new AppError('MENU_CODE_EXISTS', { code });
    const parentId = checkParent(rows, body);
    const fields = {
      parentId,
      code,
      name: body.name,
      path: body.category === MENU_CATEGORY.button ? '' : body.path,
      icon: body.icon,
      sort: body.sort,
      roles: [...new Set(body.roles)],
      query: body.query,
    };
    if (!body.id) {
      const id = randomUUID();
      const itemKey = code ? buttonKey(code) : `a-${id.slice(0, 8)}`;
      await insertMenuRow(tx, tenantId, {
        ...fields,
        id,
        zone: body.zone,
        itemKey,
        category: body.category,
        shippedHash: null,
      });
      await writeAudit(tx, audit, {
        action: 'menu.create',
        targetType: 'menu_item',
        targetId: id,
        detail: { zone: body.zone, name: body.name },
      });
      return { id, version: 1 };
    }
    const current = rows.find((r) => r.id === body.id);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.category !== body.category) throw new AppError('MENU_FIXED_FIELD', { field: '类型' });
    if (!(await updateMenuRowAt(tx, tenantId, { id: body.id, version: body.version ?? 0 }, fields)))
      throw new AppError('CONFLICT');
    await writeAudit(tx, audit, {
      action: 'menu.update',
      targetType: 'menu_item',
      targetId: body.id,
      detail: { zone: body.zone, name: body.name, before: current.name },
    });
    return { id: body.id, version: current.version + 1 };
  });
}

/** Removes items without live children (the spec's 请先删除子节点！), softly. */
export async function removeMenus(
  db: Database,
  audit: AuditContext,
  ids: readonly string[],
): Promise<number> {
  const tenantId = audit.tenantId;
  return db.withTenant(tenantId, async (tx) => {
    const targets: MenuRecord[] = [];
    for (const id of new Set(ids)) {
      const row = await findMenuRow(tx, tenantId, id);
      if (!row) throw new AppError('NOT_FOUND');
      targets.push(row);
    }
    for (const zone of [...new Set(targets.map((t) => t.zone))].sort())
      await lockZoneRows(tx, tenantId, zone);
    const removing = new Set(targets.map((t) => t.id));
    for (const target of targets) {
      const rows = await findLiveZoneRows(tx, tenantId, target.zone);
      if (rows.some((r) => r.parentId === target.id && !removing.has(r.id)))
        throw new AppError('MENU_HAS_CHILDREN');
    }
    const removed = await markMenuRowsRemoved(tx, tenantId, [...removing], true);
    for (const target of targets)
      await writeAudit(tx, audit, {
        action: 'menu.remove',
        targetType: 'menu_item',
        targetId: target.id,
        detail: { zone: target.zone, name: target.name },
      });
    return removed;
  });
}
