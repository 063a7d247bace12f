import type { Envelope } from '@rer/contracts';

/** Why a request was cancelled. Cancelled requests are silent: no message, no retry. */
export type CancelReason = 'duplicate' | 'route-change' | 'caller';

export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor(
    readonly reason: CancelReason,
    readonly url: string,
  ) {
    super(`请求已取消（${reason}）: ${url}`);
  }
}

/** The request ran longer than its timeout; the timeout message has been shown. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`请求超时（${timeoutMs} ms）: ${url}`);
  }
}

/** No HTTP answer at all (offline, DNS, connection reset); the network message has been shown. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly url: string,
    readonly method: string,
    options?: { cause?: unknown },
  ) {
    super(`网络请求失败: ${method} ${url}`, options);
  }
}

/** An HTTP status outside the passed-through range 200–500 (e.g. 502, 503, 504). */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(
    readonly status: number,
    readonly url: string,
    readonly method: string,
  ) {
    super(`HTTP ${status}: ${method} ${url}`);
  }
}

/** Thrown by the unwrapping helpers when an answer arrived but says `success: false`. */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
  readonly code: number;
  constructor(
    readonly envelope: Envelope<unknown>,
    readonly url: string,
  ) {
    super(envelope.msg || `code ${envelope.code}`);
    this.code = envelope.code;
  }
}

export const isCancelledError = (error: unknown): error is CancelledError => error instanceof CancelledError;

/**
 * Worth one automatic retry (idempotent GETs only): the request never got a usable answer because of the
 * network or an unavailable upstream. 4xx/500 answers, timeouts and cancellations are final.
 */
export const isTransientGetFailure = (error: unknown): boolean =>
  (error instanceof NetworkError && error.method === 'GET') ||
  (error instanceof HttpStatusError && error.method === 'GET' && error.status !== 504);
