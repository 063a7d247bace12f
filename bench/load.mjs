// bench-smoke: BENCH_LOAD_CLIENTS=6 BENCH_LOAD_SECONDS=10
// Load as a benchmark (issue 18): BENCH_LOAD_CLIENTS clients (200) for BENCH_LOAD_SECONDS (60) on a
// realistic mix against a real server process on PostgreSQL: sign-ins (captcha grant), menus,
// dictionary reads, holder search, register reads, my applications, and share transfers submitted
// (with an uploaded agreement) then approved by 初审 and 复审. Records errors (must be 0), p50/p95/p99
// per operation and overall, throughput, and the server's RSS before and after, in results/load.json.
// Usage: npx tsc -b apps/server && BENCH_DATABASE_URL=postgres://… node bench/load.mjs
// (BENCH_PORT: the server's port, 18485 by default.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BASIC,
  demoId,
  dist,
  importServer,
  requireBenchSetup,
  scratchDatabase,
  seedDemoRegister,
  TENANT,
} from './bench-server.mjs';
import { loadMix } from './load-mix.mjs';
import { describeDurability, durabilitySettings } from './pg-settings.mjs';
import { resultsDir } from './results-dir.mjs';
import { percentile } from './stats.mjs';

const adminUrl = requireBenchSetup('main.js');
const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 18485);
const BASE = `http://127.0.0.1:${PORT}`;
const CAPTCHA = 'ab23';
const id = demoId;
const COMPANY = id('c', 1);

const { openPostgres } = await import(dist('platform/db/postgres.js'));
const { DEMO_PASSWORD } = await import(dist('seeding/index.js'));

const { admin, dbName, url } = await scratchDatabase(adminUrl, 'rer_bench_load');

/** Schema, reference and demo data, and the demo company's register (1,000,000,000 shares). */
async function seed() {
  const db = await openPostgres(url.toString(), 2);
  try {
    await seedDemoRegister(db, await importServer());
  } finally {
    await db.close();
  }
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

async function startServer(dataDir) {
  const child = spawn(process.execPath, [dist('main.js')], {
    env: {
      ...process.env,
      APP_ENV: 'test',
      AUTH_TEST_CAPTCHA_ANSWER: CAPTCHA,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`服务启动失败（退出码 ${child.exitCode}）`);
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('服务 60 秒内未就绪');
}

class Failure extends Error {}

async function call(method, pathAndQuery, { headers = {}, json, body } = {}) {
  const res = await fetch(`${BASE}${pathAndQuery}`, {
    method,
    headers: { ...headers, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : body,
  });
  const text = await res.text();
  if (res.status !== 200)
    throw new Failure(`${pathAndQuery.split('?')[0]} ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

async function signIn(account, landingMode) {
  const captcha = await call('GET', '/api/blade-auth/oauth/captcha');
  const query = new URLSearchParams({
    tenantId: TENANT,
    grant_type: 'captcha',
    scope: 'all',
    type: 'account',
    landingMode,
  });
  const token = await call('POST', `/api/blade-auth/oauth/token?${query}`, {
    headers: {
      authorization: BASIC,
      'tenant-id': TENANT,
      'captcha-key': captcha.data.key,
      'captcha-code': CAPTCHA,
    },
    json: { account, password: DEMO_PASSWORD },
  });
  return { authorization: BASIC, 'blade-auth': `bearer ${token.access_token}`, 'tenant-id': TENANT };
}

const { operations, weights, principals } = loadMix(call, COMPANY);

function pick(kind) {
  const entries = Object.entries(weights[kind]);
  let r = Math.random() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [name, w] of entries) {
    r -= w;
    if (r < 0) return name;
  }
  return entries[0][0];
}

const samples = {};
const errors = [];
async function timed(name, fn) {
  const started = performance.now();
  try {
    const outcome = await fn();
    if (outcome === 'idle') return;
    samples[name] ??= [];
    samples[name].push(performance.now() - started);
  } catch (error) {
    errors.push({ operation: name, message: error instanceof Failure ? error.message : String(error) });
  }
}

/** Each client signs in once before the timed window (those sign-ins are recorded too). */
async function firstSignIn(i) {
  const who = principals[i % principals.length];
  let headers = null;
  await timed('signIn', async () => {
    headers = { ...(await signIn(who.account, who.landingMode)), ...who.extra };
  });
  return headers;
}

async function client(i, first, deadline) {
  const who = principals[i % principals.length];
  let headers = first;
  while (headers && Date.now() < deadline) {
    if (Math.random() < 0.02) {
      // Signing in again mid-run, as users do (a new session; the old one stays valid).
      await timed('signIn', async () => {
        headers = { ...(await signIn(who.account, who.landingMode)), ...who.extra };
      });
      continue;
    }
    const name = pick(who.kind);
    const h = headers;
    await timed(name, () => operations[who.kind][name](h));
  }
}

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const r = (v) => Math.round(v * 10) / 10;
  return {
    count: sorted.length,
    p50_ms: r(percentile(sorted, 50)),
    p95_ms: r(percentile(sorted, 95)),
    p99_ms: r(percentile(sorted, 99)),
  };
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-bench-load-'));
let server = null;
try {
  await seed();
  const durability = await durabilitySettings(admin);
  console.log(describeDurability(durability));
  server = await startServer(dataDir);
  const atStart = rssMb(server.pid);
  const signedIn = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => firstSignIn(i)));
  // Before: every client signed in (sessions, caches and pools warm), as the timed window starts.
  const before = rssMb(server.pid);
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(signedIn.map((headers, i) => client(i, headers, deadline)));
  const elapsed = (Date.now() - started) / 1000;
  const after = rssMb(server.pid);
  const all = Object.values(samples).flat();
  const operationsTable = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, stats(v)]));
  console.table(operationsTable);
  const overall = stats(all);
  const summary = {
    clients: CLIENTS,
    seconds: Math.round(elapsed * 10) / 10,
    requests: all.length,
    throughput_per_s: Math.round((all.length / elapsed) * 10) / 10,
    errors: errors.length,
    ...overall,
    rss_at_start_mb: atStart.rssMb,
    rss_before_mb: before.rssMb,
    rss_after_mb: after.rssMb,
    rss_peak_mb: after.peakMb,
  };
  console.table({ overall: summary });
  const byMessage = {};
  for (const e of errors)
    byMessage[`${e.operation}: ${e.message}`] = (byMessage[`${e.operation}: ${e.message}`] ?? 0) + 1;
  if (errors.length > 0) console.log('errors:', byMessage);
  const out = {
    measuredAt: new Date().toISOString(),
    database: 'postgres',
    durability,
    machine: { cpus: os.cpus().length, node: process.version },
    targets: {
      errors: 0,
      rssGrowth: 'none: after ≈ before (before = all clients signed in, window starting)',
    },
    summary,
    operations: operationsTable,
    errors: byMessage,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'load.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`written ${path.join(resultsDir, 'load.json')}`);
  if (errors.length > 0) process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
