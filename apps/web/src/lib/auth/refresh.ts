import type { TokenAnswer } from '@rer/contracts';
import type { SessionState } from '../session';
import { TokenError } from './token-api';

/** Runs a task while holding a lock shared by every tab of this origin. */
export interface CrossTabLock {
  run(name: string, task: () => Promise<void>): Promise<void>;
}

export const REFRESH_LOCK_NAME = 'rer.token-refresh';
/** Refresh once this little of the token's life is left (and at most this long before expiry). */
const MAX_LEAD_MS = 300_000;

/** The Web Locks API: an exclusive lock across tabs, released when the task settles or the tab dies. */
export function webLocksLock(): CrossTabLock | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return null;
  return { run: async (name, task) => void (await locks.request(name, { mode: 'exclusive' }, task)) };
}

/**
 * Fallback for browsers without Web Locks: a lease in localStorage. A tab that finds another tab's live
 * lease skips this round (that tab is refreshing; its new token arrives through the `storage` event).
 */
export function storageLeaseLock(
  storage: Storage,
  owner: string,
  now: () => number = Date.now,
  leaseMs = 15_000,
): CrossTabLock {
  return {
    async run(name, task) {
      const key = `rer.lock.${name}`;
      const held = (): { owner: string; until: number } | null => {
        try {
          const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
          return typeof value === 'object' && value !== null && 'owner' in value && 'until' in value
            ? { owner: String(value.owner), until: Number(value.until) }
            : null;
        } catch {
          return null;
        }
      };
      const current = held();
      if (current && current.owner !== owner && current.until > now()) return;
      storage.setItem(key, JSON.stringify({ owner, until: now() + leaseMs }));
      if (held()?.owner !== owner) return; // another tab wrote in between
      try {
        await task();
      } finally {
        if (held()?.owner === owner) storage.removeItem(key);
      }
    },
  };
}

export interface RefresherDeps {
  now(): number;
  /** The session as stored now (re-read from storage, since another tab may have refreshed). */
  read(): SessionState;
  refresh(tenantId: string, refreshToken: string): Promise<TokenAnswer>;
  apply(answer: TokenAnswer, now: number): void;
  /** The server refused the refresh token (code 401/407/400): log out to the expiry login page. */
  onRefused(): void;
  lock: CrossTabLock;
  defaultTenantId: string;
}

/** True when the stored token should be refreshed now (spec 002 §4 "Token refresh"). */
export function isRefreshDue(session: SessionState, now: number): boolean {
  if (!session.token || !session.refreshToken || session.tokenExpiresAt === null) return false;
  const lifetime = Math.max(0, session.tokenExpiresAt - session.token.datetime);
  const lead = Math.min(MAX_LEAD_MS, lifetime / 3);
  return session.tokenExpiresAt - now <= lead;
}

const REFUSED_CODES = new Set([400, 401, 407]);

/**
 * The token refresher: `check()` (run every 10 s) refreshes when due, with one flight per tab (a shared
 * promise) and one across tabs (the lock, inside which the session is read again).
 */
export function createTokenRefresher(deps: RefresherDeps) {
  let flight: Promise<void> | null = null;

  async function refreshUnderLock(): Promise<void> {
    const session = deps.read();
    if (!isRefreshDue(session, deps.now()) || !session.refreshToken) return;
    try {
      const answer = await deps.refresh(session.tenantId ?? deps.defaultTenantId, session.refreshToken);
      deps.apply(answer, deps.now());
    } catch (error) {
      // Network failures and timeouts: try again at the next check while the token may still be valid.
      if (error instanceof TokenError && REFUSED_CODES.has(error.code)) deps.onRefused();
    }
  }

  return {
    check(): Promise<void> {
      if (!isRefreshDue(deps.read(), deps.now())) return Promise.resolve();
      flight ??= deps.lock.run(REFRESH_LOCK_NAME, refreshUnderLock).finally(() => {
        flight = null;
      });
      return flight;
    },
  };
}
