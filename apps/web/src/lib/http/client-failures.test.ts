/** Transport rules for timeouts, network failures, cancellation and downloads (000 §7–§8). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, json, never } from '../../test-support/fake-fetch';
import { reloadSession } from '../session';
import { flush, setup } from './client.test-support';
import { CancelledError, EnvelopeError, NetworkError, TimeoutError } from './errors';

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('timeouts and network failures', () => {
  it('times out after the per-request timeout with the spec message', async () => {
    const { client, log } = setup(never);
    const error = await client.get('/api/x', { timeout: 20 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(log).toEqual(['error: 请求已超时，请稍后查看后续数据…']);
  });

  it('defaults to 600000 ms', async () => {
    vi.useFakeTimers();
    const { client, log } = setup(never);
    let settled: unknown = 'pending';
    client.get('/api/x').catch((caught: unknown) => {
      settled = caught;
    });
    await vi.advanceTimersByTimeAsync(599_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(TimeoutError);
    expect((settled as TimeoutError).timeoutMs).toBe(600_000);
    expect(log).toEqual(['error: 请求已超时，请稍后查看后续数据…']);
  });

  it('a network failure shows a Chinese message and rejects with NetworkError', async () => {
    const { client, log } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await client.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(log).toEqual(['error: 网络连接异常，请检查网络后重试']);
  });
});

describe('cancellation', () => {
  it('a new POST to the same query-page URL cancels the pending one, silently', async () => {
    let call = 0;
    const { client, log } = setup(() => {
      call += 1;
      return call === 1 ? never() : envelope({ records: [], total: 0 });
    });
    const first = client.post('/api/rem-registrationmgrweb/queryPage/list', { pageNo: 1 });
    const second = client.post('/api/rem-registrationmgrweb/queryPage/list', { pageNo: 2 });
    const error = await first.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CancelledError);
    expect((error as CancelledError).reason).toBe('duplicate');
    await expect(second).resolves.toMatchObject({ success: true });
    expect(log).toEqual([]);
    expect(client.pendingCount()).toBe(0);
  });

  it('does not cancel duplicate GETs, other POSTs, different query strings or opted-out requests', async () => {
    const { client } = setup(() => never());
    const requests = [
      client.get('/api/queryPage/list'),
      client.get('/api/queryPage/list'),
      client.post('/api/rem-registrationbizweb/holder/queryByKey', {}),
      client.post('/api/rem-registrationbizweb/holder/queryByKey', {}),
      client.post('/api/queryPage/list', {}, { params: { pageKey: 'a' } }),
      client.post('/api/queryPage/list', {}, { params: { pageKey: 'b' } }),
      client.post('/api/queryPage/other', {}, { cancelDuplicate: false }),
      client.post('/api/queryPage/other', {}, { cancelDuplicate: false }),
    ];
    await flush();
    expect(client.pendingCount()).toBe(requests.length);
    client.cancelAllPending('caller');
    await Promise.allSettled(requests);
  });

  it('cancelDuplicate and dedupeKey opt other requests in', async () => {
    const { client } = setup(() => never());
    const first = client.get('/api/holder/search', {
      params: { name: '张' },
      cancelDuplicate: true,
      dedupeKey: 'k',
    });
    const second = client.get('/api/holder/search', {
      params: { name: '张三' },
      cancelDuplicate: true,
      dedupeKey: 'k',
    });
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    expect(client.pendingCount()).toBe(1);
    client.cancelAllPending('caller');
    await expect(second).rejects.toBeInstanceOf(CancelledError);
  });

  it('cancelAllPending cancels everything but keepOnRouteChange requests, silently', async () => {
    const { client, log } = setup((request) =>
      request.url.startsWith('/api/blade-system/tenant/info') ? envelope({ tenantId: '000000' }) : never(),
    );
    const page = client.get('/api/page-data');
    const other = client.post('/api/page-save', {});
    const app = client.get('/api/blade-system/tenant/info', { keepOnRouteChange: true });
    expect(client.cancelAllPending()).toBe(2);
    await expect(page).rejects.toMatchObject({ name: 'CancelledError', reason: 'route-change' });
    await expect(other).rejects.toBeInstanceOf(CancelledError);
    await expect(app).resolves.toMatchObject({ success: true });
    expect(log).toEqual([]);
  });

  it("a caller's abort signal cancels silently", async () => {
    const { client, log } = setup(never);
    const controller = new AbortController();
    const request = client.get('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'CancelledError', reason: 'caller' });
    expect(log).toEqual([]);
  });
});

describe('downloads', () => {
  it('resolves the blob with the content-disposition file name', async () => {
    const { client } = setup(
      () =>
        new Response(new TextEncoder().encode('%PDF-1.4'), {
          status: 200,
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': "attachment; filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.pdf",
          },
        }),
    );
    const file = await client.download('blade-resource/oss/endpoint/downloadFile', {
      params: { attachId: '1' },
    });
    expect(file.filename).toBe('营业执照.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
  });

  it('a JSON envelope instead of the file shows msg and rejects', async () => {
    const { client, log } = setup(() =>
      json({ code: 400, success: false, msg: '附件不存在', data: null }, 200),
    );
    const error = await client
      .download('/api/blade-resource/oss/endpoint/downloadFile')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnvelopeError);
    expect(log).toEqual(['error: 附件不存在']);
  });
});
