import { padMessage, rotl, wordsToBytes } from './md-padding';

/**
 * SM3 (GB/T 32905-2016), synchronous and dependency-free, so the ledger's Merkle proofs (whose
 * hash function the domain code takes as a synchronous parameter) verify in the browser, where
 * WebCrypto offers no SM3. Checked against the standard's two examples and OpenSSL's outputs.
 */
const IV = Uint32Array.of(
  0x7380166f,
  0x4914b2b9,
  0x172442d7,
  0xda8a0600,
  0xa96f30bc,
  0x163138aa,
  0xe38dee4d,
  0xb0fb0e4e,
);

/** T_j rotated left by j mod 32, precomputed for the 64 rounds. */
const T_ROTATED = Uint32Array.from({ length: 64 }, (_, j) => rotl(j < 16 ? 0x79cc4519 : 0x7a879d8a, j % 32));

const p0 = (x: number) => (x ^ rotl(x, 9) ^ rotl(x, 17)) >>> 0;
const p1 = (x: number) => (x ^ rotl(x, 15) ^ rotl(x, 23)) >>> 0;

export function sm3(message: Uint8Array): Uint8Array {
  const view = padMessage(message);
  const v = Uint32Array.from(IV);
  const w = new Uint32Array(68);
  const w1 = new Uint32Array(64);
  for (let offset = 0; offset < view.byteLength; offset += 64) {
    for (let j = 0; j < 16; j++) w[j] = view.getUint32(offset + j * 4);
    for (let j = 16; j < 68; j++) {
      w[j] = p1(w[j - 16]! ^ w[j - 9]! ^ rotl(w[j - 3]!, 15)) ^ rotl(w[j - 13]!, 7) ^ w[j - 6]!;
    }
    for (let j = 0; j < 64; j++) w1[j] = w[j]! ^ w[j + 4]!;
    let [a, b, c, d, e, f, g, h] = [v[0]!, v[1]!, v[2]!, v[3]!, v[4]!, v[5]!, v[6]!, v[7]!];
    for (let j = 0; j < 64; j++) {
      const a12 = rotl(a, 12);
      const ss1 = rotl((a12 + e + T_ROTATED[j]!) >>> 0, 7);
      const ss2 = (ss1 ^ a12) >>> 0;
      const ff = j < 16 ? a ^ b ^ c : (a & b) | (a & c) | (b & c);
      const gg = j < 16 ? e ^ f ^ g : (e & f) | (~e & g);
      const tt1 = ((ff >>> 0) + d + ss2 + w1[j]!) >>> 0;
      const tt2 = ((gg >>> 0) + h + ss1 + w[j]!) >>> 0;
      d = c;
      c = rotl(b, 9);
      b = a;
      a = tt1;
      h = g;
      g = rotl(f, 19);
      f = e;
      e = p0(tt2);
    }
    const next = [a, b, c, d, e, f, g, h];
    for (let i = 0; i < 8; i++) v[i] = (v[i]! ^ next[i]!) >>> 0;
  }
  return wordsToBytes(v);
}
