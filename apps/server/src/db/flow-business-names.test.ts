import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../platform/db/database.js';
import { loadReferenceData } from '../seeding/index.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

const MIGRATION = new URL('./migrations/20261127120000_flow_business_names.sql', import.meta.url);
const DICT = new URL('../seeding/data/dict-biz.json', import.meta.url);

interface Rename {
  key: string;
  seeded: string;
  name: string;
}

/** The migration's (dict_key, seeded_name, new_name) rows. */
function renames(): Rename[] {
  const text = fs.readFileSync(MIGRATION, 'utf8');
  return [...text.matchAll(/\('(\d{6})', '([^']+)', '([^']+)'\)/g)].map(([, key, seeded, name]) => ({
    key: key!,
    seeded: seeded!,
    name: name!,
  }));
}

function flowNames(): Map<string, string> {
  const data = JSON.parse(fs.readFileSync(DICT, 'utf8')) as {
    dictionaries: { code: string; items: { dictKey: string; dictValue: string }[] }[];
  };
  const flow = data.dictionaries.find((d) => d.code === 'flow')!;
  return new Map(flow.items.map((item) => [item.dictKey, item.dictValue]));
}

/**
 * ADR 37's names reach a database seeded before them: the migration renames a `flow` row still
 * holding its seeded placeholder, and keeps a name an administrator has changed.
 */
describe('real business names for databases seeded before ADR 37', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await loadReferenceData(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('renames to exactly the seed file’s names, from the placeholders it was seeded with', () => {
    const list = renames();
    const names = flowNames();
    expect(list.length).toBe(38);
    for (const rename of list) {
      expect(names.get(rename.key)).toBe(rename.name);
      expect(rename.seeded === `业务${rename.key}（名称待定）` || rename.key === '550082').toBe(true);
    }
  });

  it('renames placeholders and keeps an operator’s edit', async () => {
    const [first, second, edited] = renames();
    // As a database seeded before ADR 37 had them, and one name an operator changed since.
    for (const rename of [first!, second!])
      await t.db.orm.execute(
        sql`update dict_biz set dict_value = ${rename.seeded} where code = 'flow' and dict_key = ${rename.key}`,
      );
    await t.db.orm.execute(
      sql`update dict_biz set dict_value = '运营方自定名称' where code = 'flow' and dict_key = ${edited!.key}`,
    );
    await t.db.orm.execute(sql.raw(fs.readFileSync(MIGRATION, 'utf8')));
    const now = await rows<{ key: string; value: string }>(
      t.db.orm,
      sql`select distinct dict_key as key, dict_value as value from dict_biz
          where code = 'flow' and dict_key in (${first!.key}, ${second!.key}, ${edited!.key}) order by dict_key`,
    );
    expect(now).toEqual([
      { key: first!.key, value: first!.name },
      { key: second!.key, value: second!.name },
      { key: edited!.key, value: '运营方自定名称' },
    ]);
  });
});
