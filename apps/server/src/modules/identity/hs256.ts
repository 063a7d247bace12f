import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JWS verification with node:crypto, synchronous (ADR 22): jose verifies through WebCrypto,
 * whose every call is a round trip to the thread pool, and a guarded request verifies one token.
 * Signing stays with jose. Strict: the header must name HS256 and nothing critical, every part
 * must be canonical base64url, the signature is compared in constant time, and the payload must
 * be a JSON object. Returns null for anything that is not such a token.
 */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

let cached: { secret: string; key: KeyObject } | undefined;
function secretKey(secret: string): KeyObject {
  if (cached?.secret !== secret) cached = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return cached.key;
}

function decodePart(part: string): Buffer | null {
  if (!BASE64URL.test(part)) return null;
  const bytes = Buffer.from(part, 'base64url');
  // Canonical only: a part that decodes but does not re-encode to itself was altered.
  return bytes.toString('base64url') === part ? bytes : null;
}

function jsonObject(bytes: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function verifyHs256(token: string, secret: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
  const headerBytes = decodePart(encodedHeader);
  const payloadBytes = decodePart(encodedPayload);
  const signature = decodePart(encodedSignature);
  if (!headerBytes || !payloadBytes || !signature) return null;
  const header = jsonObject(headerBytes);
  if (header?.alg !== 'HS256' || 'crit' in header || ('b64' in header && header.b64 !== true)) return null;
  const expected = createHmac('sha256', secretKey(secret))
    .update(`${encodedHeader}.${encodedPayload}`)
    .digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return jsonObject(payloadBytes);
}
