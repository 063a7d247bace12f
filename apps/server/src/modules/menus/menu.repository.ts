import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { menuItem, menuSeedState } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';
import type { StoredMenuRow } from './menu-tree.js';

// Callers run these inside a tenant transaction: the explicit tenant filter and row-level
// security both restrict rows to that tenant.

/** A row as the administrator pages and the synchronisation see it. */
export interface MenuRecord extends StoredMenuRow {
  isDeleted: boolean;
  shippedHash: string | null;
  adminEdited: boolean;
  version: number;
  updatedAt: string;
}

const columns = {
  id: menuItem.id,
  zone: menuItem.zone,
  itemKey: menuItem.itemKey,
  parentId: menuItem.parentId,
  category: menuItem.category,
  code: menuItem.code,
  name: menuItem.name,
  path: menuItem.path,
  icon: menuItem.icon,
  sort: menuItem.sort,
  roles: menuItem.roles,
  query: menuItem.query,
  isDeleted: menuItem.isDeleted,
  shippedHash: menuItem.shippedHash,
  adminEdited: menuItem.adminEdited,
  version: menuItem.version,
  updatedAt: menuItem.updatedAt,
};

/** Every row of the tenant (removed ones too: the synchronisation must see them). */
export async function findAllMenuRows(tx: Executor, tenantId: string): Promise<MenuRecord[]> {
  return tx
    .select(columns)
    .from(menuItem)
    .where(eq(menuItem.tenantId, tenantId))
    .orderBy(asc(menuItem.zone), asc(menuItem.sort));
}

/** The live rows of one zone. */
export async function findLiveZoneRows(tx: Executor, tenantId: string, zone: string): Promise<MenuRecord[]> {
  return tx
    .select(columns)
    .from(menuItem)
    .where(and(eq(menuItem.tenantId, tenantId), eq(menuItem.zone, zone), eq(menuItem.isDeleted, false)));
}

export async function findMenuRow(tx: Executor, tenantId: string, id: string): Promise<MenuRecord | null> {
  const [row] = await tx
    .select(columns)
    .from(menuItem)
    .where(and(eq(menuItem.tenantId, tenantId), eq(menuItem.id, id), eq(menuItem.isDeleted, false)));
  return row ?? null;
}

/** The zone's rows locked for a structural change (submit or remove), in one order. */
export async function lockZoneRows(tx: Executor, tenantId: string, zone: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('rer:menu'), hashtext(${`${tenantId}:${zone}`}))`,
  );
}

/** Serialises the shipped-tree synchronisation of one tenant across processes. */
export async function lockMenuSync(tx: Executor, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rer:menu-sync'), hashtext(${tenantId}))`);
}

/** A menu row to write: a stored row before it has its id. */
export type MenuWrite = Omit<StoredMenuRow, 'id'>;

export async function insertMenuRow(
  tx: Executor,
  tenantId: string,
  row: MenuWrite & { id: string; shippedHash: string | null },
): Promise<void> {
  await tx.insert(menuItem).values({ ...row, tenantId });
}

/** Rewrites a shipped row an administrator has not edited (the synchronisation). */
export async function refreshShippedRow(
  tx: Executor,
  tenantId: string,
  id: string,
  row: MenuWrite & { shippedHash: string },
): Promise<void> {
  await tx
    .update(menuItem)
    .set({ ...row, isDeleted: false, version: sql`${menuItem.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(menuItem.tenantId, tenantId), eq(menuItem.id, id), eq(menuItem.adminEdited, false)));
}

/** An administrator's edit, only at the version read (optimistic): false when it moved on. */
export async function updateMenuRowAt(
  tx: Executor,
  tenantId: string,
  target: { id: string; version: number },
  row: Omit<MenuWrite, 'zone' | 'itemKey' | 'category'>,
): Promise<boolean> {
  const updated = await tx
    .update(menuItem)
    .set({
      ...row,
      adminEdited: true,
      version: sql`${menuItem.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(menuItem.tenantId, tenantId),
        eq(menuItem.id, target.id),
        eq(menuItem.version, target.version),
        eq(menuItem.isDeleted, false),
      ),
    )
    .returning({ id: menuItem.id });
  return updated.length === 1;
}

/** Soft removal; `byAdministrator` keeps a shipped row removed through later synchronisations. */
export async function markMenuRowsRemoved(
  tx: Executor,
  tenantId: string,
  ids: readonly string[],
  byAdministrator: boolean,
): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await tx
    .update(menuItem)
    .set({
      isDeleted: true,
      adminEdited: byAdministrator ? true : sql`${menuItem.adminEdited}`,
      version: sql`${menuItem.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(menuItem.tenantId, tenantId), eq(menuItem.isDeleted, false), inArray(menuItem.id, [...ids])),
    )
    .returning({ id: menuItem.id });
  return removed.length;
}

export async function findSeedHash(tx: Executor, tenantId: string): Promise<string | null> {
  const [row] = await tx
    .select({ hash: menuSeedState.treeHash })
    .from(menuSeedState)
    .where(eq(menuSeedState.tenantId, tenantId));
  return row?.hash ?? null;
}

export async function saveSeedHash(tx: Executor, tenantId: string, hash: string): Promise<void> {
  await tx
    .insert(menuSeedState)
    .values({ tenantId, treeHash: hash })
    .onConflictDoUpdate({
      target: menuSeedState.tenantId,
      set: { treeHash: hash, syncedAt: sql`now()` },
    });
}

/** A role grant's change of one row's roles (ADR 44): an administrator's edit, the version moves on. */
export async function setMenuRowRoles(
  tx: Executor,
  tenantId: string,
  id: string,
  roles: readonly string[],
): Promise<void> {
  await tx
    .update(menuItem)
    .set({
      roles: [...roles],
      adminEdited: true,
      version: sql`${menuItem.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(menuItem.tenantId, tenantId), eq(menuItem.id, id), eq(menuItem.isDeleted, false)));
}
