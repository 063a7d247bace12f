import { createReadStream } from 'node:fs';
import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type BodyDigest, pumpBody, writeFully } from './object-body.js';
import { ObjectStorageError } from './object-storage.js';

/** A body whose size and SHA-256 are known, readable as many times as an upload is retried. */
export interface SpooledBody extends BodyDigest {
  open(): Buffer | Readable;
  dispose(): Promise<void>;
}

export interface SpoolOptions {
  /** Bodies up to this size stay in memory; larger ones go to a temp file. */
  memoryLimit: number;
  /** Parent folder for temp files; each spool gets its own private (0700) folder inside. */
  dir: string;
  /** Refuse bodies larger than this while reading, before they fill the disk. */
  maxSize: number;
  expectedLength?: number;
}

/**
 * S3's PutObject needs the length before the first byte is sent, and the SHA-256 goes into the
 * object's metadata and the signed `x-amz-content-sha256` header, so it must be known up front
 * too. Without `@aws-sdk/lib-storage` (multipart streaming, not installed) the body is read once
 * here: small bodies into memory, large ones into a temp file, never a large body in memory.
 */
export async function spoolBody(
  key: string,
  body: Buffer | Readable,
  options: SpoolOptions,
): Promise<SpooledBody> {
  if (Buffer.isBuffer(body)) {
    if (body.length > options.maxSize) throw tooLarge(key, options.maxSize);
    const digest = await pumpBody(key, body, async () => {}, options.expectedLength);
    return inMemory(body, digest);
  }
  const writer = new SpoolWriter(key, options);
  try {
    const digest = await pumpBody(key, body, (chunk) => writer.write(chunk), options.expectedLength);
    return await writer.finish(digest);
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

class SpoolWriter {
  private chunks: Buffer[] = [];
  private total = 0;
  private tempDir: string | null = null;
  private handle: FileHandle | null = null;

  constructor(
    private readonly key: string,
    private readonly options: SpoolOptions,
  ) {}

  async write(chunk: Buffer): Promise<void> {
    this.total += chunk.length;
    if (this.total > this.options.maxSize) throw tooLarge(this.key, this.options.maxSize);
    if (this.handle === null && this.total <= this.options.memoryLimit) {
      this.chunks.push(chunk);
      return;
    }
    if (this.handle === null) {
      this.tempDir = await mkdtemp(path.join(this.options.dir, 'rer-s3-spool-'));
      // 0600: the spool holds document contents, possibly personal data.
      this.handle = await open(path.join(this.tempDir, 'body'), 'wx', 0o600);
      for (const buffered of this.chunks) await writeFully(this.handle, buffered);
      this.chunks = [];
    }
    await writeFully(this.handle, chunk);
  }

  async finish(digest: BodyDigest): Promise<SpooledBody> {
    if (this.handle === null || this.tempDir === null) {
      return inMemory(Buffer.concat(this.chunks, digest.size), digest);
    }
    await this.handle.close();
    this.handle = null;
    const tempDir = this.tempDir;
    const file = path.join(tempDir, 'body');
    return {
      ...digest,
      open: () => createReadStream(file),
      dispose: () => rm(tempDir, { recursive: true, force: true }),
    };
  }

  async abort(): Promise<void> {
    this.chunks = [];
    await this.handle?.close().catch(() => undefined);
    this.handle = null;
    if (this.tempDir !== null) await rm(this.tempDir, { recursive: true, force: true });
  }
}

function inMemory(buffer: Buffer, digest: BodyDigest): SpooledBody {
  return { ...digest, open: () => buffer, dispose: async () => {} };
}

function tooLarge(key: string, maxSize: number): ObjectStorageError {
  return new ObjectStorageError(`对象 ${key} 超过单次上传上限 ${maxSize} 字节，未保存`);
}
