// bench-smoke: 200 2
// Registration and custody at scale (issue 21, ADR 48): a 550001 application of 10,000
// shareholders (some pledged, frozen, restricted) submitted and approved through the API (buildApp +
// inject) on PostgreSQL; the final approval creates the company, opens 10,000 holder accounts and
// records the register. Target (issue 21): approve (register creation) p95 ≤ 5 s.
// Usage: npx tsc -b apps/server && BENCH_DATABASE_URL=postgres://… node bench/custody.mjs [holders] [runs]
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { importServer, requireBenchSetup, scratchDatabase, signInInjected } from './bench-server.mjs';
import { custodyForm, writeCustodyResults } from './custody-form.mjs';
import { resultsDir, smoke } from './results-dir.mjs';
import { percentile } from './stats.mjs';

const adminUrl = requireBenchSetup();
const HOLDERS = Number(process.argv[2] ?? (smoke ? 200 : 10_000));
const RUNS = Number(process.argv[3] ?? (smoke ? 2 : 5));
const server = await importServer();
const { buildApp, loadConfig, openPostgres, startEventBus } = server;
const domain = await import('../packages/domain/dist/index.js');

const { admin, dbName, url } = await scratchDatabase(adminUrl, 'custodyperf_bench');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-bench-custody-'));
const raw = new pg.Client({ connectionString: url.toString() });
let db;
let bus;
let app;
try {
  db = await openPostgres(url.toString(), 10);
  await raw.connect();
  await server.migrate(db);
  await server.loadReferenceData(db);
  await server.loadDemoData(db);
  bus = await startEventBus(db, () => undefined);
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    BODY_LIMIT_BYTES: String(64 * 1024 * 1024),
  });
  app = await buildApp({ config, db, bus, logger: false });
  await app.ready();
  const signIn = (account, landingMode) =>
    signInInjected(app, raw, { account, landingMode, password: server.DEMO_PASSWORD, ...server });
  const applicant = await signIn('admin', 'mgr');
  const first = await signIn('reviewer1', 'mgr');
  const second = await signIn('reviewer2', 'mgr');
  const [{ id: adminId }] = (
    await raw.query(`select id from account where account = 'admin' and tenant_id = '000000'`)
  ).rows;
  const post = async (headers, u, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/rem-registrationbizweb${u}`,
      headers,
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`${u}: ${res.body.slice(0, 300)}`);
    return res.json().data;
  };
  const submitMs = [];
  const approveMs = [];
  for (let r = 1; r <= RUNS; r++) {
    const { rows } = await raw.query(
      `insert into attachment (attach_id, tenant_id, original_name, extension, storage_key, size_bytes, sha256,
         media_type, uploader_account_id, uploader_name)
       values ($2, '000000', '营业执照.pdf', 'pdf', $3, 1024, repeat('0', 64),
         'application/pdf', $1, 'admin') returning attach_id::text as id`,
      [adminId, ...((id) => [id, `bench/${id}.pdf`])(randomUUID())],
    );
    const payload = {
      appId: '550001',
      idempotencyKey: `bench-${r}-${Date.now()}`,
      formData: custodyForm(domain, { run: r, holders: HOLDERS, attachId: rows[0].id }),
    };
    let started = performance.now();
    const { uuid } = await post(applicant, '/application/submit', payload);
    submitMs.push(performance.now() - started);
    await post(first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    started = performance.now();
    const done = await post(second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    approveMs.push(performance.now() - started);
    if (done.status !== 'completed') throw new Error(`run ${r}: ${done.status}`);
    console.log(
      `run ${r}: submit ${submitMs.at(-1).toFixed(0)} ms, approve ${approveMs.at(-1).toFixed(0)} ms`,
    );
  }
  const [{ holders }] = (await raw.query('select count(*)::int as holders from holding')).rows;
  const summary = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return {
      p50: Math.round(percentile(s, 50)),
      p95: Math.round(percentile(s, 95)),
      max: Math.round(s.at(-1)),
    };
  };
  const results = {
    holders: HOLDERS,
    runs: RUNS,
    submit: summary(submitMs),
    approve: summary(approveMs),
    targetApproveP95Ms: 5000,
    holdingsWritten: holders,
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
    measuredAt: new Date().toISOString(),
  };
  console.table({ submit: results.submit, 'approve (register creation)': results.approve });
  // The smoke run's resultsDir is a temporary folder (BENCH_RESULTS_DIR): committed figures stay.
  // The apply page's figures (bench/custody-page.mjs) share the file and are kept.
  writeCustodyResults(resultsDir, results);
} finally {
  await app?.close();
  await bus?.close();
  await db?.close?.();
  await raw.end();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
