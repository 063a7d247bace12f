/**
 * Answers fetched ahead of the page that will ask for them (a route's data started while its
 * code is still downloading, ADR 48 amendment 3). The first request for the same method, URL
 * and body within `ttlMs` takes the answer (once); anything later fetches again. The page drops
 * what it did not take once it has mounted (its first requests made): a read after a later save
 * must not be answered from before it.
 */
export class PrefetchedAnswers {
  readonly #held = new Map<string, { answer: Promise<unknown>; at: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly now = () => Date.now(),
  ) {}

  static keyOf(method: string, url: string, body: unknown): string {
    return `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
  }

  /** Holds the answer `start` begins, unless the same request is already held. */
  hold(key: string, start: () => Promise<unknown>): void {
    const held = this.#held.get(key);
    if (held && this.now() - held.at <= this.ttlMs) return;
    const answer = start();
    // A failed prefetch is reported to whoever takes it (or to nobody): never unhandled.
    answer.catch(() => undefined);
    this.#held.set(key, { answer, at: this.now() });
  }

  /** Drops every held answer (their requests run on; nobody takes them). */
  clear(): void {
    this.#held.clear();
  }

  /** The held answer of that request, removed; null when none is held or it is too old. */
  take<R>(key: string): Promise<R> | null {
    const held = this.#held.get(key);
    if (!held) return null;
    this.#held.delete(key);
    return this.now() - held.at <= this.ttlMs ? (held.answer as Promise<R>) : null;
  }
}
