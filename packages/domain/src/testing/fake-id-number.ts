/**
 * Test-only generator of fake Chinese ID numbers. Fixtures must never hold a real person's
 * number, so every valid ID in the tests is built here with an independently computed check
 * digit (explicit 2^(17-i) mod 11 weights, not the production table).
 */

export function referenceCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const weight = 2 ** (17 - i) % 11;
    sum += Number(first17[i]) * weight;
  }
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}

export interface FakeIdParts {
  /** Six-digit address code; only the first two digits are validated. */
  address?: string;
  /** `YYYYMMDD`. */
  birth: string;
  /** Three-digit sequence; odd last digit = male. */
  sequence?: string;
}

export function fakeId18({ address = '110105', birth, sequence = '123' }: FakeIdParts): string {
  const first17 = `${address}${birth}${sequence}`;
  if (!/^\d{17}$/.test(first17)) throw new Error(`bad fake ID parts: ${first17}`);
  return first17 + referenceCheckDigit(first17);
}

/** A 15-digit first-generation number: address, YYMMDD, three-digit sequence. */
export function fakeId15({ address = '110105', birth, sequence = '123' }: FakeIdParts): string {
  const id = `${address}${birth}${sequence}`;
  if (!/^\d{15}$/.test(id)) throw new Error(`bad fake 15-digit ID parts: ${id}`);
  return id;
}

/** A valid 18-digit number whose check character is X (for the lowercase-x cases). */
export function fakeId18WithCheckX(birth: string, address = '110105'): string {
  for (let n = 0; n < 1000; n++) {
    const id = fakeId18({ address, birth, sequence: String(n).padStart(3, '0') });
    if (id.endsWith('X')) return id;
  }
  throw new Error('no sequence gives check X');
}

/** Same ID with a wrong (but well-formed) check character. */
export function withWrongCheck(id18: string): string {
  const right = id18[17];
  const wrong = right === '0' ? '1' : '0';
  return id18.slice(0, 17) + wrong;
}
