/**
 * A fake network for tests: records each call and answers through a handler. It honours the request's
 * AbortSignal the way browsers do (rejecting with an AbortError), so cancellation and timeouts are real.
 */

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedRequest[];
}

export function createFakeFetch(handler: FakeHandler): FakeFetch {
  const calls: RecordedRequest[] = [];
  const fakeFetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: RecordedRequest = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal,
    };
    calls.push(request);
    return new Promise<Response>((resolve, reject) => {
      const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
      if (init.signal?.aborted) {
        reject(abortError());
        return;
      }
      init.signal?.addEventListener('abort', () => reject(abortError()), { once: true });
      Promise.resolve()
        .then(() => handler(request))
        .then(resolve, reject);
    });
  };
  return { fetch: fakeFetch as typeof fetch, calls };
}

/** A JSON answer. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json;charset=UTF-8', ...headers },
  });

/** The platform envelope. */
export const envelope = <T>(data: T, code = 200, msg = code === 200 ? '操作成功' : '操作失败'): Response =>
  json({ code, success: code === 200, msg, data }, code);

/** An answer that never arrives (until the request is aborted). */
export const never = (): Promise<Response> => new Promise<Response>(() => undefined);

/** Routes requests by path (without query) to handlers; unknown paths answer 404 with an envelope. */
export function routes(table: Record<string, FakeHandler>): FakeHandler {
  return (request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const handler = table[path];
    return handler
      ? handler(request)
      : json({ code: 404, success: false, msg: `no route ${path}`, data: null }, 404);
  };
}

/** Query parameters of a recorded request. */
export const queryOf = (request: RecordedRequest): URLSearchParams =>
  new URL(request.url, 'http://localhost').searchParams;
