// bench-smoke: 2000 200
// Evidence ledger at scale (issue 7, ADR 11, ADR 16), on PostgreSQL:
//  1. appends inside business transactions (each queues its entries, ADR 16) with the sequencer
//     integrating them concurrently, 8 clients: one leaf per transaction, ten, fifty, and real
//     register events (recordRegisterEvent: company lock, projection, audit, queued entry). For
//     each: leaves/s accepted into committed transactions, leaves/s integrated into the log, the
//     integration lag (commit seen by the client → batch integrated) p50/p95, and the batch times
//     of the drain after the clients stopped (first and last quarter: flat, or growing with the
//     backlog). Then a standing backlog of 100,000 leaves drained by the sequencer alone
//     (bench/ledger-runs.mjs);
//  2. a 10,000,000-leaf log (bench/ledger-big.mjs): proofs, receipts, verification, appends on it.
//     Long (≈ 6 minutes and 5 GB): BENCH_LEDGER_SKIP_BIG=1 skips it and keeps the previous figures
//     (bench/ledger-results.mjs).
// Usage: npx tsc -b apps/server && BENCH_DATABASE_URL=postgres://… node bench/ledger.mjs [leaves] [appendTx]
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { dist, requireBenchSetup, scratchDatabase } from './bench-server.mjs';
import { measureBigLog } from './ledger-big.mjs';
import {
  APPEND_TARGET_PER_S,
  keepPrevious,
  readPrevious,
  VERIFY_TARGET_MS,
  verdict,
  writeResults,
} from './ledger-results.mjs';
import { CLIENTS, ledgerRuns, parallel, sec } from './ledger-runs.mjs';
import { resultsDir } from './results-dir.mjs';

const adminUrl = requireBenchSetup('modules/evidence-ledger/sequencer-worker.js');
const BIG = Number(process.argv[2] ?? 10_000_000);
const APPEND_TX = Number(process.argv[3] ?? 20_000);
const SKIP_BIG = process.env.BENCH_LEDGER_SKIP_BIG === '1';
const resultsFile = path.join(resultsDir, 'ledger.json');
const previous = readPrevious(resultsFile);

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

const { admin, dbName, url } = await scratchDatabase(adminUrl, 'rer_bench_ledger');
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
const { appendRun, backlogRun, registerEventsRun } = ledgerRuns({
  db,
  raw,
  ledger,
  LedgerSequencer,
  recordRegisterEvent,
});

try {
  await migrate(db);
  await raw.connect();
  for (const t of ['100001', '100002', '100003', '100004', '100005', '100010']) {
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
  results.backlogDrain = await backlogRun('100005', Math.round(APPEND_TX / 10), 50);
  console.log('a standing backlog drained by the sequencer', results.backlogDrain);
  results.registerEvents = await registerEventsRun('100003', Math.round(APPEND_TX / 5));
  console.log('register events with their queued entry', results.registerEvents);

  // --- 2. a 10,000,000-leaf log ----------------------------------------------------------------
  if (!SKIP_BIG) {
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
  const kept = keepPrevious(results, previous);
  if (kept.length > 0) console.log(`kept from the previous results: ${kept.join(', ')}`);
  results.verdict = verdict(results);
  results.measuredAt = new Date().toISOString();
  fs.mkdirSync(resultsDir, { recursive: true });
  writeResults(resultsFile, results);
  console.log(results.verdict);
} finally {
  await raw.end().catch(() => undefined);
  await db.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
