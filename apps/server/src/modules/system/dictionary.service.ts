import type { DictionaryItem } from '@rer/contracts';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/event-bus.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { dictionaryExists, findDictionaryItems } from './dictionary.repository.js';

/**
 * Dictionary answers are cached per tenant, code and parent. A change to dict_biz (from any
 * process) fires a `dictionary.changed` event through the database, which drops that tenant and
 * code here; the time limit is a safety net for a missed notification.
 */
export interface DictionaryService {
  /** Top-level items of a dictionary (`dictionary?code=`). */
  getDictionary(tenantId: string, code: string): Promise<DictionaryItem[]>;
  /** Children of one item (`getSubDictionaryDate?code=&dictKey=`). */
  getSubDictionary(tenantId: string, code: string, dictKey: string): Promise<DictionaryItem[]>;
  stats(): { hits: number; misses: number };
  /** Drops the tenant's answers at once (this process's own change; others hear the trigger). */
  invalidate(tenantId?: string): void;
}

export function createDictionaryService(db: Database, bus: EventBus): DictionaryService {
  const cache = new TtlCache<DictionaryItem[]>(10 * 60 * 1000, 2000);
  const counters = { hits: 0, misses: 0 };
  // A read that started before a change must not store what it read after the change dropped it.
  let generation = 0;
  const drop = (tenantId?: string, code?: string) => {
    generation++;
    if (!tenantId) return cache.clear();
    const prefix = code ? `${tenantId}\u0000${code}\u0000` : `${tenantId}\u0000`;
    cache.deleteWhere((key) => key.startsWith(prefix));
  };
  bus.subscribe('dictionary.changed', (payload) => {
    const { tenantId, code } = payload as { tenantId?: string; code?: string };
    drop(tenantId, code);
  });

  async function load(tenantId: string, code: string, parentKey: string | null): Promise<DictionaryItem[]> {
    const key = `${tenantId}\u0000${code}\u0000${parentKey ?? ''}`;
    const cached = cache.get(key);
    if (cached) {
      counters.hits++;
      return cached;
    }
    counters.misses++;
    const before = generation;
    const items = await db.withTenant(tenantId, async (tx) => {
      if (!(await dictionaryExists(tx, tenantId, code))) return null;
      return findDictionaryItems(tx, tenantId, code, parentKey);
    });
    if (items === null) throw new AppError('DICTIONARY_UNKNOWN', { code });
    if (generation === before) cache.set(key, items);
    return items;
  }

  return {
    getDictionary: (tenantId, code) => load(tenantId, code, null),
    getSubDictionary: (tenantId, code, dictKey) => load(tenantId, code, dictKey),
    stats: () => ({ ...counters }),
    invalidate: (tenantId) => drop(tenantId),
  };
}
