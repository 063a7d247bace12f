import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { createLocalStorage } from './local-storage.js';
import { type ObjectStorage, validateObjectKey } from './object-storage.js';
import type { S3StorageOptions } from './s3-storage.js';

export type StorageConfig =
  | { kind: 'local'; rootDir: string }
  | ({ kind: 's3' } & Pick<
      S3StorageOptions,
      'endpoint' | 'region' | 'bucket' | 'accessKeyId' | 'secretAccessKey' | 'forcePathStyle' | 'prefix'
    >);

export class StorageConfigError extends Error {
  override name = 'StorageConfigError';
  constructor(readonly problems: string[]) {
    super(`对象存储配置无效（环境变量）：\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

export const STORAGE_ENV_VARS = [
  'STORAGE',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

// Custom messages only: they never echo the value, which for the keys is a secret.
const storageKindSchema = z.object({
  STORAGE: z.enum(['local', 's3'], { error: 'STORAGE 只能是 local 或 s3' }).default('local'),
});

const s3EnvSchema = z.object({
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT 必须是 http:// 或 https:// 开头的地址' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, {
      error: 'S3_REGION 只能包含小写字母、数字和 -（如 us-east-1、cn-hangzhou）',
    })
    .default('us-east-1'),
  // The rules AWS, MinIO, Ceph and OSS share: 3–63 lower-case letters, digits, dots, hyphens.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'S3_BUCKET 必须是 3-63 个小写字母、数字、. 或 -，且以字母或数字开头和结尾',
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'S3_FORCE_PATH_STYLE 只能是 true 或 false' })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  S3_PREFIX: z
    .string()
    .transform((v) => v.replace(/^\/+|\/+$/g, ''))
    .refine((v) => v === '' || isValidKey(v), {
      error: 'S3_PREFIX 只能包含字母、数字和 . _ / -，不能包含 .. 或空路径段',
    })
    .optional(),
});

/**
 * The object-storage part of the configuration. Empty variables count as unset (Compose and
 * systemd files often carry `S3_PREFIX=`). Local storage lives in `dataDir/files`.
 */
export function parseStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const cleaned: Record<string, string | undefined> = {};
  for (const name of STORAGE_ENV_VARS) {
    const value = env[name]?.trim();
    cleaned[name] = value === '' ? undefined : value;
  }
  const kind = storageKindSchema.safeParse(cleaned);
  if (!kind.success) throw new StorageConfigError(kind.error.issues.map((issue) => issue.message));
  // S3 variables left over in the environment do not matter while storage is local.
  if (kind.data.STORAGE === 'local')
    return { kind: 'local', rootDir: path.join(path.resolve(dataDir), 'files') };

  const parsed = s3EnvSchema.safeParse(cleaned);
  if (!parsed.success) throw new StorageConfigError(parsed.error.issues.map((issue) => issue.message));
  const e = parsed.data;

  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => e[name] === undefined,
  );
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (bucket === undefined || accessKeyId === undefined || secretAccessKey === undefined) {
    throw new StorageConfigError(missing.map((name) => `STORAGE=s3 时必须设置 ${name}`));
  }
  return {
    kind: 's3',
    ...(e.S3_ENDPOINT === undefined ? {} : { endpoint: e.S3_ENDPOINT }),
    region: e.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    ...(e.S3_PREFIX === undefined || e.S3_PREFIX === '' ? {} : { prefix: e.S3_PREFIX }),
  };
}

/** What may be logged at start-up: everything but the credentials. */
export function describeStorageConfig(config: StorageConfig): Record<string, string | boolean> {
  if (config.kind === 'local') return { kind: 'local', rootDir: config.rootDir };
  return {
    kind: 's3',
    // Origin only: an endpoint URL may carry credentials in its user-info part.
    endpoint: config.endpoint === undefined ? 'AWS S3' : new URL(config.endpoint).origin,
    region: config.region,
    bucket: config.bucket,
    forcePathStyle: config.forcePathStyle,
    prefix: config.prefix ?? '',
  };
}

/**
 * Opens the configured storage and proves it usable, so a wrong bucket or key stops the start
 * instead of the first upload: the local folder is created, the S3 bucket is checked.
 */
export async function openObjectStorage(config: StorageConfig): Promise<ObjectStorage> {
  if (config.kind === 'local') {
    await mkdir(config.rootDir, { recursive: true });
    return createLocalStorage(config.rootDir);
  }
  // Loaded only when configured: the AWS SDK is large, and config.ts imports this module.
  const { createS3Storage } = await import('./s3-storage.js');
  const storage = createS3Storage(config);
  try {
    await storage.checkBucket();
  } catch (error) {
    await storage.close();
    throw error;
  }
  return storage;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Settings that work but are unsafe for production, as Chinese sentences; the caller decides
 * whether they refuse the start or are logged as warnings.
 */
export function storageProductionProblems(
  config: StorageConfig,
  deployment: { isMultiProcess: boolean },
): string[] {
  const problems: string[] = [];
  if (config.kind === 'local') {
    if (deployment.isMultiProcess) {
      problems.push(
        `本地文件存储（STORAGE=local）的文件只保存在本机目录 ${config.rootDir}，多个进程或多台服务器之间不共享：` +
          '请设置 STORAGE=s3 使用对象存储，或确保所有进程挂载同一个共享目录',
      );
    }
    return problems;
  }
  if (config.endpoint !== undefined) {
    const url = new URL(config.endpoint);
    if (url.protocol === 'http:' && !loopbackHosts.has(url.hostname)) {
      problems.push(
        `对象存储地址 S3_ENDPOINT 使用明文 HTTP（${url.host}），文件内容在网络上不加密：生产环境请使用 https://`,
      );
    }
  }
  return problems;
}

function isValidKey(value: string): boolean {
  try {
    validateObjectKey(value);
    return true;
  } catch {
    return false;
  }
}
