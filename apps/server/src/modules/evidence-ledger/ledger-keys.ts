import { createECDH, randomBytes } from 'node:crypto';
import { createSm2Signer, isSm2PublicKey, SM2_CURVE, toHex } from '@rer/domain';
import type { LedgerSigner, LedgerVerifier } from './ledger-config.js';

/** A configuration value that cannot be used; the message names the variable (Chinese). */
export class LedgerConfigError extends Error {}

/** k·G by OpenSSL (ECDH on the SM2 curve: constant-time scalar multiplication). */
function multiplyBase(k: Uint8Array): Uint8Array {
  const ecdh = createECDH('SM2');
  ecdh.setPrivateKey(k);
  return new Uint8Array(ecdh.getPublicKey());
}

/**
 * An SM2 checkpoint signer (ADR 17). Node's `crypto.sign` cannot set the SM2 user ID (OpenSSL 3.0
 * then hashes Z_A with an empty ID, and a key generated as `ec` is signed as plain ECDSA), so the
 * signature is the domain's GB/T 32918.2 code with ID 1234567812345678, k from `randomBytes`, and
 * d·G and k·G from OpenSSL; besides, the private key is only in (1 + d)⁻¹ (computed once) and r·d.
 */
export function sm2FromPrivateKey(
  privateKey: Uint8Array,
): LedgerSigner & { precompute(target: number): number } {
  const d = BigInt(`0x${toHex(privateKey)}`);
  if (privateKey.length !== 32 || d < 1n || d > SM2_CURVE.n - 2n) {
    throw new LedgerConfigError('LEDGER_SM2_SIGNING_KEY 不是有效的SM2私钥（应为 1 至 n-2 之间的32字节整数）');
  }
  const signer = createSm2Signer(privateKey, {
    random: (length) => new Uint8Array(randomBytes(length)),
    multiplyBase,
  });
  return {
    alg: 'sm2',
    publicKeyRaw: signer.publicKey,
    sign: (message) => signer.sign(message),
    precompute: (target) => signer.precompute(target),
  };
}

/** `LEDGER_RETIRED_KEYS`: `ed25519:<base64 32 bytes>` / `sm2:<base64 65 bytes>`, comma-separated. */
export function parseRetiredKeys(value: string | undefined): LedgerVerifier[] {
  const items = (value ?? '').split(/[\s,]+/).filter(Boolean);
  return items.map((item, i) => {
    const m = /^(ed25519|sm2):([A-Za-z0-9+/]+=*)$/.exec(item);
    const raw = m ? new Uint8Array(Buffer.from(m[2]!, 'base64')) : null;
    const alg = m?.[1] as LedgerVerifier['alg'] | undefined;
    const valid =
      raw &&
      Buffer.from(raw).toString('base64') === m![2] &&
      (alg === 'ed25519' ? raw.length === 32 : isSm2PublicKey(raw));
    if (!valid || !alg) {
      throw new LedgerConfigError(
        `LEDGER_RETIRED_KEYS 第${i + 1}项应为 ed25519:<32字节公钥的Base64> 或 sm2:<65字节非压缩公钥的Base64>`,
      );
    }
    return { alg, publicKeyRaw: raw };
  });
}
