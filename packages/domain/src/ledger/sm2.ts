import { concatBytes, fromHex, toHex, utf8 } from './bytes.js';
import { sm3Hash } from './hashes.js';

/**
 * SM2 digital signatures (GB/T 32918.2-2016) with SM3 (GB/T 32905-2016), in plain TypeScript with
 * BigInt so that a browser verifies checkpoint signatures without WebCrypto (which has no SM2).
 * The message is preprocessed with the signer's identity: e = SM3(Z_A ‖ M), where
 * Z_A = SM3(ENTL ‖ ID ‖ a ‖ b ‖ x_G ‖ y_G ‖ x_A ‖ y_A) and ENTL is the bit length of ID in two
 * bytes; the default ID is "1234567812345678" (GM/T 0009), as in OpenSSL's `distid`.
 *
 * Public keys are 65 bytes, uncompressed (0x04 ‖ x ‖ y); signatures are 64 bytes, r ‖ s (32 bytes
 * each, big-endian); `sm2SignatureToDer`/`sm2SignatureFromDer` convert to and from the DER
 * `SEQUENCE { r INTEGER, s INTEGER }` of OpenSSL. Not constant-time: the server signs with
 * OpenSSL; `sm2Sign` here is for tests and for tools without OpenSSL.
 */
export interface Sm2Curve {
  p: bigint;
  a: bigint;
  b: bigint;
  n: bigint;
  gx: bigint;
  gy: bigint;
}

const big = (hex: string) => BigInt(`0x${hex.replace(/\s/g, '')}`);

/** The recommended curve of GB/T 32918.5-2017 (sm2p256v1). */
export const SM2_CURVE: Sm2Curve = {
  p: big('FFFFFFFE FFFFFFFF FFFFFFFF FFFFFFFF FFFFFFFF 00000000 FFFFFFFF FFFFFFFF'),
  a: big('FFFFFFFE FFFFFFFF FFFFFFFF FFFFFFFF FFFFFFFF 00000000 FFFFFFFF FFFFFFFC'),
  b: big('28E9FA9E 9D9F5E34 4D5A9E4B CF6509A7 F39789F5 15AB8F92 DDBCBD41 4D940E93'),
  n: big('FFFFFFFE FFFFFFFF FFFFFFFF FFFFFFFF 7203DF6B 21C6052B 53BBF409 39D54123'),
  gx: big('32C4AE2C 1F198119 5F990446 6A39C994 8FE30BBF F2660BE1 715A4589 334C74C7'),
  gy: big('BC3736A2 F4F6779C 59BDCEE3 6B692153 D0A9877C C62A4740 02DF32E5 2139F0A0'),
};

/** The default user ID of GM/T 0009-2012 (also OpenSSL's and most CAs'). */
export const SM2_DEFAULT_ID = '1234567812345678';

export interface Sm2Options {
  /** The signer's distinguishing identifier (UTF-8); default `1234567812345678`. */
  id?: string | Uint8Array;
  /** Another curve (the examples of the standard's annex); default the recommended curve. */
  curve?: Sm2Curve;
}

const mod = (x: bigint, m: bigint) => {
  const r = x % m;
  return r < 0n ? r + m : r;
};

/** Inverse modulo a prime by the extended Euclidean algorithm. */
function invert(x: bigint, m: bigint): bigint {
  let [a, b, u, v] = [mod(x, m), m, 1n, 0n];
  while (a !== 0n) {
    const q = b / a;
    [a, b, u, v] = [b - q * a, a, v - q * u, u];
  }
  if (b !== 1n) throw new Error('SM2：元素不可逆');
  return mod(v, m);
}

/** Jacobian coordinates (X, Y, Z) ↔ affine (X/Z², Y/Z³); Z = 0 is the point at infinity. */
type Jacobian = readonly [bigint, bigint, bigint];
const INFINITY: Jacobian = [1n, 1n, 0n];

/**
 * 2·P. No special case: the point at infinity (Z = 0) doubles to Z₃ = 2·Y·Z = 0, and no point of
 * a curve of odd prime order has Y = 0 (that would be a point of order 2).
 */
function double(c: Sm2Curve, [x, y, z]: Jacobian): Jacobian {
  const { p } = c;
  const yy = mod(y * y, p);
  const s = mod(4n * x * yy, p);
  const zz = mod(z * z, p);
  const m = mod(3n * x * x + c.a * zz * zz, p);
  const x3 = mod(m * m - 2n * s, p);
  return [x3, mod(m * (s - x3) - 8n * yy * yy, p), mod(2n * y * z, p)];
}

function add(c: Sm2Curve, P: Jacobian, Q: Jacobian): Jacobian {
  if (P[2] === 0n) return Q;
  if (Q[2] === 0n) return P;
  const { p } = c;
  const [x1, y1, z1] = P;
  const [x2, y2, z2] = Q;
  const z1z1 = mod(z1 * z1, p);
  const z2z2 = mod(z2 * z2, p);
  const u1 = mod(x1 * z2z2, p);
  const u2 = mod(x2 * z1z1, p);
  const s1 = mod(y1 * z2 * z2z2, p);
  const s2 = mod(y2 * z1 * z1z1, p);
  if (u1 === u2) return s1 === s2 ? double(c, P) : INFINITY;
  const h = mod(u2 - u1, p);
  const r = mod(s2 - s1, p);
  const hh = mod(h * h, p);
  const hhh = mod(h * hh, p);
  const v = mod(u1 * hh, p);
  const x3 = mod(r * r - hhh - 2n * v, p);
  return [x3, mod(r * (v - x3) - s1 * hhh, p), mod(h * z1 * z2, p)];
}

function toAffine(c: Sm2Curve, [x, y, z]: Jacobian): { x: bigint; y: bigint } | null {
  if (z === 0n) return null;
  const zi = invert(z, c.p);
  const zi2 = mod(zi * zi, c.p);
  return { x: mod(x * zi2, c.p), y: mod(y * zi2 * zi, c.p) };
}

/** u·P + v·Q by Shamir's trick (one pass of doublings). */
function mulAdd(c: Sm2Curve, u: bigint, P: Jacobian, v: bigint, Q: Jacobian): Jacobian {
  const PQ = add(c, P, Q);
  let acc = INFINITY;
  const bits = Math.max(u.toString(2).length, v.toString(2).length);
  for (let i = bits - 1; i >= 0; i--) {
    acc = double(c, acc);
    const bu = (u >> BigInt(i)) & 1n;
    const bv = (v >> BigInt(i)) & 1n;
    if (bu && bv) acc = add(c, acc, PQ);
    else if (bu) acc = add(c, acc, P);
    else if (bv) acc = add(c, acc, Q);
  }
  return acc;
}

const generator = (c: Sm2Curve): Jacobian => [c.gx, c.gy, 1n];
const bytesOf = (x: bigint) => fromHex(x.toString(16).padStart(64, '0'));
const numberOf = (b: Uint8Array) => (b.length === 0 ? 0n : BigInt(`0x${toHex(b)}`));
const idBytes = (id: string | Uint8Array | undefined) =>
  typeof id === 'string' || id === undefined ? utf8(id ?? SM2_DEFAULT_ID) : id;

/** The affine point of a 65-byte uncompressed key, or null when it is not a point of the curve. */
function decodePoint(c: Sm2Curve, key: Uint8Array): { x: bigint; y: bigint } | null {
  if (key.length !== 65 || key[0] !== 0x04) return null;
  const x = numberOf(key.subarray(1, 33));
  const y = numberOf(key.subarray(33));
  if (x >= c.p || y >= c.p) return null;
  if (mod(y * y - (x * x * x + c.a * x + c.b), c.p) !== 0n) return null;
  return { x, y }; // the cofactor is 1: every point of the curve is in the group of order n
}

/** True when `key` is a valid SM2 public key (65 bytes, uncompressed, on the curve). */
export function isSm2PublicKey(key: Uint8Array, curve: Sm2Curve = SM2_CURVE): boolean {
  return decodePoint(curve, key) !== null;
}

/** The public key d·G of a 32-byte private key d (1 ≤ d ≤ n − 2). */
export function sm2PublicKeyFromPrivate(privateKey: Uint8Array, curve: Sm2Curve = SM2_CURVE): Uint8Array {
  const d = numberOf(privateKey);
  if (privateKey.length !== 32 || d < 1n || d > curve.n - 2n)
    throw new Error('SM2私钥必须是[1, n-2]内的32字节整数');
  const point = toAffine(curve, mulAdd(curve, d, generator(curve), 0n, INFINITY))!;
  return concatBytes(Uint8Array.of(0x04), bytesOf(point.x), bytesOf(point.y));
}

/** Z_A = SM3(ENTL ‖ ID ‖ a ‖ b ‖ x_G ‖ y_G ‖ x_A ‖ y_A). */
export function sm2Za(publicKey: Uint8Array, options: Sm2Options = {}): Uint8Array {
  const c = options.curve ?? SM2_CURVE;
  const id = idBytes(options.id);
  if (id.length >= 8192) throw new Error('SM2用户标识过长');
  const entl = Uint8Array.of((id.length * 8) >> 8, (id.length * 8) & 0xff);
  const xy = publicKey.subarray(1);
  return sm3Hash(concatBytes(entl, id, ...[c.a, c.b, c.gx, c.gy].map(bytesOf), xy));
}

export interface Sm2SignerOptions extends Sm2Options {
  /** `random(32)` supplies k's bytes (rejection-sampled into [1, n − 1]); must be cryptographic. */
  random: (length: number) => Uint8Array;
  /**
   * k·G as a 65-byte uncompressed point. The server passes OpenSSL's constant-time scalar
   * multiplication (ECDH on the SM2 curve); default the BigInt code of this file.
   */
  multiplyBase?: (k: Uint8Array) => Uint8Array;
}

export interface Sm2Signer {
  publicKey: Uint8Array;
  /** A 64-byte r ‖ s signature of `message` (GB/T 32918.2 §6.1). */
  sign(message: Uint8Array): Uint8Array;
  /**
   * Computes nonces ahead until `target` are ready (at most `target` − ready, each one k·G): the
   * k·G of a signature does not depend on the message, so a caller may compute it while idle and
   * `sign` then costs a hash and a few modular operations. Each nonce is used once and dropped.
   * Returns how many are ready.
   */
  precompute(target: number): number;
}

/**
 * A signer for one private key d (1 ≤ d ≤ n − 2). Z_A and (1 + d)⁻¹ are computed once. A repeated
 * k reveals the private key: `random` must be a cryptographic source.
 */
export function createSm2Signer(privateKey: Uint8Array, options: Sm2SignerOptions): Sm2Signer {
  const c = options.curve ?? SM2_CURVE;
  const d = numberOf(privateKey);
  if (privateKey.length !== 32 || d < 1n || d > c.n - 2n)
    throw new Error('SM2私钥必须是[1, n-2]内的32字节整数');
  const multiplyBase =
    options.multiplyBase ??
    ((k: Uint8Array) => {
      const point = toAffine(c, mulAdd(c, numberOf(k), generator(c), 0n, INFINITY))!;
      return concatBytes(Uint8Array.of(0x04), bytesOf(point.x), bytesOf(point.y));
    });
  const publicKey = multiplyBase(privateKey);
  const za = sm2Za(publicKey, options);
  const inverse = invert(1n + d, c.n);
  /** A nonce k in [1, n − 1] with x1 of k·G (rejection sampling of `random`). */
  const freshNonce = (): { k: bigint; x1: bigint } => {
    for (;;) {
      const kBytes = options.random(32);
      const k = numberOf(kBytes);
      if (kBytes.length === 32 && k >= 1n && k < c.n)
        return { k, x1: numberOf(multiplyBase(kBytes).subarray(1, 33)) };
    }
  };
  const ready: { k: bigint; x1: bigint }[] = [];
  return {
    publicKey,
    sign(message) {
      const e = numberOf(sm3Hash(concatBytes(za, message)));
      for (;;) {
        const { k, x1 } = ready.pop() ?? freshNonce();
        const r = mod(e + x1, c.n);
        if (r === 0n || r + k === c.n) continue;
        const s = mod(inverse * (k - r * d), c.n);
        if (s === 0n) continue;
        return concatBytes(bytesOf(r), bytesOf(s));
      }
    },
    precompute(target) {
      while (ready.length < target) ready.push(freshNonce());
      return ready.length;
    },
  };
}

/** One signature with `createSm2Signer` (tests, tools). */
export function sm2Sign(privateKey: Uint8Array, message: Uint8Array, options: Sm2SignerOptions): Uint8Array {
  return createSm2Signer(privateKey, options).sign(message);
}

/** Verifies a 64-byte r ‖ s signature (GB/T 32918.2 §7.1); false for any malformed input. */
export function sm2Verify(
  publicKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
  options: Sm2Options = {},
): boolean {
  const c = options.curve ?? SM2_CURVE;
  const point = decodePoint(c, publicKey);
  if (!point || signature.length !== 64) return false;
  const r = numberOf(signature.subarray(0, 32));
  const s = numberOf(signature.subarray(32));
  if (r < 1n || r >= c.n || s < 1n || s >= c.n) return false;
  const t = mod(r + s, c.n);
  if (t === 0n) return false;
  const sum = toAffine(c, mulAdd(c, s, generator(c), t, [point.x, point.y, 1n]));
  if (!sum) return false;
  const e = numberOf(sm3Hash(concatBytes(sm2Za(publicKey, options), message)));
  return mod(e + sum.x, c.n) === r;
}

function derInteger(bytes: Uint8Array): Uint8Array {
  let at = 0;
  while (at < bytes.length - 1 && bytes[at] === 0) at++;
  const body = bytes[at]! & 0x80 ? concatBytes(Uint8Array.of(0), bytes.subarray(at)) : bytes.subarray(at);
  return concatBytes(Uint8Array.of(0x02, body.length), body);
}

/** r ‖ s → DER `SEQUENCE { INTEGER r, INTEGER s }` (what OpenSSL writes and reads). */
export function sm2SignatureToDer(signature: Uint8Array): Uint8Array {
  if (signature.length !== 64) throw new Error('SM2签名必须是64字节（r ‖ s）');
  const body = concatBytes(derInteger(signature.subarray(0, 32)), derInteger(signature.subarray(32)));
  return concatBytes(Uint8Array.of(0x30, body.length), body);
}

/** DER → r ‖ s; strict (minimal integers, no trailing bytes), throws on anything else. */
export function sm2SignatureFromDer(der: Uint8Array): Uint8Array {
  const fail = () => new Error('SM2签名的DER编码不正确');
  if (der[0] !== 0x30 || der[1] !== der.length - 2 || der.length > 72) throw fail();
  const parts: Uint8Array[] = [];
  let at = 2;
  for (let i = 0; i < 2; i++) {
    const length = der[at + 1] ?? 0;
    if (der[at] !== 0x02 || length < 1 || length > 33 || at + 2 + length > der.length) throw fail();
    const value = der.subarray(at + 2, at + 2 + length);
    if (value[0]! & 0x80 || (length > 1 && value[0] === 0 && !(value[1]! & 0x80))) throw fail();
    const trimmed = value[0] === 0 && length > 1 ? value.subarray(1) : value;
    if (trimmed.length > 32) throw fail();
    parts.push(concatBytes(new Uint8Array(32 - trimmed.length), trimmed));
    at += 2 + length;
  }
  if (at !== der.length) throw fail();
  // The checks above leave one encoding per signature (each refused case is tested), so writing
  // the result back would give `der` again: no round trip needed.
  return concatBytes(parts[0]!, parts[1]!);
}
