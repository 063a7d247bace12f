import { type LockPasswordHash, readSession, updateSession } from './session';

const toHex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** SHA-256 (WebCrypto) of the salt and the password, hex. */
async function digest(salt: string, password: string): Promise<string> {
  const data = new TextEncoder().encode(`${salt}:${password}`);
  return toHex(await crypto.subtle.digest('SHA-256', data));
}

/** A new salted hash of the lock password: 16 random bytes of salt; the password itself is never kept. */
export async function hashLockPassword(password: string): Promise<LockPasswordHash> {
  const salt = toHex(crypto.getRandomValues(new Uint8Array(16)));
  return { salt, hash: await digest(salt, password) };
}

export async function verifyLockPassword(password: string, stored: LockPasswordHash): Promise<boolean> {
  const candidate = await digest(stored.salt, password);
  // Constant-time compare of equal-length hex strings.
  let difference = candidate.length ^ stored.hash.length;
  for (let index = 0; index < candidate.length; index += 1)
    difference |= candidate.charCodeAt(index) ^ (stored.hash.charCodeAt(index) || 0);
  return difference === 0;
}

/** Delay between setting the lock and showing the lock page (spec 000 §2: about 100 ms). */
export const LOCK_OPEN_DELAY_MS = 100;

/** Sets the lock password (first time) and locks. */
export async function setLockPassword(password: string): Promise<void> {
  updateSession({ lockPassword: await hashLockPassword(password) });
}

export function lockScreen(): void {
  updateSession({ locked: true });
}

/** Unlocks when the password matches the stored hash; answers whether it did. */
export async function unlockScreen(password: string): Promise<boolean> {
  const stored = readSession().lockPassword;
  if (!stored || !(await verifyLockPassword(password, stored))) return false;
  updateSession({ locked: false });
  return true;
}
