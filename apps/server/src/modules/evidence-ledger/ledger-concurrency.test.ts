import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { verifyRegister } from '../share-register/index.js';
import { plantRegister, record, TENANT } from '../share-register/testing/register-fixture.js';
import { appendLedgerEntries } from './append-ledger-entry.js';
import { type IntegratedBatch, integrateTenant } from './sequencer.js';
import { configureTestLedger, testSigner } from './testing/ledger-fixture.js';
import { verifyLedger } from './verify-ledger.js';

const ROLLED_BACK = 'rolled back';

/**
 * On PostgreSQL (TEST_DB=postgres) business transactions and three sequencers truly race on a
 * pool of 10; PGlite serialises them (the outcome must be the same).
 */
describe('evidence ledger under concurrent appends and sequencers', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    configureTestLedger(7);
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('committed entries get seqs 1..n without gap or duplicate; rolled-back ones never reach the log', async () => {
    const companies = await Promise.all(Array.from({ length: 4 }, () => plantRegister(t.db, 2)));
    const committed: string[] = [];
    const rolledBack: string[] = [];
    const business = [
      // Register events of four companies (different company locks, no ledger lock any more) …
      ...companies.map(({ companyId, holders }) =>
        record(t.db, companyId, {
          type: 'initialRegistration',
          entries: [{ holderId: holders[0]!, shareNature: '4', quantity: 100n }],
        }),
      ),
      // … racing with transactions queueing one to three entries, some rolled back after queueing.
      ...Array.from({ length: 60 }, (_, i) =>
        t.db
          .withTenant(TENANT, async (tx) => {
            const appended = await appendLedgerEntries(
              tx,
              Array.from({ length: (i % 3) + 1 }, (_, k) => ({
                tenantId: TENANT,
                kind: 'test.entry',
                body: { i, k },
              })),
            );
            const hashes = appended.map((a) => a.leafHash);
            if (i % 9 === 4) {
              rolledBack.push(...hashes);
              throw new Error(ROLLED_BACK);
            }
            return hashes;
          })
          .then(
            (hashes) => committed.push(...hashes),
            (error: unknown) => {
              if (!(error instanceof Error && error.message === ROLLED_BACK)) throw error;
            },
          ),
      ),
    ];
    // Three sequencers integrate while the business transactions run, in small batches.
    const batches: IntegratedBatch[][] = [[], [], []];
    let isDone = false;
    const sequencers = batches.map(async (mine) => {
      while (!isDone) {
        await integrateTenant(t.db, TENANT, { batchSize: 5, onBatch: (b) => mine.push(b) });
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    });
    await Promise.all(business);
    isDone = true;
    await Promise.all(sequencers);
    await integrateTenant(t.db, TENANT, { onBatch: (b) => batches[0]!.push(b) });

    const expected =
      4 + Array.from({ length: 60 }, (_, i) => (i % 9 === 4 ? 0 : (i % 3) + 1)).reduce((a, b) => a + b, 0);
    expect(committed.length).toBe(expected - 4);
    const log = await rows<{ seq: string; leaf: string; kind: string }>(
      t.db.orm,
      sql`select e.seq::text as seq, encode(e.leaf_hash, 'hex') as leaf, e.kind from ledger_entry e
          where e.tenant_id = ${TENANT} order by e.seq`,
    );
    expect(log.map((e) => Number(e.seq))).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
    const onLog = new Set(log.map((e) => e.leaf));
    expect(committed.filter((h) => !onLog.has(h))).toEqual([]);
    expect(rolledBack.length).toBeGreaterThan(0);
    expect(rolledBack.filter((h) => onLog.has(h))).toEqual([]);
    expect(log.filter((e) => e.kind === 'register.event')).toHaveLength(4);
    const [queued] = await rows<{ n: string }>(t.db.orm, sql`select count(*)::text as n from ledger_queue`);
    expect(queued!.n).toBe('0');

    // No two sequencers assigned the same seq or took the same queued entry.
    const all = batches.flat();
    const seqs = all.flatMap((b) => b.queueIds.map((_, k) => b.firstSeq + k)).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
    expect(batches.filter((mine) => mine.length > 0).length).toBeGreaterThan(1);
    const ids = all.flatMap((b) => b.queueIds);
    expect(new Set(ids).size).toBe(expected);

    // The sequencer cut a checkpoint each time a batch crossed a multiple of 7 (signer set, no publishers: no job).
    const checkpoints = await rows<{ size: string }>(
      t.db.orm,
      sql`select c.tree_size::text as size from ledger_checkpoint c where c.tenant_id = ${TENANT} order by c.tree_size`,
    );
    const crossings = all.filter((b) => Math.floor((b.firstSeq - 1) / 7) !== Math.floor(b.treeSize / 7));
    expect(checkpoints.map((c) => Number(c.size))).toEqual(
      crossings.map((b) => b.treeSize).sort((a, b) => a - b),
    );
    const jobs = await rows<{ n: string }>(
      t.db.orm,
      sql`select count(*)::text as n from job where queue = 'ledger.checkpoint'`,
    );
    expect(jobs[0]!.n).toBe('0');
    const result = await verifyLedger(t.db.orm, {
      tenantId: TENANT,
      publicKeyRaw: testSigner.publicKeyRaw,
      verifyRegister,
    });
    expect(result.differences).toEqual([]);
    expect(result).toMatchObject({ treeSize: expected, registerEventCount: 4, queuedCount: 0 });
  });
});
