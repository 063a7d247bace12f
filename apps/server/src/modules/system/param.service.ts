import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/event-bus.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { findParam, findParamsByPrefix, type ParamRecord } from './param.repository.js';

/** Top-menu switches read by `getBizTopMenuStatus` share this key prefix. */
export const TOP_MENU_PREFIX = 'bizTopMenu.';

export interface ParamService {
  /** A parameter; with `publicOnly`, parameters not marked public are reported as unknown. */
  get(tenantId: string, paramKey: string, options?: { publicOnly?: boolean }): Promise<ParamRecord>;
  topMenuStatus(tenantId: string): Promise<ParamRecord[]>;
  /** Drops the tenant's answers at once (this process's own change; others hear the trigger). */
  invalidate(tenantId?: string): void;
}

export function createParamService(db: Database, bus: EventBus): ParamService {
  const cache = new TtlCache<ParamRecord | null>(10 * 60 * 1000, 2000);
  const lists = new TtlCache<ParamRecord[]>(10 * 60 * 1000, 200);
  // A read that started before a change must not store what it read after the change dropped it.
  let generation = 0;
  const drop = (tenantId?: string) => {
    generation++;
    const matches = (key: string) => !tenantId || key.startsWith(`${tenantId}\u0000`);
    cache.deleteWhere(matches);
    lists.deleteWhere(matches);
  };
  bus.subscribe('param.changed', (payload) => drop((payload as { tenantId?: string }).tenantId));

  return {
    async get(tenantId, paramKey, options) {
      const key = `${tenantId}\u0000${paramKey}`;
      let found = cache.get(key);
      if (found === undefined) {
        const before = generation;
        found = await db.withTenant(tenantId, (tx) => findParam(tx, tenantId, paramKey));
        if (generation === before) cache.set(key, found);
      }
      if (!found || (options?.publicOnly && !found.isPublic))
        throw new AppError('PARAM_UNKNOWN', { paramKey });
      return found;
    },
    async topMenuStatus(tenantId) {
      const key = `${tenantId}\u0000${TOP_MENU_PREFIX}`;
      const cached = lists.get(key);
      if (cached) return cached;
      const before = generation;
      // Only the numbered switches (bizTopMenu.1…9); bizTopMenu.extra is a JSON list served elsewhere.
      const found = (
        await db.withTenant(tenantId, (tx) => findParamsByPrefix(tx, tenantId, TOP_MENU_PREFIX))
      ).filter((p) => /^bizTopMenu\.\d+$/.test(p.paramKey));
      if (generation === before) lists.set(key, found);
      return found;
    },
    invalidate: drop,
  };
}
