import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { JobRunner } from '../../platform/jobs.js';
import { createTestDatabaseWithBus } from '../../test-support/test-database.js';
import { FREEZE_EXPIRY_QUEUE, registerFreezeExpiry } from './freeze-expiry.js';

describe('share register: the freeze expiry job', () => {
  let t: Awaited<ReturnType<typeof createTestDatabaseWithBus>>;
  beforeAll(async () => {
    t = await createTestDatabaseWithBus();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('is scheduled once a day however many processes start, runs, and schedules the next day', async () => {
    const a = new JobRunner(t.db, t.bus, { pollMs: 60_000 });
    const b = new JobRunner(t.db, t.bus, { pollMs: 60_000 });
    await registerFreezeExpiry(t.db, a);
    await registerFreezeExpiry(t.db, b);
    const count = async () =>
      (
        await rows<{ n: string }>(
          t.db.orm,
          sql`select count(*)::text as n from job where queue = ${FREEZE_EXPIRY_QUEUE}`,
        )
      )[0]!.n;
    expect(await count()).toBe('1');
    await t.db.orm.execute(sql`update job set run_at = now() where queue = ${FREEZE_EXPIRY_QUEUE}`);
    expect(await a.drain()).toBe(1);
    const jobs = await rows<{ status: string }>(
      t.db.orm,
      sql`select status from job where queue = ${FREEZE_EXPIRY_QUEUE} order by id`,
    );
    expect(jobs.map((j) => j.status)).toEqual(['done', 'queued']);
  });
});
