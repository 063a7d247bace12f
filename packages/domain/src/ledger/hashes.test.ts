import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex, utf8 } from './bytes.js';
import { sha256Hash as sha256, sm3Hash as sm3 } from './hashes.js';

describe('pure SM3 and SHA-256', () => {
  it('match the published examples', () => {
    // GB/T 32905-2016 Appendix A, example 1: "abc".
    expect(toHex(sm3(utf8('abc')))).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
    // Example 2: "abcd" × 16 (two blocks).
    expect(toHex(sm3(utf8('abcd'.repeat(16))))).toBe(
      'debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732',
    );
    expect(toHex(sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('agree with OpenSSL on any input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(toHex(sm3(bytes))).toBe(createHash('sm3').update(bytes).digest('hex'));
        expect(toHex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
    );
  });
});
