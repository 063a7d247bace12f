import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { spoolBody } from './body-spool.js';
import {
  decodeMetadataValue,
  encodeMetadataValue,
  type ObjectInfo,
  ObjectNotFoundError,
  type ObjectStorage,
  ObjectStorageError,
  validateObjectKey,
  validatePutOptions,
} from './object-storage.js';

export interface S3StorageOptions {
  /** MinIO, Ceph RGW, OSS… (`https://host:port`); omitted for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name: what most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Keys are stored as `prefix/key`, so several environments can share one bucket. */
  prefix?: string;
  /** Streams above this size are spooled to a temp file before upload (default 8 MiB). */
  memorySpoolLimit?: number;
  /** Where spool files go (default the OS temp folder); needs room for the largest upload. */
  spoolDir?: string;
  /** Attempts per upload, including the first (default 3). */
  putAttempts?: number;
  retryBaseDelayMs?: number;
}

export interface S3ObjectStorage extends ObjectStorage {
  readonly kind: 's3';
  /** Fails with a Chinese message when the bucket is missing, unreachable or not ours to use. */
  checkBucket(): Promise<void>;
}

// One PutObject carries at most 5 GiB; larger objects would need multipart upload.
const MAX_SINGLE_PUT_BYTES = 5 * 1024 ** 3;
const SHA256_METADATA = 'sha256';

/**
 * Objects in an S3-compatible bucket. Each body is read once (see `spoolBody`) so its size and
 * SHA-256 are known before upload: the SHA-256 is stored as `x-amz-meta-sha256` and also sent as
 * the signed `x-amz-content-sha256`, which S3 and MinIO verify, so a body damaged in transit is
 * refused rather than stored. Metadata values are percent-encoded to survive HTTP headers.
 */
export function createS3Storage(options: S3StorageOptions): S3ObjectStorage {
  const prefix = normalisePrefix(options.prefix);
  const base: S3ClientConfig = {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Recent SDKs add CRC checksums with chunked trailers by default, which MinIO/Ceph/OSS
    // releases and s3rver do not all understand; the signed SHA-256 already protects uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client({ ...base, maxAttempts: 3 });
  // The SDK would retry an upload by resending a stream it has already consumed; uploads are
  // retried here instead, each attempt reading the spooled body afresh.
  // The SDK then warns on the console about each failed streaming attempt; the retry is ours.
  const putClient = new S3Client({ ...base, maxAttempts: 1, logger: silentLogger });
  const putAttempts = Math.max(1, options.putAttempts ?? 3);
  const retryBaseDelayMs = options.retryBaseDelayMs ?? 200;
  const bucket = options.bucket;

  const objectKey = (key: string): string => {
    validateObjectKey(key);
    return prefix === '' ? key : `${prefix}/${key}`;
  };

  const head = async (key: string): Promise<ObjectInfo | null> => {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return describe(key, out);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',

    async put(key, body, putOptions) {
      const Key = objectKey(key);
      validatePutOptions(putOptions);
      const spooled = await spoolBody(key, body, {
        memoryLimit: options.memorySpoolLimit ?? 8 * 1024 * 1024,
        dir: options.spoolDir ?? tmpdir(),
        maxSize: MAX_SINGLE_PUT_BYTES,
        expectedLength: putOptions.contentLength,
      });
      try {
        const Metadata: Record<string, string> = { [SHA256_METADATA]: spooled.sha256 };
        for (const [name, value] of Object.entries(putOptions.metadata ?? {})) {
          Metadata[name] = encodeMetadataValue(value);
        }
        for (let attempt = 1; ; attempt++) {
          const Body = spooled.open();
          const command = new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body,
            ContentLength: spooled.size,
            ContentType: putOptions.contentType,
            Metadata,
          });
          signPayloadHash(command, spooled.sha256);
          try {
            await putClient.send(command);
            break;
          } catch (error) {
            if (attempt >= putAttempts || !isRetryable(error)) throw error;
            await delay(retryBaseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random()));
          } finally {
            if (Body instanceof Readable) Body.destroy();
          }
        }
        return { key, size: spooled.size, sha256: spooled.sha256 };
      } finally {
        await spooled.dispose();
      }
    },

    async get(key) {
      const Key = objectKey(key);
      let out: Awaited<ReturnType<typeof sendGet>>;
      try {
        out = await sendGet(client, bucket, Key);
      } catch (error) {
        if (isNotFound(error)) throw new ObjectNotFoundError(key);
        throw error;
      }
      const body = out.Body;
      if (!(body instanceof Readable)) {
        throw new ObjectStorageError(`对象 ${key} 的内容不是可读流（需要 Node.js 的 S3 客户端）`);
      }
      return { ...describe(key, out), body };
    },

    head,

    async exists(key) {
      return (await head(key)) !== null;
    },

    async delete(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible servers answer 404.
        if (!isNotFound(error)) throw error;
      }
    },

    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new ObjectStorageError(
          `无法使用对象存储桶 ${bucket}（${endpointHost(options.endpoint)}）：${explain(error)}`,
          { cause: error },
        );
      }
    },

    async close() {
      client.destroy();
      putClient.destroy();
    },
  };
}

const silentLogger = { debug() {}, info() {}, warn() {}, error() {} };

function sendGet(client: S3Client, bucket: string, key: string) {
  return client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
}

function describe(
  key: string,
  out: { ContentLength?: number; ContentType?: string; Metadata?: Record<string, string> },
): ObjectInfo {
  const metadata: Record<string, string> = {};
  let sha256: string | null = null;
  for (const [name, value] of Object.entries(out.Metadata ?? {})) {
    if (name === SHA256_METADATA) sha256 = /^[0-9a-f]{64}$/.test(value) ? value : null;
    else metadata[name] = decodeMetadataValue(value);
  }
  return {
    key,
    size: out.ContentLength ?? 0,
    contentType: out.ContentType ?? 'application/octet-stream',
    metadata,
    sha256,
  };
}

/**
 * The signer uses an `x-amz-content-sha256` header when one is present instead of sending
 * UNSIGNED-PAYLOAD for a stream, so the server checks the body against the hash we computed.
 */
function signPayloadHash(command: PutObjectCommand, sha256: string): void {
  command.middlewareStack.add(
    (next) => async (args) => {
      if (hasHeaders(args.request)) args.request.headers['x-amz-content-sha256'] = sha256;
      return next(args);
    },
    { step: 'build', name: 'rerSignedPayloadSha256' },
  );
}

function hasHeaders(request: unknown): request is { headers: Record<string, string> } {
  return (
    typeof request === 'object' &&
    request !== null &&
    'headers' in request &&
    typeof request.headers === 'object' &&
    request.headers !== null
  );
}

/** Prefix `a/b` (slashes around it ignored) must itself be a valid key so `prefix/key` is one. */
function normalisePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  if (trimmed !== '') validateObjectKey(trimmed);
  return trimmed;
}

interface SdkErrorShape {
  name?: unknown;
  code?: unknown;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number };
}

function asSdkError(error: unknown): SdkErrorShape {
  return typeof error === 'object' && error !== null ? (error as SdkErrorShape) : {};
}

/**
 * HeadObject has no response body, so a missing bucket also surfaces as `NotFound`; `checkBucket`
 * at start-up is what tells the two apart.
 */
function isNotFound(error: unknown): boolean {
  const e = asSdkError(error);
  if (e.name === 'NoSuchBucket') return false;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

const retryableStatuses = new Set([408, 429, 500, 502, 503, 504]);
const retryableCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']);

function isRetryable(error: unknown): boolean {
  const e = asSdkError(error);
  if (e.$retryable) return true;
  const status = e.$metadata?.httpStatusCode;
  if (status !== undefined && retryableStatuses.has(status)) return true;
  return e.name === 'TimeoutError' || (typeof e.code === 'string' && retryableCodes.has(e.code));
}

function explain(error: unknown): string {
  const e = asSdkError(error);
  const status = e.$metadata?.httpStatusCode;
  if (status === 404 || e.name === 'NoSuchBucket') return '存储桶不存在（检查 S3_BUCKET）';
  if (status === 403) return '没有访问权限（检查 S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY 和存储桶策略）';
  if (status === 301 || status === 400)
    return `请求被拒绝（HTTP ${status}，检查 S3_REGION 和 S3_FORCE_PATH_STYLE）`;
  const code = typeof e.code === 'string' ? e.code : typeof e.name === 'string' ? e.name : '未知错误';
  return status === undefined ? `无法连接（${code}，检查 S3_ENDPOINT）` : `HTTP ${status}（${code}）`;
}

/** Only the host: an endpoint URL may carry credentials in its user-info part. */
function endpointHost(endpoint: string | undefined): string {
  if (endpoint === undefined) return 'AWS S3';
  try {
    return new URL(endpoint).host;
  } catch {
    return '无效的 S3_ENDPOINT';
  }
}
