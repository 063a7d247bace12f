import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where attachments, generated PDFs/Excel files and voucher files live. Two adapters implement it
 * (local folder, S3-compatible); both pass the same contract tests, so callers never branch on
 * `kind` except for diagnostics.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores the body under `key`, replacing any previous object (last writer wins). */
  put(key: string, body: Buffer | Readable, options: PutObjectOptions): Promise<StoredObject>;
  /** Streams the object; throws `ObjectNotFoundError` when it does not exist. */
  get(key: string): Promise<ObjectContent>;
  /** The object's description without its body, or null when it does not exist. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections (S3); the local adapter holds nothing. */
  close(): Promise<void>;
}

export interface PutObjectOptions {
  contentType: string;
  /** When given, a body of any other length is refused and nothing is stored (truncated uploads). */
  contentLength?: number;
  /** Lower-case names (`[a-z0-9-]`); values are any text, Chinese file names included. */
  metadata?: Record<string, string>;
}

export interface StoredObject {
  key: string;
  size: number;
  /** Lower-case hex SHA-256 of the bytes stored, computed while they streamed through. */
  sha256: string;
}

export interface ObjectInfo {
  key: string;
  size: number;
  contentType: string;
  metadata: Record<string, string>;
  /** Null only for objects not written through this module (e.g. uploaded with another S3 tool). */
  sha256: string | null;
}

export interface ObjectContent extends ObjectInfo {
  body: Readable;
}

export class ObjectStorageError extends Error {
  override name = 'ObjectStorageError';
}

export class ObjectNotFoundError extends ObjectStorageError {
  override name = 'ObjectNotFoundError';
  constructor(readonly key: string) {
    super(`对象不存在：${key}`);
  }
}

export class InvalidObjectKeyError extends ObjectStorageError {
  override name = 'InvalidObjectKeyError';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    // The key may hold control characters or be huge: show a quoted, shortened form only.
    super(`对象键无效（${reason}）：${JSON.stringify(key.slice(0, 80))}`);
  }
}

/** Content type or metadata that one of the backends could not store faithfully. */
export class InvalidObjectOptionsError extends ObjectStorageError {
  override name = 'InvalidObjectOptionsError';
}

export class ObjectSizeMismatchError extends ObjectStorageError {
  override name = 'ObjectSizeMismatchError';
  constructor(
    readonly key: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`对象 ${key} 的内容长度不符：声明 ${expected} 字节，实际至少 ${actual} 字节，未保存`);
  }
}

export const MAX_OBJECT_KEY_LENGTH = 512;
// File names are limited to 255 bytes; the local adapter appends up to 46 characters for temp files.
export const MAX_OBJECT_KEY_SEGMENT_LENGTH = 200;
const keyCharacters = /^[A-Za-z0-9._/-]+$/;

/**
 * Keys become file paths (local) and S3 keys, so they are restricted to characters that mean the
 * same everywhere: no `..`, no absolute paths, no empty segments. Every adapter method calls this
 * before any I/O, which makes path traversal impossible rather than merely checked for.
 */
export function validateObjectKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidObjectKeyError(String(key), '不能为空');
  if (key.length > MAX_OBJECT_KEY_LENGTH) {
    throw new InvalidObjectKeyError(key, `不能超过 ${MAX_OBJECT_KEY_LENGTH} 个字符`);
  }
  if (!keyCharacters.test(key)) throw new InvalidObjectKeyError(key, '只能包含字母、数字和 . _ / -');
  if (key.startsWith('/')) throw new InvalidObjectKeyError(key, '不能以 / 开头');
  if (key.includes('..')) throw new InvalidObjectKeyError(key, '不能包含 ..');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidObjectKeyError(key, '不能有空的路径段');
    if (segment === '.') throw new InvalidObjectKeyError(key, '不能有 . 路径段');
    if (segment.length > MAX_OBJECT_KEY_SEGMENT_LENGTH) {
      throw new InvalidObjectKeyError(key, `每段不能超过 ${MAX_OBJECT_KEY_SEGMENT_LENGTH} 个字符`);
    }
  }
}

/** S3 limits user metadata to 2 KB; the adapters percent-encode values and add `sha256`. */
export const MAX_ENCODED_METADATA_BYTES = 2048 - ('sha256'.length + 64);
const metadataName = /^[a-z0-9](?:[a-z0-9-]{0,62})$/;
const reservedMetadataNames = new Set(['sha256']);
// Printable ASCII only: the value travels as an HTTP header, where CR/LF would inject headers.
const contentTypePattern = /^[\x21-\x7e]+\/[\x20-\x7e]+$/;

/**
 * Both adapters refuse the same options, so code tested against local storage does not fail on S3.
 * Metadata names are lower case because S3 lower-cases them; underscores are refused because
 * common proxies drop headers containing them.
 */
export function validatePutOptions(options: PutObjectOptions): void {
  const { contentType, contentLength, metadata } = options;
  if (typeof contentType !== 'string' || contentType.length > 255 || !contentTypePattern.test(contentType)) {
    throw new InvalidObjectOptionsError(`内容类型无效：${JSON.stringify(String(contentType).slice(0, 80))}`);
  }
  if (contentLength !== undefined && !(Number.isSafeInteger(contentLength) && contentLength >= 0)) {
    throw new InvalidObjectOptionsError(`内容长度无效：${String(contentLength)}`);
  }
  let encodedBytes = 0;
  for (const [name, value] of Object.entries(metadata ?? {})) {
    if (!metadataName.test(name)) {
      throw new InvalidObjectOptionsError(
        `元数据名称无效（只能用小写字母、数字和 -）：${JSON.stringify(name.slice(0, 80))}`,
      );
    }
    if (reservedMetadataNames.has(name)) throw new InvalidObjectOptionsError(`元数据名称 ${name} 为系统保留`);
    if (typeof value !== 'string') throw new InvalidObjectOptionsError(`元数据 ${name} 的值必须是文本`);
    encodedBytes += name.length + encodeMetadataValue(value).length;
  }
  if (encodedBytes > MAX_ENCODED_METADATA_BYTES) {
    throw new InvalidObjectOptionsError(`元数据过大：编码后不能超过 ${MAX_ENCODED_METADATA_BYTES} 字节`);
  }
}

/** Percent-encoding keeps any text (Chinese, spaces) intact through HTTP headers. */
export function encodeMetadataValue(value: string): string {
  return encodeURIComponent(value);
}

/** Values written by other tools may not be percent-encoded: those are returned as they are. */
export function decodeMetadataValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const tenantSegment = /^[A-Za-z0-9_-]{1,64}$/;
const extensionPattern = /^[a-z0-9]{1,16}$/;
// China has had no daylight saving since 1991: a fixed offset gives the Beijing calendar month.
const beijingOffsetMs = 8 * 60 * 60 * 1000;

/**
 * A fresh key `tenantId/yyyy/mm/uuid[.ext]`. The tenant prefix keeps tenants apart for backup and
 * deletion; the month (Beijing time) bounds folder sizes; the random UUID means keys are never
 * reused, so objects are in practice immutable.
 */
export function newObjectKey(params: { tenantId: string; extension?: string; now?: Date }): string {
  const { tenantId, now = new Date() } = params;
  if (!tenantSegment.test(tenantId)) throw new InvalidObjectKeyError(tenantId, '租户编号不能作为路径段');
  const extension = (params.extension ?? '').replace(/^\./, '').toLowerCase();
  if (extension !== '' && !extensionPattern.test(extension)) {
    throw new InvalidObjectKeyError(extension, '扩展名只能是 1-16 个字母或数字');
  }
  const beijing = new Date(now.getTime() + beijingOffsetMs);
  const yyyy = String(beijing.getUTCFullYear()).padStart(4, '0');
  const mm = String(beijing.getUTCMonth() + 1).padStart(2, '0');
  const key = `${tenantId}/${yyyy}/${mm}/${randomUUID()}${extension === '' ? '' : `.${extension}`}`;
  validateObjectKey(key);
  return key;
}
