import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../platform/db/postgres.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { migrate, migrationsDir, readMigrations } from './migrate.js';

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('are named by timestamp and applied in order, once', async () => {
    const files = readMigrations();
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => f.version)).toEqual([...files.map((f) => f.version)].sort());
    // Two server processes starting at once (on PostgreSQL: two separate connection pools).
    const other = t.url ? await openPostgres(t.url, 2) : t.db;
    const [first, second] = await Promise.all([migrate(t.db), migrate(other)]);
    if (other !== t.db) await other.close();
    // The advisory lock lets exactly one apply each migration.
    expect(first!.applied.length + second!.applied.length).toBe(files.length);
    const again = await migrate(t.db);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toBe(files.length);
  });

  it('refuses two files of one version (branches merged with the same timestamp)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-mig-'));
    try {
      fs.writeFileSync(path.join(dir, '20260101000000_first.sql'), 'select 1;');
      fs.writeFileSync(path.join(dir, '20260101000000_second.sql'), 'select 2;');
      expect(() => readMigrations(dir)).toThrow(
        '迁移版本重复（两个文件同为 20260101000000）：20260101000000_second',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start when an applied migration was edited', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-mig-'));
    try {
      for (const f of fs.readdirSync(migrationsDir))
        fs.copyFileSync(path.join(migrationsDir, f), path.join(dir, f));
      const first = fs.readdirSync(dir).sort()[0]!;
      fs.appendFileSync(path.join(dir, first), '\n-- edited after landing\n');
      await expect(migrate(t.db, dir)).rejects.toThrow(/被修改过/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
