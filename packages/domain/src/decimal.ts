/**
 * Exact decimal arithmetic on strings and bigints. Money never goes through binary floating
 * point here: 1.005 rounds to 1.01, which `Number.prototype.toFixed` gets wrong.
 */

/** A decimal as sign + digit strings; `integer` has no redundant leading zeros. */
export interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

const PLAIN_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export const MAX_SAFE_INTEGER_BIGINT = BigInt(Number.MAX_SAFE_INTEGER);

/** Reads `-?digits(.digits)?` exactly; no separators, exponents, blanks or plus sign. */
export function parsePlainDecimal(text: string): DecimalParts | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  const integer = match[2]!.replace(/^0+(?=\d)/, '');
  const fraction = match[3] ?? '';
  const parts = { negative: match[1] === '-', integer, fraction };
  // Minus zero is zero: a sign on it would only leak into formatted output.
  return isZeroDecimal(parts) ? { ...parts, negative: false } : parts;
}

export function isZeroDecimal(parts: DecimalParts): boolean {
  return /^0*$/.test(parts.integer) && /^0*$/.test(parts.fraction);
}

export function decimalToString(parts: DecimalParts): string {
  const body = parts.fraction === '' ? parts.integer : `${parts.integer}.${parts.fraction}`;
  return parts.negative && !isZeroDecimal(parts) ? `-${body}` : body;
}

/** Scales the magnitude to an integer count of 10^-scale units (scale ≥ fraction length). */
function toScaledMagnitude(parts: DecimalParts, scale: number): bigint {
  return BigInt(parts.integer + parts.fraction.padEnd(scale, '0'));
}

function fromScaledMagnitude(negative: boolean, magnitude: bigint, scale: number): DecimalParts {
  const digits = magnitude.toString().padStart(scale + 1, '0');
  const parts = {
    negative,
    integer: digits.slice(0, digits.length - scale),
    fraction: digits.slice(digits.length - scale),
  };
  return isZeroDecimal(parts) ? { ...parts, negative: false } : parts;
}

/**
 * Rounds to exactly `places` fraction digits, half away from zero ("四舍五入" as people
 * expect it on a receipt: 2.345 → 2.35, -2.345 → -2.35).
 */
export function roundHalfUp(parts: DecimalParts, places: number): DecimalParts {
  if (parts.fraction.length <= places) {
    return { ...parts, fraction: parts.fraction.padEnd(places, '0') };
  }
  const kept: DecimalParts = { ...parts, fraction: parts.fraction.slice(0, places) };
  let magnitude = toScaledMagnitude(kept, places);
  if (parts.fraction.charCodeAt(places) >= '5'.charCodeAt(0)) magnitude += 1n;
  return fromScaledMagnitude(parts.negative, magnitude, places);
}

/** Numeric comparison: negative, zero or positive like `Array.prototype.sort` comparators. */
export function compareDecimals(a: DecimalParts, b: DecimalParts): number {
  const scale = Math.max(a.fraction.length, b.fraction.length);
  const signed = (p: DecimalParts) => (p.negative ? -1n : 1n) * toScaledMagnitude(p, scale);
  const difference = signed(a) - signed(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** True when the absolute value is above Number.MAX_SAFE_INTEGER (2^53 - 1). */
export function exceedsMaxSafeInteger(parts: DecimalParts): boolean {
  const integer = BigInt(parts.integer);
  return (
    integer > MAX_SAFE_INTEGER_BIGINT || (integer === MAX_SAFE_INTEGER_BIGINT && /[1-9]/.test(parts.fraction))
  );
}

/** Multiplies by 10^exponent (exponent may be negative) by moving the decimal point. */
export function shiftDecimal(parts: DecimalParts, exponent: number): DecimalParts {
  const digits = parts.integer + parts.fraction;
  const pointAt = parts.integer.length + exponent;
  const padded = pointAt < 0 ? '0'.repeat(-pointAt) + digits : digits.padEnd(pointAt, '0');
  const at = Math.max(pointAt, 0);
  return trimDecimal({
    negative: parts.negative,
    integer: padded.slice(0, at) || '0',
    fraction: padded.slice(at),
  });
}

/** Drops redundant zeros: leading ones of the integer part, trailing ones of the fraction. */
export function trimDecimal(parts: DecimalParts): DecimalParts {
  const trimmed = {
    negative: parts.negative,
    integer: parts.integer.replace(/^0+(?=\d)/, '') || '0',
    fraction: parts.fraction.replace(/0+$/, ''),
  };
  return isZeroDecimal(trimmed) ? { ...trimmed, negative: false } : trimmed;
}

/**
 * The plain decimal digits of a finite number, using the shortest representation that
 * round-trips (so 0.1 is "0.1", not 0.1000000000000000055…), with exponents expanded.
 */
export function numberToPlainDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError('numberToPlainDecimal needs a finite number');
  if (Object.is(value, -0)) return '0';
  const text = String(value);
  const exponentMatch = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponentMatch) return text;
  const parts: DecimalParts = {
    negative: exponentMatch[1] === '-',
    integer: exponentMatch[2]!,
    fraction: exponentMatch[3] ?? '',
  };
  return decimalToString(shiftDecimal(parts, Number(exponentMatch[4])));
}
