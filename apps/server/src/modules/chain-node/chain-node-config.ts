import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError, type ConfigSection } from '../../platform/config.js';

/**
 * The chain node's settings (issue 24, ADR 78). TLS_CERT_FILE + TLS_KEY_FILE make the server
 * listen with HTTPS; CHAIN_NODE_CLIENT_CA_FILE makes it ask every client for a certificate and
 * lets the node interfaces answer only a client whose certificate that CA issued (and, when
 * CHAIN_NODE_CLIENT_SUBJECT is set, whose subject CN is that name). Other calls do not need one.
 */
const MAX_BLOCK_BYTES = 16 * 1024 * 1024;

export const chainNodeEnvironment = {
  CHAIN_NODE_NETWORK_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,31}$/, {
      message: 'CHAIN_NODE_NETWORK_PREFIX 应为小写字母开头的字母、数字或连字符',
    })
    .default('rer'),
  CHAIN_NODE_RATE_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1, { message: 'CHAIN_NODE_RATE_PER_MINUTE 至少为1' })
    .max(100_000)
    .default(600),
  CHAIN_NODE_MAX_BLOCK_BYTES: z.coerce
    .number()
    .int()
    .min(1024, { message: 'CHAIN_NODE_MAX_BLOCK_BYTES 至少为1024' })
    .max(MAX_BLOCK_BYTES, { message: 'CHAIN_NODE_MAX_BLOCK_BYTES 不能超过16MB（16777216）' })
    .default(MAX_BLOCK_BYTES),
  CHAIN_NODE_NODES: z.string().optional(),
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  CHAIN_NODE_CLIENT_CA_FILE: z.string().optional(),
  CHAIN_NODE_CLIENT_SUBJECT: z.string().optional(),
};

export interface ChainNodeTls {
  cert: Buffer;
  key: Buffer;
  /** The CA of regulator client certificates; null = no client certificate asked for. */
  clientCa: Buffer | null;
}

export interface ChainNodeConfig {
  networkPrefix: string;
  ratePerMinute: number;
  maxBlockBytes: number;
  /** Node URLs shown in the network's state (this deployment's API processes). */
  nodes: string[];
  tls: ChainNodeTls | null;
  /** True when the server asks clients for certificates (a client CA is configured). */
  mtls: boolean;
  /**
   * The node interfaces answer only a verified client certificate: whenever mTLS is configured,
   * and always in production (without it they are closed there, not open).
   */
  requireClientCertificate: boolean;
  clientSubject: string | null;
}

function readPem(variable: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    throw new ConfigError(`${variable}：无法读取文件 ${file}`);
  }
}

type Env = { [K in keyof typeof chainNodeEnvironment]: z.infer<(typeof chainNodeEnvironment)[K]> };

export function parseChainNodeConfig(e: Env, appEnv = 'development'): ChainNodeConfig {
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE))
    throw new ConfigError('TLS_CERT_FILE 与 TLS_KEY_FILE 须同时设置');
  if (e.CHAIN_NODE_CLIENT_CA_FILE && !e.TLS_CERT_FILE)
    throw new ConfigError(
      'CHAIN_NODE_CLIENT_CA_FILE 需要同时设置 TLS_CERT_FILE 与 TLS_KEY_FILE（服务须以HTTPS监听）',
    );
  const tls =
    e.TLS_CERT_FILE && e.TLS_KEY_FILE
      ? {
          cert: readPem('TLS_CERT_FILE', e.TLS_CERT_FILE),
          key: readPem('TLS_KEY_FILE', e.TLS_KEY_FILE),
          clientCa: e.CHAIN_NODE_CLIENT_CA_FILE
            ? readPem('CHAIN_NODE_CLIENT_CA_FILE', e.CHAIN_NODE_CLIENT_CA_FILE)
            : null,
        }
      : null;
  return {
    networkPrefix: e.CHAIN_NODE_NETWORK_PREFIX,
    ratePerMinute: e.CHAIN_NODE_RATE_PER_MINUTE,
    maxBlockBytes: e.CHAIN_NODE_MAX_BLOCK_BYTES,
    nodes: (e.CHAIN_NODE_NODES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    tls,
    mtls: tls?.clientCa != null,
    requireClientCertificate: tls?.clientCa != null || appEnv === 'production',
    clientSubject: e.CHAIN_NODE_CLIENT_SUBJECT?.trim() || null,
  };
}

export const chainNodeConfigSection: ConfigSection<ChainNodeConfig> = {
  environment: chainNodeEnvironment,
  parse: (env) => parseChainNodeConfig(env as Env, String(env.APP_ENV ?? 'development')),
};

/** The HTTPS options of the server (Node `https`): client certificates asked for, checked per route. */
export function httpsOptionsOf(tls: ChainNodeTls | null) {
  if (!tls) return null;
  return {
    cert: tls.cert,
    key: tls.key,
    ...(tls.clientCa ? { ca: tls.clientCa, requestCert: true, rejectUnauthorized: false } : {}),
  };
}
