import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const IMPORT = `/api/rem-registrationbizweb/shareRegister/import?companyId=${DEMO_COMPANY}`;
const UPLOAD = '/api/blade-resource/oss/endpoint/put-file-attach';
const MB = 1024 * 1024;

interface Answer {
  status: number;
  json: { code: number; msg: string };
}

function readAnswer(res: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () =>
      resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
    );
    res.on('error', reject);
  });
}

/**
 * The edge decides who may send a body before reading it (ADR 27), on a real listening server:
 * a refused caller's large body is answered at once, while the rest of it is still unsent, and
 * the server keeps answering others meanwhile.
 */
describe('the edge authorises before it reads a body', () => {
  let t: TestApp;
  let port: number;
  let staff: Record<string, string>;
  let org: Record<string, string>;
  const open: ClientRequest[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await signIn(t, 'admin')).headers;
    org = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const req of open) req.destroy();
    await t.close();
  });

  /** Starts a request announcing `declared` bytes and sends only `sent` of them. */
  function partialPost(path: string, headers: Record<string, string>, declared: number, sent: number) {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: { ...headers, 'content-length': String(declared) },
    });
    req.on('error', () => undefined); // the server may close the socket after answering
    open.push(req);
    const answer = new Promise<Answer>((resolve) => req.on('response', (res) => resolve(readAnswer(res))));
    if (sent > 0) req.write(Buffer.alloc(sent, 0x41));
    else req.flushHeaders();
    return { req, answer };
  }

  const health = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.status;
  };

  it("refuses a non-staff user's 64 MB import with 403 before the body is read; health answers meanwhile", async () => {
    const started = performance.now();
    const { req, answer } = partialPost(
      IMPORT,
      { ...org, 'content-type': 'application/octet-stream' },
      64 * MB,
      MB,
    );
    const refused = await answer;
    const elapsed = performance.now() - started;
    expect(refused.status).toBe(403);
    expect(refused.json.msg).toBe('没有权限执行该操作');
    // Answered although 63 MB of the body were never sent: nothing waited for it.
    expect(req.writableEnded).toBe(false);
    // Generous bound; bench/edge.mjs measures the real figure.
    expect(elapsed).toBeLessThan(1000);
    // The upload is still in flight, and the server answers others.
    expect(await health()).toBe(200);
    req.destroy();
  });

  it("refuses a staff import announcing more than the route's 64 MB at once, stating that limit", async () => {
    const { req, answer } = partialPost(
      IMPORT,
      { ...staff, 'content-type': 'application/octet-stream' },
      64 * MB + 1,
      0,
    );
    const refused = await answer;
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe('请求体过大，不能超过64MB');
    expect(req.writableEnded).toBe(false);
  });

  it('refuses an upload announcing more than the platform limit before reading it', async () => {
    const { req, answer } = partialPost(
      UPLOAD,
      { ...org, 'content-type': 'multipart/form-data; boundary=x' },
      64 * MB,
      0,
    );
    const refused = await answer;
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe('文件：上传文件大小不能超过50M');
    expect(req.writableEnded).toBe(false);
    expect(await health()).toBe(200);
  });

  it('keeps the 1 MB platform limit on JSON routes, stated as such', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rem-registrationbizweb/application/page',
      headers: { ...org, 'content-type': 'application/json' },
      payload: `{"bizSn":"${'a'.repeat(MB + 10)}"}`,
    });
    expect(res.json().msg).toBe('请求体过大，不能超过1MB');
  });
});
