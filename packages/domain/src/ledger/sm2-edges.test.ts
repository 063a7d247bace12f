import { describe, expect, it } from 'vitest';
import { concatBytes, fromHex, toHex, utf8 } from './bytes.js';
import {
  createSm2Signer,
  isSm2PublicKey,
  SM2_CURVE,
  sm2PublicKeyFromPrivate,
  sm2SignatureFromDer,
  sm2Verify,
  sm2Za,
} from './sm2.js';

/** SM2's range checks at their edges (GB/T 32918.2: 1 ≤ d ≤ n − 2; 1 ≤ r, s < n; points of Fp). */
const hex32 = (x: bigint) => fromHex(x.toString(16).padStart(64, '0'));
const n = SM2_CURVE.n;
const p = SM2_CURVE.p;
const d = hex32(0x1234567890abcdefn);
const publicKey = sm2PublicKeyFromPrivate(d);
let counter = 0;
const signer = createSm2Signer(d, { random: () => hex32(BigInt(++counter) * 0x9e3779b97f4a7c15n) });
const message = utf8('rer.local/ledger/000000/sm3\n1\n');

describe('SM2 private keys', () => {
  it('accepts 1 and n − 2, refuses 0, n − 1 and keys of another length', () => {
    expect(isSm2PublicKey(sm2PublicKeyFromPrivate(hex32(1n)))).toBe(true);
    expect(toHex(sm2PublicKeyFromPrivate(hex32(1n)))).toBe(
      `04${SM2_CURVE.gx.toString(16).padStart(64, '0')}${SM2_CURVE.gy.toString(16).padStart(64, '0')}`,
    );
    expect(isSm2PublicKey(sm2PublicKeyFromPrivate(hex32(n - 2n)))).toBe(true);
    for (const bad of [hex32(0n), hex32(n - 1n), hex32(n), d.slice(1), concatBytes(Uint8Array.of(0), d)]) {
      expect(() => sm2PublicKeyFromPrivate(bad)).toThrow('SM2私钥必须是[1, n-2]内的32字节整数');
      expect(() => createSm2Signer(bad, { random: () => hex32(5n) })).toThrow(
        'SM2私钥必须是[1, n-2]内的32字节整数',
      );
    }
  });
});

describe('SM2 public keys', () => {
  it('refuses a compressed prefix and coordinates not below p', () => {
    const compressed = publicKey.slice();
    compressed[0] = 0x02;
    expect(isSm2PublicKey(compressed)).toBe(false);
    const xTooBig = concatBytes(Uint8Array.of(4), hex32(p), publicKey.subarray(33));
    expect(isSm2PublicKey(xTooBig)).toBe(false);
    const yTooBig = concatBytes(publicKey.subarray(0, 33), hex32(p));
    expect(isSm2PublicKey(yTooBig)).toBe(false);
    expect(isSm2PublicKey(concatBytes(publicKey, Uint8Array.of(0)))).toBe(false);
  });
});

describe('SM2 signatures', () => {
  const signature = signer.sign(message);
  const r = BigInt(`0x${toHex(signature.subarray(0, 32))}`);
  const s = BigInt(`0x${toHex(signature.subarray(32))}`);

  it('verifies its own signatures, with a counter as the random source', () => {
    expect(sm2Verify(publicKey, message, signature)).toBe(true);
    expect(sm2Verify(publicKey, message, signer.sign(message))).toBe(true);
  });

  it('refuses r or s of 0 or n, r + s = n, and r or s shifted by n', () => {
    for (const [rr, ss] of [
      [0n, s],
      [r, 0n],
      [n, s],
      [r, n],
      [r, n - r],
      [r + n, s],
      [r, s + n],
    ] as const) {
      if (rr >= 2n ** 256n || ss >= 2n ** 256n) continue;
      expect(sm2Verify(publicKey, message, concatBytes(hex32(rr), hex32(ss)))).toBe(false);
    }
  });

  it('refuses a signature of another length', () => {
    expect(sm2Verify(publicKey, message, concatBytes(signature, Uint8Array.of(0)))).toBe(false);
  });
});

describe('SM2 user IDs', () => {
  it('takes IDs up to 8191 bytes, the default 1234567812345678, or given bytes', () => {
    expect(() => sm2Za(publicKey, { id: 'a'.repeat(8191) })).not.toThrow();
    expect(() => sm2Za(publicKey, { id: 'a'.repeat(8192) })).toThrow('SM2用户标识过长');
    expect(toHex(sm2Za(publicKey))).toBe(toHex(sm2Za(publicKey, { id: '1234567812345678' })));
    expect(toHex(sm2Za(publicKey, { id: utf8('abc') }))).toBe(toHex(sm2Za(publicKey, { id: 'abc' })));
    // ENTL is the ID's length in bits over two bytes: 32 bytes = 0x0100 bits differs from 0 bytes.
    expect(toHex(sm2Za(publicKey, { id: 'a'.repeat(32) }))).not.toBe(toHex(sm2Za(publicKey, { id: '' })));
  });
});

describe('SM2 signatures in DER', () => {
  it.each([
    ['not a sequence', '3106020101020101'],
    ['a sequence length that is not the rest', '3007020101020101'],
    ['an integer tag missing', '3006030101020101'],
    ['an empty integer', '30050200020101'],
    ['a negative integer', '3006020181020101'],
    ['a needless leading zero', '300702020001020101'],
    ['an integer running past the end', '3006020101020201'],
    ['trailing bytes inside the sequence', '300702010102010100'],
    ['an integer of 33 bytes without a sign byte', `302602${'21'}${'01'.repeat(33)}020101`],
  ])('refuses %s', (_name, der) => {
    expect(() => sm2SignatureFromDer(fromHex(der))).toThrow('SM2签名的DER编码不正确');
  });

  it('reads integers with a sign byte and short ones, padded to 32 bytes each', () => {
    const out = sm2SignatureFromDer(fromHex(`3026022100${'ff'.repeat(32)}020101`));
    expect(toHex(out)).toBe(`${'ff'.repeat(32)}${'00'.repeat(31)}01`);
  });
});
