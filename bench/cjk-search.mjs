// bench-smoke: 2000
// Chinese substring search at scale: the cjk_bigrams GIN pattern versus a sequential LIKE scan.
// Usage: BENCH_DATABASE_URL=postgres://… node bench/cjk-search.mjs [rows=1000000]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { resultsDir } from './results-dir.mjs';
import { percentile } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('请设置 BENCH_DATABASE_URL（PostgreSQL 连接串）');
  process.exit(2);
}
const rowCount = Number(process.argv[2] ?? 1_000_000);
const dbName = `rer_bench_${Date.now()}`;
const migration = fs
  .readdirSync(path.join(here, '../apps/server/src/db/migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => fs.readFileSync(path.join(here, '../apps/server/src/db/migrations', f), 'utf8'));

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName} encoding 'UTF8' template template0`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();

async function time(sql, params, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await db.query(sql, params(i));
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), runs };
}

try {
  for (const text of migration) await db.query(text);
  // Names drawn from common surnames and given-name characters, plus company-like names.
  const surnames =
    '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
  const given =
    '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏飞建国志文斌宇浩然晨轩子涵梓欣雨婷佳怡思琪俊博';
  const started = Date.now();
  await db.query(`create table holder_probe (id bigint primary key, name text not null)`);
  await db.query(
    `insert into holder_probe
     select i,
       substr($1, 1 + (hashint4(i::int) & 2147483647) % char_length($1), 1)
       || substr($2, 1 + (hashint4(i::int + 7) & 2147483647) % char_length($2), 1)
       || case when i % 2 = 0 then substr($2, 1 + (hashint4(i::int + 13) & 2147483647) % char_length($2), 1) else '' end
       || case when i % 17 = 0 then '科技有限公司' else '' end
     from generate_series(1, $3::int) i`,
    [surnames, given, rowCount],
  );
  const loadMs = Date.now() - started;
  const indexStarted = Date.now();
  await db.query(`create index holder_probe_cjk on holder_probe using gin (cjk_bigrams(name))`);
  const indexMs = Date.now() - indexStarted;
  await db.query('analyze holder_probe');

  const sample = (await db.query(`select name from holder_probe order by random() limit 200`)).rows.map((r) =>
    r.name.slice(0, 2),
  );
  const indexed = await time(
    `select id, name from holder_probe where cjk_bigrams(name) @> cjk_query_tokens($1) and name like '%' || $1 || '%' order by id limit 20`,
    (i) => [sample[i % sample.length]],
    200,
  );
  const scan = await time(
    `select id, name from holder_probe where name like '%' || $1 || '%' order by id limit 20`,
    (i) => [sample[i % sample.length]],
    20,
  );
  const result = {
    benchmark: 'cjk-search',
    rows: rowCount,
    postgres: (await db.query('show server_version')).rows[0].server_version,
    loadMs,
    indexMs,
    query: 'two-character substring, first 20 by id',
    indexed,
    likeScan: scan,
    p50Ratio: scan.p50 / indexed.p50,
    measuredAt: new Date().toISOString(),
  };
  console.table({
    'cjk_bigrams GIN': { p50_ms: indexed.p50.toFixed(2), p95_ms: indexed.p95.toFixed(2), runs: indexed.runs },
    'LIKE scan': { p50_ms: scan.p50.toFixed(2), p95_ms: scan.p95.toFixed(2), runs: scan.runs },
  });
  console.log(
    `rows ${rowCount}, load ${loadMs} ms, index build ${indexMs} ms, p50 speed-up ×${result.p50Ratio.toFixed(1)}`,
  );
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'cjk-search.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await db.end();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
