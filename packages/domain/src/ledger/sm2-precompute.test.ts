import { describe, expect, it } from 'vitest';
import { fromHex, toHex, utf8 } from './bytes.js';
import { createSm2Signer, SM2_CURVE, sm2Verify } from './sm2.js';

/** GB/T 32918.5's recommended-curve example (the same as sm2.test.ts). */
const D = fromHex('3945208F7B2144B13F36E38AC6D39F95889393692860B51A42FB81EF4DF7C5B8');
const K = '59276E27D506861A16680F3AD9C02DCCEF3CC1FA3CDBE4CE6D54B80DEAC1BC21';
const EXPECTED =
  'F5A03B0648D2C4630EEAC513E1BB81A15944DA3827D5B74143AC7EACEEE720B3' +
  'B1B6AA29DF212FD8763182BC0D421CA1BB9038FD1F7F42D4840B69C485BBC1AA';
const MESSAGE = utf8('message digest');

/** A `random` that hands out the given k values in order and counts its calls. */
function sequence(...values: string[]) {
  const source = {
    calls: 0,
    random: (length: number) => fromHex(values[source.calls++] ?? '00'.repeat(length)),
  };
  return source;
}
const hex32 = (n: bigint) => n.toString(16).padStart(64, '0');

describe('SM2 nonces computed ahead (Sm2Signer.precompute)', () => {
  it('a precomputed nonce gives the signature the standard gives for that k, without drawing again', () => {
    const source = sequence(K);
    const signer = createSm2Signer(D, { random: source.random });
    expect(signer.precompute(1)).toBe(1);
    expect(source.calls).toBe(1);
    const signature = signer.sign(MESSAGE);
    expect(toHex(signature).toUpperCase()).toBe(EXPECTED);
    expect(source.calls).toBe(1);
  });

  it('fills up to the target only, and each nonce is used once', () => {
    const ks = [1n, 2n, 3n, 4n].map((i) => hex32(i * 0x1234567n));
    const source = sequence(...ks);
    const signer = createSm2Signer(D, { random: source.random });
    expect(signer.precompute(3)).toBe(3);
    expect(signer.precompute(3)).toBe(3);
    expect(source.calls).toBe(3);
    const signatures = [1, 2, 3].map(() => toHex(signer.sign(MESSAGE)));
    expect(new Set(signatures).size).toBe(3);
    expect(source.calls).toBe(3);
    for (const s of signatures) expect(sm2Verify(signer.publicKey, MESSAGE, fromHex(s))).toBe(true);
    signer.sign(MESSAGE);
    expect(source.calls).toBe(4);
    expect(signer.precompute(0)).toBe(0);
  });

  it('skips drawn values outside [1, n − 1] when computing ahead', () => {
    const source = sequence(hex32(0n), hex32(SM2_CURVE.n), K);
    const signer = createSm2Signer(D, { random: source.random });
    expect(signer.precompute(1)).toBe(1);
    expect(source.calls).toBe(3);
    expect(toHex(signer.sign(MESSAGE)).toUpperCase()).toBe(EXPECTED);
  });
});
