import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

/**
 * The Chinese substring-search pattern: a GIN index on cjk_bigrams(col), queried with
 * `cjk_bigrams(col) @> cjk_query_tokens(q) AND col LIKE %q%`. It must find exactly what LIKE
 * finds, and the planner must be able to use the index for 1- and 2-character queries.
 */
const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const given = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华';

describe('cjk_bigrams search', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.orm.execute(sql`create table cjk_probe (id int primary key, name text not null)`);
    await t.db.orm.execute(sql`create index cjk_probe_idx on cjk_probe using gin (cjk_bigrams(name))`);
    await t.db.orm.execute(sql`insert into cjk_probe
      select i, substr(${surnames}, 1 + (i * 7) % 20, 1) || substr(${given}, 1 + (i * 13) % 25, 1)
                || case when i % 3 = 0 then substr(${given}, 1 + (i * 5) % 25, 1) else '' end
                || case when i % 11 = 0 then '有限公司' else '' end
      from generate_series(1, 3000) i`);
    await t.db.orm.execute(sql`analyze cjk_probe`);
  });
  afterAll(async () => {
    await t.drop();
  });

  const search = (q: string) =>
    rows<{ id: number }>(
      t.db.orm,
      sql`select id from cjk_probe where cjk_bigrams(name) @> cjk_query_tokens(${q})
          and name like '%' || ${q} || '%' order by id`,
    );
  const like = (q: string) =>
    rows<{ id: number }>(
      t.db.orm,
      sql`select id from cjk_probe where name like '%' || ${q} || '%' order by id`,
    );

  it('finds exactly what LIKE finds, for any substring of length 1 to 4', async () => {
    const names = (await rows<{ name: string }>(t.db.orm, sql`select name from cjk_probe limit 200`)).map(
      (r) => r.name,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.nat(),
        fc.integer({ min: 1, max: 4 }),
        async (name, s, len) => {
          const start = s % name.length;
          const q = name.slice(start, start + len);
          expect(await search(q)).toEqual(await like(q));
        },
      ),
      { numRuns: 40 },
    );
    expect(await search('不存在')).toEqual([]);
  });

  it('lets the planner use the GIN index for two-character and one-character queries', async () => {
    const plan = await t.db.orm.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const two = await rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from cjk_probe where cjk_bigrams(name) @> cjk_query_tokens('王伟')`,
      );
      const one = await rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from cjk_probe where cjk_bigrams(name) @> cjk_query_tokens('王')`,
      );
      return [two, one].map((p) => p.map((r) => r['QUERY PLAN']).join('\n'));
    });
    for (const p of plan) expect(p).toMatch(/Bitmap Index Scan on cjk_probe_idx/);
  });

  it('lets the holder-name index keep a 10,000-holder custody in its pending list (32 MB, ADR 48)', async () => {
    // 10,000 names add ~5 MB of entries: with the default 4 MB the approving transaction merged
    // the whole pending list into the index (migration 20261128050000).
    const options = await rows<{ reloptions: string[] | null }>(
      t.db.orm,
      sql`select reloptions from pg_class where relname = 'holder_account_name_cjk_idx'`,
    );
    expect(options).toEqual([{ reloptions: ['gin_pending_list_limit=32768'] }]);
  });

  it('indexes each non-blank character and each not-all-blank pair of characters once, lower-cased', async () => {
    // The token rule the index relies on, stated independently of the SQL (migration 290000
    // rewrote the function; indexes built by the old definition must hold the same sets).
    const expected = (input: string) => {
      const chars = [...input.toLowerCase()];
      const tokens = new Set<string>();
      chars.forEach((c, i) => {
        if (/\S/u.test(c)) tokens.add(c);
        const pair = chars.slice(i, i + 2).join('');
        if (i + 1 < chars.length && /\S/u.test(pair)) tokens.add(pair);
      });
      return [...tokens].sort();
    };
    const tokensOf = async (input: string) =>
      (await rows<{ t: string }>(t.db.orm, sql`select unnest(cjk_bigrams(${input})) as t`))
        .map((r) => r.t)
        .sort();
    const alphabet = fc.constantFrom(...'王伟王李 AbC\t有限公司  x1'.split(''));
    await fc.assert(
      fc.asyncProperty(fc.array(alphabet, { maxLength: 12 }), async (chars) => {
        const input = chars.join('');
        expect(await tokensOf(input)).toEqual(expected(input));
      }),
      { numRuns: 60 },
    );
    expect(await tokensOf('王伟 王伟')).toEqual(expected('王伟 王伟'));
    expect(await tokensOf('')).toEqual([]);
  });
});
