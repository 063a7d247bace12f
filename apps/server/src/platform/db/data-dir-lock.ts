import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening one folder corrupt it.
 * One process per data folder, enforced by an exclusive lock file.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockContent {
  pid: number;
  hostname: string;
  startedAt: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContent | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockContent>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string') {
      return { pid: parsed.pid, hostname: parsed.hostname, startedAt: String(parsed.startedAt ?? '') };
    }
  } catch {
    // unreadable or half-written: treated as stale below
  }
  return null;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const content: LockContent = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, JSON.stringify(content));
      fs.closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          const current = readLock(file);
          if (current?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(file);
      const isStale = holder === null || (holder.hostname === os.hostname() && !isProcessAlive(holder.pid));
      if (!isStale) {
        throw new DataDirLockedError(
          `数据目录 ${dataDir} 已被另一个服务进程使用（PID ${holder.pid}，主机 ${holder.hostname}，` +
            `启动于 ${holder.startedAt}）。同一数据目录只能由一个进程打开：请先停止该进程，` +
            '或用 DATA_DIR 指定其他目录，或设置 DATABASE_URL 使用 PostgreSQL 运行多个进程。',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`无法获取数据目录锁：${file}`);
}
