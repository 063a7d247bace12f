import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A ZIP archive written as it is produced, with backpressure: entries are deflated one after
 * the other straight into `out` (sizes and CRC in a data descriptor after each entry, the central
 * directory at the end), so memory stays flat whatever the size. No ZIP64: entries and the
 * archive stay under 4 GiB (a 500,000-line register is about 30 MB).
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: {
    name: Buffer;
    crc: number;
    size: number;
    compressed: number;
    offset: number;
  }[] = [];
  private open = false;

  constructor(private readonly out: Writable) {}

  /** Writes to the archive's stream, waiting while the consumer is behind. */
  private async emit(chunk: Buffer): Promise<void> {
    if (this.out.destroyed) throw new Error('zip stream closed before the end');
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await drainOrClose(this.out);
    if (this.out.destroyed) throw new Error('zip stream closed before the end');
  }

  /** Starts an entry; write its content, then `close()` it before the next one. */
  async openEntry(fileName: string): Promise<ZipEntry> {
    if (this.open) throw new Error('the previous zip entry is still open');
    this.open = true;
    const name = Buffer.from(fileName, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0808, 6); // data descriptor follows; UTF-8 name
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(dosTime(new Date()), 10);
    header.writeUInt16LE(name.length, 26);
    await this.emit(Buffer.concat([header, name]));
    const deflate = zlib.createDeflateRaw({ level: 6 });
    const state = { crc: 0, size: 0, compressed: 0 };
    const pump = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        state.compressed += chunk.length;
        await this.emit(chunk);
      }
    })();
    pump.catch((error: unknown) => deflate.destroy(error as Error));
    return {
      write: async (data) => {
        const chunk = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        state.crc = zlib.crc32(chunk, state.crc);
        state.size += chunk.length;
        if (!deflate.write(chunk)) await once(deflate, 'drain');
      },
      close: async () => {
        deflate.end();
        await pump;
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(state.crc >>> 0, 4);
        descriptor.writeUInt32LE(state.compressed, 8);
        descriptor.writeUInt32LE(state.size, 12);
        await this.emit(descriptor);
        this.entries.push({ name, ...state, offset });
        this.open = false;
      },
    };
  }

  /** A whole entry at once (small parts). */
  async addEntry(fileName: string, content: string): Promise<void> {
    const entry = await this.openEntry(fileName);
    await entry.write(content);
    await entry.close();
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(0x0808, 8);
      record.writeUInt16LE(8, 10);
      record.writeUInt32LE(dosTime(new Date()), 12);
      record.writeUInt32LE(e.crc >>> 0, 16);
      record.writeUInt32LE(e.compressed, 20);
      record.writeUInt32LE(e.size, 24);
      record.writeUInt16LE(e.name.length, 28);
      record.writeUInt32LE(e.offset, 42);
      await this.emit(Buffer.concat([record, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.emit(end);
    this.out.end();
  }
}

export interface ZipEntry {
  write(data: Buffer | string): Promise<void>;
  close(): Promise<void>;
}

/** Resolves on `drain`, or on `close` when the consumer went away. */
function drainOrClose(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** MS-DOS date and time (local fields, 2-second resolution) as one 32-bit number. */
function dosTime(at: Date): number {
  const time = (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2);
  const date = ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate();
  return ((date << 16) | time) >>> 0;
}
