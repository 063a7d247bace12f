import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, rows } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';

/**
 * The spec has no message for this refusal; ours follows its 请稍后 style (000 §8) and says why.
 * HTTP 429 (the client shows any message of a 200–500 answer).
 */
export const accountBusyMessage = (limit: number) =>
  `存证材料包正在生成中，每个账号同时最多生成${limit}个，请稍后再试`;
export const PROCESS_BUSY_MESSAGE = '系统正在生成的存证材料包较多，请稍后再试';

/** Namespace of the per-account advisory lock (7011 ledger sequencer, 7012 backfill). */
const SLOT_LOCK = 7013;

export interface BuildSlot {
  readonly buildId: string;
  /** Gives the slot back (idempotent): the process counter at once, the lease row by a delete. */
  release(): Promise<void>;
}

export interface BuildSlotsOptions {
  perAccount: number;
  perProcess: number;
  /** Lease of a running build, renewed every third of it; a crashed process's lease expires. */
  leaseMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Concurrent package builds: at most `perProcess` in this process (a counter) and `perAccount` per
 * account across every process (lease rows in `evidence_package_build`, counted under the
 * account's transaction-scoped advisory lock, so two racing requests cannot both take the last
 * slot). A slot is released on success, on error and on client abort by the caller's `finally`.
 */
export class BuildSlots {
  private running = 0;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: BuildSlotsOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 120_000;
  }

  /** Builds running in this process now. */
  get inProcess(): number {
    return this.running;
  }

  async acquire(caller: { tenantId: string; accountId: string }): Promise<BuildSlot> {
    if (this.running >= this.options.perProcess) {
      throw new AppError('RATE_LIMITED', {}, { message: PROCESS_BUSY_MESSAGE });
    }
    this.running++;
    const buildId = randomUUID();
    const { tenantId, accountId } = caller;
    try {
      await this.db.withTenant(tenantId, async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${SLOT_LOCK}, hashtext(${`${tenantId}:${accountId}`}))`,
        );
        await tx.execute(
          sql`delete from evidence_package_build
              where tenant_id = ${tenantId} and account_id = ${accountId} and lease_until < now()`,
        );
        const [held] = await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from evidence_package_build
              where tenant_id = ${tenantId} and account_id = ${accountId}`,
        );
        if ((held?.n ?? 0) >= this.options.perAccount) {
          throw new AppError('RATE_LIMITED', {}, { message: accountBusyMessage(this.options.perAccount) });
        }
        await tx.execute(
          sql`insert into evidence_package_build (build_id, tenant_id, account_id, lease_until)
              values (${buildId}, ${tenantId}, ${accountId},
                      now() + make_interval(secs => ${this.leaseMs / 1000}))`,
        );
      });
    } catch (error) {
      this.running--;
      throw error;
    }
    const renew = setInterval(() => {
      this.db
        .withTenant(tenantId, (tx) =>
          tx.execute(
            sql`update evidence_package_build
                set lease_until = now() + make_interval(secs => ${this.leaseMs / 1000})
                where build_id = ${buildId}`,
          ),
        )
        .catch((error: unknown) => this.options.onError?.(error));
    }, this.leaseMs / 3);
    renew.unref();
    let released = false;
    return {
      buildId,
      release: async () => {
        if (released) return;
        released = true;
        clearInterval(renew);
        this.running--;
        try {
          await this.db.withTenant(tenantId, (tx) =>
            tx.execute(sql`delete from evidence_package_build where build_id = ${buildId}`),
          );
        } catch (error) {
          // The lease expires by itself; the account gets its slot back then.
          this.options.onError?.(error);
        }
      },
    };
  }
}
