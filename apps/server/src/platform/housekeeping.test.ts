import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_CHECK_LIMITS } from '../modules/identity/index.js';
import { createTestDatabaseWithBus } from '../test-support/test-database.js';
import { rows } from './db/database.js';
import {
  ATTEMPT_RETENTION_DAYS,
  HOUSEKEEPING_QUEUE,
  nextRunAt,
  purgeExpiredSecurityRows,
  registerHousekeeping,
} from './housekeeping.js';
import { JobRunner } from './jobs.js';

describe('housekeeping', () => {
  let t: Awaited<ReturnType<typeof createTestDatabaseWithBus>>;
  beforeAll(async () => {
    t = await createTestDatabaseWithBus();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('schedules one run a day however many processes start, purges old finished jobs and schedules the next', async () => {
    const a = new JobRunner(t.db, t.bus, { pollMs: 60_000 });
    const b = new JobRunner(t.db, t.bus, { pollMs: 60_000 });
    await registerHousekeeping(t.db, a);
    await registerHousekeeping(t.db, b);
    const scheduled = await rows<{ n: string }>(
      t.db.orm,
      sql`select count(*)::text as n from job where queue = ${HOUSEKEEPING_QUEUE}`,
    );
    expect(scheduled[0]!.n).toBe('1');

    await t.db.orm.execute(sql`insert into job (tenant_id, queue, status, finished_at) values
      ('000000', 'x.old', 'done', now() - interval '40 days'),
      ('000000', 'x.recent', 'done', now() - interval '2 days'),
      ('000000', 'x.waiting', 'queued', null)`);
    await t.db.orm.execute(sql`update job set run_at = now() where queue = ${HOUSEKEEPING_QUEUE}`);
    expect(await a.drain()).toBe(1);
    const left = await rows<{ queue: string; status: string }>(
      t.db.orm,
      sql`select queue, status from job order by id`,
    );
    expect(left.map((j) => j.queue)).not.toContain('x.old');
    expect(left.map((j) => j.queue)).toEqual(expect.arrayContaining(['x.recent', 'x.waiting']));
    // The run that finished is kept (recent), and tomorrow's is queued.
    expect(left.filter((j) => j.queue === HOUSEKEEPING_QUEUE && j.status === 'queued')).toHaveLength(1);
  });

  it('runs at 03:00 China time on the next day', () => {
    expect(nextRunAt(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-11-22T19:00:00.000Z');
  });

  it('purges expired security rows and keeps live ones', async () => {
    await t.db.orm.execute(sql`insert into auth_attempt (key, occurred_at, success) values
      ('login:old', now() - interval '3 days', false), ('login:new', now(), false)`);
    await t.db.orm.execute(sql`insert into captcha (key, answer_hash, created_at, expires_at) values
      (gen_random_uuid(), 'x', now() - interval '3 days', now() - interval '3 days'),
      (gen_random_uuid(), 'y', now(), now() + interval '5 minutes')`);
    await purgeExpiredSecurityRows(t.db);
    const left = await rows<{ key: string }>(t.db.orm, sql`select key from auth_attempt order by key`);
    expect(left.map((r) => r.key)).toEqual(['login:new']);
    const captchas = await rows<{ answer_hash: string }>(t.db.orm, sql`select answer_hash from captcha`);
    expect(captchas.map((c) => c.answer_hash)).toEqual(['y']);
  });

  it('sweeps the face-check state rows kept in auth_attempt once no window reads them', async () => {
    // Every face-check key is read over at most a day (the daily count; a check is valid 30 minutes and
    // its `used` marker is consulted only while the owner row is valid), less than the retention.
    const retentionMs = ATTEMPT_RETENTION_DAYS * 24 * 60 * 60 * 1000;
    expect(retentionMs).toBeGreaterThan(24 * 60 * 60 * 1000);
    expect(retentionMs).toBeGreaterThan(FACE_CHECK_LIMITS.validMs);
    await t.db.orm.execute(sql`delete from auth_attempt`);
    await t.db.orm.execute(sql`insert into auth_attempt (key, occurred_at, success) values
      ('face:owner:000000:1:old', now() - interval '3 days', true),
      ('face:account:000000:1', now() - interval '3 days', true),
      ('face:used:old', now() - interval '3 days', true),
      ('face:owner:000000:1:new', now() - interval '20 minutes', true),
      ('face:account:000000:2', now() - interval '23 hours', true),
      ('face:used:new', now() - interval '10 minutes', true)`);
    await purgeExpiredSecurityRows(t.db);
    const left = await rows<{ key: string }>(t.db.orm, sql`select key from auth_attempt order by key`);
    expect(left.map((r) => r.key)).toEqual([
      'face:account:000000:2',
      'face:owner:000000:1:new',
      'face:used:new',
    ]);
  });
});
