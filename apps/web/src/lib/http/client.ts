import type { Envelope } from '@rer/contracts';
import { appConfig, sessionExpiredLoginPath } from '../config';
import { readSession } from '../session';
import { base64Utf8, encodeBody, isRecord, parseJson } from './body';
import { filenameFromContentDisposition } from './content-disposition';
import type { HttpEffects } from './effects';
import {
  CancelledError,
  type CancelReason,
  EnvelopeError,
  HttpStatusError,
  NetworkError,
  TimeoutError,
} from './errors';
import { PendingRequests } from './pending';
import type { DownloadedFile, HttpClient, HttpClientOptions, RequestOptions } from './types';
import { appendQuery, pathOf, withApiPrefix } from './url';

export type * from './types';

export const LOGIN_TIMED_OUT_MESSAGE = '登录已超时，请重新登录。';
export const REAL_NAME_REQUIRED_MESSAGE = '请先进行实名认证再登录';

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
  let gatewayConfirmOpen = false;

  function buildHeaders(requestOptions: RequestOptions): Headers {
    const session = getSession();
    const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
    headers.set('Authorization', basicAuth);
    const token = session.token?.content;
    if (token && requestOptions.authorization !== false)
      headers.set(appConfig.tokenHeader, `bearer ${token}`);
    headers.set('Tenant-Id', session.tenantId ?? options.defaultTenantId ?? appConfig.defaultTenantId);
    if (session.currentCompany) headers.set('Current-Company', session.currentCompany);
    if (session.currentHolder) headers.set('Current-Holder', session.currentHolder);
    if (session.currentProduct) headers.set('Current-Product', session.currentProduct);
    for (const [name, value] of Object.entries(requestOptions.headers ?? {})) headers.set(name, value);
    return headers;
  }

  function expireSession(): void {
    effects().logout();
    effects().navigate(sessionExpiredLoginPath);
  }

  function confirmGatewayTimeout(): void {
    if (gatewayConfirmOpen) return; // one box for a burst of 504s
    gatewayConfirmOpen = true;
    effects()
      .confirm({
        title: t('http.promptTitle'),
        content: t('http.gatewayTimeout'),
        okText: t('http.ok'),
        cancelText: t('http.cancel'),
      })
      .then((confirmed) => {
        if (confirmed) effects().navigate(appConfig.applicationQueryPath);
      })
      .catch(() => undefined)
      .finally(() => {
        gatewayConfirmOpen = false;
      });
  }

  function messageOf(body: unknown): string {
    if (isRecord(body)) {
      if (typeof body.msg === 'string' && body.msg !== '') return body.msg;
      if (typeof body.error_description === 'string' && body.error_description !== '')
        return body.error_description;
    }
    return t('http.unknownError');
  }

  /** Spec 000 §8, applied to every answer with an HTTP status in 200–500. */
  function applyAnswerRules(status: number, body: unknown): void {
    if (status === 200) return;
    if (status === 401 || status === 407) {
      if (status === 407) effects().showError(t('http.sessionExpired'));
      expireSession();
      return;
    }
    if (status === 403) {
      effects().navigate(appConfig.forbiddenPath);
      return;
    }
    if (status === 504) {
      confirmGatewayTimeout();
      return;
    }
    const message = messageOf(body);
    if (message === LOGIN_TIMED_OUT_MESSAGE) {
      effects().showError(message);
      expireSession();
      return;
    }
    if (message === REAL_NAME_REQUIRED_MESSAGE) return;
    effects().showError(message);
  }

  /** The status the rules look at: the envelope's `code` when it has one, else the HTTP status. */
  function effectiveStatus(httpStatus: number, body: unknown): number {
    return isRecord(body) && typeof body.code === 'number' && body.code !== 0 ? body.code : httpStatus;
  }

  async function failOutsidePassedRange(response: Response, url: string, method: string): Promise<never> {
    if (response.status === 504) {
      confirmGatewayTimeout();
    } else {
      const body = parseJson(await response.text().catch(() => ''));
      const serverMessage =
        isRecord(body) && typeof body.msg === 'string' && body.msg !== '' ? body.msg : null;
      effects().showError(serverMessage ?? t('http.serverUnavailable', { status: response.status }));
    }
    throw new HttpStatusError(response.status, url, method);
  }

  async function execute<R>(
    rawUrl: string,
    requestOptions: RequestOptions,
    read: (response: Response, url: string) => Promise<R>,
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
        const result = await read(response, url);
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

  const readJson = async <R>(response: Response): Promise<R> => {
    const text = await response.text();
    const parsed = parseJson(text);
    const status = effectiveStatus(response.status, parsed);
    applyAnswerRules(status, parsed);
    if (parsed === undefined || parsed === null) {
      // Not JSON (an HTML error page, an empty body): hand the caller an envelope all the same.
      const synthetic: Envelope<unknown> = {
        code: response.status,
        success: response.status === 200,
        msg: response.status === 200 ? '' : messageOf(null),
        data: text === '' ? null : text,
      };
      return synthetic as R;
    }
    return parsed as R;
  };

  const readFile = async (response: Response, url: string): Promise<DownloadedFile> => {
    const contentType = response.headers.get('Content-Type') ?? '';
    const disposition = response.headers.get('Content-Disposition');
    const isAttachment = disposition !== null && /filename/i.test(disposition);
    if (!isAttachment && /json/i.test(contentType)) {
      // Download endpoints answer errors as an envelope instead of a file.
      const parsed = parseJson(await response.text());
      const status = effectiveStatus(response.status, parsed);
      applyAnswerRules(status, parsed);
      const data = isRecord(parsed) ? (parsed.data ?? null) : null;
      throw new EnvelopeError({ code: status, success: false, msg: messageOf(parsed), data }, url);
    }
    if (response.status !== 200) {
      applyAnswerRules(response.status, null);
      throw new EnvelopeError(
        { code: response.status, success: false, msg: messageOf(null), data: null },
        url,
      );
    }
    return {
      blob: await response.blob(),
      filename: filenameFromContentDisposition(disposition),
      contentType,
    };
  };

  const client: HttpClient = {
    request: <R>(url: string, requestOptions: RequestOptions = {}) =>
      execute<R>(url, requestOptions, readJson),
    get: <T>(url: string, requestOptions: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      execute<Envelope<T>>(url, { ...requestOptions, method: 'GET' }, readJson),
    post: <T>(url: string, body?: unknown, requestOptions: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      execute<Envelope<T>>(url, { ...requestOptions, method: 'POST', body }, readJson),
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
