import { sha256Hash as sha256, sm3Hash as sm3, toHex, utf8 } from '@rer/domain';
import { describe, expect, it } from 'vitest';

/** Bytes (i·7 + 3) mod 256: lengths around the 55/56/64-byte padding boundaries. */
const pattern = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7 + 3) & 255);

describe('SM3 (GB/T 32905)', () => {
  it('matches the standard’s examples', () => {
    expect(toHex(sm3(utf8('abc')))).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
    expect(toHex(sm3(utf8('abcd'.repeat(16))))).toBe(
      'debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732',
    );
  });

  it('matches OpenSSL’s SM3 across the padding boundaries and for UTF-8 text', () => {
    // Computed with Node's crypto.createHash('sm3') (OpenSSL).
    const expected: Record<number, string> = {
      0: '1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b',
      55: 'e8db7ce49b650f0d86862da3a8184edba205c3ab6cb31096ba49c6b23d4ed70a',
      56: '3ce5149f8b8b5be2105c4d09df0c6a59fe73df7ef4fa4a32b65be7841186e139',
      63: 'f00cc2d6a3733a2ce714a0d8ea7a68af8fb01f549d4a3533326da97b831e0f8a',
      64: '97de314a1506e1b46aa051be0f20ab094a38bedc29eaeb3060f4477409d6e4d6',
      65: 'dc068b29e9179526942e7392faf7900e793123407a0e60a104ef6443c254f20b',
      119: '3b1ba88b91c3a5e9d38e93afd6986c0f3389889bdde9635230dae0ae10fd5270',
      1000: 'ed9960fb8b097873d9d584bf7a82df416c3b686f88435d3cb1f50568eac06dff',
    };
    for (const [n, hex] of Object.entries(expected)) expect(toHex(sm3(pattern(Number(n))))).toBe(hex);
    expect(toHex(sm3(utf8('区块链存证')))).toBe(
      'ffad403b005270ef937013da346f998789520ab733427fcebdb5d57f91a8cdbd',
    );
  });
});

describe('SHA-256 (synchronous)', () => {
  it('matches FIPS 180-4 examples', () => {
    expect(toHex(sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(toHex(sha256(new Uint8Array(0)))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('matches WebCrypto for every length up to 200 bytes', async () => {
    for (let n = 0; n <= 200; n++) {
      const data = pattern(n);
      const expected = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
      expect(toHex(sha256(data)), `length ${n}`).toBe(toHex(expected));
    }
  });
});
