import { useSyncExternalStore } from 'react';
import { readSession, type SessionState, subscribeSession } from './session';

/**
 * Subscribes a component to part of the session. The selector must return a value that is stable while the
 * session is unchanged (a field, not a new object).
 */
export function useSession<T>(selector: (session: SessionState) => T): T {
  return useSyncExternalStore(
    subscribeSession,
    () => selector(readSession()),
    () => selector(readSession()),
  );
}
