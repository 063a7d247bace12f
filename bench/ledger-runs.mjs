// bench-smoke: helper
// Part 1 of bench/ledger.mjs: appends inside business transactions (8 clients) with the server's
// sequencer integrating concurrently, and a standing backlog drained by the sequencer alone.
import { randomUUID } from 'node:crypto';
import { percentile } from './stats.mjs';

export const CLIENTS = 8;
export const sec = (ns) => Number(ns) / 1e9;
const round1 = (x) => +x.toFixed(1);
const median = (xs) =>
  xs.length === 0
    ? 0
    : percentile(
        [...xs].sort((a, b) => a - b),
        50,
      );

/** A generated fake ID number (GB 11643 check digit), never a real person's. */
function fakeId(sequence) {
  const first17 = `11010519900101${String(sequence % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

export async function parallel(total, worker) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = next++; i < total; i = next++) await worker(i);
    }),
  );
}

/**
 * Milliseconds between consecutive batch commits once `from` has passed (the sequencer runs one
 * batch after the other while the backlog lasts): median of the first and the last quarter, and
 * p95, so a batch time that grows as the backlog drains shows.
 */
function batchTimes(commits, from) {
  const times = [];
  for (let i = 1; i < commits.length; i++) {
    if (commits[i - 1] >= from) times.push(Number(commits[i] - commits[i - 1]) / 1e6);
  }
  if (times.length < 4) return { batches: times.length };
  const quarter = Math.max(1, Math.floor(times.length / 4));
  return {
    batches: times.length,
    firstQuarterMedianMs: round1(median(times.slice(0, quarter))),
    lastQuarterMedianMs: round1(median(times.slice(-quarter))),
    p95Ms: round1(
      percentile(
        [...times].sort((a, b) => a - b),
        95,
      ),
    ),
  };
}

export function ledgerRuns({ db, raw, ledger, LedgerSequencer, recordRegisterEvent }) {
  const treeSize = async (tenantId) => {
    const { rows } = await raw.query(
      'select coalesce(max(tree_size), 0)::int as n from ledger_head where tenant_id = $1',
      [tenantId],
    );
    return rows[0].n;
  };

  /**
   * Runs `work` (8 clients, or `beforeStart` alone when the sequencer starts after it) with the
   * server's sequencer integrating; `work(i)` returns the queue ids its committed transaction
   * got, for the lag. Waits until `leaves` entries were integrated and checks the log's size.
   */
  async function withSequencer(tenantId, transactions, leaves, work, { startAfterWork = false } = {}) {
    const committedAt = new Map();
    const integratedAt = new Map();
    const commits = [];
    let integrated = 0;
    let allIn;
    const allIntegrated = new Promise((resolve) => {
      allIn = resolve;
    });
    const before = await treeSize(tenantId);
    const sequencer = new LedgerSequencer(db, {
      onBatch: (batch) => {
        const now = process.hrtime.bigint();
        commits.push(now);
        for (const id of batch.queueIds) integratedAt.set(id, now);
        integrated += batch.queueIds.length;
        if (integrated >= leaves) allIn();
      },
      onError: (error) => console.error('sequencer', error),
    });
    if (!startAfterWork) sequencer.start();
    const started = process.hrtime.bigint();
    await parallel(transactions, async (i) => {
      const ids = await work(i);
      const now = process.hrtime.bigint();
      for (const id of ids) committedAt.set(id, now);
    });
    const acceptedAt = process.hrtime.bigint();
    const acceptedSeconds = sec(acceptedAt - started);
    if (startAfterWork) sequencer.start();
    await allIntegrated;
    const integratedSeconds = sec(process.hrtime.bigint() - (startAfterWork ? acceptedAt : started));
    await sequencer.stop();
    const grown = (await treeSize(tenantId)) - before;
    if (grown !== leaves) throw new Error(`log of ${tenantId} grew by ${grown}, not ${leaves}`);
    const lags = [...committedAt].map(([id, at]) => Math.max(0, Number(integratedAt.get(id) - at) / 1e6));
    lags.sort((a, b) => a - b);
    return {
      transactions,
      leaves,
      acceptedSeconds: +acceptedSeconds.toFixed(2),
      acceptedLeavesPerSecond: Math.round(leaves / acceptedSeconds),
      integratedSeconds: +integratedSeconds.toFixed(2),
      integratedLeavesPerSecond: Math.round(leaves / integratedSeconds),
      ...(lags.length > 0 && !startAfterWork
        ? {
            lagMs: {
              p50: round1(percentile(lags, 50)),
              p95: round1(percentile(lags, 95)),
              max: round1(lags.at(-1)),
            },
          }
        : {}),
      // Batches after the clients finished: the backlog drained by the sequencer alone.
      drainBatches: batchTimes(commits, acceptedAt),
    };
  }

  const appendWork = (tenantId, leavesPerTx) => async (i) => {
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
  };

  /** Appends in business transactions, integrated concurrently. */
  const appendRun = (tenantId, transactions, leavesPerTx) =>
    withSequencer(tenantId, transactions, transactions * leavesPerTx, appendWork(tenantId, leavesPerTx)).then(
      (r) => ({ leavesPerTransaction: leavesPerTx, ...r }),
    );

  /** A standing backlog: queued with no sequencer running, then drained by one. */
  const backlogRun = (tenantId, transactions, leavesPerTx) =>
    withSequencer(tenantId, transactions, transactions * leavesPerTx, appendWork(tenantId, leavesPerTx), {
      startAfterWork: true,
    }).then(({ transactions: _t, acceptedSeconds, acceptedLeavesPerSecond, ...r }) => ({
      leavesPerTransaction: leavesPerTx,
      queuedSeconds: acceptedSeconds,
      ...r,
    }));

  /**
   * Real register events: transfers between holders of 16 companies (the company lock serialises
   * a company's events; the ledger no longer serialises the tenant's transactions).
   */
  async function registerEventsRun(tenantId, transactions) {
    const companies = [];
    for (let c = 0; c < 16; c++) {
      const companyId = randomUUID();
      const holders = [randomUUID(), randomUUID()];
      await raw.query('insert into company (uuid, tenant_id, name, company_type) values ($1, $2, $3, 2)', [
        companyId,
        tenantId,
        `压测公司${c}`,
      ]);
      for (const [i, h] of holders.entries()) {
        await raw.query(
          `insert into holder_account (uuid, tenant_id, account_number, organ_type, holder_name, cert_type, certificate_no)
           values ($1, $2, $3, 2, $4, '1', $5)`,
          [h, tenantId, `B${c}-${i}-${Date.now() % 100000}`, `股东${c}-${i}`, fakeId(c * 2 + i)],
        );
      }
      companies.push({ companyId, holders });
      await db.withTenant(tenantId, (tx) =>
        recordRegisterEvent({
          tx,
          tenantId,
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
    const events = await withSequencer(tenantId, transactions, transactions + companies.length, async (i) => {
      const { companyId, holders } = companies[i % companies.length];
      await db.withTenant(tenantId, (tx) =>
        recordRegisterEvent({
          tx,
          tenantId,
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
    });
    return {
      transactions,
      seconds: events.acceptedSeconds,
      perSecond: Math.round(transactions / events.acceptedSeconds),
      integratedSeconds: events.integratedSeconds,
    };
  }

  return { appendRun, backlogRun, registerEventsRun };
}
