import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../platform/db/database.js';

/** Resolves to `apps/server/src/db/migrations` from both `src/db` and the compiled `dist/db`. */
export const migrationsDir = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

export interface Migration {
  version: string;
  name: string;
  checksum: string;
  text: string;
}

const fileNamePattern = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export function readMigrations(dir = migrationsDir): Migration[] {
  const migrations = readMigrationFiles(dir);
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.version))
      throw new Error(`迁移版本重复（两个文件同为 ${m.version}）：${m.version}_${m.name}`);
    seen.add(m.version);
  }
  return migrations;
}

function readMigrationFiles(dir: string): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = fileNamePattern.exec(file);
      if (!match) throw new Error(`迁移文件名不合规（应为 YYYYMMDDHHMMSS_name.sql）：${file}`);
      const text = fs.readFileSync(`${dir}/${file}`, 'utf8');
      return {
        version: match[1]!,
        name: match[2]!,
        checksum: createHash('sha256').update(text).digest('hex'),
        text,
      };
    });
}

/**
 * Earlier checksums of migrations edited after landing in a way that leaves a database where the
 * earlier text ran exactly as the new text would (ADR 30). Such a database is accepted and its
 * recorded checksum brought up to date; any other edit still stops the start.
 */
export const supersededChecksums: Readonly<Record<string, readonly string[]>> = {
  // rer_app created and granted only when missing (a database owner without CREATEROLE).
  '20261121120000': ['f623dd223d965689bbf0300fdfd65ca3e2e9aebe55b0837c9924b9f5368c7ca8'],
};

export interface MigrationReport {
  applied: string[];
  alreadyApplied: number;
}

/**
 * Applies pending migrations in order, each in its own transaction. A transaction-level advisory
 * lock serialises concurrent starters on PostgreSQL; an applied migration whose file has changed
 * stops the start (migrations are never edited after they land).
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<MigrationReport> {
  // Under the same advisory lock as the migrations: concurrent CREATE TABLE IF NOT EXISTS races.
  await db.rawTransaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('rer:schema_migration'))");
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migration (
        version    text PRIMARY KEY,
        name       text NOT NULL,
        checksum   text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const migrations = readMigrations(dir);
  const applied: string[] = [];
  let alreadyApplied = 0;
  for (const migration of migrations) {
    const didApply = await db.rawTransaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(hashtext('rer:schema_migration'))");
      const existing = await tx.query<{ checksum: string }>(
        'select checksum from schema_migration where version = $1',
        [migration.version],
      );
      if (existing[0]) {
        if (supersededChecksums[migration.version]?.includes(existing[0].checksum)) {
          await tx.query('update schema_migration set checksum = $2 where version = $1', [
            migration.version,
            migration.checksum,
          ]);
          return false;
        }
        if (existing[0].checksum !== migration.checksum) {
          throw new Error(
            `迁移 ${migration.version}_${migration.name} 在应用后被修改过（校验和不一致）。` +
              '迁移只能新增，不能修改：请恢复该文件，并把改动写成新的迁移。',
          );
        }
        return false;
      }
      await tx.exec(migration.text);
      await tx.query('insert into schema_migration (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (didApply) applied.push(`${migration.version}_${migration.name}`);
    else alreadyApplied++;
  }
  return { applied, alreadyApplied };
}
