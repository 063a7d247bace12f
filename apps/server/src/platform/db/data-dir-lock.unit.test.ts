import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second holder with a message naming the folder and the process', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`${dir}.*PID ${process.pid}`));
    } finally {
      first.release();
    }
    const again = acquireDataDirLock(dir);
    again.release();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    fs.writeFileSync(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, hostname: os.hostname(), startedAt: 'earlier' }),
    );
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });
});
