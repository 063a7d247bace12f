/**
 * Merkle–Damgård padding shared by SHA-256 (FIPS 180-4 §5.1.1) and SM3 (GB/T 32905 §5.2): the
 * message, a 0x80 byte, zeros up to 56 mod 64, then the bit length as a 64-bit big-endian number.
 */
export function padMessage(message: Uint8Array): DataView {
  const bitLength = message.length * 8;
  const total = Math.ceil((message.length + 9) / 64) * 64;
  const padded = new Uint8Array(total);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  // Messages stay far below 2^53 bits: split the length into its high and low 32-bit words.
  view.setUint32(total - 8, Math.floor(bitLength / 0x1_0000_0000));
  view.setUint32(total - 4, bitLength >>> 0);
  return view;
}

export const rotl = (x: number, n: number): number => ((x << n) | (x >>> (32 - n))) >>> 0;

export function wordsToBytes(words: Uint32Array): Uint8Array {
  const out = new Uint8Array(words.length * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < words.length; i++) view.setUint32(i * 4, words[i]!);
  return out;
}
