import { randomUUID } from 'node:crypto';
import type { Database, Executor } from './db/database.js';
import type { EventBus } from './event-bus.js';
import { claimJobs, enqueueJob, markJobDone, markJobFailed } from './jobs.repository.js';

export { enqueueJob };

/**
 * Background jobs in a PostgreSQL table, shared by every server process: a job is claimed with
 * FOR UPDATE SKIP LOCKED under a lease, so each runs once even with many workers; a worker that
 * dies leaves an expired lease that another worker reclaims. Failures retry with backoff.
 */
export interface JobRecord {
  id: string;
  tenantId: string;
  queue: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export type JobHandler = (job: JobRecord) => Promise<void>;

export interface EnqueueOptions {
  tenantId: string;
  queue: string;
  payload?: unknown;
  /** A second enqueue with the same queue and key is ignored while the first exists. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobRunnerOptions {
  pollMs: number;
  leaseMs?: number;
  batchSize?: number;
  onError?: (error: unknown, job: JobRecord) => void;
}

const JOBS_TOPIC = 'jobs.enqueued';

/** Work that runs beside the jobs (its own timer), started and stopped with the runner. */
export interface BackgroundWorker {
  start(): void;
  stop(): Promise<void>;
}

/** Exponential backoff: 2 s, 4 s, 8 s … capped at 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 10 * 60 * 1000);
}

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private wakeRequested = false;
  private unsubscribe: (() => void) | null = null;
  private readonly workers: BackgroundWorker[] = [];

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly options: JobRunnerOptions,
  ) {}

  register(queue: string, handler: JobHandler): void {
    if (!/^[a-z][a-z0-9.-]*$/.test(queue)) throw new Error(`invalid queue name: ${queue}`);
    this.handlers.set(queue, handler);
  }

  /** A background worker started with the runner (at once when it is running) and stopped with it. */
  attach(worker: BackgroundWorker): void {
    this.workers.push(worker);
    if (!this.stopped) worker.start();
  }

  /** Enqueue and wake the workers of every process. */
  async enqueue(options: EnqueueOptions, executor: Executor = this.db.orm): Promise<string | null> {
    const id = await enqueueJob(executor, options);
    if (id) await this.bus.publish(JOBS_TOPIC, { queue: options.queue }, executor);
    return id;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.bus.subscribe(JOBS_TOPIC, () => this.wake());
    for (const worker of this.workers) worker.start();
    this.schedule(0);
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops claiming new jobs and waits for the ones in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.all(this.workers.map((w) => w.stop()));
    await this.running;
  }

  /** Claims and runs ready jobs until none is left; returns how many ran. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.runBatch();
      total += count;
      if (count === 0) return total;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain()
        .then(() => undefined)
        .catch(() => undefined)
        .finally(() => {
          this.running = null;
          const again = this.wakeRequested;
          this.wakeRequested = false;
          this.schedule(again ? 0 : this.options.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async runBatch(): Promise<number> {
    const queues = [...this.handlers.keys()];
    if (queues.length === 0) return 0;
    const leaseMs = this.options.leaseMs ?? 5 * 60 * 1000;
    const claimed = await claimJobs(this.db, {
      workerId: this.workerId,
      queues,
      leaseMs,
      batchSize: this.options.batchSize ?? 10,
    });
    for (const job of claimed) await this.runOne(job);
    return claimed.length;
  }

  private async runOne(job: JobRecord): Promise<void> {
    const handler = this.handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler(job);
      await markJobDone(this.db, job.id, this.workerId);
    } catch (error) {
      this.options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const isFinal = job.attempts >= job.maxAttempts;
      await markJobFailed(this.db, job.id, this.workerId, {
        isFinal,
        message: message.slice(0, 2000),
        retryAfterMs: retryDelayMs(job.attempts),
      });
    }
  }
}
