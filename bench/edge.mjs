// bench-smoke: BENCH_EDGE_SIZES_MB=1,2 BENCH_EDGE_PARALLEL=2 1
// The HTTP edge under large bodies (issue 18, ADR 27): a signed-in non-staff user posting raw bodies
// of 1 / 4 / 16 / 64 MB to the staff-only register import (the audit's 5.3 / 20.9 / 154.5 s to a
// 403), then eight 64 MB bodies at once, while a second client polls /api/health every 10 ms.
// Targets: the 64 MB body refused within 100 ms, /api/health under 50 ms meanwhile.
// Usage: npx tsc -b apps/server && [BENCH_DATABASE_URL=postgres://…] node bench/edge.mjs [rounds]
// BENCH_EDGE_SIZES_MB (default 1,4,16,64) names the single bodies; the largest is then sent
// BENCH_EDGE_PARALLEL (default 8) at once. The targets are read at the largest single body (64 MB
// in a real run; the smoke run sends 1 and 2 MB). The JSON goes to resultsDir (results-dir.mjs).
// The server is the real process (apps/server/dist/main.js) on a fresh PGlite folder (or a scratch
// PostgreSQL database with BENCH_DATABASE_URL), listening on
// 127.0.0.1:BENCH_EDGE_PORT (default 18150); the clients are this process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { resultsDir } from './results-dir.mjs';
import { percentile } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const PORT = Number(process.env.BENCH_EDGE_PORT ?? 18150);
const ROUNDS = Number(process.argv[2] ?? 10);
const SIZES_MB = (process.env.BENCH_EDGE_SIZES_MB ?? '1,4,16,64').split(',').map(Number);
const PARALLEL = Number(process.env.BENCH_EDGE_PARALLEL ?? 8);
if (
  !Number.isInteger(ROUNDS) ||
  ROUNDS < 1 ||
  !Number.isInteger(PARALLEL) ||
  PARALLEL < 1 ||
  SIZES_MB.some((n) => !Number.isInteger(n) || n < 1 || n > 1024)
) {
  console.error('轮数与 BENCH_EDGE_PARALLEL 应为正整数，BENCH_EDGE_SIZES_MB 应为以逗号分隔的 1–1024 的整数');
  process.exit(2);
}
const LARGEST_MB = Math.max(...SIZES_MB);
const TENANT = '000000';
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const REFUSAL_TARGET_MS = 100;
const HEALTH_TARGET_MS = 50;
const IMPORT =
  '/api/rem-registrationbizweb/shareRegister/import?companyId=00000000-0000-4000-8000-000000000000';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-bench-edge-'));
// With BENCH_DATABASE_URL the server runs on a scratch PostgreSQL database (created and dropped),
// so the figures are the HTTP edge's and not PGlite's, which shares the server's event loop.
const adminUrl = process.env.BENCH_DATABASE_URL;
const dbName = `rer_bench_edge_${Date.now()}`;
let databaseUrl;
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName} encoding 'UTF8' template template0`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}
const server = spawn(process.execPath, [path.join(here, '../apps/server/dist/main.js')], {
  env: {
    ...process.env,
    APP_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SEED_DEMO_DATA: 'true',
    AUTH_ALLOW_PASSWORD_GRANT: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return {
    rss: Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024,
    hwm: Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024,
  };
};

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start in 120 s');
}

async function signIn(account, landingMode) {
  const query = new URLSearchParams({
    tenantId: TENANT,
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  });
  if (landingMode) query.set('landingMode', landingMode);
  const res = await fetch(`${base}/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { authorization: BASIC, 'tenant-id': TENANT, 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: 'Demo@2026' }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return { authorization: BASIC, 'blade-auth': `bearer ${body.access_token}`, 'tenant-id': TENANT };
}

const chunk = Buffer.alloc(MB, 0x41);

/**
 * Posts `size` bytes as a client would (as fast as the socket takes them, stopping once answered);
 * resolves with the time to the answer's status line and the status.
 */
function postBody(headers, size) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answered = false;
    const req = http.request(`${base}${IMPORT}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream', 'content-length': String(size) },
    });
    req.on('response', (res) => {
      answered = true;
      const ms = performance.now() - started;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve({ ms, status: res.statusCode });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const pump = () => {
      while (!answered && sent < size) {
        const piece = chunk.subarray(0, Math.min(MB, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (sent >= size) req.end();
    };
    pump();
  });
}

/**
 * Polls /api/health every 10 ms in a worker thread, from its first answer until `stop()`; answers
 * the latencies, sorted.
 */
async function pollHealth() {
  const worker = new Worker(new URL('./edge-health-poller.mjs', import.meta.url), { workerData: { base } });
  const messages = [];
  const waiting = [];
  worker.on('message', (m) => (waiting.length > 0 ? waiting.shift()(m) : messages.push(m)));
  const next = () =>
    new Promise((resolve) => (messages.length > 0 ? resolve(messages.shift()) : waiting.push(resolve)));
  worker.once('error', (error) => {
    throw error;
  });
  await next(); // 'ready'
  const done = next();
  return {
    async stop() {
      worker.postMessage('stop');
      const times = await done;
      await worker.terminate();
      return times.sort((a, b) => a - b);
    },
  };
}

// No sample at all (a tiny body answered within one 10 ms polling interval, as in the smoke run): nulls.
const summary = (sorted) =>
  sorted.length === 0
    ? { n: 0, p50: null, p95: null, max: null }
    : { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
const fixed = (value, digits) => (value === null ? '–' : value.toFixed(digits));

try {
  await waitForServer();
  const org = await signIn('org_demo', 'org');
  const idle = await pollHealth();
  await new Promise((r) => setTimeout(r, 1000));
  const healthIdle = summary(await idle.stop());
  const before = rssMb();
  const cases = [];
  for (const [label, size, parallel] of [
    ...SIZES_MB.map((n) => [`${n} MB`, n * MB, 1]),
    [`${PARALLEL} × ${LARGEST_MB} MB`, LARGEST_MB * MB, PARALLEL],
  ]) {
    const poller = await pollHealth();
    const refusals = [];
    const statuses = new Set();
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all(Array.from({ length: parallel }, () => postBody(org, size)));
      for (const a of answers) {
        refusals.push(a.ms);
        statuses.add(a.status);
      }
    }
    const health = summary(await poller.stop());
    cases.push({
      case: label,
      statuses: [...statuses],
      refusal: summary(refusals.sort((a, b) => a - b)),
      health,
    });
  }
  const after = rssMb();
  const largestSingle = cases.find((c) => c.case === `${LARGEST_MB} MB`);
  const worstHealth = Math.max(...cases.map((c) => c.health.p95 ?? 0));
  const targets = [
    {
      target: `${LARGEST_MB} MB refused p95 ≤ ${REFUSAL_TARGET_MS} ms`,
      value: largestSingle.refusal.p95,
      met: largestSingle.refusal.p95 <= REFUSAL_TARGET_MS,
    },
    {
      target: `/api/health p95 < ${HEALTH_TARGET_MS} ms during the ${LARGEST_MB} MB uploads`,
      value: largestSingle.health.p95,
      met: largestSingle.health.p95 === null ? null : largestSingle.health.p95 < HEALTH_TARGET_MS,
    },
    {
      target: `(worst health p95 of all cases, ${PARALLEL} × ${LARGEST_MB} MB included)`,
      value: worstHealth,
      met: null,
    },
    { target: 'every body refused with 403', value: 0, met: cases.every((c) => c.statuses.join() === '403') },
  ];
  console.log(
    `rounds per case: ${ROUNDS}; health idle p50 ${fixed(healthIdle.p50, 2)} ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(
    cases.map((c) => ({
      case: c.case,
      status: c.statuses.join(','),
      'refused p50 ms': c.refusal.p50.toFixed(1),
      'refused p95 ms': c.refusal.p95.toFixed(1),
      'refused max ms': c.refusal.max.toFixed(1),
      'health n': c.health.n,
      'health p50 ms': fixed(c.health.p50, 2),
      'health p95 ms': fixed(c.health.p95, 2),
      'health max ms': fixed(c.health.max, 2),
    })),
  );
  console.log(
    `server RSS ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB (peak ${after.hwm.toFixed(0)} MB)`,
  );
  console.table(
    targets.map((t) => ({
      ...t,
      value: typeof t.value === 'number' ? t.value.toFixed(1) : fixed(t.value, 1),
    })),
  );
  // On a loaded machine an idle health check is itself slow: the refusal measured against it.
  const relative = Object.fromEntries(cases.map((c) => [c.case, c.refusal.p50 / healthIdle.p50]));
  console.log(
    `refusal p50 ÷ idle health p50: ${Object.entries(relative)
      .map(([k, v]) => `${k} ${v.toFixed(2)}×`)
      .join(', ')}`,
  );
  const result = {
    refusalP50OverIdleHealthP50: relative,
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    // A shared machine: the load while measuring says how much the figures are worth.
    loadAverage: os.loadavg(),
    rounds: ROUNDS,
    sizesMb: SIZES_MB,
    parallel: PARALLEL,
    database: databaseUrl ? 'postgres' : 'pglite',
    healthIdle,
    cases,
    serverRssMb: { before: before.rss, after: after.rss, peak: after.hwm },
    targets,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'edge.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written ${path.join(resultsDir, 'edge.json')}`);
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
