import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NodeCallError, nodeClient, RATE_LIMIT_RETRIES } from './chain-verify-client.js';

/** A node on 127.0.0.1 answering from a script: each call takes the next answer. */
async function scriptedNode(answers: { status: number; retryAfter?: string; body?: unknown }[]) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.url} ${req.headers['tenant-id']} ${req.headers['blade-auth']}`);
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      ...(answer.retryAfter === undefined ? {} : { 'retry-after': answer.retryAfter }),
    });
    res.end(JSON.stringify(answer.body ?? { code: answer.status, msg: '操作过于频繁，请稍后再试' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen };
}
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('the verifier’s node client and the rate limit', () => {
  it('waits the Retry-After seconds after a 429 and asks again', async () => {
    const node = await scriptedNode([
      { status: 429, retryAfter: '0' },
      { status: 429, retryAfter: '0' },
      { status: 200, body: { code: 200, data: { height: 3 } } },
    ]);
    const waits: string[] = [];
    const get = nodeClient({
      url: node.url,
      tenantId: '000000',
      token: 't0k',
      onRateLimited: (path, seconds) => waits.push(`${path} ${seconds}`),
    });
    await expect(get<{ height: number }>('/networks/n1/state')).resolves.toEqual({ height: 3 });
    expect(waits).toEqual(['/networks/n1/state 0', '/networks/n1/state 0']);
    expect(node.seen).toEqual(Array(3).fill('/api/chain-node/v1/networks/n1/state 000000 bearer t0k'));
  });

  it('gives up after its retries, naming the path and the status', async () => {
    const node = await scriptedNode([{ status: 429, retryAfter: '0' }]);
    const get = nodeClient({ url: node.url, tenantId: '000000', token: 't', rateLimitRetries: 2 });
    const failure = get('/networks');
    await expect(failure).rejects.toBeInstanceOf(NodeCallError);
    await expect(failure).rejects.toThrow('/networks：HTTP 429 操作过于频繁，请稍后再试');
    expect(node.seen).toHaveLength(3);
  });

  it('asks at most RATE_LIMIT_RETRIES times again by default', async () => {
    const node = await scriptedNode([{ status: 429, retryAfter: '0' }]);
    const get = nodeClient({ url: node.url, tenantId: '000000', token: 't' });
    await expect(get('/networks')).rejects.toThrow('HTTP 429');
    expect(node.seen).toHaveLength(RATE_LIMIT_RETRIES + 1);
  });

  it('does not retry another refusal', async () => {
    const node = await scriptedNode([{ status: 403, body: { code: 403, msg: '无权访问' } }]);
    const get = nodeClient({ url: node.url, tenantId: '000000', token: 't' });
    await expect(get('/networks')).rejects.toThrow('/networks：HTTP 403 无权访问');
    expect(node.seen).toHaveLength(1);
  });
});
