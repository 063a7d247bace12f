/** Building blocks of the session fields: each value is JSON under its own `rer.` key, validated on read. */

export type Parser<T> = (raw: unknown) => T | undefined;

export interface Field<T> {
  key: string;
  parse: Parser<T>;
  empty: T;
  /** Preferences are kept on logout. */
  keepOnClear?: boolean;
}

/** Every session key starts with this (the `storage` listener filters on it). */
export const NAMESPACE = 'rer.';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const nonEmptyString: Parser<string> = (raw) =>
  typeof raw === 'string' && raw !== '' ? raw : undefined;

export const oneOf =
  <T extends string>(values: readonly T[]): Parser<T> =>
  (raw) =>
    values.find((value) => value === raw);

export const parseBoolean: Parser<boolean> = (raw) => (typeof raw === 'boolean' ? raw : undefined);
export const parseNumber: Parser<number> = (raw) =>
  typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;

export const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const listOf =
  <T>(item: (raw: unknown) => T | undefined): Parser<readonly T[]> =>
  (raw) =>
    Array.isArray(raw) ? raw.map(item).filter((value): value is T => value !== undefined) : undefined;
