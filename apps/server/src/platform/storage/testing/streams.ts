import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

/** Stream helpers shared by the storage tests (kept out of test files so tests are not re-registered). */
export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The data as a stream of `size`-byte chunks, like an upload arriving from the network. */
export function chunked(data: Buffer, size: number): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < data.length; offset += size) yield data.subarray(offset, offset + size);
    })(),
  );
}

/** Half a megabyte, then the error a dropped client connection produces. */
export function failingStream(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(256 * 1024, 1);
      yield Buffer.alloc(256 * 1024, 2);
      throw new Error('connection reset by client');
    })(),
  );
}
