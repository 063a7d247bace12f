/**
 * Byte helpers without Node's Buffer, so the ledger's verification runs unchanged in the browser:
 * UTF-8, hex and standard base64 (RFC 4648 §4, padded, strictly decoded).
 */

const encoder = new TextEncoder();

/**
 * UTF-8 by the WHATWG TextEncoder (in every browser and in Node): native, so a register event's
 * entry of megabytes encodes in milliseconds. A lone surrogate becomes U+FFFD, as in JSON texts
 * PostgreSQL and every other encoder write.
 */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += HEX[bytes[i]!]!;
  return s;
}

/** Lower- or upper-case hex of even length; anything else is refused. */
export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error('十六进制字符串格式不正确');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    s += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    s += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : '=';
    s += i + 2 < bytes.length ? ALPHABET[n & 63]! : '=';
  }
  return s;
}

/** Strict: padded, standard alphabet, canonical trailing bits (so one value has one encoding). */
export function fromBase64(text: string): Uint8Array {
  // Any other character or misplaced padding fails the round trip at the end.
  if (text.length % 4 !== 0) throw new Error('Base64 格式不正确');
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - pad);
  let at = 0;
  for (let i = 0; i < text.length; i += 4) {
    const v = [0, 1, 2, 3].map((k) => (text[i + k] === '=' ? 0 : ALPHABET.indexOf(text[i + k]!)));
    const n = (v[0]! << 18) | (v[1]! << 12) | (v[2]! << 6) | v[3]!;
    // The padded last group writes past the end of `out`, which a typed array ignores.
    out[at++] = (n >> 16) & 255;
    out[at++] = (n >> 8) & 255;
    out[at++] = n & 255;
  }
  if (toBase64(out) !== text) throw new Error('Base64 格式不正确');
  return out;
}
