import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { plantRegister, record, TENANT } from '../share-register/testing/register-fixture.js';
import { appendLedgerEntries } from './append-ledger-entry.js';
import { createCheckpoint } from './checkpoints.js';
import { configureTestLedger, testSigner } from './testing/ledger-fixture.js';
import { verifyLedger } from './verify-ledger.js';

/** On PostgreSQL (TEST_DB=postgres) the appends truly race on a pool of 10; PGlite serialises them. */
describe('evidence ledger under concurrent appends', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    configureTestLedger(7);
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('racing business transactions get a gapless sequence and one consistent tree', async () => {
    const companies = await Promise.all(Array.from({ length: 4 }, () => plantRegister(t.db, 2)));
    const work = [
      // Register events of four companies (different company locks, one ledger lock) …
      ...companies.map(({ companyId, holders }) =>
        record(t.db, companyId, {
          type: 'initialRegistration',
          entries: [{ holderId: holders[0]!, shareNature: '4', quantity: 100n }],
        }),
      ),
      // … racing with other transactions appending one to three entries, some rolled back …
      ...Array.from({ length: 36 }, (_, i) =>
        t.db
          .withTenant(TENANT, async (tx) => {
            await appendLedgerEntries(
              tx,
              Array.from({ length: (i % 3) + 1 }, (_, k) => ({
                tenantId: TENANT,
                kind: 'test.entry',
                body: { i, k },
              })),
            );
            if (i % 9 === 4) throw new Error('rolled back');
            if (i % 5 === 0) await createCheckpoint(tx, { tenantId: TENANT, signer: testSigner });
          })
          .catch((error: unknown) => {
            if (!(error instanceof Error && error.message === 'rolled back')) throw error;
          }),
      ),
    ];
    await Promise.all(work);
    const seqs = await rows<{ seq: string }>(
      t.db.orm,
      sql`select seq::text as seq from ledger_entry e where tenant_id = ${TENANT} order by e.seq`,
    );
    const expected =
      4 + Array.from({ length: 36 }, (_, i) => (i % 9 === 4 ? 0 : (i % 3) + 1)).reduce((a, b) => a + b, 0);
    expect(seqs.map((s) => Number(s.seq))).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
    // The checkpoint job was queued at each multiple of 7 crossed.
    const jobs = await rows<{ n: string }>(
      t.db.orm,
      sql`select count(*)::text as n from job where queue = 'ledger.checkpoint'`,
    );
    expect(Number(jobs[0]!.n)).toBe(Math.floor(expected / 7));
    const result = await verifyLedger(t.db.orm, { tenantId: TENANT, publicKeyRaw: testSigner.publicKeyRaw });
    expect(result.differences).toEqual([]);
    expect(result.treeSize).toBe(expected);
  });
});
