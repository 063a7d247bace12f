import { sm3Hash, toHex } from '@rer/domain';
import { z } from 'zod';
import { ConfigError, type ConfigSection } from '../../platform/config.js';
import { sm2FromPrivateKey } from '../evidence-ledger/index.js';

/**
 * The market's sealing key for data-object headers (JR/T 0314 §6.3, ADR 77): an SM2 private key
 * (32 bytes, base64) configured like the ledger's SM2 key; the development default is public
 * knowledge and refused when APP_ENV=production.
 */
/** SM3("rer-dev-chain-sm2-key-not-for-production"). */
export const DEV_CHAIN_SM2_SIGNING_KEY = 'ilNLW9cOJi6fAS1XjPn50TtJIRaSF5AFwbW7RJu6wVs=';

export const chainEnvironment = {
  CHAIN_SM2_SIGNING_KEY: z.string().default(DEV_CHAIN_SM2_SIGNING_KEY),
};

export interface ChainSealer {
  /** `sm2:` + the first 16 hex digits of SM3 of the public key: names the key in every header. */
  keyId: string;
  /** 65 bytes, uncompressed (04 ‖ x ‖ y). */
  publicKey: Uint8Array;
  sign(message: Uint8Array): Uint8Array;
}

export interface ChainConfig {
  sealer: ChainSealer;
  isDevelopmentKey: boolean;
}

export function chainSealerOf(privateKeyBase64: string): ChainSealer {
  const bytes = Buffer.from(privateKeyBase64, 'base64');
  if (bytes.length !== 32 || bytes.toString('base64') !== privateKeyBase64) {
    throw new ConfigError('CHAIN_SM2_SIGNING_KEY 必须是32字节的Base64编码（跨链数据对象SM2签名私钥）');
  }
  let signer: ReturnType<typeof sm2FromPrivateKey>;
  try {
    signer = sm2FromPrivateKey(new Uint8Array(bytes));
  } catch {
    throw new ConfigError('CHAIN_SM2_SIGNING_KEY 不是有效的SM2私钥（应为 1 至 n-2 之间的32字节整数）');
  }
  // Filled from the first seal on: a process that never seals (a CLI, most tests) computes none.
  const keepNoncesReady = noncesAhead(signer);
  return {
    keyId: `sm2:${toHex(sm3Hash(signer.publicKeyRaw)).slice(0, 16)}`,
    publicKey: signer.publicKeyRaw,
    sign: (message) => {
      const signature = signer.sign(message);
      keepNoncesReady();
      return signature;
    },
  };
}

/** Nonces kept ready: a transfer seals three or four snapshots; a big change computes the rest inline. */
export const SEALING_NONCES_AHEAD = 16;
const NONCES_PER_TURN = 1;

/**
 * Keeps SEALING_NONCES_AHEAD SM2 nonces computed (ADR 77 amendment): k·G is most of a seal's cost
 * (≈ 0.25 ms) and does not depend on the header, so it is computed while the process waits for the
 * database instead of inside the approval's transaction. One per event-loop turn, so a reply from the
 * database waits at most that long for a refill; unref'd, so it never keeps a process alive. Each nonce is used
 * once (the domain signer drops it).
 */
export function noncesAhead(signer: { precompute(target: number): number }): () => void {
  let scheduled = false;
  const turn = () => {
    const ready = signer.precompute(0);
    const next = signer.precompute(Math.min(SEALING_NONCES_AHEAD, ready + NONCES_PER_TURN));
    scheduled = next < SEALING_NONCES_AHEAD;
    if (scheduled) setImmediate(turn).unref();
  };
  return () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn).unref();
  };
}

export function parseChainConfig(env: { CHAIN_SM2_SIGNING_KEY?: string }): ChainConfig {
  const key = env.CHAIN_SM2_SIGNING_KEY ?? DEV_CHAIN_SM2_SIGNING_KEY;
  return { sealer: chainSealerOf(key), isDevelopmentKey: key === DEV_CHAIN_SM2_SIGNING_KEY };
}

export const chainConfigSection: ConfigSection<ChainConfig> = {
  environment: chainEnvironment,
  parse: (env) => parseChainConfig(env as { CHAIN_SM2_SIGNING_KEY?: string }),
  productionProblems: (config) =>
    config.isDevelopmentKey
      ? [
          '生产环境必须设置 CHAIN_SM2_SIGNING_KEY（跨链数据对象SM2签名私钥，32字节Base64），不能使用开发默认值',
        ]
      : [],
};

let current: ChainConfig | null = null;

/** The process's sealing settings (set by the runtime part; the development key until then). */
export function configureRegionalChain(config: ChainConfig): void {
  current = config;
}

export function chainSettings(): ChainConfig {
  current ??= parseChainConfig({});
  return current;
}

/** The public key every verifier checks headers with (contract of issue 24, published at nonds). */
export function chainSealingPublicKey(config: { chain: ChainConfig } | ChainConfig = chainSettings()): {
  keyId: string;
  publicKeyBase64: string;
} {
  const c = 'chain' in config ? config.chain : config;
  return { keyId: c.sealer.keyId, publicKeyBase64: Buffer.from(c.sealer.publicKey).toString('base64') };
}
