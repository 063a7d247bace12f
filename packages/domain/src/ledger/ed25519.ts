import { concatBytes, toHex } from './bytes.js';

/**
 * Ed25519 signature verification (RFC 8032 §5.1.7) and SHA-512 (FIPS 180-4) in plain TypeScript
 * with BigInt, so that `verifyReceipt` checks Ed25519 checkpoints synchronously anywhere (ADR 17);
 * the server passes Node's faster OpenSSL function instead. Verification only, of public data:
 * not constant-time. Cofactorless, as OpenSSL: [s]B − [h]A must encode to R, and s < L.
 */
const M64 = (1n << 64n) - 1n;
const rotr64 = (x: bigint, n: bigint) => ((x >> n) | (x << (64n - n))) & M64;

const K512 = (() => {
  // The first 64 bits of the fractional parts of the cube roots of the first 80 primes.
  const primes: number[] = [];
  for (let n = 2; primes.length < 80; n++) if (primes.every((p) => n % p !== 0)) primes.push(n);
  return primes.map((p) => {
    // ⌊frac(∛p)·2^64⌋ by integer Newton iteration on ∛(p·2^192).
    const target = BigInt(p) << 192n;
    let x = BigInt(Math.floor(Math.cbrt(p) * 2 ** 52)) << 12n;
    for (let i = 0; i < 8; i++) x = (2n * x + target / (x * x)) / 3n;
    while (x * x * x > target) x -= 1n;
    while ((x + 1n) ** 3n <= target) x += 1n;
    return x & M64;
  });
})();
const IV512 = [
  0x6a09e667f3bcc908n,
  0xbb67ae8584caa73bn,
  0x3c6ef372fe94f82bn,
  0xa54ff53a5f1d36f1n,
  0x510e527fade682d1n,
  0x9b05688c2b3e6c1fn,
  0x1f83d9abfb41bd6bn,
  0x5be0cd19137e2179n,
];

export function sha512(message: Uint8Array): Uint8Array {
  const length = Math.ceil((message.length + 17) / 128) * 128;
  const padded = new Uint8Array(length);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setBigUint64(length - 8, BigInt(message.length) * 8n);
  const v = [...IV512];
  const w: bigint[] = new Array(80);
  for (let block = 0; block < length; block += 128) {
    for (let j = 0; j < 16; j++) w[j] = view.getBigUint64(block + j * 8);
    for (let j = 16; j < 80; j++) {
      const a = w[j - 15]!;
      const b = w[j - 2]!;
      const s0 = rotr64(a, 1n) ^ rotr64(a, 8n) ^ (a >> 7n);
      const s1 = rotr64(b, 19n) ^ rotr64(b, 61n) ^ (b >> 6n);
      w[j] = (w[j - 16]! + s0 + w[j - 7]! + s1) & M64;
    }
    let [a, b, c, d, e, f, g, h] = v as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
    for (let j = 0; j < 80; j++) {
      const t1 =
        (h +
          (rotr64(e, 14n) ^ rotr64(e, 18n) ^ rotr64(e, 41n)) +
          ((e & f) ^ (~e & M64 & g)) +
          K512[j]! +
          w[j]!) &
        M64;
      const t2 = ((rotr64(a, 28n) ^ rotr64(a, 34n) ^ rotr64(a, 39n)) + ((a & b) ^ (a & c) ^ (b & c))) & M64;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) & M64, c, b, a, (t1 + t2) & M64];
    }
    [a, b, c, d, e, f, g, h].forEach((x, i) => {
      v[i] = (v[i]! + x) & M64;
    });
  }
  const out = new Uint8Array(64);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setBigUint64(i * 8, v[i]!);
  return out;
}

const P = (1n << 255n) - 19n;
const L = (1n << 252n) + 27742317777372353535851937790883648493n;
const mod = (x: bigint, m = P) => ((x % m) + m) % m;
function pow(base: bigint, exponent: bigint): bigint {
  let [result, b, e] = [1n, mod(base), exponent];
  for (; e > 0n; e >>= 1n, b = (b * b) % P) if (e & 1n) result = (result * b) % P;
  return result;
}
const inv = (x: bigint) => pow(x, P - 2n);
const D = mod(-121665n * inv(121666n));
const SQRT_M1 = pow(2n, (P - 1n) / 4n);

/** Extended coordinates (X, Y, Z, T), x = X/Z, y = Y/Z, x·y = T/Z (a = −1). */
type Point = readonly [bigint, bigint, bigint, bigint];
const IDENTITY: Point = [0n, 1n, 1n, 0n];

function add([x1, y1, z1, t1]: Point, [x2, y2, z2, t2]: Point): Point {
  const a = mod((y1 - x1) * (y2 - x2));
  const b = mod((y1 + x1) * (y2 + x2));
  const c = mod(t1 * 2n * D * t2);
  const d = mod(z1 * 2n * z2);
  const [e, f, g, h] = [b - a, d - c, d + c, b + a];
  return [mod(e * f), mod(g * h), mod(f * g), mod(e * h)];
}

const littleEndian = (bytes: Uint8Array) => BigInt(`0x${toHex(bytes.slice().reverse()) || '0'}`);

function decodePoint(bytes: Uint8Array): Point | null {
  const n = littleEndian(bytes);
  const y = n & ((1n << 255n) - 1n);
  const sign = n >> 255n;
  if (y >= P) return null;
  const u = mod(y * y - 1n);
  const v = mod(D * y * y + 1n);
  let x = mod(u * pow(v, 3n) * pow(u * pow(v, 7n), (P - 5n) / 8n));
  if (mod(v * x * x) !== u) {
    if (mod(v * x * x) !== mod(-u)) return null;
    x = mod(x * SQRT_M1);
  }
  if (x === 0n && sign === 1n) return null;
  if ((x & 1n) !== sign) x = P - x;
  return [x, y, 1n, mod(x * y)];
}

function encodePoint([x, y, z]: Point): Uint8Array {
  const zi = inv(z);
  const n = mod(y * zi) | ((mod(x * zi) & 1n) << 255n);
  return Uint8Array.from(
    n
      .toString(16)
      .padStart(64, '0')
      .match(/../g)!
      .map((h) => Number.parseInt(h, 16)),
  ).reverse();
}

const BASE = decodePoint(Uint8Array.from([0x58, ...new Array(31).fill(0x66)]))!;

/** True when `signature` (64 bytes) is a valid Ed25519 signature of `message` by `publicKey` (32). */
export function ed25519Verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const a = decodePoint(publicKey);
  const s = littleEndian(signature.subarray(32));
  if (!a || s >= L) return false;
  const h = mod(littleEndian(sha512(concatBytes(signature.subarray(0, 32), publicKey, message))), L);
  const negA: Point = [mod(-a[0]), a[1], a[2], mod(-a[3])];
  // [s]B + [h](−A) by Shamir's trick.
  const both = add(BASE, negA);
  let acc = IDENTITY;
  for (let i = 255n; i >= 0n; i--) {
    acc = add(acc, acc);
    const bs = (s >> i) & 1n;
    const bh = (h >> i) & 1n;
    if (bs && bh) acc = add(acc, both);
    else if (bs) acc = add(acc, BASE);
    else if (bh) acc = add(acc, negA);
  }
  const r = encodePoint(acc);
  let diff = 0;
  for (let i = 0; i < 32; i++) diff |= r[i]! ^ signature[i]!;
  return diff === 0;
}
