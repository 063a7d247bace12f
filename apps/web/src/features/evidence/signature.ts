import {
  bytesEqual,
  ed25519KeyHashInput,
  ed25519Verify,
  fromBase64,
  type NoteVerifierKey,
  parseVerifierKey,
  type SignedCheckpoint,
  sha256Hash as sha256,
  toHex,
  utf8,
  verifyNoteSignatures,
} from '@rer/domain';

/** The platform's checkpoint-signing key as `checkpoint/latest` publishes it. */
export interface CheckpointKey {
  keyName: string;
  /** Raw Ed25519 public key, base64 (32 bytes); or SM2 (65 bytes) when `verifierKeys` say so. */
  publicKey: string;
  /** ADR 17: C2SP verifier keys (Ed25519 or SM2), the signing key first. */
  verifierKeys?: readonly string[];
}

/** The listed verifier keys of this key name that parse (others are ignored). */
function listedKeys(key: CheckpointKey): NoteVerifierKey[] {
  return (key.verifierKeys ?? []).flatMap((text) => {
    try {
      const k = parseVerifierKey(text);
      return k.name === key.keyName ? [k] : [];
    } catch {
      return [];
    }
  });
}

/** SM2 lines are checked synchronously by @rer/domain; null when no listed SM2 key signed. */
function sm2Outcome(signed: SignedCheckpoint, keys: NoteVerifierKey[]): SignatureOutcome | null {
  const signers = keys.filter(
    (k) =>
      k.alg === 'sm2' &&
      signed.signatures.some((s) => s.keyName === k.name && bytesEqual(s.keyHash, k.keyHash)),
  );
  if (signers.length === 0) return null;
  const outcome = verifyNoteSignatures(signed, signers);
  return outcome.ok
    ? { status: 'valid', keyId: toHex(outcome.key.keyHash) }
    : { status: 'invalid', reason: outcome.reason };
}

export type SignatureOutcome = { status: 'valid'; keyId: string } | { status: 'invalid'; reason: string };

/** The C2SP key id (4 bytes of SHA-256(name ‖ 0x0A ‖ 0x01 ‖ key)) as hex: what a person compares. */
export function keyIdOf(key: CheckpointKey): string | null {
  const listed = listedKeys(key)[0];
  if (listed) return toHex(listed.keyHash);
  try {
    const raw = fromBase64(key.publicKey);
    return raw.length === 32 ? toHex(sha256(ed25519KeyHashInput(key.keyName, raw)).slice(0, 4)) : null;
  } catch {
    return null;
  }
}

/** A copy over a plain ArrayBuffer (WebCrypto's BufferSource typing refuses shared buffers). */
const buffer = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** How the Ed25519 signature was checked: the browser's WebCrypto, or the domain's pure code. */
export type Ed25519Engine = 'webcrypto' | 'domain';

/**
 * WebCrypto's answer for these signatures, or null when this browser has no Ed25519 there (no
 * WebCrypto, `importKey` or `verify` refusing the algorithm: older Safari and Firefox, some
 * embedded browsers).
 */
async function verifyWithWebCrypto(
  subtle: SubtleCrypto | undefined,
  raw: Uint8Array,
  signatures: Uint8Array[],
  message: Uint8Array,
): Promise<boolean | null> {
  if (!subtle) return null;
  try {
    const publicKey = await subtle.importKey('raw', buffer(raw), { name: 'Ed25519' }, false, ['verify']);
    for (const signature of signatures) {
      if (await subtle.verify({ name: 'Ed25519' }, publicKey, buffer(signature), buffer(message)))
        return true;
    }
    return false;
  } catch {
    return null;
  }
}

/**
 * Checks the checkpoint's signature by the platform's key: SM2 with the domain's code; Ed25519
 * with WebCrypto when the browser has it, else — silently, with the same result — with the
 * domain's pure RFC 8032 verifier (`@rer/domain` `ed25519Verify`). `onEngine` says which ran.
 */
export async function checkCheckpointSignature(
  signed: SignedCheckpoint,
  key: CheckpointKey,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
  onEngine?: (engine: Ed25519Engine) => void,
): Promise<SignatureOutcome> {
  const listed = listedKeys(key);
  const sm2 = sm2Outcome(signed, listed);
  if (sm2) return sm2;
  let raw: Uint8Array;
  try {
    raw = listed.find((k) => k.alg === 'ed25519')?.publicKey ?? fromBase64(key.publicKey);
  } catch {
    return { status: 'invalid', reason: '平台验签公钥格式不正确' };
  }
  if (raw.length !== 32) return { status: 'invalid', reason: '平台验签公钥应为32字节的Ed25519公钥' };
  const keyHash = sha256(ed25519KeyHashInput(key.keyName, raw)).slice(0, 4);
  const mine = signed.signatures.filter((s) => s.keyName === key.keyName && bytesEqual(s.keyHash, keyHash));
  if (mine.length === 0) return { status: 'invalid', reason: `检查点没有平台密钥（${key.keyName}）的签名` };
  const signatures = mine.map((s) => s.signature).filter((sig) => sig.length === 64);
  const message = utf8(signed.body);
  let valid = await verifyWithWebCrypto(subtle, raw, signatures, message);
  if (valid === null) {
    onEngine?.('domain');
    valid = signatures.some((sig) => ed25519Verify(raw, message, sig));
  } else {
    onEngine?.('webcrypto');
  }
  return valid
    ? { status: 'valid', keyId: toHex(keyHash) }
    : { status: 'invalid', reason: '检查点签名校验失败：签名与检查点内容或平台公钥不符' };
}
