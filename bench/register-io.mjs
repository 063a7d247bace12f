// bench-smoke: 200 1000
// Register documents at scale: the all-or-nothing import of 100,000 rows through the API, and the
// streamed xlsx export of a 500,000-line register (time and the exporting process's peak RSS).
// Usage: npx tsc -b apps/server && BENCH_DATABASE_URL=postgres://… node bench/register-io.mjs [importRows] [exportLines]
// The export runs in a child process (this file with --export-child) serving real HTTP, so its
// peak RSS (VmHWM) is the export's, not the setup's.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { importServer, requireBenchSetup, scratchDatabase, signInInjected, TENANT } from './bench-server.mjs';
import { describeDurability, durabilitySettings } from './pg-settings.mjs';
import { resultsDir } from './results-dir.mjs';

const IMPORT_TARGET_MS = 15_000;
const EXPORT_TARGET_MS = 15_000;
const RSS_TARGET_MB = 300;

const server = await importServer();
const { buildApp, loadConfig, openPostgres, startEventBus } = server;

async function startApp(url, prepare = async () => undefined) {
  const db = await openPostgres(url, 10);
  await prepare(db);
  const bus = await startEventBus(db, () => undefined);
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/rer-bench-unused',
    DATABASE_URL: url,
  });
  const app = await buildApp({ config, db, bus, logger: false });
  await app.ready();
  return { db, bus, app };
}

const signIn = (app, raw) => signInInjected(app, raw, { ...server, password: server.DEMO_PASSWORD });

const vmHwmMb = () => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;

// --- child: serve the app over HTTP and export the register, sampling RSS ----------------------
if (process.argv[2] === '--export-child') {
  const [, , , url, companyId] = process.argv;
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  const { app, bus, db } = await startApp(url);
  const headers = await signIn(app, raw);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const baselineMb = process.memoryUsage().rss / 1048576;
  let peakMb = baselineMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, process.memoryUsage().rss / 1048576);
  }, 20);
  const started = process.hrtime.bigint();
  const res = await fetch(
    `${address}/api/rem-registrationbizweb/shareRegister/export?companyId=${companyId}&format=xlsx`,
    {
      headers,
    },
  );
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  clearInterval(sampler);
  const result = { status: res.status, ms, bytes, baselineMb, peakRssMb: peakMb, vmHwmMb: vmHwmMb() };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  await app.close();
  await bus.close();
  await db.close();
  await raw.end();
  process.exit(0);
}

// --- parent ----------------------------------------------------------------------------------
const adminUrl = requireBenchSetup();
const importRows = Number(process.argv[2] ?? 100_000);
const exportLines = Number(process.argv[3] ?? 500_000);
const { migrate, loadReferenceData, loadDemoData, recordRegisterEvent } = server;

function idNumber(n) {
  const first17 = `210202${1950 + (n % 50)}0101${String(n % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

/** An import file of `n` persons (streamed into memory by exceljs's WorkbookWriter). */
async function importFile(n) {
  const chunks = [];
  const stream = new PassThrough();
  stream.on('data', (c) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = wb.addWorksheet('股东名册');
  sheet
    .addRow(['股东类型', '股东名称', '证件类型', '证件号码', '登记账号（选填）', '股份性质', '持股数量'])
    .commit();
  for (let i = 0; i < n; i++) {
    sheet
      .addRow(['个人', `投资者${i}`, '居民身份证', idNumber(i), '', '境内自然人股', 100 + (i % 9_000)])
      .commit();
  }
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

const { admin, dbName, url } = await scratchDatabase(adminUrl, 'rer_bench_io');
const raw = new pg.Client({ connectionString: url.toString() });
let env;
try {
  env = await startApp(url.toString(), async (db) => {
    await migrate(db);
    await loadReferenceData(db);
    await loadDemoData(db);
  });
  await raw.connect();
  const durability = await durabilitySettings(raw);
  console.log(describeDurability(durability));
  const headers = await signIn(env.app, raw);
  const newCompany = async (name) => {
    const uuid = randomUUID();
    await raw.query(
      `insert into company (uuid, tenant_id, name, short_name, company_type) values ($1, $2, $3, $4, 2)`,
      [uuid, TENANT, name, name.slice(0, 4)],
    );
    return uuid;
  };

  // Import: build the file, then time the call (parse, validate, match, open accounts, one event).
  const file = await importFile(importRows);
  const importCompany = await newCompany('基准导入股份有限公司');
  const started = process.hrtime.bigint();
  const res = await env.app.inject({
    method: 'POST',
    url: `/api/rem-registrationbizweb/shareRegister/import?companyId=${importCompany}`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: file,
  });
  const importMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.statusCode !== 200) throw new Error(`import failed: ${res.body.slice(0, 500)}`);
  console.log(`import of ${importRows} rows: ${(importMs / 1000).toFixed(2)} s`);

  // Export setup: `exportLines` accounts by SQL, one initial registration through the use-case.
  const exportCompany = await newCompany('基准导出股份有限公司');
  const setupStarted = Date.now();
  const ids = await raw.query(
    `insert into holder_account (uuid, tenant_id, account_number, organ_type, holder_name, cert_type, certificate_no, company_id)
     select gen_random_uuid(), $1, 'X' || lpad(i::text, 10, '0'), 2, '导出股东' || i, '1', '210202199001011234', $2
     from generate_series(1, $3) i returning uuid`,
    [TENANT, exportCompany, exportLines],
  );
  await env.db.withTenant(TENANT, (tx) =>
    recordRegisterEvent({
      tx,
      tenantId: TENANT,
      companyId: exportCompany,
      event: {
        type: 'initialRegistration',
        entries: ids.rows.map((r, i) => ({
          holderId: r.uuid,
          shareNature: '4',
          quantity: BigInt(1000 + (i % 50_000)),
        })),
        occurredAt: new Date().toISOString(),
        basis: { kind: 'other', reference: 'BENCH' },
      },
      actor: { actorId: null },
    }),
  );
  await raw.query('analyze holding; analyze holder_account');
  console.log(`export setup (${exportLines} lines): ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);

  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--export-child', url.toString(), exportCompany],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (c) => {
    out += c;
  });
  await new Promise((resolve) => child.on('exit', resolve));
  const exported = JSON.parse(out.trim().split('\n').at(-1));
  if (exported.status !== 200) throw new Error(`export failed: ${out}`);

  const table = {
    [`import ${importRows} rows`]: {
      seconds: (importMs / 1000).toFixed(2),
      target: `≤ ${IMPORT_TARGET_MS / 1000} s`,
      met: importMs <= IMPORT_TARGET_MS,
    },
    [`export ${exportLines} lines (xlsx)`]: {
      seconds: (exported.ms / 1000).toFixed(2),
      target: `≤ ${EXPORT_TARGET_MS / 1000} s`,
      met: exported.ms <= EXPORT_TARGET_MS,
    },
    'export peak RSS (MB)': {
      seconds: `${exported.peakRssMb.toFixed(0)} (VmHWM ${exported.vmHwmMb.toFixed(0)}, idle ${exported.baselineMb.toFixed(0)})`,
      target: `≤ ${RSS_TARGET_MB} MB`,
      met: exported.vmHwmMb <= RSS_TARGET_MB,
    },
  };
  console.table(table);
  const output = {
    benchmark: 'register-io',
    postgres: durability.version,
    durability,
    node: process.version,
    import: { rows: importRows, fileBytes: file.length, ms: importMs, result: res.json().data },
    export: { lines: exportLines, ...exported },
    targets: { importMs: IMPORT_TARGET_MS, exportMs: EXPORT_TARGET_MS, rssMb: RSS_TARGET_MB },
    measuredAt: new Date().toISOString(),
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'register-io.json'), `${JSON.stringify(output, null, 2)}\n`);
} finally {
  await env?.app.close();
  await env?.bus.close();
  await env?.db.close();
  await raw.end().catch(() => undefined);
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
