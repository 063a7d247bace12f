import type { EventBus } from '../../platform/event-bus.js';
import type { GuardSnapshot } from './guard.repository.js';

/** The topic the identity triggers publish (migration 20261121250000_identity_change_events). */
export const IDENTITY_CHANGED = 'identity.changed';

export interface GuardSnapshotKey {
  tenantId: string;
  sessionId: string;
  company?: string | undefined;
  holder?: string | undefined;
  product?: string | undefined;
}

export interface GuardCache {
  get(key: GuardSnapshotKey, nowMs: number): GuardSnapshot | undefined;
  /** `generation` is `generation()` read before the snapshot was loaded (see below). */
  set(key: GuardSnapshotKey, snapshot: GuardSnapshot, nowMs: number, generation: number): void;
  /**
   * Bumped by every invalidation: a snapshot read before an invalidation must not be stored
   * after it (the read may have seen the old row), so `set` ignores it when the number moved.
   */
  generation(): number;
  invalidateAccount(tenantId: string, accountId: string): void;
  clear(): void;
  readonly size: number;
}

interface Entry {
  snapshot: GuardSnapshot;
  tenantId: string;
  storedAt: number;
}

/**
 * The guard's session snapshots (session ⋈ account ⋈ bindings named by the Current-* headers),
 * kept `ttlMs` at most. Database triggers publish `identity.changed` {tenantId, accountId} on
 * commit of any change to a session, an account or its bindings, and every process drops that
 * account's snapshots; the lifetime only bounds a notice lost with the LISTEN connection. Only
 * snapshots that admitted the request are stored; a refusal is always read afresh. Bounded in
 * size (oldest first out), so a flood of sessions cannot grow it without limit.
 */
export function createGuardCache(options: { ttlMs: number; maxEntries?: number }): GuardCache {
  const maxEntries = options.maxEntries ?? 20_000;
  const entries = new Map<string, Entry>();
  let generation = 0;
  const keyOf = (k: GuardSnapshotKey) =>
    `${k.tenantId}|${k.sessionId}|${k.company ?? ''}|${k.holder ?? ''}|${k.product ?? ''}`;
  return {
    get(key, nowMs) {
      if (options.ttlMs <= 0) return undefined;
      const id = keyOf(key);
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (nowMs - entry.storedAt >= options.ttlMs || nowMs < entry.storedAt) {
        entries.delete(id);
        return undefined;
      }
      return entry.snapshot;
    },
    set(key, snapshot, nowMs, seenGeneration) {
      if (options.ttlMs <= 0 || seenGeneration !== generation) return;
      const id = keyOf(key);
      entries.delete(id);
      entries.set(id, { snapshot, tenantId: key.tenantId, storedAt: nowMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    generation: () => generation,
    invalidateAccount(tenantId, accountId) {
      generation++;
      for (const [id, entry] of entries) {
        if (entry.tenantId === tenantId && entry.snapshot.accountId === accountId) entries.delete(id);
      }
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Drops an account's snapshots whenever the identity triggers say it changed. */
export function subscribeGuardCache(bus: EventBus, cache: GuardCache): () => void {
  return bus.subscribe(IDENTITY_CHANGED, (payload) => {
    const p = payload as { tenantId?: unknown; accountId?: unknown } | null;
    if (p && typeof p.tenantId === 'string' && typeof p.accountId === 'string') {
      cache.invalidateAccount(p.tenantId, p.accountId);
    } else {
      cache.clear();
    }
  });
}
