import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/** Bytes on the wire (ADR 31): JSON answers and the built files, compressed by Accept-Encoding. */

const decode = (encoding: string | undefined, body: Buffer): Buffer => {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
};

// A built app as apps/web/scripts/precompress.mjs leaves it: app.js and index.html with copies,
// legacy.js without any.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-web-compress-'));
const indexHtml = `<!doctype html><html><head><title>平台</title></head><body>${'<div id="root"></div>'.repeat(80)}<script type="module" src="/assets/app.js"></script></body></html>`;
const appJs = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, name: `股东${i}` })))};`;
const legacyJs = `console.log(${JSON.stringify('x'.repeat(3000))});`;
function writeBuilt(file: string, text: string, copies: boolean): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (!copies) return;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(Buffer.from(text)));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(Buffer.from(text)));
}
writeBuilt(path.join(dist, 'index.html'), indexHtml, true);
writeBuilt(path.join(dist, 'assets/app.js'), appJs, true);
writeBuilt(path.join(dist, 'assets/legacy.js'), legacyJs, false);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true', WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('JSON answers', () => {
  const get = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('are sent as brotli, or gzip, as the request accepts, and decompress to the same answer', async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const res = await get(accept);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(expected, res.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    for (const accept of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get(accept);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
  });

  it('under 1 KB go as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('a signed-in answer is compressed too and reads the same', async () => {
    const { headers } = await signIn(t, 'admin');
    const url = '/api/blade-system/menu/routes';
    const plain = await t.app.inject({ method: 'GET', url, headers });
    const br = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br' } });
    expect(plain.statusCode).toBe(200);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode('br', br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('never a download: the xlsx template goes byte for byte, whatever the request accepts', async () => {
    const { headers } = await signIn(t, 'admin');
    const url = '/api/rem-registrationbizweb/shareRegister/importTemplate';
    const plain = await t.app.inject({ method: 'GET', url, headers });
    const asked = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(asked.rawPayload.length).toBe(plain.rawPayload.length);
  });
});

describe('the built app', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the pre-compressed copy the request accepts, with its encoding and type', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/assets/app.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(decode(encoding, res.rawPayload).toString('utf8')).toBe(appJs);
    }
  });

  it('falls back to the file itself without an accepted encoding or without a copy', async () => {
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(appJs);
    const legacy = await get('/assets/legacy.js', 'br, gzip');
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers['content-encoding']).toBeUndefined();
    expect(legacy.body).toBe(legacyJs);
  });

  it('answers client-side routes with the compressed index.html', async () => {
    const res = await get('/process/apply', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode('br', res.rawPayload).toString('utf8')).toBe(indexHtml);
  });
});
