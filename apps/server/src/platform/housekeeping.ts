import type { Database } from './db/database.js';
import { purgeExpiredSecurityRows, purgeFinishedJobs } from './housekeeping.repository.js';
import type { JobRunner } from './jobs.js';
import { DEFAULT_TENANT_ID } from './tenant-context.js';

/**
 * Daily clean-up of finished background jobs. Scheduled through the jobs table itself: one job
 * per day (deduplicated by date), each run enqueues the next, so any number of processes
 * schedule it without doubling it.
 */
export const HOUSEKEEPING_QUEUE = 'platform.housekeeping';

function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function nextRunAt(now: Date): Date {
  const next = new Date(now);
  next.setUTCDate(next.getUTCDate() + 1);
  next.setUTCHours(19, 0, 0, 0); // 03:00 in China, a quiet hour
  return next;
}

/**
 * How long `auth_attempt` rows are kept. Every key is read over a window shorter than this: login and SMS
 * counters (at most a day), and the face-check state (`face:account:` daily count, `face:owner:` valid
 * 30 minutes, `face:used:` consulted only while its owner row is still valid), so purging by age alone
 * never forgets a row that is still read.
 */
export { ATTEMPT_RETENTION_DAYS } from './housekeeping.repository.js';
export { purgeExpiredSecurityRows, purgeFinishedJobs };

export async function registerHousekeeping(db: Database, jobs: JobRunner, now = new Date()): Promise<void> {
  const schedule = (runAt: Date) =>
    jobs.enqueue({
      tenantId: DEFAULT_TENANT_ID,
      queue: HOUSEKEEPING_QUEUE,
      payload: { scheduledFor: runAt.toISOString() },
      dedupeKey: dayKey(runAt),
      runAt,
    });
  jobs.register(HOUSEKEEPING_QUEUE, async (job) => {
    await purgeFinishedJobs(db);
    await purgeExpiredSecurityRows(db);
    // The next run follows the one scheduled, not the clock, so a late run does not skip a day.
    const scheduledFor = new Date((job.payload as { scheduledFor?: string }).scheduledFor ?? Date.now());
    await schedule(nextRunAt(scheduledFor));
  });
  await schedule(nextRunAt(now));
}
