import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  type AuthConfig,
  AuthConfigError,
  authEnvironment,
  authProductionProblems,
  parseAuthConfig,
} from './auth-config.js';
import { parseStorageConfig, type StorageConfig, StorageConfigError } from './storage/storage-config.js';

/**
 * Configuration comes only from the environment and is validated once at start.
 * Every variable, its default and its meaning is listed in the README.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const platformEnvironment = {
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL 必须以 postgres:// 或 postgresql:// 开头' })
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: booleanString,
  HSTS: booleanString,
  /** Publish the OpenAPI documentation at /api/docs (default: on outside production). */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /** Show the release version in /api/health (default: on outside production). */
  HEALTH_SHOWS_VERSION: z.enum(['true', 'false']).optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  ALLOW_EMBEDDED_DB_IN_PRODUCTION: booleanString,
  JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  WEB_DIST_DIR: z.string().optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** Largest attachment upload in MB (001 §9: 50 MB); per-row limits of a form can only lower it. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(50),
  ...authEnvironment,
};

export type AppEnv = 'development' | 'test' | 'production';

/**
 * A capability's own part of the configuration (ADR 36): its variables, validated with the
 * platform's in one pass, its value, and its production refusals. The composition names the
 * sections (`apps/server/src/config.ts`); the platform knows none.
 */
export interface ConfigSection<T> {
  environment: z.ZodRawShape;
  /** The value from the validated environment; a ConfigError naming the variable when wrong. */
  parse(env: Record<string, unknown>): T;
  productionProblems?(value: T): string[];
}

export type SectionValues<S extends Record<string, ConfigSection<unknown>>> = {
  [K in keyof S]: S[K] extends ConfigSection<infer T> ? T : never;
};

export interface PlatformConfig {
  appEnv: AppEnv;
  host: string;
  port: number;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolMax: number };
  logLevel: string;
  bodyLimitBytes: number;
  trustProxy: boolean;
  hsts: boolean;
  /** API_DOCS: serve /api/docs (opt-in in production). */
  apiDocs: boolean;
  /** HEALTH_SHOWS_VERSION: /api/health answers the version (opt-in in production). */
  healthShowsVersion: boolean;
  seedDemoData: boolean;
  jobs: { enabled: boolean; pollMs: number };
  webDistDir: string;
  storage: StorageConfig;
  auth: AuthConfig;
  shutdownGraceMs: number;
  /** Attachment uploads (issue 6). */
  uploads: { maxBytes: number };
  version: string;
}

/** The SPA build, `apps/web/dist`, found from both `src/platform` and `dist/platform`. */
const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadPlatformConfig<S extends Record<string, ConfigSection<unknown>>>(
  env: NodeJS.ProcessEnv,
  version: string,
  sections: S,
): PlatformConfig & SectionValues<S> {
  const shape: z.ZodRawShape = { ...platformEnvironment };
  for (const section of Object.values(sections)) Object.assign(shape, section.environment);
  const parsed = z.object(shape).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`配置无效（环境变量）：\n${lines.join('\n')}`);
  }
  const all = parsed.data as Record<string, unknown>;
  const e = parsed.data as unknown as z.infer<z.ZodObject<typeof platformEnvironment>>;
  const dataDir = path.resolve(e.DATA_DIR);
  let storage: StorageConfig;
  try {
    storage = parseStorageConfig(env, dataDir);
  } catch (error) {
    if (error instanceof StorageConfigError) throw new ConfigError(error.message);
    throw error;
  }
  const platform: PlatformConfig = {
    appEnv: e.APP_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    hsts: e.HSTS,
    apiDocs: flagWithDefault(e.API_DOCS, e.APP_ENV !== 'production'),
    healthShowsVersion: flagWithDefault(e.HEALTH_SHOWS_VERSION, e.APP_ENV !== 'production'),
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    jobs: { enabled: e.JOBS_ENABLED === 'true', pollMs: e.JOBS_POLL_MS },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDistDir),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    uploads: { maxBytes: e.UPLOAD_MAX_MB * 1024 * 1024 },
    storage,
    auth: parseAuthSafely(e),
    version,
  };
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, section] of Object.entries(sections)) {
    const value = section.parse(all);
    values[key] = value;
    problems.push(...(section.productionProblems?.(value) ?? []));
  }
  assertProductionSafe(platform, e.ALLOW_EMBEDDED_DB_IN_PRODUCTION, problems);
  return { ...platform, ...values } as PlatformConfig & SectionValues<S>;
}

function flagWithDefault(value: 'true' | 'false' | undefined, fallback: boolean): boolean {
  return value === undefined ? fallback : value === 'true';
}

function parseAuthSafely(e: Parameters<typeof parseAuthConfig>[0]): AuthConfig {
  try {
    return parseAuthConfig(e);
  } catch (error) {
    if (error instanceof AuthConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * Production refuses what is only fit for a demo: the embedded database (fsync off, one process)
 * unless explicitly allowed, demo data, HSTS off, and (auth, the sections: the ledger) default or weak secrets,
 * the captcha-less password grant and sandbox adapters. Each problem names its variable.
 */
function assertProductionSafe(
  config: PlatformConfig,
  allowEmbedded: boolean,
  sectionProblems: readonly string[],
): void {
  if (config.appEnv !== 'production') return;
  const problems: string[] = [];
  if (config.database.kind === 'pglite' && !allowEmbedded) {
    problems.push('生产环境必须设置 DATABASE_URL 使用 PostgreSQL（嵌入式数据库仅供演示）');
  }
  if (config.seedDemoData) {
    problems.push('生产环境不能加载演示数据，请设置 SEED_DEMO_DATA=false');
  }
  if (!config.hsts) {
    problems.push('生产环境必须通过 HTTPS 提供服务并设置 HSTS=true（发送 Strict-Transport-Security）');
  }
  problems.push(...authProductionProblems(config.auth));
  problems.push(...sectionProblems);
  if (problems.length > 0) {
    throw new ConfigError(`生产环境配置不安全：\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}
