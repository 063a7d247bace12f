import { sql } from 'drizzle-orm';
import { type Database, type Executor, rows } from './db/database.js';
import type { EnqueueOptions, JobRecord } from './jobs.js';

export async function enqueueJob(executor: Executor, options: EnqueueOptions): Promise<string | null> {
  const runAt = (options.runAt ?? new Date()).toISOString();
  const inserted = await rows<{ id: string }>(
    executor,
    sql`insert into job (tenant_id, queue, payload, dedupe_key, run_at, max_attempts)
        values (${options.tenantId}, ${options.queue}, ${JSON.stringify(options.payload ?? {})}::jsonb,
                ${options.dedupeKey ?? null}, ${runAt}, ${options.maxAttempts ?? 5})
        on conflict (queue, dedupe_key) where dedupe_key is not null do nothing
        returning id::text as id`,
  );
  return inserted[0]?.id ?? null;
}

/** Claims due (or lease-expired) jobs of the queues for this worker (FOR UPDATE SKIP LOCKED). */
export async function claimJobs(
  db: Database,
  options: { workerId: string; queues: readonly string[]; leaseMs: number; batchSize: number },
): Promise<JobRecord[]> {
  return rows<JobRecord>(
    db.orm,
    sql`update job set status = 'running', locked_by = ${options.workerId},
               locked_until = now() + make_interval(secs => ${options.leaseMs / 1000}),
               attempts = attempts + 1, updated_at = now()
        where id in (
          select id from job
          where queue = any(string_to_array(${options.queues.join(',')}, ','))
            and ((status = 'queued' and run_at <= now())
              or (status = 'running' and locked_until < now()))
          order by run_at, id
          limit ${options.batchSize}
          for update skip locked)
        returning id::text as id, tenant_id as "tenantId", queue, payload, attempts,
                  max_attempts as "maxAttempts"`,
  );
}

export async function markJobDone(db: Database, id: string, workerId: string): Promise<void> {
  await db.orm.execute(
    sql`update job set status = 'done', finished_at = now(), updated_at = now(), locked_by = null,
               locked_until = null, last_error = null
        where id = ${id} and locked_by = ${workerId}`,
  );
}

export async function markJobFailed(
  db: Database,
  id: string,
  workerId: string,
  failure: { isFinal: boolean; message: string; retryAfterMs: number },
): Promise<void> {
  await db.orm.execute(
    sql`update job set status = ${failure.isFinal ? 'failed' : 'queued'},
               run_at = now() + make_interval(secs => ${failure.retryAfterMs / 1000}),
               last_error = ${failure.message}, locked_by = null, locked_until = null,
               updated_at = now(), finished_at = ${failure.isFinal ? sql`now()` : null}
        where id = ${id} and locked_by = ${workerId}`,
  );
}
