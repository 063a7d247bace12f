import type { CancelReason } from './errors';

export interface PendingEntry {
  readonly dedupeKey: string | undefined;
  readonly keepOnRouteChange: boolean;
  readonly cancel: (reason: CancelReason) => void;
}

/** The requests in flight, for duplicate cancellation and cancel-all on route change. */
export class PendingRequests {
  readonly #entries = new Set<PendingEntry>();

  /** Registers a request; a pending request with the same dedupe key is cancelled first. */
  add(entry: PendingEntry): PendingEntry {
    if (entry.dedupeKey !== undefined) {
      for (const other of this.#entries) {
        if (other.dedupeKey === entry.dedupeKey) {
          this.#entries.delete(other);
          other.cancel('duplicate');
        }
      }
    }
    this.#entries.add(entry);
    return entry;
  }

  remove(entry: PendingEntry): void {
    this.#entries.delete(entry);
  }

  cancelAll(reason: CancelReason): number {
    let count = 0;
    for (const entry of [...this.#entries]) {
      if (reason === 'route-change' && entry.keepOnRouteChange) continue;
      this.#entries.delete(entry);
      entry.cancel(reason);
      count += 1;
    }
    return count;
  }

  get size(): number {
    return this.#entries.size;
  }
}
