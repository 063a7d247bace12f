import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { z } from 'zod';
import { LedgerConfigError, parseRetiredKeys, sm2FromPrivateKey } from './ledger-keys.js';

/**
 * Evidence-ledger settings (ADR 11, ADR 17). Checkpoints are signed with Ed25519 (a 32-byte seed,
 * base64) or SM2 (a 32-byte private key, base64) as `LEDGER_SIGNING_ALG` says; each development
 * default is public knowledge and refused when APP_ENV=production.
 */
export const DEV_LEDGER_SIGNING_KEY = 'cmVyLWRldi1sZWRnZXIta2V5LW5vdC1mb3ItcHJvZHU=';
/** SM3("rer-dev-ledger-sm2-key-not-for-production"). */
export const DEV_LEDGER_SM2_SIGNING_KEY = 'kV4NgtILJ8B4QB5k5CTVYQL0U0JgXImP/Vh9CKZYAD4=';

export const ledgerEnvironment = {
  LEDGER_HASH: z.enum(['sm3', 'sha256']).default('sm3'),
  /** Schema-less URL prefix of every tenant's origin line: `<prefix>/<tenantId>/<hash>`. */
  LEDGER_ORIGIN: z
    .string()
    .regex(/^[a-z0-9.-]+(\/[A-Za-z0-9._-]+)*$/, {
      message: 'LEDGER_ORIGIN 应为不含协议的URL，如 rer.example.cn/ledger',
    })
    .default('rer.local/ledger'),
  LEDGER_SIGNING_ALG: z.enum(['ed25519', 'sm2']).default('ed25519'),
  LEDGER_SIGNING_KEY: z.string().default(DEV_LEDGER_SIGNING_KEY),
  LEDGER_SM2_SIGNING_KEY: z.string().default(DEV_LEDGER_SM2_SIGNING_KEY),
  /** Public keys of earlier signing keys, `ed25519:<base64>` / `sm2:<base64>`, comma-separated. */
  LEDGER_RETIRED_KEYS: z.string().optional(),
  LEDGER_CHECKPOINT_EVERY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  LEDGER_CHECKPOINT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** RFC 3161 time-stamping authority (optional). */
  LEDGER_TSA_URL: z.string().url().optional(),
  /** The TSA's certificate or public key (PEM); when set, every time-stamp signature is checked. */
  LEDGER_TSA_CERT: z.string().optional(),
  /** Witness that cosigns checkpoints (optional): URL and its Ed25519 public key (base64). */
  LEDGER_WITNESS_URL: z.string().url().optional(),
  LEDGER_WITNESS_NAME: z
    .string()
    .regex(/^[^\s+]+$/)
    .optional(),
  LEDGER_WITNESS_KEY: z.string().optional(),
};

export type LedgerSigningAlg = 'ed25519' | 'sm2';

/** A key that checkpoint signatures are checked with (the key name is the log's origin). */
export interface LedgerVerifier {
  alg: LedgerSigningAlg;
  /** Ed25519: the raw 32-byte key; SM2: 65 bytes, uncompressed (04 ‖ x ‖ y). */
  publicKeyRaw: Uint8Array;
}

export interface LedgerSigner extends LedgerVerifier {
  keyName?: string;
  /** Ed25519 (RFC 8032) or SM2 r ‖ s (GB/T 32918.2, SM3, ID 1234567812345678): 64 bytes. */
  sign(message: Uint8Array): Uint8Array;
}

export interface LedgerConfig {
  hashAlg: 'sm3' | 'sha256';
  originPrefix: string;
  signer: LedgerSigner;
  /** The signer first, then keys whose old checkpoints must still verify (ADR 17). */
  verifiers: LedgerVerifier[];
  isDevelopmentKey: boolean;
  checkpointEvery: number;
  checkpointSeconds: number;
  tsaUrl: string | null;
  tsaCertificate: string | null;
  witness: { url: string; name: string; publicKeyRaw: Uint8Array } | null;
}

type LedgerEnv = z.infer<z.ZodObject<typeof ledgerEnvironment>> & { APP_ENV?: string };

export { LedgerConfigError };

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function ed25519FromSeed(
  seed: Uint8Array,
): LedgerSigner & { privateKey: KeyObject; publicKey: KeyObject } {
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  const publicKeyRaw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
  return {
    alg: 'ed25519',
    privateKey,
    publicKey,
    publicKeyRaw,
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  };
}

export function ed25519PublicKey(raw: Uint8Array): KeyObject {
  return createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, raw]), format: 'der', type: 'spki' });
}

function decode32(value: string, name: string): Uint8Array {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length !== 32 || bytes.toString('base64') !== value) {
    throw new LedgerConfigError(`${name} 必须是32字节的Base64编码`);
  }
  return new Uint8Array(bytes);
}

export function parseLedgerConfig(e: LedgerEnv): LedgerConfig {
  const witnessParts = [e.LEDGER_WITNESS_URL, e.LEDGER_WITNESS_NAME, e.LEDGER_WITNESS_KEY];
  if (witnessParts.some(Boolean) && !witnessParts.every(Boolean)) {
    throw new LedgerConfigError('LEDGER_WITNESS_URL、LEDGER_WITNESS_NAME、LEDGER_WITNESS_KEY 须同时设置');
  }
  const ed25519 = () => ed25519FromSeed(decode32(e.LEDGER_SIGNING_KEY, 'LEDGER_SIGNING_KEY'));
  const sm2 = () => sm2FromPrivateKey(decode32(e.LEDGER_SM2_SIGNING_KEY, 'LEDGER_SM2_SIGNING_KEY'));
  const isSm2 = e.LEDGER_SIGNING_ALG === 'sm2';
  const signer = isSm2 ? sm2() : ed25519();
  // The other algorithm's key still verifies its old checkpoints (a switch keeps them valid);
  // its public development default is trusted outside production only.
  const otherIsDefault = isSm2
    ? e.LEDGER_SIGNING_KEY === DEV_LEDGER_SIGNING_KEY
    : e.LEDGER_SM2_SIGNING_KEY === DEV_LEDGER_SM2_SIGNING_KEY;
  const other = otherIsDefault && e.APP_ENV === 'production' ? [] : [isSm2 ? ed25519() : sm2()];
  const verifiers = [signer, ...other, ...parseRetiredKeys(e.LEDGER_RETIRED_KEYS)].map(
    ({ alg, publicKeyRaw }): LedgerVerifier => ({ alg, publicKeyRaw }),
  );
  return {
    hashAlg: e.LEDGER_HASH,
    originPrefix: e.LEDGER_ORIGIN,
    signer,
    verifiers,
    isDevelopmentKey: isSm2
      ? e.LEDGER_SM2_SIGNING_KEY === DEV_LEDGER_SM2_SIGNING_KEY
      : e.LEDGER_SIGNING_KEY === DEV_LEDGER_SIGNING_KEY,
    checkpointEvery: e.LEDGER_CHECKPOINT_EVERY,
    checkpointSeconds: e.LEDGER_CHECKPOINT_SECONDS,
    tsaUrl: e.LEDGER_TSA_URL ?? null,
    tsaCertificate: e.LEDGER_TSA_CERT ?? null,
    witness: e.LEDGER_WITNESS_URL
      ? {
          url: e.LEDGER_WITNESS_URL,
          name: e.LEDGER_WITNESS_NAME!,
          publicKeyRaw: decode32(e.LEDGER_WITNESS_KEY!, 'LEDGER_WITNESS_KEY'),
        }
      : null,
  };
}

export function ledgerProductionProblems(config: LedgerConfig): string[] {
  if (!config.isDevelopmentKey) return [];
  return config.signer.alg === 'sm2'
    ? ['生产环境必须设置 LEDGER_SM2_SIGNING_KEY（存证检查点SM2签名私钥，32字节Base64），不能使用开发默认值']
    : ['生产环境必须设置 LEDGER_SIGNING_KEY（存证检查点签名私钥，32字节Base64），不能使用开发默认值'];
}
