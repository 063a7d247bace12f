import zlib from 'node:zlib';

/**
 * A read-only view of a ZIP archive held in memory: the central directory (ZIP64 included) is
 * read up front, entries are inflated with node:zlib, either whole (small parts) or as a stream of
 * chunks with backpressure (a worksheet), checking the declared size and the CRC-32. Part names
 * are matched case-insensitively, as OPC (the xlsx packaging) requires. Errors are plain `Error`s
 * with a Chinese message; callers map them to their own error codes.
 */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** Upper bound of one inflated part: a deflate bomb is refused before it is expanded. */
export const MAX_PART_BYTES = 1024 * 1024 * 1024;

/**
 * Limits for archives from anyone (attachment previews): at most `maxBytes` inflated in all (counted
 * as produced; a part read whole is refused by its declared size first, and no part can produce
 * more than it declares), and no part over `ratioGraceBytes` that declares more than `maxRatio`
 * times its compressed size (a deflate bomb: 800 KB that inflates to 200 MB is 250×).
 */
export interface ZipLimits {
  maxBytes: number;
  maxRatio: number;
  ratioGraceBytes: number;
}

/** An archive beyond its limits: not broken, just refused. The message is Chinese. */
export class ZipLimitError extends Error {
  constructor(
    readonly kind: 'size' | 'ratio',
    readonly limit: number,
    entryName: string,
  ) {
    super(
      kind === 'size'
        ? `解压后内容超过${Math.round(limit / 1048576)}MB（${entryName}）`
        : `压缩比超过${limit}倍（${entryName}）`,
    );
  }
}
const CHUNK = 64 * 1024;
const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

const notZip = (detail: string) => new Error(`ZIP 结构损坏：${detail}`);

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD && i + 22 + buf.readUInt16LE(i + 20) <= buf.length) return i;
  }
  throw notZip('找不到中央目录');
}

/** Sizes and offset from the ZIP64 extended-information extra field, in the fixed order. */
function applyZip64(buf: Buffer, start: number, end: number, entry: ZipEntry): void {
  for (let p = start; p + 4 <= end; ) {
    const id = buf.readUInt16LE(p);
    const len = buf.readUInt16LE(p + 2);
    if (id === 0x0001) {
      let q = p + 4;
      const take = () => {
        if (q + 8 > p + 4 + len) throw notZip('ZIP64 扩展字段不完整');
        const v = Number(buf.readBigUInt64LE(q));
        q += 8;
        return v;
      };
      if (entry.size === MAX32) entry.size = take();
      if (entry.compressedSize === MAX32) entry.compressedSize = take();
      if (entry.localOffset === MAX32) entry.localOffset = take();
      return;
    }
    p += 4 + len;
  }
}

export class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>();
  /** Bytes inflated so far, against `limits.maxBytes`. */
  private produced = 0;

  constructor(
    private readonly buf: Buffer,
    private readonly limits?: ZipLimits,
  ) {
    if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL)
      throw new Error('文件头不是 ZIP 格式（xlsx 文件是 ZIP 压缩包）');
    const eocd = findEndOfCentralDirectory(buf);
    let count = buf.readUInt16LE(eocd + 10);
    let dirOffset = buf.readUInt32LE(eocd + 16);
    if (
      (count === 0xffff || dirOffset === MAX32) &&
      eocd >= 20 &&
      buf.readUInt32LE(eocd - 20) === EOCD64_LOCATOR
    ) {
      const at = Number(buf.readBigUInt64LE(eocd - 12));
      if (at + 56 > buf.length || buf.readUInt32LE(at) !== EOCD64) throw notZip('ZIP64 目录结尾损坏');
      count = Number(buf.readBigUInt64LE(at + 32));
      dirOffset = Number(buf.readBigUInt64LE(at + 48));
    }
    let p = dirOffset;
    for (let i = 0; i < count; i++) {
      if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw notZip('中央目录损坏');
      const nameLen = buf.readUInt16LE(p + 28);
      const extraLen = buf.readUInt16LE(p + 30);
      const commentLen = buf.readUInt16LE(p + 32);
      const flags = buf.readUInt16LE(p + 8);
      const entry: ZipEntry = {
        name: buf.toString(flags & 0x800 ? 'utf8' : 'latin1', p + 46, p + 46 + nameLen),
        method: buf.readUInt16LE(p + 10),
        flags,
        crc: buf.readUInt32LE(p + 16),
        compressedSize: buf.readUInt32LE(p + 20),
        size: buf.readUInt32LE(p + 24),
        localOffset: buf.readUInt32LE(p + 42),
      };
      applyZip64(buf, p + 46 + nameLen, p + 46 + nameLen + extraLen, entry);
      const key = entry.name.replace(/^\/+/, '').toLowerCase();
      if (!this.entries.has(key)) this.entries.set(key, entry);
      p += 46 + nameLen + extraLen + commentLen;
    }
  }

  /** Every entry, in directory order (the first of duplicate names). */
  list(): ZipEntry[] {
    return [...this.entries.values()];
  }

  /** The entry of a part name (leading '/' optional, case-insensitive), if present. */
  entry(name: string): ZipEntry | undefined {
    return this.entries.get(name.replace(/^\/+/, '').toLowerCase());
  }

  private compressed(entry: ZipEntry): Buffer {
    if (entry.flags & 0x1) throw new Error(`文件已加密，无法读取（${entry.name}）`);
    if (entry.method !== 0 && entry.method !== 8) {
      throw new Error(`不支持的压缩方式 ${entry.method}（${entry.name}）`);
    }
    if (entry.size > MAX_PART_BYTES) throw new Error(`文件内容过大（${entry.name}）`);
    const limits = this.limits;
    if (
      limits &&
      entry.size > limits.ratioGraceBytes &&
      entry.size > limits.maxRatio * Math.max(1, entry.compressedSize)
    ) {
      throw new ZipLimitError('ratio', limits.maxRatio, entry.name);
    }
    const at = entry.localOffset;
    if (at + 30 > this.buf.length || this.buf.readUInt32LE(at) !== LOCAL) {
      throw notZip(`本地文件头损坏（${entry.name}）`);
    }
    const start = at + 30 + this.buf.readUInt16LE(at + 26) + this.buf.readUInt16LE(at + 28);
    const end = start + entry.compressedSize;
    if (end > this.buf.length) throw notZip(`文件被截断（${entry.name}）`);
    return this.buf.subarray(start, end);
  }

  /** Counts inflated bytes against the limit (a whole read counts its declared size up front). */
  private count(entry: ZipEntry, bytes: number): void {
    this.produced += bytes;
    if (this.limits && this.produced > this.limits.maxBytes) {
      throw new ZipLimitError('size', this.limits.maxBytes, entry.name);
    }
  }

  private check(entry: ZipEntry, size: number, crc: number): void {
    if (size !== entry.size || crc !== entry.crc) throw notZip(`压缩数据校验失败（${entry.name}）`);
  }

  /** The whole inflated content of an entry (for the small parts: workbook, rels, styles, strings). */
  read(entry: ZipEntry): Buffer {
    const data = this.compressed(entry);
    this.count(entry, entry.size);
    let out: Buffer;
    try {
      out = entry.method === 0 ? data : zlib.inflateRawSync(data, { maxOutputLength: entry.size + 1 });
    } catch {
      throw notZip(`压缩数据损坏（${entry.name}）`);
    }
    this.check(entry, out.length, zlib.crc32(out));
    return out;
  }

  /** The inflated content of an entry as chunks of about 64 KiB, produced as they are consumed. */
  async *stream(entry: ZipEntry): AsyncGenerator<Buffer> {
    const data = this.compressed(entry);
    let size = 0;
    let crc = 0;
    if (entry.method === 0) {
      for (let i = 0; i < data.length; i += CHUNK) {
        const chunk = data.subarray(i, i + CHUNK);
        this.count(entry, chunk.length);
        crc = zlib.crc32(chunk, crc);
        yield chunk;
      }
      this.check(entry, data.length, crc);
      return;
    }
    const inflater = zlib.createInflateRaw({ chunkSize: CHUNK });
    inflater.end(data);
    try {
      for await (const chunk of inflater as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > entry.size) break;
        this.count(entry, chunk.length);
        crc = zlib.crc32(chunk, crc);
        yield chunk;
      }
    } catch (error) {
      if (error instanceof ZipLimitError) throw error;
      throw notZip(`压缩数据损坏（${entry.name}）`);
    } finally {
      inflater.destroy();
    }
    this.check(entry, size, crc);
  }
}
