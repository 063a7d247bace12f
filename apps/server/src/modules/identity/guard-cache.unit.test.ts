import { describe, expect, it } from 'vitest';
import type { GuardSnapshot } from './guard.repository.js';
import { createGuardCache } from './guard-cache.js';

const snapshot = (accountId: string): GuardSnapshot => ({
  accountId,
  landingMode: 'mgr',
  currentCompany: null,
  currentHolder: null,
  currentProduct: null,
  expiresAt: '2099-01-01T00:00:00Z',
  revokedAt: null,
  account: 'a',
  realName: 'a',
  orgType: 1,
  accountStatus: 1,
  companyBound: true,
  holderBound: true,
  productBound: true,
  roles: [],
  mustChangePassword: false,
});
const key = (sessionId: string, company?: string) => ({ tenantId: '000000', sessionId, company });

describe('createGuardCache', () => {
  it('answers within the lifetime only', () => {
    const cache = createGuardCache({ ttlMs: 1000 });
    cache.set(key('s1'), snapshot('a1'), 10_000, cache.generation());
    expect(cache.get(key('s1'), 10_999)?.accountId).toBe('a1');
    expect(cache.get(key('s1'), 11_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keys by the Current-* headers too', () => {
    const cache = createGuardCache({ ttlMs: 1000 });
    cache.set(key('s1', 'c1'), snapshot('a1'), 0, cache.generation());
    expect(cache.get(key('s1'), 1)).toBeUndefined();
    expect(cache.get(key('s1', 'c1'), 1)).toBeDefined();
  });

  it('drops every snapshot of a changed account and no other', () => {
    const cache = createGuardCache({ ttlMs: 1000 });
    cache.set(key('s1'), snapshot('a1'), 0, cache.generation());
    cache.set(key('s2', 'c1'), snapshot('a1'), 0, cache.generation());
    cache.set(key('s3'), snapshot('a2'), 0, cache.generation());
    cache.invalidateAccount('000000', 'a1');
    expect(cache.get(key('s1'), 1)).toBeUndefined();
    expect(cache.get(key('s2', 'c1'), 1)).toBeUndefined();
    expect(cache.get(key('s3'), 1)?.accountId).toBe('a2');
    cache.invalidateAccount('100001', 'a2');
    expect(cache.get(key('s3'), 1)).toBeDefined();
  });

  it('does not store a snapshot read before an invalidation', () => {
    const cache = createGuardCache({ ttlMs: 1000 });
    const seen = cache.generation();
    cache.invalidateAccount('000000', 'a1'); // a change commits while the snapshot is being read
    cache.set(key('s1'), snapshot('a1'), 0, seen);
    expect(cache.get(key('s1'), 1)).toBeUndefined();
  });

  it('is bounded: the oldest entry leaves first', () => {
    const cache = createGuardCache({ ttlMs: 1000, maxEntries: 2 });
    for (const s of ['s1', 's2', 's3']) cache.set(key(s), snapshot(s), 0, cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get(key('s1'), 1)).toBeUndefined();
    expect(cache.get(key('s3'), 1)).toBeDefined();
  });

  it('stores nothing when the lifetime is 0', () => {
    const cache = createGuardCache({ ttlMs: 0 });
    cache.set(key('s1'), snapshot('a1'), 0, cache.generation());
    expect(cache.get(key('s1'), 0)).toBeUndefined();
  });
});
