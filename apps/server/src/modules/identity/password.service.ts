import type { ResetPasswordByFaceBody } from '@rer/contracts';
import { maskMobile, writeAudit } from '../../platform/audit.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { FaceCheckProvider } from '../../platform/face-check/face-check-provider.js';
import { findAccountById, updatePasswordHash } from './account.repository.js';
import { isSignInLocked, recordAttempt, signInKeys } from './attempts.js';
import { claimPassedFaceCheck } from './face-check.service.js';
import type { AuthUser } from './guard.js';
import { auditContext, type IdentityDeps, type Outcome, type RequestMeta, unwrap } from './identity-deps.js';
import { hashPassword, verifyPassword } from './secrets.js';
import { revokeOtherSessions } from './session.repository.js';
import { formCodeRefusal } from './sms.service.js';

/**
 * Changes the login password: the old one is checked under the sign-in lockout (same keys, so failures
 * here lock sign-in from this address, and a locked account cannot change it); other sessions end.
 */
export async function updatePassword(options: {
  deps: IdentityDeps;
  user: AuthUser;
  passwordOld: string;
  passwordNew: string;
  meta: RequestMeta;
}): Promise<{ revoked: number }> {
  const { deps, user, meta } = options;
  if (options.passwordOld === options.passwordNew) throw new AppError('PASSWORD_UNCHANGED');
  const hash = await hashPassword(options.passwordNew);
  // The sign-in's keys (ADR 29): wrong old passwords lock this account from this address.
  const keys = signInKeys(user.tenantId, user.account, meta.ip);
  const outcome = await deps.db.withTenant(
    user.tenantId,
    async (tx): Promise<Outcome<{ revoked: number }>> => {
      const now = deps.clock.now();
      if (await isSignInLocked(tx, keys, now)) return { ok: false, error: new AppError('AUTH_LOCKED') };
      const found = await findAccountById(tx, user.tenantId, user.accountId);
      const right = await verifyPassword(found?.passwordHash ?? null, options.passwordOld);
      for (const key of [keys.pair, keys.account]) await recordAttempt(tx, key, right, now);
      if (!found || !right) {
        const locked = await isSignInLocked(tx, keys, now);
        return { ok: false, error: new AppError(locked ? 'AUTH_LOCKED' : 'PASSWORD_OLD_WRONG') };
      }
      await updatePasswordHash(tx, { accountId: user.accountId, column: 'password', hash, now });
      const revoked = await revokeOtherSessions(tx, {
        accountId: user.accountId,
        keep: user.sessionId,
        reason: 'password_change',
        now,
      });
      await writeAudit(tx, auditContext(user.tenantId, meta, found), {
        action: 'account.update_password',
        targetType: 'account',
        targetId: user.accountId,
        detail: { revokedSessions: revoked },
      });
      return { ok: true, value: { revoked } };
    },
  );
  // The must-change flag (ADR 39) ends with this commit: this process's next request must not wait
  // for the change notice (other processes drop their snapshots on it).
  if (outcome.ok) deps.guardCache?.invalidateAccount(user.tenantId, user.accountId);
  return unwrap(outcome);
}

/**
 * The reset-password dialog (000 §2): an SMS code to the account's own mobile plus a passed face check
 * started by this account; the other sessions end.
 */
export async function resetPasswordByFace(options: {
  deps: IdentityDeps;
  face: FaceCheckProvider;
  user: AuthUser;
  body: ResetPasswordByFaceBody;
  meta: RequestMeta;
}): Promise<void> {
  const { deps, user, body, meta } = options;
  const hash = await hashPassword(body.password);
  const outcome = await deps.db.withTenant(user.tenantId, async (tx): Promise<Outcome<null>> => {
    const now = deps.clock.now();
    const found = await findAccountById(tx, user.tenantId, user.accountId);
    if (!found || found.mobile !== body.mobile)
      return { ok: false, error: validationError('请求体字段 mobile', '手机号与当前账号不一致') };
    const refused = await formCodeRefusal(tx, body, 'reset', now);
    if (refused) return { ok: false, error: refused };
    const face = await claimPassedFaceCheck(tx, { face: options.face, user, certifyId: body.certifyId, now });
    if (face) return { ok: false, error: face };
    await updatePasswordHash(tx, { accountId: user.accountId, column: 'password', hash, now });
    const revoked = await revokeOtherSessions(tx, {
      accountId: user.accountId,
      keep: user.sessionId,
      reason: 'password_reset',
      now,
    });
    await writeAudit(tx, auditContext(user.tenantId, meta, found), {
      action: 'account.reset_password',
      targetType: 'account',
      targetId: user.accountId,
      detail: { method: 'face', mobile: maskMobile(body.mobile), revokedSessions: revoked },
    });
    return { ok: true, value: null };
  });
  unwrap(outcome);
}
