import { describe, expect, it } from 'vitest';
import { concatBytes, fromHex, toHex, utf8 } from './bytes.js';
import { sm3Hash } from './hashes.js';
import {
  createSm2Signer,
  isSm2PublicKey,
  type Sm2Curve,
  sm2PublicKeyFromPrivate,
  sm2Verify,
  sm2Za,
} from './sm2.js';

/**
 * SM2 on a toy curve: y² = x³ + 3x + 2 over F_509, of prime order 499 (cofactor 1, as SM2's).
 * With 9-bit scalars every special case of the point arithmetic comes up: a point added to itself
 * or to its negation, the point at infinity mid-way, and the signer's rare retries (r = 0,
 * r + k = n, s = 0), which on the real curve have probability 2⁻²⁵⁶. Each result is checked
 * against textbook affine arithmetic written here, independently of the Jacobian code.
 */
const TOY: Sm2Curve = { p: 509n, a: 3n, b: 2n, n: 499n, gx: 1n, gy: 32n };
const { p, n } = TOY;
const options = { curve: TOY };

type Point = { x: bigint; y: bigint } | null; // null: the point at infinity
const mod = (x: bigint, m: bigint) => ((x % m) + m) % m;
const inv = (x: bigint, m: bigint) => {
  let r = 1n;
  for (let e = m - 2n, b = mod(x, m); e > 0n; e >>= 1n, b = mod(b * b, m)) if (e & 1n) r = mod(r * b, m);
  return r;
};
function addPoints(P: Point, Q: Point): Point {
  if (!P) return Q;
  if (!Q) return P;
  if (P.x === Q.x && mod(P.y + Q.y, p) === 0n) return null;
  const slope =
    P.x === Q.x
      ? mod((3n * P.x * P.x + TOY.a) * inv(2n * P.y, p), p)
      : mod((Q.y - P.y) * inv(Q.x - P.x, p), p);
  const x = mod(slope * slope - P.x - Q.x, p);
  return { x, y: mod(slope * (P.x - x) - P.y, p) };
}
const G: Point = { x: TOY.gx, y: TOY.gy };
/** k·G for every k in [0, n), by repeated textbook addition. */
const multiples: Point[] = [null];
for (let k = 1; k < Number(n); k++) multiples.push(addPoints(multiples[k - 1]!, G));
const times = (k: bigint): Point => multiples[Number(mod(k, n))]!;
const hex32 = (x: bigint) => fromHex(x.toString(16).padStart(64, '0'));
const encode = (P: Point) => concatBytes(Uint8Array.of(4), hex32(P!.x), hex32(P!.y));
const numberOf = (b: Uint8Array) => BigInt(`0x${toHex(b)}`);
const digest = (key: Uint8Array, message: Uint8Array) =>
  mod(numberOf(sm3Hash(concatBytes(sm2Za(key, options), message))), n);

describe('SM2 on a toy curve of order 499', () => {
  it('computes every public key d·G, 1 ≤ d ≤ n − 2, as textbook arithmetic does', () => {
    for (let d = 1n; d <= n - 2n; d++) {
      expect(toHex(sm2PublicKeyFromPrivate(hex32(d), TOY))).toBe(toHex(encode(times(d))));
    }
  });

  it('signs with every nonce for several keys, retrying where r = 0, r + k = n or s = 0; each verifies', () => {
    const message = utf8('toy');
    let retries = 0;
    for (const d of [1n, n - 2n]) {
      const key = encode(times(d));
      let next = 1n;
      const signer = createSm2Signer(hex32(d), { ...options, random: () => hex32(next++) });
      expect(toHex(signer.publicKey)).toBe(toHex(key));
      const e = digest(key, message);
      while (next < n) {
        const first = next;
        const signature = signer.sign(message);
        // The textbook signature with the first nonce that gives r ≠ 0, r + k ≠ n and s ≠ 0.
        let k = first;
        let r = 0n;
        let s = 0n;
        for (; k < n; k++) {
          r = mod(e + times(k)!.x, n);
          s = mod(inv(1n + d, n) * (k - r * d), n);
          if (r !== 0n && r + k !== n && s !== 0n) break;
        }
        if (k === n) break; // the last nonces all needed a retry: the signer would ask for more
        retries += Number(k - first);
        expect(next).toBe(k + 1n);
        expect(toHex(signature)).toBe(toHex(concatBytes(hex32(r), hex32(s))));
        expect(sm2Verify(key, message, signature, options)).toBe(true);
      }
    }
    expect(retries).toBeGreaterThan(0);
  }, 30_000); // about 3,000 textbook point additions and 1,000 signatures: slow on a shared machine

  it('refuses nonces that are not 32 bytes or not in [1, n − 1], taking the next one', () => {
    const d = 7n;
    const nonces = [hex32(0n), hex32(n), hex32(n + 5n), hex32(5n).subarray(1), hex32(5n)];
    const signer = createSm2Signer(hex32(d), { ...options, random: () => nonces.shift()! });
    const signature = signer.sign(utf8('m'));
    expect(nonces).toEqual([]);
    const direct = createSm2Signer(hex32(d), { ...options, random: () => hex32(5n) }).sign(utf8('m'));
    expect(toHex(signature)).toBe(toHex(direct));
  });

  it('verifies as the textbook equation does for every r of one key, the sum at infinity included', () => {
    const d = 5n;
    const key = encode(times(d));
    const message = utf8('every r and s');
    const e = digest(key, message);
    let valid = 0;
    let atInfinity = 0;
    for (let r = 1n; r < n; r += 1n) {
      // s·G + (r + s)·d·G is the point at infinity when s·(1 + d) ≡ −r·d (mod n).
      const infinite = mod(-r * d * inv(1n + d, n), n);
      for (const s of [1n, 2n, n - 1n, infinite]) {
        const t = mod(r + s, n);
        if (s === 0n) continue;
        const sum = t === 0n ? null : times(s + t * d);
        if (t !== 0n && sum === null) atInfinity++;
        const expected = sum !== null && mod(e + sum.x, n) === r;
        if (expected) valid++;
        expect(sm2Verify(key, message, concatBytes(hex32(r), hex32(s)), options), `r ${r}, s ${s}`).toBe(
          expected,
        );
      }
    }
    expect(atInfinity).toBeGreaterThan(400);
    expect(valid).toBeGreaterThan(0);
  });

  it('verifies for the key −G, where G plus the key is the point at infinity', () => {
    // No signer holds d = n − 1 (1 + d has no inverse); a valid signature is found by search:
    // s·G + (r + s)·(−G) = −r·G, so (r, s) is valid when e + x(r·G) ≡ r (mod n), for any s.
    const key = encode(times(n - 1n));
    const found: { message: Uint8Array; r: bigint }[] = [];
    for (let i = 0; found.length < 3; i++) {
      const message = utf8(`m${i}`);
      const e = digest(key, message);
      for (let r = 1n; r < n - 1n; r++) if (mod(e + times(r)!.x, n) === r) found.push({ message, r });
    }
    for (const { message, r } of found) {
      for (const s of [1n, 3n, 255n, n - 2n]) {
        if (mod(r + s, n) === 0n) continue;
        expect(sm2Verify(key, message, concatBytes(hex32(r), hex32(s)), options)).toBe(true);
        expect(sm2Verify(key, message, concatBytes(hex32(r + 1n), hex32(s)), options)).toBe(false);
      }
    }
  });

  it('refuses every forgery the range checks stand for: r or s of 0, s + n, r + s = n, a 65-byte signature', () => {
    const d = 11n;
    const key = encode(times(d));
    const forgeries = { r0: 0, s0: 0, tZero: 0 };
    for (let i = 0; i < 40; i++) {
      const message = utf8(`forge ${i}`);
      const e = digest(key, message);
      const verify = (r: bigint, s: bigint) =>
        sm2Verify(key, message, concatBytes(hex32(r), hex32(s)), options);
      for (let v = 1n; v < n; v++) {
        // r = 0 passes the final equation when e + x(s·(1 + d)·G) ≡ 0.
        if (mod(e + times(v * (1n + d))!.x, n) === 0n) {
          forgeries.r0++;
          expect(verify(0n, v)).toBe(false);
        }
        // s = 0 passes it when e + x(r·d·G) ≡ r.
        if (mod(e + times(v * d)!.x, n) === v) {
          forgeries.s0++;
          expect(verify(v, 0n)).toBe(false);
        }
        // r + s = n: were t = 0 allowed, the sum would be s·G, passing when e + x((n − r)·G) ≡ r.
        if (mod(e + times(n - v)!.x, n) === v) {
          forgeries.tZero++;
          expect(verify(v, n - v)).toBe(false);
        }
      }
    }
    expect(forgeries.r0).toBeGreaterThan(0);
    expect(forgeries.s0).toBeGreaterThan(0);
    expect(forgeries.tZero).toBeGreaterThan(0);
    // A valid signature with s + n (the same point) or s padded to 33 bytes is refused.
    let next = 1n;
    const signature = createSm2Signer(hex32(d), { ...options, random: () => hex32(next++) }).sign(utf8('m'));
    expect(sm2Verify(key, utf8('m'), signature, options)).toBe(true);
    const [r, s] = [numberOf(signature.subarray(0, 32)), numberOf(signature.subarray(32))];
    expect(sm2Verify(key, utf8('m'), concatBytes(hex32(r), hex32(s + n)), options)).toBe(false);
    const padded = concatBytes(signature.subarray(0, 32), Uint8Array.of(0), signature.subarray(32));
    expect(sm2Verify(key, utf8('m'), padded, options)).toBe(false);
  });

  it('refuses a key whose coordinate is shifted by p, on the curve modulo p', () => {
    const point = times(5n)!;
    expect(isSm2PublicKey(encode(point), TOY)).toBe(true);
    const shiftedX = concatBytes(Uint8Array.of(4), hex32(point.x + p), hex32(point.y));
    const shiftedY = concatBytes(Uint8Array.of(4), hex32(point.x), hex32(point.y + p));
    expect(isSm2PublicKey(shiftedX, TOY)).toBe(false);
    expect(isSm2PublicKey(shiftedY, TOY)).toBe(false);
  });
});
