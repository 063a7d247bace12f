// bench-smoke: helper
// Part 2 of bench/ledger.mjs: a 10,000,000-leaf log (SHA-256, built set-based in SQL level by
// level), then inclusion proof generation from the stored subtrees, receipt verification with the
// domain code, and appends (queued, integrated by the sequencer) on top of the big log.
import { createHash } from 'node:crypto';
import { percentile } from './stats.mjs';

const sec = (ns) => Number(ns) / 1e9;
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: +percentile(sorted, 50).toFixed(3),
    p95: +percentile(sorted, 95).toFixed(3),
    max: +sorted.at(-1).toFixed(3),
  };
};

/** Builds the big log of tenant 100010 and measures on it; returns the result sections. */
export async function measureBigLog({ db, raw, modules, signer, leaves: BIG, appendRun }) {
  const {
    createCheckpoint,
    getReceipt,
    frontierLevels,
    inclusionProofFromStore,
    hashFnFor,
    settings,
    domain,
  } = modules;
  const T = '100010';
  const origin = `bench.local/ledger/${T}/sha256`;
  let started = process.hrtime.bigint();
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
  const bigLog = {
    leaves: BIG,
    buildLeavesSeconds: +leavesSeconds.toFixed(1),
    buildNodesSeconds: +nodesSeconds.toFixed(1),
    tableSizes: sizes[0],
  };
  console.log('\n10M log built', bigLog);

  const checkpoint = await db.withTenant(T, (tx) => createCheckpoint(tx, { tenantId: T, signer }));
  const hash = hashFnFor('sha256');
  const samples = Array.from({ length: 300 }, () => Math.floor(Math.random() * BIG));
  const proofTimes = [];
  const receiptTimes = [];
  const verifyTimes = [];
  const sha256 = (b) => new Uint8Array(createHash('sha256').update(b).digest());
  for (const [i, index] of samples.entries()) {
    let t0 = process.hrtime.bigint();
    await inclusionProofFromStore(db.orm, T, hash, index, BIG);
    proofTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
    t0 = process.hrtime.bigint();
    const found = await db.withTenant(T, (tx) => getReceipt(tx, { tenantId: T, seq: index + 1 }));
    receiptTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
    t0 = process.hrtime.bigint();
    const verdict = domain.verifyReceipt(found.receipt, sha256);
    verifyTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (!verdict.ok) throw new Error(`receipt ${index} does not verify: ${verdict.reason}`);
    if (i === 0 && found.receipt.treeSize !== checkpoint.treeSize)
      throw new Error('receipt not on the checkpoint');
  }
  const atTenMillion = {
    samples: samples.length,
    proofHashes: domain.inclusionRanges(samples[0], BIG).length,
    inclusionProofFromStoreMs: stats(proofTimes),
    receiptMs: stats(receiptTimes),
    verifyReceiptMs: stats(verifyTimes),
  };
  console.log('at 10M', atTenMillion);

  settings.configureLedger({
    hashAlg: 'sha256',
    originPrefix: 'bench.local/ledger',
    checkpointEvery: 1_000_000,
    signer,
    publishers: [],
  });
  const appendOnTenMillion = await appendRun(T, 2_000, 1);
  console.log('appends on the 10M log', appendOnTenMillion);
  return { bigLog, atTenMillion, appendOnTenMillion };
}
