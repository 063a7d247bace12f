import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { rows } from '../../platform/db/database.js';
import { JobRunner } from '../../platform/jobs.js';
import { createTestDatabaseWithBus } from '../../test-support/test-database.js';
import { appendLedgerEntries } from './append-ledger-entry.js';
import { registerLedgerJobs, TICK_QUEUE, VERIFY_QUEUE, verifyAndRecord } from './ledger-jobs.js';
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

  it('checkpoints every N entries through the queued job, and schedules the tick and the verification', async () => {
    const runner = new JobRunner(t.db, t.bus, { pollMs: 60_000 });
    await registerLedgerJobs(t.db, runner, config, { error: () => undefined });
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
    await runner.drain();
    expect(await checkpointSizes()).toEqual([]);
    await append(2); // crosses 3
    await runner.drain();
    expect(await checkpointSizes()).toEqual([4]);
  });

  it('the verification writes its result into the log', async () => {
    const [result] = await verifyAndRecord(t.db, config);
    expect(result).toMatchObject({ tenantId: TENANT, treeSize: 4, differences: [] });
    const [entry] = await rows<{ entry: string; seq: string }>(
      t.db.orm,
      sql`select entry, seq::text from ledger_entry where tenant_id = ${TENANT} and kind = 'ledger.verification'`,
    );
    expect(Number(entry!.seq)).toBe(5);
    expect(JSON.parse(entry!.entry).body).toMatchObject({
      isConsistent: true,
      treeSize: 4,
      differenceCount: 0,
    });
  });
});
