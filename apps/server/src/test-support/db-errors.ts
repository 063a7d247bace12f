import { expect } from 'vitest';

/** Drizzle wraps driver errors ("Failed query: …"); the database's own message is the cause. */
export function dbErrorText(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error) {
    parts.push(current.message);
    current = current.cause;
  }
  return parts.join(' <- ');
}

export async function expectDbError(promise: Promise<unknown>, pattern: RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected the database to refuse').not.toBeNull();
  expect(dbErrorText(error)).toMatch(pattern);
}
