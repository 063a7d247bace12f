import { bytesEqual, concatBytes, fromBase64, fromHex, toBase64, toHex, utf8 } from './bytes.js';
import type { SignedCheckpoint } from './checkpoint.js';
import { ed25519Verify } from './ed25519.js';
import { sha256Hash } from './hashes.js';
import { isSm2PublicKey, sm2Verify } from './sm2.js';

/**
 * Keys of C2SP signed notes (ADR 17): the key ID of a signature line is
 * SHA-256(key name ‖ 0x0A ‖ signature type ‖ public key)[:4]; a verifier key is published as the
 * text `<name>+<key ID, 8 hex>+<base64(signature type ‖ public key)>` (the vkey of Go's
 * golang.org/x/mod/sumdb/note). Signature types:
 * - Ed25519: `0x01`, 32-byte public key, 64-byte signature (RFC 8032) — as C2SP assigns.
 * - SM2: `0xff` ‖ ASCII `sm2sign-with-sm3` (0xff is C2SP's "no assigned identifier, follow it by
 *   a longer one"), 65-byte uncompressed public key, 64-byte r ‖ s signature of GB/T 32918.2 with
 *   SM3 and the default user ID 1234567812345678.
 */
export type NoteKeyAlgorithm = 'ed25519' | 'sm2';

export interface NoteVerifierKey {
  name: string;
  keyHash: Uint8Array;
  alg: NoteKeyAlgorithm;
  publicKey: Uint8Array;
}

/** A synchronous Ed25519 verification; default the pure `ed25519Verify` (the server passes Node's). */
export type Ed25519Verify = (publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) => boolean;

export const SM2_NOTE_SIGNATURE_TYPE = concatBytes(Uint8Array.of(0xff), utf8('sm2sign-with-sm3'));
const ED25519_TYPE = Uint8Array.of(0x01);

export function noteSignatureType(alg: NoteKeyAlgorithm): Uint8Array {
  return alg === 'sm2' ? SM2_NOTE_SIGNATURE_TYPE : ED25519_TYPE;
}

export class NoteKeyError extends Error {
  override name = 'NoteKeyError';
}

function checkKey(alg: NoteKeyAlgorithm, publicKey: Uint8Array): void {
  if (alg === 'ed25519' && publicKey.length !== 32) throw new NoteKeyError('Ed25519公钥应为32字节');
  if (alg === 'sm2' && !isSm2PublicKey(publicKey)) {
    throw new NoteKeyError('SM2公钥应为65字节的非压缩曲线点（04 ‖ x ‖ y）');
  }
}

/** The 4-byte key ID of a signature line. */
export function noteKeyHash(name: string, alg: NoteKeyAlgorithm, publicKey: Uint8Array): Uint8Array {
  return sha256Hash(concatBytes(utf8(name), Uint8Array.of(0x0a), noteSignatureType(alg), publicKey)).slice(
    0,
    4,
  );
}

/** A verifier key from its parts (the key is checked: length, and for SM2 a point of the curve). */
export function noteVerifierKey(name: string, alg: NoteKeyAlgorithm, publicKey: Uint8Array): NoteVerifierKey {
  if (!/^[^\s+]+$/.test(name)) throw new NoteKeyError('验签公钥的名称不能为空，也不能包含空白或加号');
  checkKey(alg, publicKey);
  return { name, alg, publicKey, keyHash: noteKeyHash(name, alg, publicKey) };
}

export function formatVerifierKey(key: Pick<NoteVerifierKey, 'name' | 'alg' | 'publicKey'>): string {
  const k = noteVerifierKey(key.name, key.alg, key.publicKey);
  return `${k.name}+${toHex(k.keyHash)}+${toBase64(concatBytes(noteSignatureType(k.alg), k.publicKey))}`;
}

/** Parses `<name>+<hash>+<base64>`; the key ID must match the name and key. Chinese errors. */
export function parseVerifierKey(text: string): NoteVerifierKey {
  const first = text.indexOf('+');
  const second = text.indexOf('+', first + 1);
  if (first <= 0 || second < 0) throw new NoteKeyError('验签公钥格式不正确：应为 名称+密钥标识+Base64公钥');
  const name = text.slice(0, first);
  const hash = text.slice(first + 1, second);
  let raw: Uint8Array;
  try {
    if (!/^[0-9a-f]{8}$/.test(hash)) throw new Error();
    raw = fromBase64(text.slice(second + 1));
  } catch {
    throw new NoteKeyError('验签公钥格式不正确：密钥标识应为8位十六进制，公钥应为Base64');
  }
  const startsWith = (prefix: Uint8Array) => bytesEqual(raw.subarray(0, prefix.length), prefix);
  let key: NoteVerifierKey;
  if (raw[0] === 0x01) key = noteVerifierKey(name, 'ed25519', raw.slice(1));
  else if (startsWith(SM2_NOTE_SIGNATURE_TYPE)) {
    key = noteVerifierKey(name, 'sm2', raw.slice(SM2_NOTE_SIGNATURE_TYPE.length));
  } else throw new NoteKeyError('验签公钥的签名算法不受支持（支持 Ed25519 与 SM2）');
  if (!bytesEqual(key.keyHash, fromHex(hash))) throw new NoteKeyError('验签公钥的密钥标识与名称和公钥不符');
  return key;
}

export type NoteVerification = { ok: true; key: NoteVerifierKey } | { ok: false; reason: string };

/**
 * C2SP rules: lines of unknown keys (name and key ID) are ignored; every line of a known key must
 * verify; at least one must. SM2 by `sm2.ts`, Ed25519 by `options.ed25519` or `ed25519.ts`.
 */
export function verifyNoteSignatures(
  signed: SignedCheckpoint,
  keys: readonly NoteVerifierKey[],
  options: { ed25519?: Ed25519Verify } = {},
): NoteVerification {
  const message = utf8(signed.body);
  const ed25519 = options.ed25519 ?? ed25519Verify;
  let verified: NoteVerifierKey | null = null;
  for (const s of signed.signatures) {
    const key = keys.find((k) => k.name === s.keyName && bytesEqual(k.keyHash, s.keyHash));
    if (!key) continue;
    const ok =
      s.signature.length === 64 &&
      (key.alg === 'sm2'
        ? sm2Verify(key.publicKey, message, s.signature)
        : ed25519(key.publicKey, message, s.signature));
    if (!ok) {
      return { ok: false, reason: `检查点签名校验失败：密钥 ${toHex(key.keyHash)} 的签名与检查点内容不符` };
    }
    verified ??= key;
  }
  if (verified) return { ok: true, key: verified };
  const names = [...new Set(keys.map((k) => k.name))].join('、');
  return { ok: false, reason: `检查点没有受信任密钥（${names}）的签名` };
}
