import type { TokenAnswer } from '@rer/contracts';
import { writeAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { findAccountById } from './account.repository.js';
import {
  auditContext,
  type IdentityDeps,
  issueTokens,
  type Outcome,
  type RequestMeta,
  unwrap,
} from './identity-deps.js';
import { sha256Hex } from './secrets.js';
import {
  findRefreshTokenState,
  findSession,
  markReplaced,
  revokeFamily,
  useRefreshToken,
} from './session.repository.js';

/**
 * Rotates a refresh token: the presented token is used up and a new one of the same family is
 * issued. Presenting a token that was already used is taken as theft: the whole family (the
 * session) is revoked, so the newer token stops working too. Every refusal is `SESSION_EXPIRED`.
 */
export async function refreshSession(options: {
  deps: IdentityDeps;
  tenantId: string;
  refreshToken: string;
  meta: RequestMeta;
}): Promise<TokenAnswer> {
  const { deps, tenantId, meta } = options;
  const tokenHash = sha256Hex(options.refreshToken);
  const outcome = await deps.db.withTenant(tenantId, async (tx): Promise<Outcome<TokenAnswer>> => {
    const now = deps.clock.now();
    const used = await useRefreshToken(tx, tokenHash, now);
    if (!used) {
      const state = await findRefreshTokenState(tx, tokenHash);
      if (state?.wasUsed && (await revokeFamily(tx, { familyId: state.familyId, reason: 'reuse', now }))) {
        await writeAudit(tx, auditContext(tenantId, meta), {
          action: 'auth.refresh_reuse',
          targetType: 'session',
          targetId: state.familyId,
          detail: { accountId: state.accountId },
        });
      }
      return { ok: false, error: new AppError('SESSION_EXPIRED') };
    }
    const session = await findSession(tx, used.familyId);
    const account = await findAccountById(tx, tenantId, used.accountId);
    const live = session && session.revokedAt === null && new Date(session.expiresAt) > now;
    if (!live || !account || account.status !== 1)
      return { ok: false, error: new AppError('SESSION_EXPIRED') };
    const issued = await issueTokens(tx, {
      deps,
      account,
      landingMode: session.landingMode,
      sessionId: session.id,
    });
    await markReplaced(tx, used.id, issued.refreshTokenId);
    await writeAudit(tx, auditContext(tenantId, meta, account), {
      action: 'auth.refresh',
      targetType: 'session',
      targetId: session.id,
    });
    return { ok: true, value: issued.answer };
  });
  return unwrap(outcome);
}

/** Ends the caller's session (its refresh family). */
export async function logout(options: {
  deps: IdentityDeps;
  tenantId: string;
  sessionId: string;
  accountId: string;
  accountName: string;
  meta: RequestMeta;
}): Promise<void> {
  const { deps, tenantId, meta } = options;
  await deps.db.withTenant(tenantId, async (tx) => {
    const ended = await revokeFamily(tx, {
      familyId: options.sessionId,
      reason: 'logout',
      now: deps.clock.now(),
    });
    if (!ended) return;
    await writeAudit(
      tx,
      {
        tenantId,
        ip: meta.ip,
        requestId: meta.requestId,
        actorId: options.accountId,
        actorName: options.accountName,
      },
      { action: 'auth.logout', targetType: 'session', targetId: options.sessionId },
    );
  });
  // Refused from the caller's next request on, whatever the trigger's notice does.
  deps.guardCache?.invalidateAccount(tenantId, options.accountId);
}
