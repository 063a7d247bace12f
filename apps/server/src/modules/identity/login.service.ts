import type { TokenAnswer } from '@rer/contracts';
import type { LandingMode } from '../../db/schema.js';
import { writeAudit } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { type AccountRecord, findAccountByName } from './account.repository.js';
import {
  attemptKeys,
  isIpLimited,
  isSignInLocked,
  LOGIN_LIMITS,
  recentFailures,
  recordAttempt,
  signInKeys,
} from './attempts.js';
import { consumeCaptcha } from './captcha.js';
import {
  auditContext,
  type IdentityDeps,
  issueTokens,
  type Outcome,
  type RequestMeta,
  resolveLandingMode,
  unwrap,
} from './identity-deps.js';
import { verifyPassword } from './secrets.js';

export interface PasswordSignIn {
  deps: IdentityDeps;
  tenantId: string;
  name: string;
  password: string;
  /** Required by the `captcha` grant; absent for the `password` grant (when the tenant allows it). */
  captcha: { key: string | undefined; code: string | undefined } | null;
  landingMode: LandingMode | undefined;
  meta: RequestMeta;
}

/**
 * Account + password (+ captcha) sign-in. Failures are decided inside the transaction and thrown
 * after it commits, so attempt rows and the used captcha persist. Order: address limit (only
 * without a captcha), captcha, lock of the (address, account) pair or of the account anywhere,
 * password, status, zone (ADR 29). The answer never says whether the account exists.
 */
export async function signInWithPassword(options: PasswordSignIn): Promise<TokenAnswer> {
  const { deps, tenantId, meta } = options;
  const outcome = await deps.db.withTenant(tenantId, async (tx): Promise<Outcome<TokenAnswer>> => {
    const now = deps.clock.now();
    if (options.captcha) {
      try {
        await consumeCaptcha({ tx, key: options.captcha.key, code: options.captcha.code, now });
      } catch (error) {
        if (error instanceof AppError) return { ok: false, error };
        throw error;
      }
    } else if (await isIpLimited(tx, meta.ip, now)) return { ok: false, error: new AppError('RATE_LIMITED') };
    const keys = signInKeys(tenantId, options.name, meta.ip);
    if (await isSignInLocked(tx, keys, now)) return { ok: false, error: new AppError('AUTH_LOCKED') };
    const found = await findAccountByName(tx, tenantId, options.name);
    const passwordOk = await verifyPassword(found?.passwordHash ?? null, options.password);
    if (!found || !passwordOk)
      return { ok: false, error: await recordFailure(tx, { ...options, keys, now }) };
    if (found.status !== 1) return { ok: false, error: new AppError('AUTH_ACCOUNT_DISABLED') };
    return completeSignIn(tx, {
      deps,
      account: found,
      landingMode: options.landingMode,
      meta,
      attemptKeys: [keys.pair, keys.account],
      method: 'password',
    });
  });
  return unwrap(outcome);
}

async function recordFailure(
  tx: Tx,
  options: PasswordSignIn & { keys: { pair: string; account: string }; now: Date },
): Promise<AppError> {
  const { tenantId, meta, keys, now } = options;
  await recordAttempt(tx, keys.pair, false, now);
  await recordAttempt(tx, keys.account, false, now);
  await recordAttempt(tx, attemptKeys.loginIp(meta.ip), false, now);
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const pair = (await recentFailures(tx, keys.pair, since)).count;
  const anywhere = (await recentFailures(tx, keys.account, since)).count;
  const locked = pair >= LOGIN_LIMITS.accountFailures || anywhere >= LOGIN_LIMITS.accountFailuresAnywhere;
  await writeAudit(tx, auditContext(tenantId, meta), {
    action: locked ? 'auth.locked' : 'auth.login_failed',
    targetType: 'login',
    targetId: options.name.toLowerCase().slice(0, 64),
    detail: { failures: pair, failuresAnywhere: anywhere },
  });
  return new AppError(locked ? 'AUTH_LOCKED' : 'AUTH_BAD_CREDENTIALS');
}

/** Zone check, success rows, a new session and its tokens. */
export async function completeSignIn(
  tx: Tx,
  options: {
    deps: IdentityDeps;
    account: AccountRecord;
    landingMode: LandingMode | undefined;
    meta: RequestMeta;
    /** Attempt keys whose failures this success clears. */
    attemptKeys: string[];
    method: 'password' | 'mobile';
  },
): Promise<Outcome<TokenAnswer>> {
  const { deps, account, meta } = options;
  let landingMode: LandingMode;
  try {
    landingMode = await resolveLandingMode(tx, account.id, options.landingMode);
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
  const now = deps.clock.now();
  for (const key of options.attemptKeys) await recordAttempt(tx, key, true, now);
  const issued = await issueTokens(tx, { deps, account, landingMode });
  await writeAudit(tx, auditContext(account.tenantId, meta, account), {
    action: 'auth.login',
    targetType: 'session',
    targetId: issued.sessionId,
    detail: { landingMode, method: options.method },
  });
  return { ok: true, value: issued.answer };
}
