import type { Envelope } from '@rer/contracts';
import type { SessionState } from '../session';
import type { HttpEffects } from './effects';
import type { CancelReason } from './errors';
import type { QueryParams } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  params?: QueryParams;
  /** Plain objects and arrays are sent as JSON; FormData, URLSearchParams, Blob and strings as they are. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** `false` leaves out the `Blade-Auth` token header (public calls, the token call itself). */
  authorization?: boolean;
  /** Milliseconds; default 600000 (spec 000 §9). */
  timeout?: number;
  /**
   * Cancel a still-pending earlier request with the same dedupe key when this one starts. Default: on for
   * POSTs to query-page endpoints (path matches /query-?page/i), off otherwise; `false` turns it off.
   */
  cancelDuplicate?: boolean;
  /** Overrides the dedupe key (default `METHOD url-with-query`), e.g. to tell two query pages apart. */
  dedupeKey?: string;
  /** App-level requests (tenant info) that must survive `cancelAllPending()` on route change. */
  keepOnRouteChange?: boolean;
  /** A caller's signal (TanStack Query passes one); aborting it cancels silently. */
  signal?: AbortSignal;
  /**
   * The caller shows a refusal's message itself (e.g. the prefill's 提示 confirm, 002 §4): an
   * envelope refusal (400…) is not also shown as a toast. Session expiry, 403, 504 and network
   * failures keep their own handling.
   */
  showsOwnRefusal?: boolean;
}

export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`; null when the server sent none. */
  filename: string | null;
  contentType: string;
}

export interface HttpClientOptions {
  effects: HttpEffects | (() => HttpEffects);
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  getSession?: () => SessionState;
  translate: (key: TransportMessageKey, values?: Record<string, unknown>) => string;
  clientId?: string;
  clientSecret?: string;
  defaultTenantId?: string;
  timeoutMs?: number;
}

export type TransportMessageKey =
  | 'http.unknownError'
  | 'http.sessionExpired'
  | 'http.gatewayTimeout'
  | 'http.requestTimeout'
  | 'http.networkError'
  | 'http.serverUnavailable'
  | 'http.promptTitle'
  | 'http.ok'
  | 'http.cancel';

export interface HttpClient {
  /** The parsed JSON answer for any status 200–500 (normally the envelope); rejects otherwise. */
  request<R = Envelope<unknown>>(url: string, options?: RequestOptions): Promise<R>;
  get<T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<Envelope<T>>;
  post<T>(
    url: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<Envelope<T>>;
  /** `data` of a successful envelope; rejects with `EnvelopeError` when `success` is false. */
  getData<T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** A binary answer with its file name; a JSON error envelope instead of a file rejects with `EnvelopeError`. */
  download(url: string, options?: RequestOptions): Promise<DownloadedFile>;
  /**
   * Starts a JSON request whose answer the next identical `request` / `get` / `post` (same method,
   * URL, query and body, within 10 s, until `dropPrefetched`) takes instead of fetching: a route
   * starts its page's data while the page's code loads. Kept across the route change it is made for.
   */
  prefetch(url: string, options?: Omit<RequestOptions, 'signal'>): void;
  /** Forgets the prefetched answers nobody took (the page that wanted them has mounted). */
  dropPrefetched(): void;
  /** Cancels every pending request except `keepOnRouteChange` ones; returns how many were cancelled. */
  cancelAllPending(reason?: CancelReason): number;
  pendingCount(): number;
}

/** Server messages with a rule of their own (spec 000 §8). */
