import type { TokenAnswer } from '@rer/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../../test-support/fake-fetch';
import { readStoredSession, reloadSession, type SessionState, updateSession } from '../session';
import { type CrossTabLock, createTokenRefresher, isRefreshDue, storageLeaseLock } from './refresh';
import { applyRefresh } from './session-actions';
import { refreshAccessToken } from './token-api';

const T0 = 1_700_000_000_000;
const answer = (n: number): TokenAnswer => ({
  access_token: `access-${n}`,
  token_type: 'bearer',
  refresh_token: `refresh-${n}`,
  expires_in: 900,
  tenant_id: '000000',
  user_id: 'u1',
  account: 'org_demo',
  user_name: 'org_demo',
  real_name: '演示',
  org_type: 2,
  role_name: 'org',
  landing_mode: 'org',
});

/** One in-memory exclusive lock shared by the "tabs" of a test, like navigator.locks. */
function sharedLock(): CrossTabLock {
  let tail = Promise.resolve();
  return {
    run: (_name, task) => {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

function signIn(issuedAt: number) {
  updateSession({
    token: { content: 'access-0', datetime: issuedAt },
    tokenExpiresAt: issuedAt + 900_000,
    refreshToken: 'refresh-0',
    tenantId: '000000',
  });
}

let now = T0;
beforeEach(() => {
  localStorage.clear();
  reloadSession();
  now = T0;
});
afterEach(() => vi.unstubAllGlobals());

describe('isRefreshDue', () => {
  it('is due in the last third of the token life (at most 5 minutes before expiry)', () => {
    signIn(T0);
    const session = readStoredSession();
    expect(isRefreshDue(session, T0 + 599_000)).toBe(false);
    expect(isRefreshDue(session, T0 + 600_000)).toBe(true);
    expect(isRefreshDue({ ...session, refreshToken: null } as SessionState, T0 + 899_000)).toBe(false);
  });
});

describe('token refresher', () => {
  it('two tabs checking at once make ONE refresh call; both end with the new token', async () => {
    signIn(T0);
    const network = createFakeFetch(async () => json(answer(1)));
    vi.stubGlobal('fetch', network.fetch);
    const lock = sharedLock();
    const tab = () =>
      createTokenRefresher({
        now: () => now,
        read: readStoredSession,
        refresh: refreshAccessToken,
        apply: (a, at) => applyRefresh(a, at),
        onRefused: () => undefined,
        lock,
        defaultTenantId: '000000',
      });
    const [tabA, tabB] = [tab(), tab()];
    now = T0 + 700_000;
    await Promise.all([tabA.check(), tabA.check(), tabB.check(), tabB.check()]);
    expect(network.calls).toHaveLength(1);
    const call = network.calls[0]!;
    expect(new URL(call.url, 'http://x').searchParams.get('grant_type')).toBe('refresh_token');
    expect(String(call.body)).toContain('refresh-0');
    expect(readStoredSession().token?.content).toBe('access-1');
    expect(readStoredSession().refreshToken).toBe('refresh-1');
    expect(readStoredSession().tokenExpiresAt).toBe(now + 900_000);
  });

  it('does nothing while the token is fresh', async () => {
    signIn(T0);
    const refresh = vi.fn();
    const refresher = createTokenRefresher({
      now: () => T0 + 1000,
      read: readStoredSession,
      refresh,
      apply: applyRefresh,
      onRefused: () => undefined,
      lock: sharedLock(),
      defaultTenantId: '000000',
    });
    await refresher.check();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a refused refresh (code 407 over HTTP 401) logs out', async () => {
    signIn(T0);
    vi.stubGlobal(
      'fetch',
      createFakeFetch(() =>
        json(
          {
            code: 407,
            success: false,
            msg: '登录已过期，请重新登录。',
            error_code: 'invalid_grant',
            error_description: '登录已过期，请重新登录。',
          },
          401,
        ),
      ).fetch,
    );
    const onRefused = vi.fn();
    const refresher = createTokenRefresher({
      now: () => T0 + 800_000,
      read: readStoredSession,
      refresh: refreshAccessToken,
      apply: applyRefresh,
      onRefused,
      lock: sharedLock(),
      defaultTenantId: '000000',
    });
    await refresher.check();
    expect(onRefused).toHaveBeenCalledOnce();
  });

  it('the localStorage lease lets only one tab in while it is held', async () => {
    const tabA = storageLeaseLock(localStorage, 'A', () => now);
    const tabB = storageLeaseLock(localStorage, 'B', () => now);
    const ran: string[] = [];
    let release: () => void = () => undefined;
    const first = tabA.run(
      'x',
      () =>
        new Promise<void>((resolve) => {
          ran.push('A');
          release = resolve;
        }),
    );
    await tabB.run('x', async () => {
      ran.push('B');
    });
    release();
    await first;
    await tabB.run('x', async () => {
      ran.push('B2');
    });
    expect(ran).toEqual(['A', 'B2']);
  });
});
