import type { Envelope } from '@rer/contracts';
import { appConfig } from '../config';
import { readSession } from '../session';
import { createAnswerRules } from './answer-rules';
import { base64Utf8, encodeBody, isRecord } from './body';
import type { HttpEffects } from './effects';
import { CancelledError, type CancelReason, EnvelopeError, NetworkError, TimeoutError } from './errors';
import { PendingRequests } from './pending';
import { PrefetchedAnswers } from './prefetched';
import { createHeaderBuilder } from './request-headers';
import type { HttpClient, HttpClientOptions, RequestOptions } from './types';
import { appendQuery, pathOf, withApiPrefix } from './url';

export { LOGIN_TIMED_OUT_MESSAGE, REAL_NAME_REQUIRED_MESSAGE } from './answer-rules';
export type * from './types';

const QUERY_PAGE_PATH = /query-?page/i;
const FIRST_PASSED_STATUS = 200;
const LAST_PASSED_STATUS = 500;

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const effects = (): HttpEffects =>
    typeof options.effects === 'function' ? options.effects() : options.effects;
  const t = options.translate;
  const getSession = options.getSession ?? readSession;
  const basicAuth = `Basic ${base64Utf8(
    `${options.clientId ?? appConfig.clientId}:${options.clientSecret ?? appConfig.clientSecret}`,
  )}`;
  const defaultTimeout = options.timeoutMs ?? appConfig.requestTimeoutMs;
  const pending = new PendingRequests();
  const prefetched = new PrefetchedAnswers();
  const prefetchKey = (url: string, requestOptions: RequestOptions) => {
    const method = requestOptions.method ?? 'GET';
    return PrefetchedAnswers.keyOf(
      method,
      appendQuery(withApiPrefix(url), requestOptions.params),
      method === 'GET' ? undefined : requestOptions.body,
    );
  };
  /** A JSON request: the prefetched answer of the same request when one is held, else fetched. */
  const json = <R>(url: string, requestOptions: RequestOptions): Promise<R> =>
    prefetched.take<R>(prefetchKey(url, requestOptions)) ?? execute<R>(url, requestOptions, readJson);
  const buildHeaders = createHeaderBuilder(options, getSession, basicAuth);
  const { failOutsidePassedRange, readJson, readFile } = createAnswerRules(effects, t);

  async function execute<R>(
    rawUrl: string,
    requestOptions: RequestOptions,
    read: (response: Response, url: string, options: RequestOptions) => Promise<R>,
  ): Promise<R> {
    const method = requestOptions.method ?? 'GET';
    const url = appendQuery(withApiPrefix(rawUrl), requestOptions.params);
    const headers = buildHeaders(requestOptions);
    const body = method === 'GET' ? undefined : encodeBody(requestOptions.body, headers);
    const timeoutMs = requestOptions.timeout ?? defaultTimeout;

    const isDedupeEligible =
      requestOptions.cancelDuplicate === true ||
      (requestOptions.cancelDuplicate !== false && method === 'POST' && QUERY_PAGE_PATH.test(pathOf(url)));
    const dedupeKey = isDedupeEligible ? (requestOptions.dedupeKey ?? `${method} ${url}`) : undefined;

    if (requestOptions.signal?.aborted) throw new CancelledError('caller', url);

    const controller = new AbortController();
    let outcome: { kind: 'timeout' } | { kind: 'cancel'; reason: CancelReason } | undefined;
    const abort = (next: NonNullable<typeof outcome>): void => {
      if (outcome) return;
      outcome = next;
      controller.abort();
    };
    const entry = pending.add({
      dedupeKey,
      keepOnRouteChange: requestOptions.keepOnRouteChange === true,
      cancel: (reason) => abort({ kind: 'cancel', reason }),
    });
    const onCallerAbort = (): void => abort({ kind: 'cancel', reason: 'caller' });
    requestOptions.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = setTimeout(() => abort({ kind: 'timeout' }), timeoutMs);

    let failed: Error | undefined;
    /** The one error this request rejects with; its message (if any) is shown once. */
    const failure = (cause: unknown): Error => {
      if (failed) return failed;
      if (outcome?.kind === 'cancel') {
        failed = new CancelledError(outcome.reason, url);
      } else if (outcome?.kind === 'timeout') {
        effects().showError(t('http.requestTimeout'));
        failed = new TimeoutError(url, timeoutMs);
      } else {
        effects().showError(t('http.networkError'));
        failed = new NetworkError(url, method, { cause });
      }
      return failed;
    };

    try {
      const init: RequestInit = {
        method,
        headers,
        body: body ?? null,
        signal: controller.signal,
        credentials: 'same-origin',
      };
      let response: Response;
      try {
        // The global is looked up per call (tests stub it) and called on globalThis (Safari insists).
        response = await (options.fetch ? options.fetch(url, init) : globalThis.fetch(url, init));
      } catch (cause) {
        throw failure(cause);
      }
      if (outcome) throw failure(undefined); // aborted while the answer was on its way
      if (response.status < FIRST_PASSED_STATUS || response.status > LAST_PASSED_STATUS) {
        return await failOutsidePassedRange(response, url, method);
      }
      try {
        const result = await read(response, url, requestOptions);
        if (outcome) throw failure(undefined);
        return result;
      } catch (cause) {
        // An aborted body read surfaces as an AbortError; report it as the cancellation or timeout it was.
        if (cause === failed || cause instanceof EnvelopeError || !outcome) throw cause;
        throw failure(cause);
      }
    } finally {
      clearTimeout(timer);
      requestOptions.signal?.removeEventListener('abort', onCallerAbort);
      pending.remove(entry);
    }
  }

  const client: HttpClient = {
    request: <R>(url: string, requestOptions: RequestOptions = {}) => json<R>(url, requestOptions),
    get: <T>(url: string, requestOptions: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      json<Envelope<T>>(url, { ...requestOptions, method: 'GET' }),
    post: <T>(url: string, body?: unknown, requestOptions: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      json<Envelope<T>>(url, { ...requestOptions, method: 'POST', body }),
    prefetch: (url: string, requestOptions: Omit<RequestOptions, 'signal'> = {}) => {
      const options = { ...requestOptions, keepOnRouteChange: true };
      prefetched.hold(prefetchKey(url, options), () => execute(url, options, readJson));
    },
    dropPrefetched: () => prefetched.clear(),
    getData: async <T>(url: string, requestOptions: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      unwrap(await client.get<T>(url, requestOptions), url),
    download: (url: string, requestOptions: RequestOptions = {}) => execute(url, requestOptions, readFile),
    cancelAllPending: (reason: CancelReason = 'route-change') => pending.cancelAll(reason),
    pendingCount: () => pending.size,
  };
  return client;
}

/** `data` of a successful envelope, else an `EnvelopeError` (its message has already been shown). */
export function unwrap<T>(envelope: Envelope<T>, url = ''): T {
  if (isRecord(envelope) && envelope.success === true) return envelope.data;
  const safe: Envelope<unknown> = isRecord(envelope)
    ? envelope
    : { code: 0, success: false, msg: '', data: envelope as unknown };
  throw new EnvelopeError(safe, url);
}
