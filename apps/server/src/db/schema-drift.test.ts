import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import * as schema from './schema.js';

/** The drizzle definitions used for queries must describe the tables the migrations create. */
describe('drizzle schema matches the migrated database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
    (v): v is PgTable => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
  );

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))('%s', async (name, table) => {
    const config = getTableConfig(table);
    const columns = await rows<{ column_name: string; is_nullable: string; data_type: string }>(
      t.db.orm,
      sql`select column_name, is_nullable, data_type from information_schema.columns
          where table_schema = 'public' and table_name = ${name} order by column_name`,
    );
    expect(columns.length, `table ${name} exists`).toBeGreaterThan(0);
    const inDb = Object.fromEntries(columns.map((c) => [c.column_name, c]));
    const inSchema = config.columns.map((c) => c.name).sort();
    expect(inSchema).toEqual(columns.map((c) => c.column_name));
    for (const column of config.columns) {
      expect(inDb[column.name]!.is_nullable === 'NO', `${name}.${column.name} not null`).toBe(column.notNull);
    }
  });
});
