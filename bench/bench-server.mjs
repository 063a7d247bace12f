// bench-smoke: helper
// What the benchmarks that drive the compiled server share: where its build is, the scratch
// PostgreSQL database each run makes, and a sign-in through the real token route (captcha planted
// the way the integration tests plant it).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A file of the compiled server (apps/server/dist). */
export const dist = (p) => path.join(here, '../apps/server/dist', p);

export const TENANT = '000000';
export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
export const CAPTCHA_ANSWER = 'ab12';

/** Demo ids as the seed writes them: `demoId('c', 1)` is the demo company c…1. */
export const demoId = (prefix, n) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * BENCH_DATABASE_URL, and the compiled server (`needs` is the dist file the script starts from);
 * exits with status 2 and a message naming what is missing.
 */
export function requireBenchSetup(needs = 'app.js') {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.error('请设置 BENCH_DATABASE_URL（PostgreSQL 连接串）');
    process.exit(2);
  }
  if (!fs.existsSync(dist(needs))) {
    console.error('请先编译服务端：npx tsc -b apps/server');
    process.exit(2);
  }
  return adminUrl;
}

/** The server's modules a benchmark builds the app and its data with. */
export async function importServer() {
  const seeding = await import(dist('seeding/index.js'));
  return {
    buildApp: (await import(dist('app.js'))).buildApp,
    loadConfig: (await import(dist('config.js'))).loadConfig,
    openPostgres: (await import(dist('platform/db/postgres.js'))).openPostgres,
    startEventBus: (await import(dist('platform/event-bus.js'))).startEventBus,
    migrate: (await import(dist('db/migrate.js'))).migrate,
    recordRegisterEvent: (await import(dist('modules/share-register/index.js'))).recordRegisterEvent,
    captchaAnswerHash: (await import(dist('modules/identity/captcha.js'))).captchaAnswerHash,
    loadReferenceData: seeding.loadReferenceData,
    loadDemoData: seeding.loadDemoData,
    seedDemoData: seeding.seedDemoData,
    DEMO_PASSWORD: seeding.DEMO_PASSWORD,
  };
}

/**
 * A database of its own for one run, created through `adminUrl`: named `prefix_<time>`, or `keep`
 * (a name given by the caller's environment variable, reused when it exists: validated here).
 * Returns the admin connection (to drop it afterwards), its name and its URL.
 */
export async function scratchDatabase(adminUrl, prefix, keep = undefined, keepVariable = 'the kept name') {
  if (keep !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(keep)) {
    console.error(`${keepVariable} 只能包含小写字母、数字与下划线`);
    process.exit(2);
  }
  const dbName = keep ?? `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount > 0;
  if (!exists) await admin.query(`create database ${dbName} encoding 'UTF8' template template0`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return { admin, dbName, url, existed: exists };
}

/**
 * Signs `account` in through POST oauth/token on an app built in this process (`app.inject`), with
 * a captcha planted in the database through `raw`; returns the request headers of the session.
 */
export async function signInInjected(
  app,
  raw,
  { account = 'admin', landingMode, password, captchaAnswerHash },
) {
  const key = randomUUID();
  const now = new Date();
  await raw.query('insert into captcha (key, answer_hash, created_at, expires_at) values ($1, $2, $3, $4)', [
    key,
    captchaAnswerHash(key, CAPTCHA_ANSWER),
    now.toISOString(),
    new Date(now.getTime() + 300_000).toISOString(),
  ]);
  const mode = landingMode === undefined ? '' : `&landingMode=${landingMode}`;
  const login = await app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?tenantId=${TENANT}&grant_type=captcha&scope=all&type=account${mode}`,
    headers: {
      authorization: BASIC,
      'tenant-id': TENANT,
      'captcha-key': key,
      'captcha-code': CAPTCHA_ANSWER,
    },
    payload: { account, password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in of ${account} failed: ${login.body}`);
  return { authorization: BASIC, 'blade-auth': `bearer ${login.json().access_token}`, 'tenant-id': TENANT };
}

/**
 * Starts the compiled server (dist/main.js) as a process of its own on 127.0.0.1:`port` in the test
 * environment (fixed captcha `captcha`), on the embedded database in a fresh data folder unless
 * `env` names another; resolves when /api/health answers (up to `waitSeconds`: the embedded
 * database and its demo data take minutes on a busy machine).
 */
export async function startServerProcess({ port, captcha, prefix, env = {}, waitSeconds = 300 }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const child = spawn(process.execPath, [dist('main.js')], {
    env: {
      ...process.env,
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_TEST_CAPTCHA_ANSWER: captcha,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < waitSeconds * 2; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

/**
 * Stops a server process and waits until it has exited: a server still shutting down writes to its
 * data folder (the regional chain's snapshot storage pass, the ledger), so removing the folder right
 * after the signal failed with ENOTEMPTY.
 */
export async function stopServerProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A fresh database as the workflow benchmarks want it: schema, reference and demo data, and the
 * demo company c…1's register (1,000,000,000 shares of nature 4 held by the demo holder f…1).
 */
export async function seedDemoRegister(db, server) {
  await server.migrate(db);
  await server.loadReferenceData(db);
  await server.loadDemoData(db);
  await db.withTenant(TENANT, (tx) =>
    server.recordRegisterEvent({
      tx,
      tenantId: TENANT,
      companyId: demoId('c', 1),
      event: {
        type: 'initialRegistration',
        entries: [{ holderId: demoId('f', 1), shareNature: '4', quantity: 1_000_000_000n }],
        occurredAt: new Date(Date.UTC(2024, 0, 1)).toISOString(),
        basis: { kind: 'other', reference: 'bench' },
      },
      actor: { actorId: null },
    }),
  );
}
