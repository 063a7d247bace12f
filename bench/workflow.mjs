// bench-smoke: 200
// Workflow at scale (issue 6): the to-do list, my applications, submit and approve through the API
// (buildApp + inject: guard, RLS transaction, row lock, form validation, audit, register event) on
// 1,000,000 applications seeded set-based. Targets (architecture §11): lists p95 ≤ 20 ms,
// submit / approve p95 ≤ 50 ms.
// Usage: npx tsc -b apps/server && BENCH_DATABASE_URL=postgres://… node bench/workflow.mjs [applications]
// (BENCH_KEEP_DB=1 keeps the scratch database; BENCH_REUSE_DB=<name> measures a kept one again.)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  demoId,
  importServer,
  requireBenchSetup,
  scratchDatabase,
  seedDemoRegister,
  signInInjected,
  TENANT,
} from './bench-server.mjs';
import { resultsDir, smoke } from './results-dir.mjs';
import { percentile } from './stats.mjs';

const adminUrl = requireBenchSetup();
const applications = Number(process.argv[2] ?? 1_000_000);
const APPLICANTS = Math.min(5_000, Math.max(2, applications));
const RUNS = smoke ? 3 : 200;
const WARMUP = smoke ? 1 : 20;
const id = demoId;
const COMPANY = id('c', 1);
const ORG_DEMO = id('a', 1);
const REVIEWER1 = id('a', 6);
const REVIEWER2 = id('a', 7);

const server = await importServer();
const { buildApp, loadConfig, openPostgres, startEventBus } = server;

const reuse = process.env.BENCH_REUSE_DB;
const { admin, dbName, url, existed } = await scratchDatabase(
  adminUrl,
  'rer_bench_wf',
  reuse,
  'BENCH_REUSE_DB',
);
if (reuse !== undefined && !existed) {
  await admin.query(`drop database if exists ${dbName}`);
  console.error(`BENCH_REUSE_DB：数据库 ${reuse} 不存在`);
  process.exit(2);
}

async function measure(fn) {
  for (let i = 0; i < WARMUP; i++) await fn(i);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    await fn(WARMUP + i);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs: RUNS };
}

/** 1,000,000 applications with their tasks, in a handful of set-based statements. */
async function seedApplications(raw) {
  await raw.query(
    `insert into account (id, tenant_id, account, real_name, password_hash)
    select ('a1000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, $1, 'bench_' || g, '申请人' || g, 'x'
    from generate_series(1, $2 - 1) g`,
    [TENANT, APPLICANTS],
  );
  await raw.query(
    `create temp table seed_app as
    select g as n, gen_random_uuid() as uuid,
      case when g % $2 = 0 then $3::uuid else ('a1000000-0000-4000-8000-' || lpad((g % $2)::text, 12, '0'))::uuid end as applicant,
      to_char(date '2024-01-01' + (g / 100000), 'YYYYMMDD') || lpad((g % 100000)::text, 6, '0') as biz_sn,
      now() - g * interval '20 seconds' as created,
      case when g % 100 < 85 then 'completed' when g % 100 < 98 then 'in_review' when g % 100 = 98 then 'returned'
           else 'draft' end as status,
      case when g % 100 < 85 then 'RecheckApprove' when g % 100 < 93 then 'PreliminaryApprove'
           when g % 100 < 98 then 'RecheckApprove' when g % 100 = 98 then 'UpdateApplyApprove' else 'apply' end as node
    from generate_series(1, $1) g`,
    [applications, APPLICANTS, ORG_DEMO],
  );
  await raw.query(
    `insert into application (uuid, tenant_id, biz_sn, app_id, flow_version, business_type_name,
      applicant_id, applicant_name, landing_mode, company_id, status, current_node, round, form_data, created_at,
      updated_at, submitted_at, completed_at)
    select uuid, $1, biz_sn, '550004', 1, '股份转让', applicant, '申请人', 'org', $2, status, node,
      case when status = 'draft' then 0 else 1 end, '{"transferType":"1","quantity":"100"}', created, created,
      case when status = 'draft' then null else created end, case when status = 'completed' then created end
    from seed_app`,
    [TENANT, COMPANY],
  );
  // Handled 初审 tasks, handled 复审 tasks, then the open ones.
  await raw.query(
    `insert into task (tenant_id, application_id, app_id, node_id, node_name, round, assignee_role,
      state, action, handled_by, handled_by_name, handled_at, created_at)
    select $1, uuid, '550004', 'PreliminaryApprove', '初审', 1, 'reviewer_first', '已办', 'approve', $2, '演示初审员',
      created + interval '1 hour', created
    from seed_app where status = 'completed' or (status = 'in_review' and node = 'RecheckApprove') or status = 'returned'`,
    [TENANT, REVIEWER1],
  );
  await raw.query(
    `insert into task (tenant_id, application_id, app_id, node_id, node_name, round, assignee_role,
      state, action, handled_by, handled_by_name, handled_at, created_at)
    select $1, uuid, '550004', 'RecheckApprove', '复审', 1, 'reviewer_second', '已办',
      case when status = 'completed' then 'approve' else 'return' end, $2, '演示复审员', created + interval '2 hours',
      created + interval '1 hour'
    from seed_app where status in ('completed', 'returned')`,
    [TENANT, REVIEWER2],
  );
  await raw.query(
    `insert into task (tenant_id, application_id, app_id, node_id, node_name, round, assignee_role,
      assignee_id, created_at)
    select $1, uuid, '550004', node, case node when 'PreliminaryApprove' then '初审' when 'RecheckApprove' then '复审'
      else '退回修改' end, 1, case node when 'PreliminaryApprove' then 'reviewer_first'
      when 'RecheckApprove' then 'reviewer_second' end, case when node = 'UpdateApplyApprove' then applicant end,
      created + interval '3 hours'
    from seed_app where status in ('in_review', 'returned')`,
    [TENANT],
  );
  // A live database has set hint bits and a visibility map; a fresh bulk load has neither.
  await raw.query('vacuum (analyze) application, task, account');
  const [{ n }] = (await raw.query('select count(*)::int as n from task')).rows;
  return n;
}

const signIn = (app, raw, account, landingMode) =>
  signInInjected(app, raw, { account, landingMode, password: server.DEMO_PASSWORD, ...server });

/** A fresh database: schema, reference and demo data, the demo company's register, the applications. */
async function seedAll(raw) {
  await seedDemoRegister(db, server);
  const seedStarted = Date.now();
  const tasks = await seedApplications(raw);
  const seedMs = Date.now() - seedStarted;
  return { tasks, seedMs };
}

/** A small valid PDF, uploaded as the signed-in account; answers its attachId. */
async function uploadPdf(app, headers) {
  const boundary = `----bench${randomUUID()}`;
  const pdf = [
    '%PDF-1.4',
    `% ${randomUUID()}`,
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="协议.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    Buffer.from(pdf, 'latin1'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/blade-resource/oss/endpoint/put-file-attach',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.body}`);
  return res.json().data.attachId;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-bench-wf-'));
let db;
let bus;
let app;
const raw = new pg.Client({ connectionString: url.toString() });
try {
  db = await openPostgres(url.toString(), 10);
  await raw.connect();
  const { tasks, seedMs } = reuse ? { tasks: null, seedMs: 0 } : await seedAll(raw);
  if (!reuse)
    console.log(`seeded ${applications} applications and ${tasks} tasks in ${(seedMs / 1000).toFixed(1)} s`);

  bus = await startEventBus(db, () => undefined);
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
  });
  app = await buildApp({ config, db, bus, logger: false });
  await app.ready();
  const org = { ...(await signIn(app, raw, 'org_demo', 'org')), 'current-company': COMPANY };
  const first = await signIn(app, raw, 'reviewer1', 'mgr');
  const second = await signIn(app, raw, 'reviewer2', 'mgr');
  const post = async (headers, url, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/rem-registrationbizweb${url}`,
      headers,
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json().data;
  };
  const form = {
    transferType: '2',
    transferorAccountNumber: 'D000000001',
    transferorName: '演示投资者甲',
    transfereeAccountNumber: 'D000000004',
    transfereeName: '大连演示制造有限公司',
    shareNature: '4',
    quantity: '1',
    agreementDate: '2025-03-01',
  };
  // Each submit binds a file of its own, uploaded beforehand through the API (attachments are
  // checked: a file must exist, belong to the applicant and be unbound).
  const uploads = [];
  for (let i = 0; i < WARMUP + RUNS; i++) uploads.push(await uploadPdf(app, org));
  const formWithFile = (i) => ({
    ...form,
    attachments: { agreement: [{ attachId: uploads[i], originalName: '协议.pdf' }] },
  });

  const results = {};
  let badge = 0;
  results['to-do list (初审, page 1)'] = await measure(async () => {
    badge = (await post(first, '/taskItem/page', { current: 1, size: 10 })).total;
  });
  results['to-do badge (getUserTasks)'] = await measure(() =>
    post(first, '/taskItem/getUserTasks', { pageNo: 1, pageSize: 10 }),
  );
  results['to-do list (初审, page 50)'] = await measure(() =>
    post(first, '/taskItem/page', { current: 50, size: 10 }),
  );
  let mine = 0;
  results['my applications (page 1)'] = await measure(async () => {
    mine = (await post(org, '/application/page', { current: 1, size: 10 })).total;
  });
  results['handled tasks (已办, page 1)'] = await measure(() =>
    post(first, '/taskItem/page', { current: 1, size: 10, taskItemState: '已办' }),
  );
  const submitted = [];
  results.submit = await measure(async (i) => {
    submitted.push(
      (
        await post(org, '/application/submit', {
          appId: '550004',
          idempotencyKey: randomUUID(),
          formData: formWithFile(i),
        })
      ).uuid,
    );
  });
  results['approve (初审)'] = await measure((i) =>
    post(first, '/application/approve', { uuid: submitted[i], nodeId: 'PreliminaryApprove' }),
  );
  results['approve (复审, completes: register transfer)'] = await measure((i) =>
    post(second, '/application/approve', { uuid: submitted[i], nodeId: 'RecheckApprove' }),
  );

  const table = Object.fromEntries(
    Object.entries(results).map(([k, r]) => [k, { p50_ms: r.p50.toFixed(2), p95_ms: r.p95.toFixed(2) }]),
  );
  console.table(table);
  console.log(`open 初审 tasks counted (capped at 10,000): ${badge}; org_demo applications: ${mine}`);
  const out = {
    measuredAt: new Date().toISOString(),
    database: 'postgres',
    applications,
    tasks,
    applicants: APPLICANTS,
    seedSeconds: seedMs / 1000,
    /** Measured again on a database seeded (and vacuumed) by an earlier run of this script. */
    reusedDatabase: Boolean(reuse),
    runs: RUNS,
    targets: { listsP95Ms: 20, submitApproveP95Ms: 50 },
    results,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'workflow.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`written ${path.join(resultsDir, 'workflow.json')}`);
} finally {
  await app?.close();
  await bus?.close();
  await raw.end().catch(() => undefined);
  await db?.close();
  if (process.env.BENCH_KEEP_DB || reuse) console.log(`kept database ${dbName}`);
  else await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
