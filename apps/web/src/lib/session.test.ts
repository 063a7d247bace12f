import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getAccessToken,
  isLoggedIn,
  readSession,
  reloadSession,
  sessionStorageKeys,
  setAccessToken,
  subscribeSession,
  updateSession,
} from './session';

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

afterEach(() => {
  localStorage.clear();
});

describe('session storage', () => {
  it('starts empty with the default language', () => {
    expect(readSession()).toEqual({
      token: null,
      refreshToken: null,
      tenantId: null,
      userInfo: null,
      currentCompany: null,
      currentHolder: null,
      currentProduct: null,
      investorExpireStatus: null,
      landingMode: null,
      tokenExpiresAt: null,
      account: null,
      locked: false,
      lockPassword: null,
      tabs: [],
      errorLog: [],
      language: 'zh',
      theme: 'default',
    });
    expect(isLoggedIn()).toBe(false);
  });

  it('keeps every value under a namespaced localStorage key and nowhere else', () => {
    setAccessToken('tok', 1_700_000_000_000);
    updateSession({
      refreshToken: 'refresh',
      tenantId: '000000',
      userInfo: { userId: '1', account: 'admin', name: '管理员', orgType: '2', roles: ['admin'] },
      currentCompany: 'C1',
      currentHolder: 'H1',
      currentProduct: 'P1',
      landingMode: 'org',
      language: 'en',
    });
    const keys = Object.keys(localStorage);
    expect(keys.length).toBe(9);
    for (const key of keys) expect(key.startsWith('rer.')).toBe(true);
    expect(JSON.parse(localStorage.getItem(sessionStorageKeys.token) ?? '')).toEqual({
      content: 'tok',
      datetime: 1_700_000_000_000,
    });
    expect(document.cookie).toBe('');
    expect(getAccessToken()).toBe('tok');
  });

  it('survives a reload (reads back what it wrote)', () => {
    updateSession({ tenantId: '518100', landingMode: 'personalholder', currentHolder: 'H9' });
    reloadSession();
    expect(readSession()).toMatchObject({
      tenantId: '518100',
      landingMode: 'personalholder',
      currentHolder: 'H9',
    });
  });

  it('clearSession removes everything but the language preference', () => {
    setAccessToken('tok');
    updateSession({
      refreshToken: 'r',
      tenantId: '000000',
      currentCompany: 'C1',
      landingMode: 'mgr',
      language: 'en',
    });
    clearSession();
    expect(readSession()).toMatchObject({
      token: null,
      refreshToken: null,
      tenantId: null,
      currentCompany: null,
      landingMode: null,
      language: 'en',
    });
    expect(Object.keys(localStorage)).toEqual([sessionStorageKeys.language]);
  });

  it('treats unreadable or invalid stored values as absent', () => {
    localStorage.setItem(sessionStorageKeys.token, '{not json');
    localStorage.setItem(sessionStorageKeys.landingMode, JSON.stringify('hacker'));
    localStorage.setItem(sessionStorageKeys.language, JSON.stringify('fr'));
    localStorage.setItem(sessionStorageKeys.userInfo, JSON.stringify({ account: 'x' }));
    reloadSession();
    expect(readSession()).toMatchObject({ token: null, landingMode: null, language: 'zh', userInfo: null });
  });

  it('notifies subscribers and replaces the snapshot object', () => {
    const before = readSession();
    let calls = 0;
    const unsubscribe = subscribeSession(() => {
      calls += 1;
    });
    updateSession({ tenantId: '000000' });
    expect(calls).toBe(1);
    expect(readSession()).not.toBe(before);
    unsubscribe();
    updateSession({ tenantId: '518100' });
    expect(calls).toBe(1);
  });

  it('follows logouts in other tabs through the storage event', () => {
    setAccessToken('tok');
    subscribeSession(() => undefined)();
    localStorage.removeItem(sessionStorageKeys.token); // the other tab's write
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKeys.token }));
    expect(getAccessToken()).toBeNull();
  });
});
