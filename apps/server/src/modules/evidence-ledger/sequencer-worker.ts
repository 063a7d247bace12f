import type { Database } from '../../platform/db/database.js';
import { type IntegrateOptions, integrateAll } from './sequencer.js';
import { onLedgerAppend } from './sequencer-nudge.js';

export interface SequencerOptions {
  /** Delay between passes while the last one found work (ms). */
  busyMs?: number;
  /** Delay between passes while the queue is empty (ms). */
  idleMs?: number;
  /** How soon after an append's nudge a pass runs (ms): time for its transaction to commit. */
  nudgeMs?: number;
  batchSize?: number;
  onBatch?: IntegrateOptions['onBatch'];
  onError?: (error: unknown) => void;
}

/**
 * The server's sequencer (ADR 16): passes over every tenant's queue, one after the other (never
 * two at once in a process; processes serialise on each tenant's advisory lock). A pass runs
 * `busyMs` after one that found work, `idleMs` after an empty one, and `nudgeMs` after an append
 * of this process. Started and stopped with the job runner.
 */
export class LedgerSequencer {
  private timer: NodeJS.Timeout | null = null;
  private dueAt = Number.POSITIVE_INFINITY;
  private running: Promise<void> | null = null;
  private isStopped = true;
  private readonly busyMs: number;
  private readonly idleMs: number;
  private readonly nudgeMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: SequencerOptions = {},
  ) {
    this.busyMs = options.busyMs ?? 50;
    this.idleMs = options.idleMs ?? 200;
    this.nudgeMs = options.nudgeMs ?? 10;
  }

  start(): void {
    if (!this.isStopped) return;
    this.isStopped = false;
    onLedgerAppend(() => this.schedule(this.nudgeMs));
    this.schedule(0);
  }

  /** Stops scheduling passes and waits for the one running. */
  async stop(): Promise<void> {
    this.isStopped = true;
    onLedgerAppend(null);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.dueAt = Number.POSITIVE_INFINITY;
    await this.running;
  }

  /** One pass now (tests, and the pass the timer runs). Returns how many entries it integrated. */
  async runOnce(): Promise<number> {
    return integrateAll(this.db, { batchSize: this.options.batchSize, onBatch: this.options.onBatch });
  }

  /** Brings the next pass forward to `delayMs` from now (never later than already due). */
  private schedule(delayMs: number): void {
    if (this.isStopped) return;
    const at = Date.now() + delayMs;
    if (this.running || at >= this.dueAt) {
      if (this.running) this.dueAt = Math.min(this.dueAt, at);
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = at;
    this.timer = setTimeout(() => this.pass(), delayMs);
    this.timer.unref();
  }

  private pass(): void {
    this.timer = null;
    this.dueAt = Number.POSITIVE_INFINITY;
    this.running = this.runOnce()
      .catch((error: unknown) => {
        this.options.onError?.(error);
        return 0;
      })
      .then((count) => {
        this.running = null;
        // A nudge during the pass set dueAt; otherwise busy or idle.
        const nudged = this.dueAt;
        this.dueAt = Number.POSITIVE_INFINITY;
        const next = count > 0 ? this.busyMs : this.idleMs;
        this.schedule(Math.max(0, Math.min(next, nudged - Date.now())));
      });
  }
}
