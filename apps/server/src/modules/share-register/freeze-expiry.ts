import type { Database } from '../../platform/db/database.js';
import type { JobRunner } from '../../platform/jobs.js';
import type { RuntimePart } from '../../platform/runtime.js';
import { DEFAULT_TENANT_ID } from '../../platform/tenant-context.js';
import { chinaDate } from './export-format.js';
import { findFreezeState, findLastOccurredAt, listExpiredFreezes } from './freeze-expiry.repository.js';
import { queueFreezeLapsedNotice } from './freeze-notice.js';
import { recordRegisterEvent } from './record-register-event.js';
import { lockCompany } from './register.repository.js';

/**
 * A judicial freeze ends by itself when its term runs out and no renewal (续行冻结) extended it
 * (最高人民法院《关于人民法院民事执行中查封、扣押、冻结财产的规定》: 期限届满未办理延期手续的，
 * 查封、扣押、冻结的效力消灭). The register records that as an `unfreeze` event of what the freeze
 * still covers, effective at the start of the day after its end date (China time), so the register
 * as of any date shows the freeze only within its term; queued freezes behind it then take effect
 * through the same rule as a court's release. A queued freeze in effect (ADR 73) lapses the same
 * way, and the holder is sent a notice (`freeze-notice.ts`).
 */
export const FREEZE_EXPIRY_QUEUE = 'register.freeze-expiry';
const CHINA_OFFSET_MS = 8 * 3600_000;

/** The instant a freeze ending on `endsOn` (yyyy-MM-dd) stops: 00:00 China time the next day. */
export function freezeLapsesAt(endsOn: string): Date {
  const day = Date.parse(`${endsOn}T00:00:00Z`);
  return new Date(day + 86_400_000 - CHINA_OFFSET_MS);
}

export interface FreezeExpiryResult {
  released: number;
  failures: { companyId: string; seq: number; message: string }[];
}

/** Records an `unfreeze` for every active freeze whose end date is before today (China time). */
export async function expireFreezes(db: Database, now: Date): Promise<FreezeExpiryResult> {
  const today = chinaDate(now);
  // Across tenants (owner connection): only the keys; each release runs in its tenant's transaction.
  const expired = await listExpiredFreezes(db.orm, today);
  const result: FreezeExpiryResult = { released: 0, failures: [] };
  for (const freeze of expired) {
    const seq = Number(freeze.created_seq);
    try {
      const released = await db.withTenant(freeze.tenant_id, async (tx) => {
        // The company lock first (as every register event takes it), then what the freeze still covers.
        if (!(await lockCompany(tx, freeze.tenant_id, freeze.company_id))) return false;
        const row = await findFreezeState(tx, freeze.company_id, seq);
        // Released or renewed meanwhile: nothing to do.
        if (row?.status !== 'active' || row.ends_on >= today) return false;
        const lastOccurredAt = await findLastOccurredAt(tx, freeze.company_id);
        const lapse = freezeLapsesAt(row.ends_on).getTime();
        const lastAt = lastOccurredAt ? new Date(lastOccurredAt).getTime() : 0;
        await recordRegisterEvent({
          tx,
          tenantId: freeze.tenant_id,
          companyId: freeze.company_id,
          event: {
            type: 'unfreeze',
            encumbranceSeq: seq,
            quantity: BigInt(row.quantity),
            occurredAt: new Date(Math.max(lapse, lastAt)).toISOString(),
            basis: {
              kind: 'other',
              reference: `冻结期限届满自动解除（冻结文书${freeze.document_no ?? '未载明'}，截止${row.ends_on}）`,
            },
          },
          actor: { actorId: null, actorName: '系统（冻结到期）' },
        });
        // The holder is told in the same transaction's commit (ADR 73).
        await queueFreezeLapsedNotice(tx, {
          tenantId: freeze.tenant_id,
          companyId: freeze.company_id,
          seq,
          quantity: BigInt(row.quantity),
          endsOn: row.ends_on,
        });
        return true;
      });
      if (released) result.released++;
    } catch (error) {
      result.failures.push({
        companyId: freeze.company_id,
        seq,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return result;
}

/** Daily at 00:05 China time, scheduled through the jobs table (deduplicated per day). */
export function nextFreezeExpiryRun(now: Date): Date {
  const next = new Date(Date.parse(`${chinaDate(now)}T00:05:00Z`) - CHINA_OFFSET_MS + 86_400_000);
  return next;
}

export async function registerFreezeExpiry(db: Database, jobs: JobRunner, now = new Date()): Promise<void> {
  const schedule = (runAt: Date) =>
    jobs.enqueue({
      tenantId: DEFAULT_TENANT_ID,
      queue: FREEZE_EXPIRY_QUEUE,
      payload: { scheduledFor: runAt.toISOString() },
      dedupeKey: runAt.toISOString().slice(0, 10),
      runAt,
    });
  jobs.register(FREEZE_EXPIRY_QUEUE, async (job) => {
    const outcome = await expireFreezes(db, new Date());
    const scheduledFor = new Date((job.payload as { scheduledFor?: string }).scheduledFor ?? Date.now());
    await schedule(nextFreezeExpiryRun(scheduledFor));
    if (outcome.failures.length > 0) {
      // The job fails (and is retried with backoff); released freezes stay released.
      throw new Error(
        `冻结到期解除失败 ${outcome.failures.length} 项：${outcome.failures[0]?.message ?? ''}`,
      );
    }
  });
  await schedule(nextFreezeExpiryRun(now));
}

/** The share register's part of a server process (ADR 36): the daily freeze expiry. */
export const shareRegisterRuntime: RuntimePart = {
  name: 'share-register',
  registerJobs: ({ db, jobs }) => registerFreezeExpiry(db, jobs),
};
