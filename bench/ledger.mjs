// Evidence ledger at scale (issue 7, ADR 11, ADR 16), on PostgreSQL:
//  1. appends inside business transactions (each queues its entries, ADR 16) with the sequencer
//     integrating them concurrently, 8 clients: one leaf per transaction, ten, fifty, and real
//     register events (recordRegisterEvent: company lock, projection, audit, queued entry). For
//     each: leaves/s accepted into committed transactions, leaves/s integrated into the log, and
//     the integration lag (commit seen by the client → batch integrated) p50/p95;
//  2. a 10,000,000-leaf log (bench/ledger-big.mjs): proofs, receipts, verification, appends on it.
//     Long (≈ 6 minutes and 5 GB): BENCH_LEDGER_SKIP_BIG=1 skips it and keeps the previous figures.
// Usage: npx tsc -b apps/server && BENCH_DATABASE_URL=postgres://… node bench/ledger.mjs [leaves] [appendTx]
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { measureBigLog } from './ledger-big.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = (p) => path.join(here, '../apps/server/dist', p);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('请设置 BENCH_DATABASE_URL（PostgreSQL 连接串）');
  process.exit(2);
}
if (!fs.existsSync(dist('modules/evidence-ledger/sequencer-worker.js'))) {
  console.error('请先编译服务端：npx tsc -b apps/server');
  process.exit(2);
}
const BIG = Number(process.argv[2] ?? 10_000_000);
const APPEND_TX = Number(process.argv[3] ?? 20_000);
const SKIP_BIG = process.env.BENCH_LEDGER_SKIP_BIG === '1';
const CLIENTS = 8;
const APPEND_TARGET_PER_S = 5_000;
const VERIFY_TARGET_MS = 1;
const resultsFile = path.join(here, 'results/ledger.json');
const previous = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : null;

const { openPostgres } = await import(dist('platform/db/postgres.js'));
const { migrate } = await import(dist('db/migrate.js'));
const ledger = await import(dist('modules/evidence-ledger/append-ledger-entry.js'));
const settings = await import(dist('modules/evidence-ledger/ledger-settings.js'));
const { LedgerSequencer } = await import(dist('modules/evidence-ledger/sequencer-worker.js'));
const { ed25519FromSeed } = await import(dist('modules/evidence-ledger/ledger-config.js'));
const { createCheckpoint } = await import(dist('modules/evidence-ledger/checkpoints.js'));
const { getReceipt } = await import(dist('modules/evidence-ledger/receipts.js'));
const { frontierLevels, inclusionProofFromStore, hashFnFor } = await import(
  dist('modules/evidence-ledger/tree.js')
);
const { recordRegisterEvent } = await import(dist('modules/share-register/record-register-event.js'));
const domain = await import('@rer/domain');

const dbName = `rer_bench_ledger_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName} encoding 'UTF8' template template0`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
// The clients, the sequencer's connection and one spare.
const db = await openPostgres(url.toString(), CLIENTS + 2);
const raw = new pg.Client({ connectionString: url.toString() });
const signer = ed25519FromSeed(new Uint8Array(32).fill(3));
const results = {
  database: 'postgres',
  clients: CLIENTS,
  sequencing: 'queue + sequencer (ADR 16)',
  targets: { appendsPerSecond: APPEND_TARGET_PER_S, verifyMs: VERIFY_TARGET_MS },
};
const sec = (ns) => Number(ns) / 1e9;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A generated fake ID number (GB 11643 check digit), never a real person's. */
function fakeId(sequence) {
  const first17 = `11010519900101${String(sequence % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

async function parallel(total, worker) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = next++; i < total; i = next++) await worker(i);
    }),
  );
}

/**
 * Runs `work` (8 clients) with the server's sequencer integrating concurrently; `work(i, seen)`
 * reports the queue ids its committed transaction returned, for the lag. Waits until `leaves`
 * entries were integrated and checks the tenant's log size.
 */
async function withSequencer(tenantId, transactions, leaves, work) {
  const committedAt = new Map();
  const integratedAt = new Map();
  let integrated = 0;
  let allIn;
  const allIntegrated = new Promise((resolve) => {
    allIn = resolve;
  });
  const { rows: before } = await raw.query(
    'select coalesce(max(tree_size), 0)::int as n from ledger_head where tenant_id = $1',
    [tenantId],
  );
  const sequencer = new LedgerSequencer(db, {
    onBatch: (batch) => {
      const now = process.hrtime.bigint();
      for (const id of batch.queueIds) integratedAt.set(id, now);
      integrated += batch.queueIds.length;
      if (integrated >= leaves) allIn();
    },
    onError: (error) => console.error('sequencer', error),
  });
  sequencer.start();
  const started = process.hrtime.bigint();
  await parallel(transactions, async (i) => {
    const ids = await work(i);
    const now = process.hrtime.bigint();
    for (const id of ids) committedAt.set(id, now);
  });
  const acceptedSeconds = sec(process.hrtime.bigint() - started);
  await allIntegrated;
  const integratedSeconds = sec(process.hrtime.bigint() - started);
  await sequencer.stop();
  const { rows: after } = await raw.query(
    'select tree_size::int as n from ledger_head where tenant_id = $1',
    [tenantId],
  );
  if (after[0].n - before[0].n !== leaves)
    throw new Error(`log of ${tenantId} grew by ${after[0].n - before[0].n}, not ${leaves}`);
  const lags = [...committedAt].map(([id, at]) => Math.max(0, Number(integratedAt.get(id) - at) / 1e6));
  lags.sort((a, b) => a - b);
  return {
    transactions,
    leaves,
    acceptedSeconds: +acceptedSeconds.toFixed(2),
    acceptedLeavesPerSecond: Math.round(leaves / acceptedSeconds),
    integratedSeconds: +integratedSeconds.toFixed(2),
    integratedLeavesPerSecond: Math.round(leaves / integratedSeconds),
    ...(lags.length > 0
      ? {
          lagMs: {
            p50: +percentile(lags, 50).toFixed(1),
            p95: +percentile(lags, 95).toFixed(1),
            max: +lags.at(-1).toFixed(1),
          },
        }
      : {}),
  };
}

const appendRun = (tenantId, transactions, leavesPerTx) =>
  withSequencer(tenantId, transactions, transactions * leavesPerTx, async (i) => {
    const appended = await db.withTenant(tenantId, (tx) =>
      ledger.appendLedgerEntries(
        tx,
        Array.from({ length: leavesPerTx }, (_, k) => ({
          tenantId,
          kind: 'bench.entry',
          body: { tx: i, k, amount: String(i * 100 + k), holder: `H${i}` },
          personalKeys: ['holder'],
        })),
      ),
    );
    return appended.map((a) => a.queueId);
  }).then((r) => ({ leavesPerTransaction: leavesPerTx, ...r }));

try {
  await migrate(db);
  await raw.connect();
  for (const t of ['100001', '100002', '100003', '100004', '100010']) {
    await raw.query('insert into tenant (tenant_id, tenant_name) values ($1, $2)', [t, `压测${t}`]);
  }

  // --- 1. appends inside business transactions, the sequencer integrating concurrently --------
  // The machine's floor: an empty tenant transaction (begin, tenant, role, commit), same clients.
  const baseStart = process.hrtime.bigint();
  await parallel(APPEND_TX, () => db.withTenant('100001', async () => undefined));
  results.emptyTenantTransactionsPerSecond = Math.round(APPEND_TX / sec(process.hrtime.bigint() - baseStart));
  console.log('empty tenant transactions/s', results.emptyTenantTransactionsPerSecond);
  settings.configureLedger({
    hashAlg: 'sm3',
    originPrefix: 'bench.local/ledger',
    checkpointEvery: 1000,
    signer,
    publishers: [],
  });
  results.appendOnePerTransaction = await appendRun('100001', APPEND_TX, 1);
  console.log('appends (1 leaf / tx)', results.appendOnePerTransaction);
  results.appendTenPerTransaction = await appendRun('100002', Math.round(APPEND_TX / 5), 10);
  console.log('appends (10 leaves / tx)', results.appendTenPerTransaction);
  results.appendFiftyPerTransaction = await appendRun('100004', Math.round(APPEND_TX / 10), 50);
  console.log('appends (50 leaves / tx)', results.appendFiftyPerTransaction);

  // Real register events: transfers between holders of 16 companies (the company lock serialises
  // a company's events; the ledger no longer serialises the tenant's transactions).
  const companies = [];
  for (let c = 0; c < 16; c++) {
    const companyId = randomUUID();
    const holders = [randomUUID(), randomUUID()];
    await raw.query('insert into company (uuid, tenant_id, name, company_type) values ($1, $2, $3, 2)', [
      companyId,
      '100003',
      `压测公司${c}`,
    ]);
    for (const [i, h] of holders.entries()) {
      await raw.query(
        `insert into holder_account (uuid, tenant_id, account_number, organ_type, holder_name, cert_type, certificate_no)
         values ($1, '100003', $2, 2, $3, '1', $4)`,
        [h, `B${c}-${i}-${Date.now() % 100000}`, `股东${c}-${i}`, fakeId(c * 2 + i)],
      );
    }
    companies.push({ companyId, holders });
    await db.withTenant('100003', (tx) =>
      recordRegisterEvent({
        tx,
        tenantId: '100003',
        companyId,
        event: {
          type: 'initialRegistration',
          entries: [{ holderId: holders[0], shareNature: '4', quantity: 10_000_000n }],
          occurredAt: '2026-01-01T00:00:00Z',
          basis: { kind: 'other', reference: 'bench' },
        },
        actor: { actorId: 'bench' },
      }),
    );
  }
  const registerEvents = Math.round(APPEND_TX / 5);
  const events = await withSequencer(
    '100003',
    registerEvents,
    registerEvents + companies.length,
    async (i) => {
      const { companyId, holders } = companies[i % companies.length];
      await db.withTenant('100003', (tx) =>
        recordRegisterEvent({
          tx,
          tenantId: '100003',
          companyId,
          event: {
            type: 'transfer',
            holderId: holders[0],
            toHolderId: holders[1],
            shareNature: '4',
            reason: 'agreement',
            quantity: 1n,
            occurredAt: '2026-06-01T00:00:00Z',
            basis: { kind: 'application', reference: `SN${i}` },
            bizSn: `SN${i}`,
          },
          actor: { actorId: 'bench' },
        }),
      );
      return [];
    },
  );
  results.registerEvents = {
    transactions: registerEvents,
    seconds: events.acceptedSeconds,
    perSecond: Math.round(registerEvents / events.acceptedSeconds),
    integratedSeconds: events.integratedSeconds,
  };
  console.log('register events with their queued entry', results.registerEvents);

  // --- 2. a 10,000,000-leaf log ----------------------------------------------------------------
  if (SKIP_BIG && previous?.bigLog) {
    results.bigLog = previous.bigLog;
    results.atTenMillion = previous.atTenMillion;
    results.appendOnTenMillion = previous.appendOnTenMillion;
    results.bigLogMeasuredAt = previous.bigLogMeasuredAt ?? previous.measuredAt;
    console.log(`10M part skipped (BENCH_LEDGER_SKIP_BIG=1): figures of ${results.bigLogMeasuredAt} kept`);
  } else if (!SKIP_BIG) {
    Object.assign(
      results,
      await measureBigLog({
        db,
        raw,
        signer,
        leaves: BIG,
        appendRun,
        modules: {
          createCheckpoint,
          getReceipt,
          frontierLevels,
          inclusionProofFromStore,
          hashFnFor,
          settings,
          domain,
        },
      }),
    );
    results.bigLogMeasuredAt = new Date().toISOString();
  }

  const one = results.appendOnePerTransaction;
  results.verdict = {
    appendsPerSecondOnePerTx:
      Math.min(one.acceptedLeavesPerSecond, one.integratedLeavesPerSecond) >= APPEND_TARGET_PER_S
        ? 'met'
        : 'not met',
    appendsPerSecondTenPerTx:
      results.appendTenPerTransaction.integratedLeavesPerSecond >= APPEND_TARGET_PER_S ? 'met' : 'not met',
    appendsPerSecondFiftyPerTx:
      results.appendFiftyPerTransaction.integratedLeavesPerSecond >= APPEND_TARGET_PER_S ? 'met' : 'not met',
    ...(results.atTenMillion
      ? { verifyP95: results.atTenMillion.verifyReceiptMs.p95 <= VERIFY_TARGET_MS ? 'met' : 'not met' }
      : {}),
  };
  results.measuredAt = new Date().toISOString();
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(results.verdict);
} finally {
  await raw.end().catch(() => undefined);
  await db.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
