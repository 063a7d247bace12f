import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './evidence-package.repository.js';

/**
 * The spec has no message for this refusal; ours follows its 请稍后 style (000 §8) and says why.
 * HTTP 429 (the client shows any message of a 200–500 answer).
 */
export const accountBusyMessage = (limit: number) =>
  `存证材料包正在生成中，每个账号同时最多生成${limit}个，请稍后再试`;
export const PROCESS_BUSY_MESSAGE = '系统正在生成的存证材料包较多，请稍后再试';

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
        const held = await repo.lockAndCountBuilds(tx, tenantId, accountId);
        if (held >= this.options.perAccount) {
          throw new AppError('RATE_LIMITED', {}, { message: accountBusyMessage(this.options.perAccount) });
        }
        await repo.insertBuildLease(tx, { buildId, tenantId, accountId, leaseMs: this.leaseMs });
      });
    } catch (error) {
      this.running--;
      throw error;
    }
    const renew = setInterval(() => {
      this.db

        .withTenant(tenantId, (tx) => repo.renewBuildLease(tx, buildId, this.leaseMs))
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
          await this.db.withTenant(tenantId, (tx) => repo.deleteBuildLease(tx, buildId));
        } catch (error) {
          // The lease expires by itself; the account gets its slot back then.
          this.options.onError?.(error);
        }
      },
    };
  }
}
