import { compareDecimals, type DecimalParts, numberToPlainDecimal, parsePlainDecimal } from '../decimal.js';

/**
 * Comparisons shared by conditions and the validator. Numbers are compared as exact decimals,
 * never through binary floating point: '0.3' equals 0.3 and '100.10' is greater than '100.1'
 * is false.
 */

const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** A number or numeric text ('1,234.50' accepted) as exact decimal parts; null otherwise. */
export function toDecimalParts(value: unknown): DecimalParts | null {
  if (typeof value === 'number')
    return Number.isFinite(value) ? parsePlainDecimal(numberToPlainDecimal(value)) : null;
  if (typeof value === 'bigint') return parsePlainDecimal(value.toString());
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return parsePlainDecimal(GROUPED.test(text) ? text.replace(/,/g, '') : text);
}

/**
 * Equality as a form means it: same type and value, or a number against numeric text compared
 * as decimals (select values arrive as '1' or 1). null and undefined are equal (both "no value").
 */
export function scalarEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (typeof a === 'number' || typeof b === 'number') {
    const left = toDecimalParts(a);
    const right = toDecimalParts(b);
    return left !== null && right !== null && compareDecimals(left, right) === 0;
  }
  return false;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/**
 * Orders two values: both numeric (exact decimals) or both ISO dates (yyyy-MM-dd, optional
 * time). Anything else is not comparable and gives null.
 */
export function compareValues(a: unknown, b: unknown): number | null {
  const left = toDecimalParts(a);
  const right = toDecimalParts(b);
  if (left && right) return compareDecimals(left, right);
  if (typeof a === 'string' && typeof b === 'string' && ISO_DATE.test(a.trim()) && ISO_DATE.test(b.trim())) {
    const x = a.trim();
    const y = b.trim();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return null;
}

/** No value: undefined, null, blank text, an empty list or an empty object. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Structural equality of JSON values: empty values are all equal, leaves as in scalarEquals. */
export function jsonEquals(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) || isEmptyValue(b)) return isEmptyValue(a) && isEmptyValue(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => jsonEquals(item, b[i]))
    );
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => jsonEquals(left[key], right[key]));
  }
  return scalarEquals(a, b);
}

/** Reads `a.b.0.c` from a value without ever throwing; only own properties are followed. */
export function readPath(root: unknown, segments: readonly string[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else {
      if (!Object.hasOwn(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    }
  }
  return current;
}
