import { createHash } from 'node:crypto';
import { PassThrough, type Readable, Transform, type TransformCallback } from 'node:stream';
import { ZipFile } from 'yazl';

/** One attachment to put into the package (as recorded at upload). */
export interface ArchiveSourceFile {
  attachId: string;
  originalName: string;
  extension: string;
  mediaType: string;
  sizeBytes: number;
  /** SHA-256 recorded at upload: the bytes read back must still have it. */
  sha256: string;
  storageKey: string;
}

/** What the manifest says of a packaged file, hashed from the bytes that went into the zip. */
export interface PackagedFile {
  path: string;
  name: string;
  attachId: string;
  mediaType: string;
  size: number;
  sha256: string;
  sm3: string;
}

/** Types whose content is already compressed: stored as they are (deflating them wastes CPU). */
const STORED_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'pdf', 'zip', 'docx', 'xlsx', 'mp4', 'rar']);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;
const MAX_NAME_CHARS = 100;

/**
 * A file name safe inside a zip on every system: no path separators, control or Windows-reserved
 * characters, no leading/trailing dots or spaces, at most 100 characters (the extension kept).
 * Chinese stays as it is (names are UTF-8 with the zip's language-encoding flag).
 */
export function safeEntryName(name: string, fallback = '附件'): string {
  let cleaned = name
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const chars = [...cleaned];
  if (chars.length > MAX_NAME_CHARS) {
    const dot = cleaned.lastIndexOf('.');
    const ext = dot > 0 && cleaned.length - dot <= 17 ? cleaned.slice(dot) : '';
    cleaned = chars.slice(0, MAX_NAME_CHARS - [...ext].length).join('') + ext;
  }
  return cleaned === '' ? fallback : cleaned;
}

/** `附件/001_股份转让协议.pdf`: numbered, so equal names never collide and the order is the upload order. */
export function attachmentEntryPath(index: number, originalName: string): string {
  return `附件/${String(index + 1).padStart(3, '0')}_${safeEntryName(originalName)}`;
}

/** Hashes the bytes flowing through (SHA-256 and SM3) and refuses them when they differ from the upload. */
class CheckedFileStream extends Transform {
  private readonly sha256 = createHash('sha256');
  private readonly sm3 = createHash('sm3');
  private size = 0;

  constructor(
    private readonly file: ArchiveSourceFile,
    private readonly onHashed: (hashes: { size: number; sha256: string; sm3: string }) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.sha256.update(chunk);
    this.sm3.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    const sha256 = this.sha256.digest('hex');
    if (sha256 !== this.file.sha256 || this.size !== this.file.sizeBytes) {
      callback(
        new Error(
          `附件 ${this.file.attachId} 的内容与上传时记录的大小或SHA-256不一致（对象存储中的文件已被改动），未生成存证材料包`,
        ),
      );
      return;
    }
    this.onHashed({ size: this.size, sha256, sm3: this.sm3.digest('hex') });
    callback();
  }
}

export interface EvidenceArchiveInput {
  files: ArchiveSourceFile[];
  /** Opens a stored object's bytes (object storage). */
  open(storageKey: string): Promise<Readable>;
  /** Small documents written as they are (receipts, README). */
  documents: { path: string; content: string }[];
  /** The manifest, built once every file has been hashed (it is the last entry). */
  manifest(files: PackagedFile[]): string;
  mtime: Date;
}

/**
 * The package as a stream: each attachment read from storage one after the other (never all in
 * memory), hashed on the way and checked against its upload hash, then the documents, then
 * `manifest.json` with the hashes just computed. Any failure (a missing object, changed bytes)
 * destroys the stream with that error, so whoever stores it stores nothing.
 */
export function evidenceArchive(input: EvidenceArchiveInput): { stream: Readable; packaged: PackagedFile[] } {
  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  const packaged: PackagedFile[] = [];
  const open = new Set<Readable>();
  const fail = (error: unknown) => {
    for (const s of open) s.destroy();
    if (!out.destroyed) out.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  // The consumer learns of a failure from the stream ending in error (`for await`, pipeline);
  // between two reads it may hold no 'error' listener, and the event must not become uncaught.
  out.on('error', () => undefined);
  input.files.forEach((file, index) => {
    const path = attachmentEntryPath(index, file.originalName);
    const compress = !STORED_EXTENSIONS.has(file.extension.toLowerCase());
    zip.addReadStreamLazy(path, { mtime: input.mtime, compress }, (callback) => {
      input.open(file.storageKey).then(
        (body) => {
          // The package was abandoned (an error, the client went away) while this file opened.
          if (out.destroyed) {
            body.destroy();
            return;
          }
          const checked = new CheckedFileStream(file, (hashes) =>
            packaged.push({
              path,
              name: file.originalName,
              attachId: file.attachId,
              mediaType: file.mediaType,
              ...hashes,
            }),
          );
          open.add(body);
          body.on('error', fail);
          checked.on('error', fail);
          checked.on('end', () => open.delete(body));
          callback(null, body.pipe(checked));
        },
        (error: unknown) => fail(error),
      );
    });
  });
  for (const doc of input.documents) {
    zip.addBuffer(Buffer.from(doc.content, 'utf8'), doc.path, { mtime: input.mtime });
  }
  zip.addReadStreamLazy('manifest.json', { mtime: input.mtime }, (callback) => {
    try {
      const text = Buffer.from(input.manifest(packaged), 'utf8');
      const body = new PassThrough();
      body.end(text);
      callback(null, body);
    } catch (error) {
      fail(error);
    }
  });
  zip.end();
  return { stream: out, packaged };
}
