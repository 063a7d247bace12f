// Evidence ledger at scale (issue 7, ADR 11), on PostgreSQL:
//  1. appends per second inside business transactions: one leaf per transaction, ten leaves per
//     transaction, and real register events (recordRegisterEvent: company lock, projection, audit,
//     ledger leaf), each with 8 concurrent clients;
//  2. a 10,000,000-leaf log (SHA-256, built set-based in SQL level by level), then inclusion
//     proof generation from the stored subtrees, receipt verification with the domain code, and
//     appends on top of the big log.
// Usage: npx tsc -b apps/server && BENCH_DATABASE_URL=postgres://… node bench/ledger.mjs [leaves] [appendTx]
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = (p) => path.join(here, '../apps/server/dist', p);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('请设置 BENCH_DATABASE_URL（PostgreSQL 连接串）');
  process.exit(2);
}
if (!fs.existsSync(dist('modules/evidence-ledger/append-ledger-entry.js'))) {
  console.error('请先编译服务端：npx tsc -b apps/server');
  process.exit(2);
}
const BIG = Number(process.argv[2] ?? 10_000_000);
const APPEND_TX = Number(process.argv[3] ?? 20_000);
const CLIENTS = 8;
const APPEND_TARGET_PER_S = 5_000;
const VERIFY_TARGET_MS = 1;

const { openPostgres } = await import(dist('platform/db/postgres.js'));
const { migrate } = await import(dist('db/migrate.js'));
const ledger = await import(dist('modules/evidence-ledger/append-ledger-entry.js'));
const settings = await import(dist('modules/evidence-ledger/ledger-settings.js'));
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
const db = await openPostgres(url.toString(), CLIENTS + 2);
const raw = new pg.Client({ connectionString: url.toString() });
const signer = ed25519FromSeed(new Uint8Array(32).fill(3));
const results = {
  database: 'postgres',
  clients: CLIENTS,
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

try {
  await migrate(db);
  await raw.connect();
  for (const t of ['100001', '100002', '100003', '100004', '100010']) {
    await raw.query('insert into tenant (tenant_id, tenant_name) values ($1, $2)', [t, `压测${t}`]);
  }

  // --- 1. appends inside business transactions ------------------------------------------------
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
  const appendRun = async (tenantId, transactions, leavesPerTx) => {
    const started = process.hrtime.bigint();
    await parallel(transactions, (i) =>
      db.withTenant(tenantId, (tx) =>
        ledger.appendLedgerEntries(
          tx,
          Array.from({ length: leavesPerTx }, (_, k) => ({
            tenantId,
            kind: 'bench.entry',
            body: { tx: i, k, amount: String(i * 100 + k) },
            personalKeys: ['holder'],
          })),
        ),
      ),
    );
    const seconds = sec(process.hrtime.bigint() - started);
    return {
      transactions,
      leavesPerTransaction: leavesPerTx,
      seconds: +seconds.toFixed(2),
      leavesPerSecond: Math.round((transactions * leavesPerTx) / seconds),
      transactionsPerSecond: Math.round(transactions / seconds),
    };
  };
  results.appendOnePerTransaction = await appendRun('100001', APPEND_TX, 1);
  results.appendTenPerTransaction = await appendRun('100002', Math.round(APPEND_TX / 5), 10);
  results.appendFiftyPerTransaction = await appendRun('100004', Math.round(APPEND_TX / 10), 50);
  console.log('appends (1 leaf / tx)', results.appendOnePerTransaction);
  console.log('appends (10 leaves / tx)', results.appendTenPerTransaction);
  console.log('appends (50 leaves / tx)', results.appendFiftyPerTransaction);

  // Real register events: transfers between holders of 16 companies (the company lock serialises
  // a company's events; the ledger lock serialises the tenant's appends).
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
  let started = process.hrtime.bigint();
  await parallel(registerEvents, (i) => {
    const { companyId, holders } = companies[i % companies.length];
    return db.withTenant('100003', (tx) =>
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
  });
  let seconds = sec(process.hrtime.bigint() - started);
  results.registerEvents = {
    transactions: registerEvents,
    seconds: +seconds.toFixed(2),
    perSecond: Math.round(registerEvents / seconds),
  };
  console.log('register events with their leaf', results.registerEvents);

  // --- 2. a 10,000,000-leaf log ----------------------------------------------------------------
  const T = '100010';
  const origin = `bench.local/ledger/${T}/sha256`;
  started = process.hrtime.bigint();
  await raw.query("insert into ledger_head (tenant_id, hash_alg, origin) values ($1, 'sha256', $2)", [
    T,
    origin,
  ]);
  await raw.query('alter table ledger_entry disable trigger ledger_entry_sequence');
  const CHUNK = 1_000_000;
  for (let from = 1; from <= BIG; from += CHUNK) {
    const to = Math.min(BIG, from + CHUNK - 1);
    // The canonical entry text (members sorted) and RFC 6962 leaf hash, computed by PostgreSQL.
    await raw.query(
      `insert into ledger_entry (tenant_id, seq, kind, entry, leaf_hash, biz_sn)
       select $1, g, 'bench.entry', e, sha256('\\x00'::bytea || convert_to(e, 'UTF8')), 'BIG' || g
       from (select g, '{"body":{"i":' || g || '},"kind":"bench.entry","recordedAt":"2026-11-21T00:00:00.000Z","tenantId":"${T}","v":1}' as e
             from generate_series($2::bigint, $3::bigint) g) s`,
      [T, from, to],
    );
    process.stdout.write(`  leaves ${to.toLocaleString()}\r`);
  }
  await raw.query('alter table ledger_entry enable trigger ledger_entry_sequence');
  const leavesSeconds = sec(process.hrtime.bigint() - started);
  started = process.hrtime.bigint();
  await raw.query('analyze ledger_entry');
  // Level 1 from the leaves, then each level from the one below: complete aligned subtrees only.
  // One ordered pass per level (lead() over the primary key), no self-join.
  await raw.query(
    `insert into ledger_node (tenant_id, level, idx, hash)
     select $1, 1, (seq - 1) / 2, sha256('\\x01'::bytea || leaf_hash || next_hash)
     from (select seq, leaf_hash, lead(leaf_hash) over (order by seq) as next_hash
           from ledger_entry where tenant_id = $1) s
     where seq % 2 = 1 and next_hash is not null`,
    [T],
  );
  for (let level = 2; 2 ** level <= BIG; level++) {
    await raw.query(
      `insert into ledger_node (tenant_id, level, idx, hash)
       select $1, $2::smallint, idx / 2, sha256('\\x01'::bytea || hash || next_hash)
       from (select idx, hash, lead(hash) over (order by idx) as next_hash
             from ledger_node where tenant_id = $1 and level = $2::smallint - 1) s
       where idx % 2 = 0 and next_hash is not null`,
      [T, level],
    );
  }
  // The head: the right-edge subtrees of the binary decomposition of the size.
  const frontier = [];
  let offset = 0;
  for (const level of frontierLevels(BIG)) {
    const idx = offset / 2 ** level;
    const { rows } =
      level === 0
        ? await raw.query(
            `select encode(leaf_hash, 'hex') as h from ledger_entry where tenant_id = $1 and seq = $2`,
            [T, offset + 1],
          )
        : await raw.query(
            `select encode(hash, 'hex') as h from ledger_node where tenant_id = $1 and level = $2 and idx = $3`,
            [T, level, idx],
          );
    frontier.push(rows[0].h);
    offset += 2 ** level;
  }
  await raw.query(
    `update ledger_head set tree_size = $2, frontier = array(select decode(f, 'hex') from unnest($3::text[]) with ordinality u(f, o) order by o) where tenant_id = $1`,
    [T, BIG, frontier],
  );
  await raw.query('vacuum analyze ledger_entry');
  await raw.query('vacuum analyze ledger_node');
  const nodesSeconds = sec(process.hrtime.bigint() - started);
  const { rows: sizes } = await raw.query(
    `select pg_size_pretty(pg_total_relation_size('ledger_entry')) as entries, pg_size_pretty(pg_total_relation_size('ledger_node')) as nodes`,
  );
  results.bigLog = {
    leaves: BIG,
    buildLeavesSeconds: +leavesSeconds.toFixed(1),
    buildNodesSeconds: +nodesSeconds.toFixed(1),
    tableSizes: sizes[0],
  };
  console.log('\n10M log built', results.bigLog);

  const checkpoint = await db.withTenant(T, (tx) => createCheckpoint(tx, { tenantId: T, signer }));
  const hash = hashFnFor('sha256');
  const samples = Array.from({ length: 300 }, () => Math.floor(Math.random() * BIG));
  const proofTimes = [];
  const receiptTimes = [];
  const verifyTimes = [];
  for (const [i, index] of samples.entries()) {
    let t0 = process.hrtime.bigint();
    await inclusionProofFromStore(db.orm, T, hash, index, BIG);
    proofTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
    t0 = process.hrtime.bigint();
    const found = await db.withTenant(T, (tx) => getReceipt(tx, { tenantId: T, seq: index + 1 }));
    receiptTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const sha256 = (b) => new Uint8Array(createHash('sha256').update(b).digest());
    t0 = process.hrtime.bigint();
    const verdict = domain.verifyReceipt(found.receipt, sha256);
    verifyTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (!verdict.ok) throw new Error(`receipt ${index} does not verify: ${verdict.reason}`);
    if (i === 0 && found.receipt.treeSize !== checkpoint.treeSize)
      throw new Error('receipt not on the checkpoint');
  }
  const stats = (times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      p50: +percentile(sorted, 50).toFixed(3),
      p95: +percentile(sorted, 95).toFixed(3),
      max: +sorted.at(-1).toFixed(3),
    };
  };
  results.atTenMillion = {
    samples: samples.length,
    proofHashes: domain.inclusionRanges(samples[0], BIG).length,
    inclusionProofFromStoreMs: stats(proofTimes),
    receiptMs: stats(receiptTimes),
    verifyReceiptMs: stats(verifyTimes),
  };
  console.log('at 10M', results.atTenMillion);

  settings.configureLedger({
    hashAlg: 'sha256',
    originPrefix: 'bench.local/ledger',
    checkpointEvery: 1_000_000,
    signer,
    publishers: [],
  });
  const appendsOnBig = 2_000;
  started = process.hrtime.bigint();
  await parallel(appendsOnBig, (i) =>
    db.withTenant(T, (tx) =>
      ledger.appendLedgerEntry(tx, { tenantId: T, kind: 'bench.entry', body: { late: i } }),
    ),
  );
  seconds = sec(process.hrtime.bigint() - started);
  results.appendOnTenMillion = { transactions: appendsOnBig, perSecond: Math.round(appendsOnBig / seconds) };
  console.log('appends on the 10M log', results.appendOnTenMillion);

  results.verdict = {
    appendsPerSecondOnePerTx:
      results.appendOnePerTransaction.leavesPerSecond >= APPEND_TARGET_PER_S ? 'met' : 'not met',
    appendsPerSecondTenPerTx:
      results.appendTenPerTransaction.leavesPerSecond >= APPEND_TARGET_PER_S ? 'met' : 'not met',
    appendsPerSecondFiftyPerTx:
      results.appendFiftyPerTransaction.leavesPerSecond >= APPEND_TARGET_PER_S ? 'met' : 'not met',
    verifyP95: results.atTenMillion.verifyReceiptMs.p95 <= VERIFY_TARGET_MS ? 'met' : 'not met',
  };
  results.measuredAt = new Date().toISOString();
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results/ledger.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(results.verdict);
} finally {
  await raw.end().catch(() => undefined);
  await db.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
