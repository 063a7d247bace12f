import { createHash, generateKeyPairSync, sign, verify } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64, fromHex, toHex, utf8 } from './bytes.js';
import { ed25519Verify, sha512 } from './ed25519.js';
import { parseVerifierKey } from './note-keys.js';

describe('pure SHA-512 and Ed25519 verification', () => {
  it('SHA-512 agrees with OpenSSL on any input', () => {
    expect(toHex(sha512(utf8('abc')))).toBe(
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(toHex(sha512(bytes))).toBe(createHash('sha512').update(bytes).digest('hex'));
      }),
      { numRuns: 50 },
    );
  });

  it('verifies RFC 8032 test 1 and the Go signed-note example', () => {
    const publicKey = fromHex('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
    const signature = fromHex(
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
    );
    expect(ed25519Verify(publicKey, new Uint8Array(0), signature)).toBe(true);
    expect(ed25519Verify(publicKey, Uint8Array.of(0), signature)).toBe(false);
    const key = parseVerifierKey('PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW');
    const raw = fromBase64(
      'x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=',
    );
    const text =
      "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
    expect(ed25519Verify(key.publicKey, utf8(text), raw.subarray(4))).toBe(true);
  });

  it('agrees with OpenSSL on valid and altered signatures (fast-check)', () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(), fc.nat({ max: 7 }), (message, at, bit) => {
        const signature = new Uint8Array(sign(null, message, privateKey));
        expect(ed25519Verify(raw, message, signature)).toBe(true);
        const altered = signature.slice();
        altered[at % 64]! ^= 1 << bit;
        expect(ed25519Verify(raw, message, altered)).toBe(verify(null, message, publicKey, altered));
        expect(ed25519Verify(raw, message, altered)).toBe(false);
      }),
      { numRuns: 30 },
    );
  });
});
