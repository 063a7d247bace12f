import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../../platform/db/database.js';
import {
  findAllMenuRows,
  findSeedHash,
  insertMenuRow,
  lockMenuSync,
  type MenuRecord,
  markMenuRowsRemoved,
  refreshShippedRow,
  saveSeedHash,
} from './menu.repository.js';
import { flattenShipped, type ShippedRow, shippedTreeHash } from './menu-tree.js';
import { SHIPPED_MENUS } from './shipped-menus.js';

export interface MenuSyncResult {
  tenantId: string;
  inserted: number;
  refreshed: number;
  /** Shipped changes not applied because an administrator edited or removed the row. */
  held: number;
  retired: number;
}

const SHIPPED = flattenShipped(SHIPPED_MENUS);
const SHIPPED_HASH = shippedTreeHash(SHIPPED);

const writeOf = (row: ShippedRow, parentId: string | null) => ({
  zone: row.zone,
  itemKey: row.key,
  parentId,
  category: row.category,
  code: row.code,
  name: row.name,
  path: row.path,
  icon: row.icon,
  sort: row.sort,
  roles: row.roles,
  query: '',
});

/**
 * Brings the tenant's menu rows up to the shipped tree (inside the caller's tenant transaction):
 * missing items are added, shipped items nobody edited follow the shipped definition, items no
 * longer shipped and never edited are removed. An administrator's edit or removal always stands.
 */
export async function syncShippedMenus(tx: Tx, tenantId: string): Promise<MenuSyncResult> {
  const result: MenuSyncResult = { tenantId, inserted: 0, refreshed: 0, held: 0, retired: 0 };
  await lockMenuSync(tx, tenantId);
  if ((await findSeedHash(tx, tenantId)) === SHIPPED_HASH) return result;
  const existing = new Map<string, MenuRecord>();
  for (const row of await findAllMenuRows(tx, tenantId)) existing.set(`${row.zone}\u0000${row.itemKey}`, row);
  const idOf = new Map<string, string>();
  for (const row of existing.values()) idOf.set(`${row.zone}\u0000${row.itemKey}`, row.id);
  const shippedKeys = new Set<string>();
  for (const row of SHIPPED) {
    const key = `${row.zone}\u0000${row.key}`;
    shippedKeys.add(key);
    const parentId = row.parentKey ? (idOf.get(`${row.zone}\u0000${row.parentKey}`) ?? null) : null;
    const stored = existing.get(key);
    if (!stored) {
      const id = randomUUID();
      idOf.set(key, id);
      await insertMenuRow(tx, tenantId, { ...writeOf(row, parentId), id, shippedHash: row.hash });
      result.inserted++;
    } else if (stored.shippedHash !== row.hash || (stored.isDeleted && !stored.adminEdited)) {
      if (stored.adminEdited || stored.shippedHash === null) result.held++;
      else {
        await refreshShippedRow(tx, tenantId, stored.id, {
          ...writeOf(row, parentId),
          shippedHash: row.hash,
        });
        result.refreshed++;
      }
    }
  }
  const retired = [...existing.entries()]
    .filter(
      ([key, row]) => !shippedKeys.has(key) && row.shippedHash !== null && !row.adminEdited && !row.isDeleted,
    )
    .map(([, row]) => row.id);
  result.retired = await markMenuRowsRemoved(tx, tenantId, retired, false);
  await saveSeedHash(tx, tenantId, SHIPPED_HASH);
  return result;
}

/** Synchronises every tenant given (at start, after the reference data created them). */
export async function syncShippedMenusOfTenants(
  db: Database,
  tenantIds: readonly string[],
): Promise<MenuSyncResult[]> {
  const results: MenuSyncResult[] = [];
  for (const tenantId of tenantIds)
    results.push(await db.withTenant(tenantId, (tx) => syncShippedMenus(tx, tenantId)));
  return results;
}
