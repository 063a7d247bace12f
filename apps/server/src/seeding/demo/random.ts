/** mulberry32: a small, fast, seedable PRNG; the same seed gives the same demo data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export function pickIndex(random: Random, length: number): number {
  return Math.floor(random() * length);
}

export function pick<T>(random: Random, items: readonly T[] | string): T {
  return items[pickIndex(random, items.length)] as T;
}

/** Favours the front of a list (frequency-ordered surnames): the square of a uniform number. */
export function pickSkewed<T>(random: Random, items: readonly T[] | string): T {
  const r = random();
  return items[Math.floor(r * r * items.length)] as T;
}

export function digits(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(pickIndex(random, 10));
  return out;
}
