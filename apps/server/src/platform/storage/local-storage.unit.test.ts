import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import {
  InvalidObjectKeyError,
  ObjectNotFoundError,
  ObjectSizeMismatchError,
  type ObjectStorage,
  ObjectStorageError,
} from './object-storage.js';
import { chunked, failingStream, readAll, sha256 } from './testing/streams.js';

let root: string;
let storage: ObjectStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rer-local-storage-'));
  storage = createLocalStorage(path.join(root, 'files'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every file below the storage root, as key-like relative paths. */
async function listFiles(): Promise<string[]> {
  const dir = path.join(root, 'files');
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

describe('createLocalStorage', () => {
  it('creates nothing until the first put, then keeps the bytes under the key and a JSON sidecar', async () => {
    expect(existsSync(path.join(root, 'files'))).toBe(false);
    const body = Buffer.from('凭证');
    await storage.put('000000/2024/05/a.txt', body, { contentType: 'text/plain', metadata: { by: 'u1' } });
    expect(await listFiles()).toEqual(['000000/2024/05/a.txt', '000000/2024/05/a.txt~meta.json']);
    expect(await readFile(path.join(root, 'files/000000/2024/05/a.txt'))).toEqual(body);
    const sidecar = JSON.parse(
      await readFile(path.join(root, 'files/000000/2024/05/a.txt~meta.json'), 'utf8'),
    );
    expect(sidecar).toMatchObject({
      version: 1,
      size: body.length,
      sha256: sha256(body),
      contentType: 'text/plain',
      metadata: { by: 'u1' },
    });
  });

  it('leaves no file under the key and no temp litter when the stream errors midway', async () => {
    await expect(storage.put('t/a.bin', failingStream(), { contentType: 'a/b' })).rejects.toThrow(
      'connection reset by client',
    );
    await expect(
      storage.put('t/b.bin', chunked(randomBytes(200_000), 50_000), {
        contentType: 'a/b',
        contentLength: 10,
      }),
    ).rejects.toBeInstanceOf(ObjectSizeMismatchError);
    expect(await listFiles()).toEqual([]);
  });

  it('keeps the previous version intact when an overwrite fails', async () => {
    await storage.put('t/a.bin', Buffer.from('v1'), { contentType: 'text/plain' });
    await expect(storage.put('t/a.bin', failingStream(), { contentType: 'a/b' })).rejects.toThrow();
    expect(await listFiles()).toEqual(['t/a.bin', 't/a.bin~meta.json']);
    expect((await readAll((await storage.get('t/a.bin')).body)).toString()).toBe('v1');
  });

  it('treats bytes without a sidecar (a put interrupted between its renames) as absent', async () => {
    await storage.put('t/a.bin', Buffer.from('data'), { contentType: 'a/b' });
    await rm(path.join(root, 'files/t/a.bin~meta.json'));
    expect(await storage.head('t/a.bin')).toBeNull();
    await expect(storage.get('t/a.bin')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('treats a data file whose size disagrees with the sidecar as absent', async () => {
    await storage.put('t/a.bin', Buffer.from('data'), { contentType: 'a/b' });
    await writeFile(path.join(root, 'files/t/a.bin'), 'other data');
    expect(await storage.head('t/a.bin')).toBeNull();
    await expect(storage.get('t/a.bin')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('reports a damaged sidecar loudly instead of guessing', async () => {
    await storage.put('t/a.bin', Buffer.from('data'), { contentType: 'a/b' });
    await writeFile(path.join(root, 'files/t/a.bin~meta.json'), '{"version":1');
    await expect(storage.head('t/a.bin')).rejects.toBeInstanceOf(ObjectStorageError);
    await expect(storage.get('t/a.bin')).rejects.toThrow('元数据文件已损坏');
  });

  it('reports keys that collide with a folder (S3 allows `a` and `a/b`, a file system does not)', async () => {
    await storage.put('x/a', Buffer.from('1'), { contentType: 'a/b' });
    await expect(storage.put('x/a/b', Buffer.from('2'), { contentType: 'a/b' })).rejects.toBeInstanceOf(
      InvalidObjectKeyError,
    );
    await storage.put('y/a/b', Buffer.from('3'), { contentType: 'a/b' });
    await expect(storage.put('y/a', Buffer.from('4'), { contentType: 'a/b' })).rejects.toBeInstanceOf(
      InvalidObjectKeyError,
    );
    expect(await storage.head('y/a')).toBeNull();
    await storage.delete('y/a');
    expect(await storage.exists('y/a/b')).toBe(true);
    expect((await listFiles()).filter((f) => f.includes('.tmp'))).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')(
    'streams what was opened even if the object is deleted meanwhile',
    async () => {
      const data = randomBytes(1024 * 1024);
      await storage.put('t/a.bin', data, { contentType: 'a/b' });
      const got = await storage.get('t/a.bin');
      await storage.delete('t/a.bin');
      expect(sha256(await readAll(got.body))).toBe(sha256(data));
      expect(await listFiles()).toEqual([]);
    },
  );

  it('handles concurrent puts into one folder', async () => {
    const keys = Array.from({ length: 25 }, (_, i) => `000000/2024/05/${i}.bin`);
    await Promise.all(keys.map((k) => storage.put(k, Buffer.from(k), { contentType: 'a/b' })));
    for (const k of keys) expect((await readAll((await storage.get(k)).body)).toString()).toBe(k);
    expect(await listFiles()).toHaveLength(50);
  });
});
