import { writeAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { findAccountById, updatePasswordHash } from './account.repository.js';
import { isAccountLocked, recordAttempt } from './attempts.js';
import type { AuthUser } from './guard.js';
import type { IdentityDeps, Outcome, RequestMeta } from './identity-deps.js';
import { unwrap } from './identity-deps.js';
import { hashPassword, verifyPassword } from './secrets.js';

const capitalKey = (user: AuthUser) => `capital:${user.tenantId}:${user.accountId}`;

/**
 * Checks the 6-digit capital password with the login lockout numbers (5 failures → 10 minutes),
 * then runs `then` in the same transaction when it is right.
 */
async function withCapitalPassword<T>(options: {
  deps: IdentityDeps;
  user: AuthUser;
  password: string | undefined;
  onVerified: (tx: Parameters<Parameters<IdentityDeps['db']['withTenant']>[1]>[0]) => Promise<T>;
}): Promise<T> {
  const { deps, user } = options;
  const outcome = await deps.db.withTenant(user.tenantId, async (tx): Promise<Outcome<T>> => {
    const now = deps.clock.now();
    if (await isAccountLocked(tx, capitalKey(user), now))
      return { ok: false, error: new AppError('CAPITAL_PASSWORD_LOCKED') };
    const found = await findAccountById(tx, user.tenantId, user.accountId);
    const stored = found?.capitalPasswordHash ?? null;
    // No capital password yet: the first one is set without an old one.
    const right = stored === null ? !options.password : await verifyPassword(stored, options.password ?? '');
    await recordAttempt(tx, capitalKey(user), right, now);
    if (!right) {
      const locked = await isAccountLocked(tx, capitalKey(user), now);
      return {
        ok: false,
        error: new AppError(locked ? 'CAPITAL_PASSWORD_LOCKED' : 'CAPITAL_PASSWORD_WRONG'),
      };
    }
    return { ok: true, value: await options.onVerified(tx) };
  });
  return unwrap(outcome);
}

export async function updateCapitalPassword(options: {
  deps: IdentityDeps;
  user: AuthUser;
  passwordOld: string | undefined;
  passwordNew: string;
  meta: RequestMeta;
}): Promise<void> {
  const { deps, user, meta } = options;
  const hash = await hashPassword(options.passwordNew);
  await withCapitalPassword({
    deps,
    user,
    password: options.passwordOld,
    onVerified: async (tx) => {
      await updatePasswordHash(tx, {
        accountId: user.accountId,
        column: 'capital',
        hash,
        now: deps.clock.now(),
      });
      await writeAudit(
        tx,
        {
          tenantId: user.tenantId,
          ip: meta.ip,
          requestId: meta.requestId,
          actorId: user.accountId,
          actorName: user.account,
        },
        { action: 'account.capital_password', targetType: 'account', targetId: user.accountId },
      );
    },
  });
}

export async function checkCapitalPassword(options: {
  deps: IdentityDeps;
  user: AuthUser;
  password: string;
}): Promise<void> {
  await withCapitalPassword({ ...options, onVerified: async () => undefined });
}
