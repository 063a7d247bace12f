import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { ObjectSizeMismatchError, ObjectStorageError } from './object-storage.js';

export interface BodyDigest {
  size: number;
  sha256: string;
}

/**
 * Feeds the body to `write` chunk by chunk, hashing as it goes, so a stream is never held in
 * memory whole. Each write is awaited before the next chunk is read: a slow sink slows the
 * source (backpressure). A declared length is enforced as soon as it is exceeded, so a wrong
 * `contentLength` does not fill the disk first. Throwing stops (and destroys) the source stream.
 */
export async function pumpBody(
  key: string,
  body: Buffer | Readable,
  write: (chunk: Buffer) => Promise<void>,
  expectedLength?: number,
): Promise<BodyDigest> {
  const hash = createHash('sha256');
  let size = 0;
  const accept = async (chunk: Buffer) => {
    size += chunk.length;
    if (expectedLength !== undefined && size > expectedLength) {
      throw new ObjectSizeMismatchError(key, expectedLength, size);
    }
    hash.update(chunk);
    await write(chunk);
  };
  if (Buffer.isBuffer(body)) {
    if (body.length > 0) await accept(body);
  } else {
    for await (const chunk of body as AsyncIterable<unknown>) {
      const buffer = toBuffer(chunk);
      if (buffer.length > 0) await accept(buffer);
    }
  }
  if (expectedLength !== undefined && size !== expectedLength) {
    throw new ObjectSizeMismatchError(key, expectedLength, size);
  }
  return { size, sha256: hash.digest('hex') };
}

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  throw new ObjectStorageError('对象内容必须是字节流（Buffer、Uint8Array 或字符串块）');
}

/** `FileHandle.write` may write less than asked; loop until the whole chunk is on disk. */
export async function writeFully(handle: FileHandle, chunk: Buffer): Promise<void> {
  let offset = 0;
  while (offset < chunk.length) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
    offset += bytesWritten;
  }
}
