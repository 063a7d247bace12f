import type { HashFn } from './merkle.js';

/**
 * Synchronous SM3 (GB/T 32905-2016) and SHA-256 (FIPS 180-4) in plain TypeScript, so a browser
 * can verify a receipt without WebCrypto (which is asynchronous and has no SM3). Tested against
 * Node's OpenSSL implementations. Not constant-time: it only ever hashes public data.
 */
const rotl = (x: number, n: number) => ((x << n) | (x >>> (32 - n))) >>> 0;

/** Merkle–Damgård padding: 0x80, zeros, the bit length as a 64-bit big-endian integer. */
function pad(message: Uint8Array): DataView {
  const length = Math.ceil((message.length + 9) / 64) * 64;
  const padded = new Uint8Array(length);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = message.length * 8;
  view.setUint32(length - 8, Math.floor(bits / 0x1_0000_0000));
  view.setUint32(length - 4, bits >>> 0);
  return view;
}

function output(state: Uint32Array | number[]): Uint8Array {
  const out = new Uint8Array(32);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) view.setUint32(i * 4, state[i]! >>> 0);
  return out;
}

const SM3_IV = [
  0x7380166f, 0x4914b2b9, 0x172442d7, 0xda8a0600, 0xa96f30bc, 0x163138aa, 0xe38dee4d, 0xb0fb0e4e,
];
const p0 = (x: number) => (x ^ rotl(x, 9) ^ rotl(x, 17)) >>> 0;
const p1 = (x: number) => (x ^ rotl(x, 15) ^ rotl(x, 23)) >>> 0;

export const sm3Hash: HashFn = (message) => {
  const view = pad(message);
  const v = [...SM3_IV];
  const w = new Uint32Array(68);
  const w1 = new Uint32Array(64);
  for (let block = 0; block < view.byteLength; block += 64) {
    for (let j = 0; j < 16; j++) w[j] = view.getUint32(block + j * 4);
    for (let j = 16; j < 68; j++) {
      w[j] = (p1(w[j - 16]! ^ w[j - 9]! ^ rotl(w[j - 3]!, 15)) ^ rotl(w[j - 13]!, 7) ^ w[j - 6]!) >>> 0;
    }
    for (let j = 0; j < 64; j++) w1[j] = (w[j]! ^ w[j + 4]!) >>> 0;
    let [a, b, c, d, e, f, g, h] = v as [number, number, number, number, number, number, number, number];
    for (let j = 0; j < 64; j++) {
      const t = j < 16 ? 0x79cc4519 : 0x7a879d8a;
      const ss1 = rotl((rotl(a, 12) + e + rotl(t, j % 32)) >>> 0, 7);
      const ss2 = (ss1 ^ rotl(a, 12)) >>> 0;
      const ff = j < 16 ? a ^ b ^ c : (a & b) | (a & c) | (b & c);
      const gg = j < 16 ? e ^ f ^ g : (e & f) | (~e & g);
      const tt1 = (ff + d + ss2 + w1[j]!) >>> 0;
      const tt2 = (gg + h + ss1 + w[j]!) >>> 0;
      d = c;
      c = rotl(b, 9);
      b = a;
      a = tt1;
      h = g;
      g = rotl(f, 19);
      f = e;
      e = p0(tt2);
    }
    [a, b, c, d, e, f, g, h].forEach((x, i) => {
      v[i] = (v[i]! ^ x) >>> 0;
    });
  }
  return output(v);
};

const K = Uint32Array.from(
  [
    '428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3',
    '72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da',
    '983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13',
    '650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070',
    '19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208',
    '90befffa a4506ceb bef9a3f7 c67178f2',
  ]
    .join(' ')
    .split(' ')
    .map((h) => Number.parseInt(h, 16)),
);
const SHA256_IV = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];
const rotr = (x: number, n: number) => ((x >>> n) | (x << (32 - n))) >>> 0;

export const sha256Hash: HashFn = (message) => {
  const view = pad(message);
  const v = [...SHA256_IV];
  const w = new Uint32Array(64);
  for (let block = 0; block < view.byteLength; block += 64) {
    for (let j = 0; j < 16; j++) w[j] = view.getUint32(block + j * 4);
    for (let j = 16; j < 64; j++) {
      const s0 = rotr(w[j - 15]!, 7) ^ rotr(w[j - 15]!, 18) ^ (w[j - 15]! >>> 3);
      const s1 = rotr(w[j - 2]!, 17) ^ rotr(w[j - 2]!, 19) ^ (w[j - 2]! >>> 10);
      w[j] = (w[j - 16]! + s0 + w[j - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = v as [number, number, number, number, number, number, number, number];
    for (let j = 0; j < 64; j++) {
      const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[j]! + w[j]!) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    [a, b, c, d, e, f, g, h].forEach((x, i) => {
      v[i] = (v[i]! + x) >>> 0;
    });
  }
  return output(v);
};

/** The hash of a log by the algorithm its origin line names. */
export function hashFnForAlgorithm(alg: 'sm3' | 'sha256'): HashFn {
  return alg === 'sm3' ? sm3Hash : sha256Hash;
}
