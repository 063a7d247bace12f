import { concatBytes, toHex, utf8 } from './bytes.js';
import type { HashFn } from './merkle.js';

/**
 * Personal data enters the ledger only as salted commitments. Each entry has its own random seed
 * (kept by the platform, never in a receipt); the salt of one field is H(seed ‖ path), so the
 * platform can hand a holder the salt of their own field without opening the others, and the
 * holder proves "this entry names me" by recomputing H(salt ‖ value).
 */
export const COMMITMENT_PREFIX = 'c:';

export function commitmentSalt(hash: HashFn, seed: Uint8Array, path: string): Uint8Array {
  return hash(concatBytes(seed, utf8(path)));
}

export function commitWithSalt(hash: HashFn, salt: Uint8Array, value: string): string {
  return `${COMMITMENT_PREFIX}${toHex(hash(concatBytes(salt, utf8(value))))}`;
}

export function commitField(hash: HashFn, seed: Uint8Array, path: string, value: string): string {
  return commitWithSalt(hash, commitmentSalt(hash, seed, path), value);
}

/**
 * Copies a JSON value replacing the string values of the named keys (at any depth) by their
 * commitments; the path is the dotted location (`body.entries.3.holderId`).
 */
export function commitPersonalFields(
  hash: HashFn,
  seed: Uint8Array,
  value: unknown,
  keys: ReadonlySet<string>,
  path = '',
): unknown {
  if (Array.isArray(value))
    return value.map((v, i) => commitPersonalFields(hash, seed, v, keys, `${path}.${i}`));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        const at = path ? `${path}.${k}` : k;
        if (keys.has(k) && typeof v === 'string') return [k, commitField(hash, seed, at, v)];
        return [k, commitPersonalFields(hash, seed, v, keys, at)];
      }),
    );
  }
  return value;
}
