import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { createTokenRefresher, storageLeaseLock, webLocksLock } from '../lib/auth/refresh';
import { applyRefresh, clientLogout } from '../lib/auth/session-actions';
import { refreshAccessToken } from '../lib/auth/token-api';
import { appConfig, sessionExpiredLoginPath } from '../lib/config';
import { readStoredSession } from '../lib/session';
import { useSession } from '../lib/use-session';

const tabId = (): string => crypto.randomUUID();

/**
 * Checks the token every 10 s (spec 000 §4) and when the tab becomes visible; one refresh across tabs
 * (Web Locks, else a localStorage lease); a refused refresh logs out to `/login?loseEfficacy=1`.
 */
export function useTokenRefresh(): void {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== null);
  useEffect(() => {
    if (!signedIn) return;
    const refresher = createTokenRefresher({
      now: Date.now,
      // Another tab may have refreshed: storage is the truth.
      read: readStoredSession,
      refresh: refreshAccessToken,
      apply: applyRefresh,
      onRefused: () => {
        clientLogout();
        void navigate(sessionExpiredLoginPath, { replace: true });
      },
      lock: webLocksLock() ?? storageLeaseLock(window.localStorage, tabId()),
      defaultTenantId: appConfig.defaultTenantId,
    });
    const check = () => void refresher.check();
    check();
    const timer = setInterval(check, appConfig.tokenCheckIntervalMs);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [signedIn, navigate]);
}
