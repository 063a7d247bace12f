import type { MenuItem } from '@rer/contracts';
import type { LandingMode } from '../../db/schema.js';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/event-bus.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { findLiveZoneRows } from './menu.repository.js';
import { syncShippedMenus } from './menu-sync.js';
import { buildMenuTree, grantedButtons, type StoredMenuRow } from './menu-tree.js';

/**
 * The side menu (`menu/routes`) and button codes (`menu/buttons`) from the menu table. A zone's
 * rows are cached per tenant; any change to menu_item (from any process) fires `menu.changed`
 * through the database, which drops the tenant here. The time limit only bounds a lost notice.
 */
export interface MenuService {
  routes(tenantId: string, zone: LandingMode, roles: readonly string[]): Promise<MenuItem[]>;
  buttons(tenantId: string, zone: LandingMode, roles: readonly string[]): Promise<string[]>;
  /** Synchronises the shipped tree into a tenant once per process (a tenant created later too). */
  ensureSynced(tenantId: string): Promise<void>;
  /** Drops the tenant's cached rows at once (this process's own change; others hear `menu.changed`). */
  invalidate(tenantId: string): void;
  stats(): { hits: number; misses: number };
}

export interface MenuServiceOptions {
  /**
   * Item keys this process does not serve (with their children and buttons): pages whose feature
   * is off here, such as 短信沙箱发件箱 without the SMS sandbox. Their rows stay in the table.
   */
  hiddenItemKeys?: readonly string[];
}

export function createMenuService(
  db: Database,
  bus: EventBus,
  options: MenuServiceOptions = {},
): MenuService {
  const hidden = new Set(options.hiddenItemKeys ?? []);
  const served = (rows: StoredMenuRow[]) =>
    hidden.size === 0 ? rows : rows.filter((row) => !hidden.has(row.itemKey));
  const cache = new TtlCache<StoredMenuRow[]>(10 * 60 * 1000, 500);
  const counters = { hits: 0, misses: 0 };
  const synced = new Map<string, Promise<void>>();
  // A read that started before a change must not store what it read after the change dropped it.
  let generation = 0;
  const invalidate = (tenantId?: string) => {
    generation++;
    if (!tenantId) return cache.clear();
    cache.deleteWhere((key) => key.startsWith(`${tenantId}\u0000`));
  };
  bus.subscribe('menu.changed', (payload) => invalidate((payload as { tenantId?: string }).tenantId));

  function ensureSynced(tenantId: string): Promise<void> {
    let done = synced.get(tenantId);
    if (!done) {
      done = db
        .withTenant(tenantId, (tx) => syncShippedMenus(tx, tenantId))
        .then(() => undefined)
        .catch((error: unknown) => {
          synced.delete(tenantId);
          throw error;
        });
      synced.set(tenantId, done);
    }
    return done;
  }

  async function zoneRows(tenantId: string, zone: LandingMode): Promise<StoredMenuRow[]> {
    const key = `${tenantId}\u0000${zone}`;
    const cached = cache.get(key);
    if (cached) {
      counters.hits++;
      return cached;
    }
    counters.misses++;
    await ensureSynced(tenantId);
    const before = generation;
    const rows = await db.withTenant(tenantId, (tx) => findLiveZoneRows(tx, tenantId, zone));
    if (generation === before) cache.set(key, rows);
    return rows;
  }

  return {
    routes: async (tenantId, zone, roles) => buildMenuTree(served(await zoneRows(tenantId, zone)), roles),
    buttons: async (tenantId, zone, roles) => grantedButtons(served(await zoneRows(tenantId, zone)), roles),
    ensureSynced,
    invalidate: (tenantId) => invalidate(tenantId),
    stats: () => ({ ...counters }),
  };
}
