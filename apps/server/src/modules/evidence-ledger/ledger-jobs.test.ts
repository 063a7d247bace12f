import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { rows } from '../../platform/db/database.js';
import { JobRunner } from '../../platform/jobs.js';
import { createTestDatabaseWithBus } from '../../test-support/test-database.js';
import { verifyRegister } from '../share-register/index.js';
import { appendLedgerEntries } from './append-ledger-entry.js';
import { registerLedgerJobs, TICK_QUEUE, VERIFY_QUEUE, verifyAndRecord } from './ledger-jobs.js';
import { integrateTenant } from './sequencer.js';
import type { LedgerSequencer } from './sequencer-worker.js';
import { plantTenant } from './testing/ledger-fixture.js';

const TENANT = '100099';

describe('ledger jobs', () => {
  let t: Awaited<ReturnType<typeof createTestDatabaseWithBus>>;
  const config = loadConfig({
    APP_ENV: 'test',
    LEDGER_CHECKPOINT_EVERY: '3',
    LEDGER_CHECKPOINT_SECONDS: '30',
    LEDGER_SIGNING_KEY: Buffer.alloc(32, 5).toString('base64'),
  }).ledger;
  const checkpointSizes = async () =>
    (
      await rows<{ tree_size: string }>(
        t.db.orm,
        sql`select tree_size::text from ledger_checkpoint where tenant_id = ${TENANT} order by tree_size`,
      )
    ).map((r) => Number(r.tree_size));

  beforeAll(async () => {
    t = await createTestDatabaseWithBus();
    await plantTenant(t.db, TENANT);
  });
  afterAll(async () => {
    await t.drop();
  });

  let runner: JobRunner;
  let sequencer: LedgerSequencer;
  const logSize = async () =>
    Number(
      (
        await rows<{ n: string }>(
          t.db.orm,
          sql`select count(*)::text as n from ledger_entry where tenant_id = ${TENANT}`,
        )
      )[0]!.n,
    );

  it('the sequencer cuts a checkpoint every N entries; the tick and the verification are scheduled', async () => {
    runner = new JobRunner(t.db, t.bus, { pollMs: 60_000 });
    sequencer = await registerLedgerJobs(
      t.db,
      runner,
      config,
      { error: () => undefined },
      { verifyRegister },
    );
    const scheduled = await rows<{ queue: string }>(
      t.db.orm,
      sql`select queue from job where queue in (${TICK_QUEUE}, ${VERIFY_QUEUE}) order by queue`,
    );
    expect(scheduled.map((j) => j.queue)).toEqual([TICK_QUEUE, VERIFY_QUEUE]);
    const append = (n: number) =>
      t.db.withTenant(TENANT, (tx) =>
        appendLedgerEntries(
          tx,
          Array.from({ length: n }, (_, i) => ({ tenantId: TENANT, kind: 'test.entry', body: { i } })),
        ),
      );
    await append(2);
    expect(await sequencer.runOnce()).toBe(2);
    expect(await checkpointSizes()).toEqual([]);
    await append(2); // crosses 3
    expect(await sequencer.runOnce()).toBe(2);
    expect(await checkpointSizes()).toEqual([4]);
    // Signed by the sequencer itself: no job was needed (no anchoring publisher configured).
    expect(await runner.drain()).toBe(0);
  });

  it('started with the job runner, the sequencer integrates an append without any read', async () => {
    runner.start();
    try {
      await t.db.withTenant(TENANT, (tx) =>
        appendLedgerEntries(tx, [{ tenantId: TENANT, kind: 'test.entry', body: { background: 1 } }]),
      );
      const until = Date.now() + 10_000;
      while ((await logSize()) < 5 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(await logSize()).toBe(5);
    } finally {
      await runner.stop();
    }
  });

  it('the verification writes its result into the log', async () => {
    await t.db.withTenant(TENANT, (tx) =>
      appendLedgerEntries(tx, [{ tenantId: TENANT, kind: 'test.entry', body: { queued: 1 } }]),
    );
    // Integrated before verifying; the verification entry itself is queued.
    const [result] = await verifyAndRecord(t.db, config, verifyRegister);
    expect(result).toMatchObject({ tenantId: TENANT, treeSize: 6, queuedCount: 0, differences: [] });
    await integrateTenant(t.db, TENANT);
    const [entry] = await rows<{ entry: string; seq: string }>(
      t.db.orm,
      sql`select entry, seq::text from ledger_entry where tenant_id = ${TENANT} and kind = 'ledger.verification'`,
    );
    expect(Number(entry!.seq)).toBe(7);
    expect(JSON.parse(entry!.entry).body).toMatchObject({
      isConsistent: true,
      treeSize: 6,
      differenceCount: 0,
    });
  });
});
