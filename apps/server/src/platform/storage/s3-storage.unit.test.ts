import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectNotFoundError } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';
import { openObjectStorage } from './storage-config.js';
import { type FakeS3, startFakeS3 } from './testing/fake-s3.js';
import { chunked, failingStream, readAll, sha256 } from './testing/streams.js';

const BUCKET = 'rer-s3-specific';
let workDir: string;
let fakeS3: FakeS3;
let admin: S3Client;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'rer-s3-storage-'));
  fakeS3 = await startFakeS3(path.join(workDir, 's3rver'));
  admin = new S3Client(fakeS3.clientConfig);
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  admin?.destroy();
  await fakeS3?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('createS3Storage against s3rver', () => {
  it('stores under the prefix, with sha256 and percent-encoded values as user metadata', async () => {
    const storage = createS3Storage({ ...fakeS3.storageOptions, bucket: BUCKET, prefix: '/env-a/files/' });
    const body = Buffer.from('凭证');
    await storage.put('k/1.txt', body, { contentType: 'text/plain', metadata: { name: '股东 名册' } });
    const raw = await admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'env-a/files/k/1.txt' }));
    expect(Buffer.from(await raw.Body!.transformToByteArray())).toEqual(body);
    expect(raw.Metadata).toEqual({ sha256: sha256(body), name: '%E8%82%A1%E4%B8%9C%20%E5%90%8D%E5%86%8C' });
    const unprefixed = createS3Storage({ ...fakeS3.storageOptions, bucket: BUCKET });
    expect(await unprefixed.exists('k/1.txt')).toBe(false);
    await Promise.all([storage.close(), unprefixed.close()]);
  });

  it('describes objects written by other tools (no sha256, raw metadata)', async () => {
    await admin.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'foreign/x', Body: 'abc', Metadata: { note: '100%' } }),
    );
    const storage = createS3Storage({ ...fakeS3.storageOptions, bucket: BUCKET });
    expect(await storage.head('foreign/x')).toMatchObject({
      size: 3,
      sha256: null,
      metadata: { note: '100%' },
    });
    await storage.close();
  });

  it('spools large streams to a private temp folder and removes it after success or failure', async () => {
    const spoolDir = await mkdtemp(path.join(workDir, 'spool-'));
    const options = { ...fakeS3.storageOptions, bucket: BUCKET, memorySpoolLimit: 64 * 1024, spoolDir };
    const storage = createS3Storage(options);
    const data = randomBytes(3 * 1024 * 1024);
    const stored = await storage.put('big/1.bin', chunked(data, 100_000), { contentType: 'a/b' });
    expect(stored.sha256).toBe(sha256(data));
    expect(sha256(await readAll((await storage.get('big/1.bin')).body))).toBe(sha256(data));
    await expect(storage.put('big/2.bin', failingStream(), { contentType: 'a/b' })).rejects.toThrow();
    expect(await storage.exists('big/2.bin')).toBe(false);
    expect(await readdir(spoolDir)).toEqual([]);

    // The switch to disk happens past the limit: a missing spool folder only breaks large bodies.
    const noDisk = createS3Storage({ ...options, spoolDir: path.join(workDir, 'missing') });
    await noDisk.put('big/3.bin', chunked(Buffer.alloc(60_000), 10_000), { contentType: 'a/b' });
    await expect(noDisk.put('big/4.bin', chunked(data, 100_000), { contentType: 'a/b' })).rejects.toThrow(
      /ENOENT/,
    );
    await Promise.all([storage.close(), noDisk.close()]);
  });

  it('checks the bucket when opened, naming it without leaking the keys', async () => {
    const config = { kind: 's3' as const, ...fakeS3.storageOptions, secretAccessKey: 'S3RVER' };
    const opened = await openObjectStorage({ ...config, bucket: BUCKET });
    expect(opened.kind).toBe('s3');
    await opened.close();
    const missing = openObjectStorage({ ...config, bucket: 'no-such-bucket' });
    await expect(missing).rejects.toThrow(
      /无法使用对象存储桶 no-such-bucket（127\.0\.0\.1:\d+）：存储桶不存在/,
    );
    await expect(missing).rejects.not.toThrow(/S3RVER/);
  });

  it('does not mistake a missing bucket for a missing object on get', async () => {
    const storage = createS3Storage({ ...fakeS3.storageOptions, bucket: 'no-such-bucket' });
    const failure = storage.get('a');
    await expect(failure).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(failure).rejects.not.toBeInstanceOf(ObjectNotFoundError);
    await storage.close();
  });
});

/** A stand-in S3 endpoint that answers each PUT with the next scripted status. */
async function scriptedEndpoint(statuses: number[]) {
  const requests: { headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readAll(req);
    requests.push({ headers: req.headers, body });
    const status = statuses[requests.length - 1] ?? 200;
    res.statusCode = status;
    if (status === 200) return res.end();
    res.setHeader('content-type', 'application/xml');
    const code = status === 403 ? 'AccessDenied' : 'SlowDown';
    res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>m</Message></Error>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    storage: createS3Storage({
      ...fakeS3.storageOptions,
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'scripted',
      memorySpoolLimit: 1024,
      spoolDir: workDir,
      retryBaseDelayMs: 5,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('createS3Storage uploads', () => {
  it('signs the body SHA-256 and retries transient failures with the whole body each time', async () => {
    const endpoint = await scriptedEndpoint([503, 500, 200]);
    const data = randomBytes(50_000);
    const stored = await endpoint.storage.put('r/1.bin', chunked(data, 4096), { contentType: 'a/b' });
    expect(stored.sha256).toBe(sha256(data));
    expect(endpoint.requests).toHaveLength(3);
    for (const request of endpoint.requests) {
      expect(request.body).toEqual(data);
      expect(request.headers['x-amz-content-sha256']).toBe(sha256(data));
      expect(request.headers['x-amz-meta-sha256']).toBe(sha256(data));
      expect(request.headers['content-length']).toBe(String(data.length));
      expect(request.headers.authorization).toContain('x-amz-content-sha256');
    }
    await endpoint.storage.close();
    await endpoint.close();
  });

  it('gives up after three attempts, and at once when the error is not transient', async () => {
    const flaky = await scriptedEndpoint([503, 503, 503, 200]);
    await expect(
      flaky.storage.put('r/2.bin', Buffer.from('x'), { contentType: 'a/b' }),
    ).rejects.toBeDefined();
    expect(flaky.requests).toHaveLength(3);
    const denied = await scriptedEndpoint([403]);
    await expect(
      denied.storage.put('r/3.bin', Buffer.from('x'), { contentType: 'a/b' }),
    ).rejects.toMatchObject({
      name: 'AccessDenied',
    });
    expect(denied.requests).toHaveLength(1);
    for (const e of [flaky, denied]) {
      await e.storage.close();
      await e.close();
    }
    expect((await readdir(workDir)).filter((f) => f.startsWith('rer-s3-spool-'))).toEqual([]);
  });
});
