import type { Executor } from '../../platform/db/database.js';
import { deleteSignInFailures, failingSignInKeys, recentFailures } from './attempts.repository.js';

export { countAttempts, recentFailures, recordAttempt } from './attempts.repository.js';

/** Lockout and rate-limit numbers (ADR 6, keyed as ADR 29 says). */
export const LOGIN_LIMITS = {
  /** Failures of one account from one address within the window that lock that pair. */
  accountFailures: 5,
  /** Failures of one account from all addresses within the window that lock it everywhere. */
  accountFailuresAnywhere: 20,
  windowMs: 15 * 60 * 1000,
  lockMs: 10 * 60 * 1000,
  /**
   * Failed logins from one address (any account) within the window after which sign-ins without
   * a graphic captcha (the password grant) are refused. A captcha sign-in is never refused by it:
   * an office behind one NAT keeps signing in.
   */
  ipFailures: 100,
} as const;

export const attemptKeys = {
  /** One account from one address: the lockout (ADR 29). */
  loginPair: (tenantId: string, account: string, ip: string) =>
    `login:pair:${tenantId}:${account.toLowerCase()}:${ip}`,
  loginAccount: (tenantId: string, account: string) => `login:account:${tenantId}:${account.toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  smsMobile: (tenantId: string, mobile: string) => `sms:mobile:${tenantId}:${mobile}`,
  smsIp: (ip: string) => `sms:ip:${ip}`,
};

/** The attempt keys of a sign-in: the (address, account) pair and the account anywhere. */
export function signInKeys(tenantId: string, account: string, ip: string): { pair: string; account: string } {
  return {
    pair: attemptKeys.loginPair(tenantId, account, ip),
    account: attemptKeys.loginAccount(tenantId, account),
  };
}

/** Locked: enough failures within the window, the newest less than the lock time ago. */
export async function isAccountLocked(
  tx: Executor,
  key: string,
  now: Date,
  failures: number = LOGIN_LIMITS.accountFailures,
): Promise<boolean> {
  const { count, newest } = await recentFailures(tx, key, new Date(now.getTime() - LOGIN_LIMITS.windowMs));
  return count >= failures && newest !== null && now.getTime() - newest.getTime() < LOGIN_LIMITS.lockMs;
}

/** A sign-in's lock: the (address, account) pair at 5 failures, the account anywhere at 20. */
export async function isSignInLocked(
  tx: Executor,
  keys: { pair: string; account: string },
  now: Date,
): Promise<boolean> {
  return (
    (await isAccountLocked(tx, keys.pair, now)) ||
    (await isAccountLocked(tx, keys.account, now, LOGIN_LIMITS.accountFailuresAnywhere))
  );
}

export async function isIpLimited(tx: Executor, ip: string, now: Date): Promise<boolean> {
  const { count } = await recentFailures(
    tx,
    attemptKeys.loginIp(ip),
    new Date(now.getTime() - LOGIN_LIMITS.windowMs),
    false,
  );
  return count >= LOGIN_LIMITS.ipFailures;
}

function accountSignInKeys(tenantId: string, account: string) {
  return {
    account: attemptKeys.loginAccount(tenantId, account),
    pairPrefix: `login:pair:${tenantId}:${account.toLowerCase()}:`,
  };
}

/** Whether an account's sign-in is locked now, from any address or everywhere (the console shows it). */
export async function isSignInLockedAnywhere(
  tx: Executor,
  tenantId: string,
  account: string,
  now: Date,
): Promise<boolean> {
  const keys = accountSignInKeys(tenantId, account);
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  for (const key of await failingSignInKeys(tx, keys, since)) {
    const limit = key === keys.account ? LOGIN_LIMITS.accountFailuresAnywhere : LOGIN_LIMITS.accountFailures;
    if (await isAccountLocked(tx, key, now, limit)) return true;
  }
  return false;
}

/** Clears an account's sign-in lock from every address (ADR 39); answers how many failures were forgotten. */
export function unlockSignIn(tx: Executor, tenantId: string, account: string): Promise<number> {
  return deleteSignInFailures(tx, accountSignInKeys(tenantId, account));
}
