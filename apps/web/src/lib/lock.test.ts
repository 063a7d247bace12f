import { beforeEach, describe, expect, it } from 'vitest';
import { hashLockPassword, lockScreen, setLockPassword, unlockScreen, verifyLockPassword } from './lock';
import { readSession, reloadSession, sessionStorageKeys } from './session';

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

describe('lock password', () => {
  it('is stored only as a salted SHA-256 hash, never in plain text', async () => {
    await setLockPassword('s3cret-锁');
    const stored = localStorage.getItem(sessionStorageKeys.lockPassword) ?? '';
    expect(stored).not.toContain('s3cret');
    const { salt, hash } = JSON.parse(stored) as { salt: string; hash: string };
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const everything = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key))
      .join('\n');
    expect(everything).not.toContain('s3cret');
  });

  it('uses a fresh salt each time, so equal passwords hash differently', async () => {
    const [a, b] = [await hashLockPassword('x'), await hashLockPassword('x')];
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyLockPassword('x', a)).toBe(true);
    expect(await verifyLockPassword('y', a)).toBe(false);
  });

  it('unlocks only with the right password', async () => {
    await setLockPassword('1234');
    lockScreen();
    expect(readSession().locked).toBe(true);
    expect(await unlockScreen('4321')).toBe(false);
    expect(readSession().locked).toBe(true);
    expect(await unlockScreen('1234')).toBe(true);
    expect(readSession().locked).toBe(false);
  });
});
