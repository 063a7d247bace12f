import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabaseWithBus } from '../test-support/test-database.js';
import { rows } from './db/database.js';
import { JobRunner, retryDelayMs } from './jobs.js';

describe('jobs runner', () => {
  let t: Awaited<ReturnType<typeof createTestDatabaseWithBus>>;
  beforeAll(async () => {
    t = await createTestDatabaseWithBus();
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(async () => {
    await t.db.orm.execute(sql`delete from job`);
  });

  const statusOf = async (id: string) =>
    (
      await rows<{ status: string; attempts: number; last_error: string | null }>(
        t.db.orm,
        sql`select status, attempts, last_error from job where id = ${id}`,
      )
    )[0];

  it('runs a job once and marks it done', async () => {
    const runner = new JobRunner(t.db, t.bus, { pollMs: 60_000 });
    const seen: unknown[] = [];
    runner.register('test.echo', async (job) => {
      seen.push(job.payload);
    });
    const id = await runner.enqueue({ tenantId: '000000', queue: 'test.echo', payload: { a: 1 } });
    expect(await runner.drain()).toBe(1);
    expect(await runner.drain()).toBe(0);
    expect(seen).toEqual([{ a: 1 }]);
    expect(await statusOf(id!)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('ignores a second enqueue with the same dedupe key', async () => {
    const runner = new JobRunner(t.db, t.bus, { pollMs: 60_000 });
    const first = await runner.enqueue({ tenantId: '000000', queue: 'test.once', dedupeKey: 'k1' });
    const second = await runner.enqueue({ tenantId: '000000', queue: 'test.once', dedupeKey: 'k1' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
  });

  it('retries a failing job with backoff, then gives up', async () => {
    const runner = new JobRunner(t.db, t.bus, { pollMs: 60_000 });
    runner.register('test.fail', async () => {
      throw new Error('provider down');
    });
    const id = await runner.enqueue({ tenantId: '000000', queue: 'test.fail', maxAttempts: 2 });
    await runner.drain();
    expect(await statusOf(id!)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'provider down' });
    // Not due yet: backoff pushed run_at into the future.
    expect(await runner.drain()).toBe(0);
    await t.db.orm.execute(sql`update job set run_at = now() where id = ${id}`);
    await runner.drain();
    expect(await statusOf(id!)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(retryDelayMs(1)).toBe(2000);
    expect(retryDelayMs(30)).toBe(600_000);
  });

  it('reclaims a job whose worker died (expired lease)', async () => {
    const runner = new JobRunner(t.db, t.bus, { pollMs: 60_000 });
    let runs = 0;
    runner.register('test.lease', async () => {
      runs++;
    });
    const id = await runner.enqueue({ tenantId: '000000', queue: 'test.lease' });
    await t.db.orm.execute(
      sql`update job set status = 'running', locked_by = 'dead-worker', locked_until = now() - interval '1 second' where id = ${id}`,
    );
    expect(await runner.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await statusOf(id!)).toMatchObject({ status: 'done' });
  });

  it('shares work between several runners: each job runs exactly once', async () => {
    const counts = new Map<string, number>();
    const runners = [0, 1, 2].map(() => {
      const r = new JobRunner(t.db, t.bus, { pollMs: 60_000, batchSize: 3 });
      r.register('test.shared', async (job) => {
        counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return r;
    });
    const ids: string[] = [];
    for (let i = 0; i < 60; i++)
      ids.push((await runners[0]!.enqueue({ tenantId: '000000', queue: 'test.shared' }))!);
    const ran = await Promise.all(runners.map((r) => r.drain()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(60);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.size).toBe(60);
  });

  it('wakes a started runner when a job is enqueued', async () => {
    const runner = new JobRunner(t.db, t.bus, { pollMs: 60_000 });
    const done = new Promise<void>((resolve) => runner.register('test.wake', async () => resolve()));
    runner.start();
    try {
      await runner.enqueue({ tenantId: '000000', queue: 'test.wake' });
      await done;
    } finally {
      await runner.stop();
    }
  });
});
