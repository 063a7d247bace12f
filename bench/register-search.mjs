// bench-smoke: BENCH_RUNS=20 BENCH_WARMUP=5 BENCH_GLOBAL_WARMUP=20 BENCH_BLOCK=10 2000 50
// Holder search at scale: queryByKey through the API (buildApp + inject, guard, RLS transaction,
// audit row) and the same SQL sent raw, on 1,000,000 generated holders and 50,000 companies.
// Usage: npx tsc -b apps/server && BENCH_DATABASE_URL=postgres://… node bench/register-search.mjs [holders] [companies]
// (CI: 2000 50 with BENCH_RUNS=40 BENCH_WARMUP=10 BENCH_GLOBAL_WARMUP=40 BENCH_BLOCK=10 runs in seconds)
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { importServer, requireBenchSetup, scratchDatabase, signInInjected, TENANT } from './bench-server.mjs';
import { describeDurability, durabilitySettings } from './pg-settings.mjs';
import { resultsDir } from './results-dir.mjs';
import { measureInterleaved } from './stats.mjs';

const adminUrl = requireBenchSetup();
const holders = Number(process.argv[2] ?? 1_000_000);
const companies = Number(process.argv[3] ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
// A server runs hot: V8 optimises the request path only after a few thousand requests, and 20
// warm-up calls measured the interpreter (API p50 1.5 ms cold against 0.9 ms warm, same data).
// Hence a global warm-up of the whole request path, then a shorter one per case and way.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 500);
const GLOBAL_WARMUP = Number(process.env.BENCH_GLOBAL_WARMUP ?? 8000);
const BLOCK = Number(process.env.BENCH_BLOCK ?? 100);
const PAGE_SIZE = 10;

const server = await importServer();
const {
  buildApp,
  loadConfig,
  openPostgres,
  startEventBus,
  migrate,
  loadReferenceData,
  loadDemoData,
  seedDemoData,
} = server;
// BENCH_REGISTER_DB=<name> keeps the generated database for later runs (reused when it has the data).
const keptDb = process.env.BENCH_REGISTER_DB;
const { admin, dbName, url, existed } = await scratchDatabase(
  adminUrl,
  'rer_bench',
  keptDb,
  'BENCH_REGISTER_DB',
);

const pick = (list, n) => Array.from({ length: n }, () => list[Math.floor(Math.random() * list.length)]);

// The search written by hand as plain SQL: the page and, when it is full, the capped count — what
// the API answers, without its audit row (the API sends all of it as one statement, ADR 23).
const COLUMNS = `h.uuid, h.account_number, h.holder_name, h.organ_type, h.cert_type, h.certificate_no, h.mobile,
  h.capital_account, h.user_code, h.status, h.holder_type, h.company_id, h.product_type, h.is_sign`;
const CASES = {
  'account number (exact)': { field: 'accountNumber', where: 'h.account_number = $2' },
  '2-character name': {
    field: 'holderName',
    where: 'h.uuid in (select holder_ids_by_name($2))',
  },
  '4-character company name': {
    field: 'companyName',
    where: 'h.company_id in (select company_ids_by_name($2))',
  },
  'company (id)': { field: 'companyId', where: 'h.company_id = $2' },
};

let db;
let bus;
let app;
const raw = new pg.Client({ connectionString: url.toString() });
try {
  db = await openPostgres(url.toString(), 10);
  await migrate(db);
  await raw.connect();
  const durability = await durabilitySettings(raw);
  console.log(describeDurability(durability));
  const count = async (table) => Number((await raw.query(`select count(*) as n from ${table}`)).rows[0].n);
  let report;
  let seedMs = null;
  if (existed && (await count('holder_account')) >= holders && (await count('company')) >= companies) {
    report = { holders: await count('holder_account'), companies: await count('company') };
    console.log(`reusing ${dbName}: ${report.holders} holders, ${report.companies} companies`);
  } else {
    await loadReferenceData(db);
    await loadDemoData(db);
    const seedStarted = Date.now();
    report = await seedDemoData(db, { companies, holders, onProgress: (m) => console.log(m) });
    seedMs = Date.now() - seedStarted;
    await db.execScript('analyze holder_account; analyze company; analyze member_company');
    console.log(
      `generated ${report.holders} holders and ${report.companies} companies in ${(seedMs / 1000).toFixed(1)} s`,
    );
  }

  bus = await startEventBus(db, () => undefined);
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/rer-bench-unused',
    DATABASE_URL: url.toString(),
    // The guard's session-snapshot cache as deployed (ADR 6 amendment); 0 measures without it.
    AUTH_GUARD_CACHE_MS: process.env.AUTH_GUARD_CACHE_MS ?? '2000',
  });
  app = await buildApp({ config, db, bus, logger: false });
  await app.ready();

  const headers = await signInInjected(app, raw, { ...server, password: server.DEMO_PASSWORD });

  const sample = async (text) => (await raw.query(text)).rows.map((r) => r.v);
  // 1 % of a big table; all of a tiny one (a CI run), else the sample may be empty.
  const share = holders < 100_000 ? 100 : 1;
  const samples = {
    'account number (exact)': await sample(
      `select account_number as v from holder_account tablesample system (${share}) where account_number like 'G%' limit 500`,
    ),
    '2-character name': await sample(
      `select substr(holder_name, 1, 2) as v from holder_account tablesample system (${share}) where organ_type = 2 limit 500`,
    ),
    '4-character company name': await sample(
      `select substr(short_name, 1, 4) as v from company order by random() limit 500`,
    ),
    'company (id)': await sample(`select uuid::text as v from company order by random() limit 500`),
  };

  // The whole request path warms before any case is measured: V8 keeps optimising the shared
  // path (guard, transaction, serialisation) for several thousand requests, and without this the
  // first case measured a colder server than the last (account number 0.65 ms first, 0.45 ms
  // when measured after the others).
  // BENCH_CASES=name,name measures only those (while working on one; the full run measures all).
  const only = process.env.BENCH_CASES?.split(',');
  const cases = Object.entries(CASES).filter(([name]) => !only || only.includes(name));
  for (let i = 0; i < GLOBAL_WARMUP; i++) {
    const [name, c] = cases[i % cases.length];
    const res = await app.inject({
      method: 'POST',
      url: '/api/rem-registrationbizweb/holder/queryByKey',
      headers,
      payload: { [c.field]: samples[name][i % samples[name].length], pageNo: 1, pageSize: PAGE_SIZE },
    });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.body}`);
  }

  const results = {};
  for (const [name, c] of cases) {
    const values = pick(samples[name], 500);
    let matched = 0;
    const api = async (v) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/rem-registrationbizweb/holder/queryByKey',
        headers,
        payload: { [c.field]: v, pageNo: 1, pageSize: PAGE_SIZE },
      });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.body}`);
      matched += res.json().data.total;
    };
    // The same statements in the same kind of transaction (tenant setting, application role, RLS).
    const sql = async (v) => {
      await raw.query('begin');
      await raw.query(`select set_config('app.tenant_id', $1, true)`, [TENANT]);
      await raw.query('set local role rer_app');
      const found = await raw.query(
        `select ${COLUMNS} from holder_account h where h.tenant_id = $1 and ${c.where} order by h.account_number limit ${PAGE_SIZE} offset 0`,
        [TENANT, v],
      );
      if (found.rows.length === PAGE_SIZE)
        await raw.query(
          `select count(*)::int as n from (select 1 from holder_account h where h.tenant_id = $1 and ${c.where} limit 10001) c`,
          [TENANT, v],
        );
      await raw.query('commit');
    };
    // The whole database work of one API request, sent raw: the guard's transaction (session joined
    // with its account; only when the guard's snapshot cache is off, else the guard reads memory) and
    // the search transaction with its audit row. API / this = the cost of Node and HTTP.
    const sessionId = JSON.parse(Buffer.from(headers['blade-auth'].split('.')[1], 'base64url')).sid;
    const guardReadsDatabase = Number(config.auth.guardCacheMs ?? 0) === 0;
    const requestSql = async (v) => {
      if (guardReadsDatabase) {
        await raw.query('begin');
        await raw.query(`select set_config('app.tenant_id', $1, true), set_config('role', 'rer_app', true)`, [
          TENANT,
        ]);
        await raw.query(
          `select s.account_id, s.expires_at, s.revoked_at, a.account, a.status from auth_session s
             join account a on a.id = s.account_id and a.tenant_id = $1 where s.id = $2 limit 1`,
          [TENANT, sessionId],
        );
        await raw.query('commit');
      }
      await raw.query('begin');
      await raw.query(`select set_config('app.tenant_id', $1, true), set_config('role', 'rer_app', true)`, [
        TENANT,
      ]);
      const found = await raw.query(
        `select ${COLUMNS} from holder_account h where h.tenant_id = $1 and ${c.where} order by h.account_number limit ${PAGE_SIZE} offset 0`,
        [TENANT, v],
      );
      if (found.rows.length === PAGE_SIZE)
        await raw.query(
          `select count(*)::int as n from (select 1 from holder_account h where h.tenant_id = $1 and ${c.where} limit 10001) c`,
          [TENANT, v],
        );
      await raw.query(
        `insert into audit_log (tenant_id, actor_id, actor_name, ip, request_id, action, target_type, detail)
           values ($1, null, 'bench', '127.0.0.1', 'bench', 'holder.search', 'holder_account', '{}')`,
        [TENANT],
      );
      await raw.query('commit');
    };
    const measured = await measureInterleaved({ api, sql, requestSql }, values, {
      warmup: WARMUP,
      runs: RUNS,
      block: BLOCK,
    });
    results[name] = {
      ...measured,
      ratioToRequestSqlP50: measured.api.p50 / measured.requestSql.p50,
      // The HTTP path's own cost: what the API takes beyond its own SQL work (issue 18, ADR 28).
      httpCostP95Ms: measured.api.p95 - measured.requestSql.p95,
      httpCostP50Ms: measured.api.p50 - measured.requestSql.p50,
      ratioP50: measured.api.p50 / measured.sql.p50,
      ratioP95: measured.api.p95 / measured.sql.p95,
      meanTotal: matched / (RUNS + WARMUP),
    };
  }

  const table = {};
  for (const [name, r] of Object.entries(results)) {
    table[name] = {
      api_p50: r.api.p50.toFixed(2),
      api_p95: r.api.p95.toFixed(2),
      sql_p50: r.sql.p50.toFixed(2),
      sql_p95: r.sql.p95.toFixed(2),
      'api/sql p50': r.ratioP50.toFixed(2),
      'api/sql p95': r.ratioP95.toFixed(2),
      req_sql_p50: r.requestSql.p50.toFixed(2),
      'api/req_sql p50': r.ratioToRequestSqlP50.toFixed(2),
      'api−req_sql p95': r.httpCostP95Ms.toFixed(2),
      'mean total': r.meanTotal.toFixed(0),
    };
  }
  console.table(table);
  const output = {
    benchmark: 'register-search',
    holders: report.holders,
    companies: report.companies,
    postgres: durability.version,
    durability,
    seedMs,
    pageSize: PAGE_SIZE,
    runs: RUNS,
    warmup: WARMUP,
    block: BLOCK,
    globalWarmup: GLOBAL_WARMUP,
    targets: { p95Ms: 20, apiToRequestSqlP50: 1.5, httpCostP95Ms: 0.5 },
    guardCacheMs: Number(config.auth.guardCacheMs ?? 0),
    results,
    measuredAt: new Date().toISOString(),
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'register-search.json'), `${JSON.stringify(output, null, 2)}\n`);
} finally {
  await app?.close();
  await bus?.close();
  await db?.close();
  await raw.end().catch(() => undefined);
  if (keptDb === undefined) await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
