import { randomUUID } from 'node:crypto';
import type { FaceCheckStatus, FaceRecognitionUrlAnswer } from '@rer/contracts';
import { writeAudit } from '../../platform/audit.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { FaceCheckError, type FaceCheckProvider } from '../../platform/face-check/face-check-provider.js';
import { findAccountIdentity } from './account.repository.js';
import { countAttempts, recordAttempt } from './attempts.js';
import type { AuthUser } from './guard.js';
import { auditContext, type IdentityDeps, type RequestMeta } from './identity-deps.js';

/** A started check is usable this long; an account may start this many a day. */
export const FACE_CHECK_LIMITS = { validMs: 30 * 60 * 1000, perDay: 10 } as const;

/**
 * Attempt rows keep the face-check state, so every process sees it: who started a check (`owner`), the
 * daily count per account, and that a passed check was spent (`used`).
 */
const keys = {
  owner: (user: AuthUser, certifyId: string) => `face:owner:${user.tenantId}:${user.accountId}:${certifyId}`,
  account: (user: AuthUser) => `face:account:${user.tenantId}:${user.accountId}`,
  used: (certifyId: string) => `face:used:${certifyId}`,
};

const providerFailure = (error: unknown): AppError => {
  if (error instanceof FaceCheckError) return new AppError('FACE_CHECK_FAILED', {}, { cause: error });
  throw error;
};

/** getFaceRecognitionUrl: starts a check of the signed-in account's own identity. */
export async function startFaceCheck(options: {
  deps: IdentityDeps;
  face: FaceCheckProvider;
  user: AuthUser;
  returnUrl: string;
  publicOrigin: string;
  metaInfo: string | undefined;
  meta: RequestMeta;
}): Promise<FaceRecognitionUrlAnswer> {
  const { deps, face, user, meta } = options;
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const now = deps.clock.now();
    const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    if ((await countAttempts(tx, keys.account(user), since)) >= FACE_CHECK_LIMITS.perDay)
      throw new AppError('RATE_LIMITED');
    const identity = await findAccountIdentity(tx, user.tenantId, user.accountId);
    if (!identity) throw new AppError('FORBIDDEN');
    let started: { certifyId: string; url: string };
    try {
      started = await face.start(tx, {
        certName: identity.realName,
        certNo: identity.idNumber ?? '',
        outerOrderNo: randomUUID().replaceAll('-', ''),
        returnUrl: `${options.publicOrigin}${options.returnUrl}`,
        metaInfo: options.metaInfo,
      });
    } catch (error) {
      throw providerFailure(error);
    }
    await recordAttempt(tx, keys.account(user), true, now);
    await recordAttempt(tx, keys.owner(user, started.certifyId), true, now);
    await writeAudit(
      tx,
      { ...auditContext(user.tenantId, meta), actorId: user.accountId, actorName: user.account },
      {
        action: 'face_check.start',
        targetType: 'account',
        targetId: user.accountId,
        detail: { provider: face.name },
      },
    );
    return { ...started, provider: face.name };
  });
}

async function ownedOutcome(
  tx: Executor,
  options: { face: FaceCheckProvider; user: AuthUser; certifyId: string; now: Date },
): Promise<FaceCheckStatus | AppError> {
  const since = new Date(options.now.getTime() - FACE_CHECK_LIMITS.validMs);
  if ((await countAttempts(tx, keys.owner(options.user, options.certifyId), since)) === 0)
    return new AppError('FACE_CHECK_UNKNOWN');
  try {
    return await options.face.result(tx, options.certifyId);
  } catch (error) {
    return providerFailure(error);
  }
}

/** getFaceRecognitionResult: pending, passed or failed; only for a check this account started. */
export async function faceCheckResult(options: {
  deps: IdentityDeps;
  face: FaceCheckProvider;
  user: AuthUser;
  certifyId: string;
}): Promise<FaceCheckStatus> {
  const { deps, user } = options;
  const outcome = await deps.db.withTenant(user.tenantId, (tx) =>
    ownedOutcome(tx, { ...options, now: deps.clock.now() }),
  );
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** Inside a password reset: the check must be this account's, passed, and not spent before (it is now). */
export async function claimPassedFaceCheck(
  tx: Executor,
  options: { face: FaceCheckProvider; user: AuthUser; certifyId: string; now: Date },
): Promise<AppError | null> {
  const outcome = await ownedOutcome(tx, options);
  if (outcome instanceof AppError) return outcome;
  if (outcome !== 'passed') return new AppError('FACE_CHECK_NOT_PASSED');
  if ((await countAttempts(tx, keys.used(options.certifyId), new Date(0))) > 0)
    return new AppError('FACE_CHECK_UNKNOWN');
  await recordAttempt(tx, keys.used(options.certifyId), true, options.now);
  return null;
}
