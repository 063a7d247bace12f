import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import {
  InvalidObjectKeyError,
  InvalidObjectOptionsError,
  ObjectNotFoundError,
  ObjectSizeMismatchError,
  type ObjectStorage,
} from './object-storage.js';
import { createS3Storage } from './s3-storage.js';
import { type FakeS3, startFakeS3 } from './testing/fake-s3.js';
import { chunked, failingStream, readAll, sha256 } from './testing/streams.js';

/**
 * One contract, both adapters: whatever passes against local storage in development must behave
 * the same against S3 in production. S3 runs against s3rver, a local fake of the S3 API.
 */
let workDir: string;
let fakeS3: FakeS3;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'rer-storage-contract-'));
  fakeS3 = await startFakeS3(path.join(workDir, 's3rver'));
  const admin = new S3Client(fakeS3.clientConfig);
  await admin.send(new CreateBucketCommand({ Bucket: 'rer-contract' }));
  admin.destroy();
});

afterAll(async () => {
  await fakeS3?.close();
  await rm(workDir, { recursive: true, force: true });
});

interface Adapter {
  open(): ObjectStorage;
  /** A storage where any I/O would fail or leave a trace: used to prove validation comes first. */
  unreachable(): { storage: ObjectStorage; touched(): boolean };
}

const adapters: Record<'local' | 's3', Adapter> = {
  local: {
    open: () => createLocalStorage(path.join(workDir, 'files')),
    unreachable: () => {
      const root = path.join(workDir, `never-${randomUUID()}`);
      return { storage: createLocalStorage(root), touched: () => existsSync(root) };
    },
  },
  s3: {
    open: () => createS3Storage({ ...fakeS3.storageOptions, bucket: 'rer-contract', prefix: 'contract' }),
    unreachable: () => ({
      // Port 1 refuses connections: any request would fail with a network error instead.
      storage: createS3Storage({
        ...fakeS3.storageOptions,
        endpoint: 'http://127.0.0.1:1',
        bucket: 'nowhere',
      }),
      touched: () => false,
    }),
  },
};

describe.each(['local', 's3'] as const)('ObjectStorage contract: %s', (kind) => {
  let storage: ObjectStorage;
  const key = (ext = 'bin') => `000000/2024/05/${randomUUID()}.${ext}`;

  beforeAll(() => {
    storage = adapters[kind].open();
  });
  afterAll(async () => {
    await storage.close();
  });

  it('reports its kind', () => {
    expect(storage.kind).toBe(kind);
  });

  it('round-trips a Buffer with its size, SHA-256 and content type', async () => {
    const k = key('txt');
    const body = Buffer.from('登记托管 hello\n', 'utf8');
    const stored = await storage.put(k, body, { contentType: 'text/plain; charset=utf-8' });
    expect(stored).toEqual({ key: k, size: body.length, sha256: sha256(body) });

    const got = await storage.get(k);
    expect(await readAll(got.body)).toEqual(body);
    expect(got).toMatchObject({ key: k, size: body.length, contentType: 'text/plain; charset=utf-8' });
    expect(got.sha256).toBe(sha256(body));
    expect(await storage.head(k)).toEqual({
      key: k,
      size: body.length,
      contentType: 'text/plain; charset=utf-8',
      metadata: {},
      sha256: sha256(body),
    });
    expect(await storage.exists(k)).toBe(true);
  });

  it('streams a multi-megabyte body in and out, hashing it on the way', async () => {
    const k = key();
    const data = randomBytes(5 * 1024 * 1024 + 123);
    const stored = await storage.put(k, chunked(data, 64 * 1024), {
      contentType: 'application/octet-stream',
      contentLength: data.length,
    });
    expect(stored.size).toBe(data.length);
    expect(stored.sha256).toBe(sha256(data));
    const got = await storage.get(k);
    expect(got.size).toBe(data.length);
    expect(sha256(await readAll(got.body))).toBe(stored.sha256);
  });

  it('stores an empty object', async () => {
    const k = key();
    const stored = await storage.put(k, Buffer.alloc(0), { contentType: 'application/octet-stream' });
    expect(stored).toEqual({ key: k, size: 0, sha256: sha256(Buffer.alloc(0)) });
    expect((await readAll((await storage.get(k)).body)).length).toBe(0);
  });

  it('preserves metadata, Chinese and spaces included', async () => {
    const k = key('pdf');
    const metadata = { 'original-name': '股东名册 2024  年报.pdf', 'uploaded-by': 'u-1', percent: '100%' };
    await storage.put(k, Buffer.from('%PDF'), { contentType: 'application/pdf', metadata });
    expect((await storage.head(k))?.metadata).toEqual(metadata);
    const got = await storage.get(k);
    got.body.resume();
    expect(got.metadata).toEqual(metadata);
    expect(got.contentType).toBe('application/pdf');
  });

  it('replaces an object on a second put', async () => {
    const k = key();
    await storage.put(k, Buffer.from('one'), { contentType: 'text/plain', metadata: { v: '1' } });
    await storage.put(k, Buffer.from('second'), { contentType: 'text/csv', metadata: { w: '2' } });
    const got = await storage.get(k);
    expect((await readAll(got.body)).toString()).toBe('second');
    expect(got).toMatchObject({ size: 6, contentType: 'text/csv', metadata: { w: '2' } });
  });

  it('answers null, false and ObjectNotFoundError for a missing key', async () => {
    const k = key();
    expect(await storage.head(k)).toBeNull();
    expect(await storage.exists(k)).toBe(false);
    await expect(storage.get(k)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.get(k)).rejects.toMatchObject({ key: k });
  });

  it('deletes idempotently', async () => {
    const k = key();
    await storage.put(k, Buffer.from('x'), { contentType: 'text/plain' });
    await storage.delete(k);
    await storage.delete(k);
    await storage.delete(key());
    expect(await storage.head(k)).toBeNull();
    await expect(storage.get(k)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('refuses a body whose length differs from contentLength and stores nothing', async () => {
    const k = key();
    const tooLong = storage.put(k, chunked(Buffer.alloc(300_000), 65_536), {
      contentType: 'a/b',
      contentLength: 100_000,
    });
    await expect(tooLong).rejects.toBeInstanceOf(ObjectSizeMismatchError);
    const tooShort = storage.put(k, Buffer.alloc(10), { contentType: 'a/b', contentLength: 11 });
    await expect(tooShort).rejects.toBeInstanceOf(ObjectSizeMismatchError);
    expect(await storage.exists(k)).toBe(false);
  });

  it('stores nothing when the body stream fails midway, and keeps the previous version', async () => {
    const k = key();
    await storage.put(k, Buffer.from('previous'), { contentType: 'text/plain' });
    await expect(storage.put(k, failingStream(), { contentType: 'text/plain' })).rejects.toThrow(
      'connection reset by client',
    );
    const got = await storage.get(k);
    expect((await readAll(got.body)).toString()).toBe('previous');
    const fresh = key();
    await expect(storage.put(fresh, failingStream(), { contentType: 'text/plain' })).rejects.toThrow();
    expect(await storage.head(fresh)).toBeNull();
  });

  it.each(['../x', '/abs', 'a//b', 'a/../b', '股东/名册.pdf', 'a'.repeat(600)])(
    'refuses key %j before any I/O',
    async (bad) => {
      const { storage: target, touched } = adapters[kind].unreachable();
      let bodyRead = false;
      const body = new Readable({
        read() {
          bodyRead = true;
          this.push(null);
        },
      });
      await expect(target.put(bad, body, { contentType: 'a/b' })).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
      await expect(target.put(bad, Buffer.from('x'), { contentType: 'a/b' })).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
      await expect(target.get(bad)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(target.head(bad)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(target.exists(bad)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(target.delete(bad)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      expect(bodyRead).toBe(false);
      expect(touched()).toBe(false);
      await target.close();
    },
  );

  it('refuses invalid options before any I/O', async () => {
    const { storage: target, touched } = adapters[kind].unreachable();
    await expect(
      target.put(key(), Buffer.from('x'), { contentType: 'text/plain\r\nX: y' }),
    ).rejects.toBeInstanceOf(InvalidObjectOptionsError);
    await expect(
      target.put(key(), Buffer.from('x'), { contentType: 'a/b', metadata: { FileName: 'x' } }),
    ).rejects.toBeInstanceOf(InvalidObjectOptionsError);
    expect(touched()).toBe(false);
    await target.close();
  });
});
