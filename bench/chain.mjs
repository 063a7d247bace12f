// bench-smoke: BENCH_CHAIN_TRANSFERS=10 BENCH_CHAIN_BLOCK=50
// `npm run bench:chain` (BENCH_DATABASE_URL): the regional business chain (issue 24, ADR 77/78) on
// PostgreSQL, in one run on one database: (1) an approval's register change (a share transfer:
// recordRegisterEvent in its transaction) p95 without and with the data objects' snapshots written
// in the same transaction, measured pair by pair in alternating order (target: at most +5 ms);
// (2) a block of BENCH_CHAIN_BLOCK (2,000) entries built with every inclusion proof as the node
// interface serves it (target ≤ 200 ms), and checked by the verifier's code. Writes
// bench/results/chain.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { demoId, dist, requireBenchSetup, scratchDatabase, TENANT } from './bench-server.mjs';
import { resultsDir } from './results-dir.mjs';
import { percentile } from './stats.mjs';

const adminUrl = requireBenchSetup('modules/chain-node/index.js');
const TRANSFERS = Number(process.env.BENCH_CHAIN_TRANSFERS ?? 300);
const BLOCK = Number(process.env.BENCH_CHAIN_BLOCK ?? 2000);
const BUILDS = 10;

const { openPostgres } = await import(dist('platform/db/postgres.js'));
const { migrate } = await import(dist('db/migrate.js'));
const { loadConfig } = await import(dist('config.js'));
const { loadReferenceData, loadDemoData } = await import(dist('seeding/index.js'));
const { recordRegisterEvent } = await import(dist('modules/share-register/index.js'));
const ledger = await import(dist('modules/evidence-ledger/index.js'));
const chain = await import(dist('modules/regional-chain/index.js'));
const { buildBlock } = await import(dist('modules/chain-node/index.js'));
const domain = await import('@rer/domain');

const { admin, dbName, url } = await scratchDatabase(adminUrl, 'rer_bench_chain');
const db = await openPostgres(url.toString(), 4);
const config = loadConfig({ APP_ENV: 'test', DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() });
const COMPANY = demoId('c', 1);
const FROM = demoId('f', 1);
const TO = demoId('f', 4);

const record = (event) =>
  db.withTenant(TENANT, (tx) =>
    recordRegisterEvent({ tx, tenantId: TENANT, companyId: COMPANY, event, actor: { actorId: 'bench' } }),
  );
const transfer = (i) =>
  record({
    type: 'transfer',
    holderId: FROM,
    toHolderId: TO,
    shareNature: '4',
    reason: 'agreement',
    quantity: 1n,
    occurredAt: '2026-06-01T00:00:00Z',
    basis: { kind: 'application', reference: `BENCH-${i}` },
  });

const summary = (ms) => {
  ms.sort((a, b) => a - b);
  return { count: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95) };
};

/**
 * `count` pairs of transfers, one at a time (an approval's register transaction): in each pair one
 * without the chain's hooks and one with them, in alternating order, so both series see the same
 * machine (these machines are shared: a series run after the other measured the load as much as
 * the snapshots).
 */
async function approvalPairs(count, offset) {
  const without = [];
  const withSnapshots = [];
  const timed = async (i, series) => {
    const t0 = performance.now();
    await transfer(offset + i);
    series.push(performance.now() - t0);
  };
  for (let i = 0; i < count; i++) {
    const order = i % 2 === 0 ? [false, true] : [true, false];
    for (const hooked of order) {
      const uninstall = hooked ? chain.installRegionalChainHooks() : null;
      await timed(2 * i + (hooked ? 1 : 0), hooked ? withSnapshots : without);
      uninstall?.();
    }
  }
  return { without: summary(without), withSnapshots: summary(withSnapshots) };
}

/** Closes a block of `size` entries: the log up to now is checkpointed first. */
async function plantBlock(size) {
  const sign = () =>
    db.withTenant(TENANT, (tx) =>
      ledger.createCheckpoint(tx, { tenantId: TENANT, signer: config.ledger.signer }),
    );
  await ledger.integrateTenant(db, TENANT);
  await sign();
  for (let done = 0; done < size; done += 500) {
    const batch = Array.from({ length: Math.min(500, size - done) }, (_, i) => ({
      tenantId: TENANT,
      kind: 'bench.entry',
      body: { n: String(done + i), note: '压测条目' },
    }));
    await db.withTenant(TENANT, (tx) => ledger.appendLedgerEntries(tx, batch));
  }
  await ledger.integrateTenant(db, TENANT);
  await sign();
  return db.withTenant(TENANT, (tx) => ledger.countCheckpoints(tx, TENANT));
}

try {
  await migrate(db);
  await loadReferenceData(db);
  await loadDemoData(db);
  ledger.configureLedgerFromConfig(config.ledger, []);
  chain.configureRegionalChain(config.chain);
  await record({
    type: 'initialRegistration',
    entries: [{ holderId: FROM, shareNature: '4', quantity: 100_000_000n }],
    occurredAt: '2026-03-01T00:00:00Z',
    basis: { kind: 'other', reference: 'bench' },
  });
  // Warm-up (plans, pool, JIT; the first snapshots create version 0), then the measured pairs.
  await approvalPairs(Math.min(20, TRANSFERS), 0);
  const { without, withSnapshots } = await approvalPairs(TRANSFERS, 1000);
  const raw = new pg.Client({ connectionString: url.toString() });
  await raw.connect();
  // Proof that the hooked series wrote snapshots.
  const snapshots = Number((await raw.query('select count(*) as n from chain_object_version')).rows[0].n);
  await raw.end();

  const height = await plantBlock(BLOCK);
  const scope = { tenantId: TENANT, networkId: `rer-${TENANT}` };
  const builds = [];
  let block;
  for (let i = 0; i < BUILDS; i++) {
    const t0 = performance.now();
    block = await db.withTenant(TENANT, (tx) =>
      buildBlock(tx, scope, height, config.chainNode.maxBlockBytes),
    );
    builds.push(performance.now() - t0);
  }
  builds.sort((a, b) => a - b);
  const previous = await db.withTenant(TENANT, (tx) => buildBlock(tx, scope, height - 1, 16 * 1024 * 1024));
  const { signer } = config.ledger;
  const verifierKeys = [
    domain.formatVerifierKey({ name: block.origin, alg: signer.alg, publicKey: signer.publicKeyRaw }),
  ];
  const problems = domain.checkBlock(block, {
    hash: domain.hashFnForAlgorithm('sm3'),
    verifierKeys,
    previous,
  });
  const added = withSnapshots.p95 - without.p95;
  const results = {
    database: 'postgres',
    transfers: TRANSFERS,
    approvalMs: { without, withSnapshots, addedP95: added, targetAddedP95: 5, ok: added <= 5 },
    snapshotsWritten: snapshots,
    block: {
      entries: block.transactions.length,
      bytes: JSON.stringify(block).length,
      buildMs: { p50: percentile(builds, 50), p95: percentile(builds, 95), max: builds.at(-1) },
      target: 200,
      ok: percentile(builds, 95) <= 200,
      verifierProblems: problems.length,
    },
    machine: { cpus: os.cpus().length, node: process.version },
    at: new Date().toISOString(),
  };
  const f = (n) => n.toFixed(1);
  console.table([
    { 测量: '审批（无快照）p50/p95 ms', 值: `${f(without.p50)} / ${f(without.p95)}` },
    { 测量: '审批（写快照）p50/p95 ms', 值: `${f(withSnapshots.p50)} / ${f(withSnapshots.p95)}` },
    { 测量: '快照增加的 p95 ms（目标 ≤ 5）', 值: `${f(added)} ${added <= 5 ? '达标' : '未达标'}` },
    {
      测量: `区块 ${block.transactions.length} 条（含证明）p50/p95 ms（目标 ≤ 200）`,
      值: `${f(results.block.buildMs.p50)} / ${f(results.block.buildMs.p95)}`,
    },
    { 测量: '写入的快照数', 值: snapshots },
    { 测量: '校验器发现的差异', 值: problems.length },
  ]);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'chain.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (problems.length > 0 || snapshots === 0) {
    console.error(problems.slice(0, 5).join('\n'));
    process.exitCode = 1;
  }
} finally {
  await db.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
