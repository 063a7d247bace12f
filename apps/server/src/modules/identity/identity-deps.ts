import type { TokenAnswer } from '@rer/contracts';
import type { LandingMode } from '../../db/schema.js';
import type { AuditContext } from '../../platform/audit.js';
import type { AuthConfig } from '../../platform/auth-config.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { signAccessToken } from './access-token.js';
import type { AccountRecord } from './account.repository.js';
import { findRoles, findZones } from './account.repository.js';
import type { GuardCache } from './guard-cache.js';
import { randomToken, sha256Hex } from './secrets.js';
import { createSession, insertRefreshToken } from './session.repository.js';

export interface IdentityDeps {
  db: Database;
  auth: AuthConfig;
  clock: Clock;
  /** The guard's session-snapshot cache (absent: every request reads the session). */
  guardCache?: GuardCache;
  /** Whether the tenant is enabled (a disabled tenant's sessions are refused, ADR 42); absent: all are. */
  tenantActive?: (tenantId: string) => Promise<boolean>;
  /**
   * The expiry of a login's latest certification per kind (ADR 66), for investorExpireStatus (ADR 69);
   * given by the composition from the investor-qualification module, which sits above identity.
   * Absent: only the openings' recorded qualifications count.
   */
  certificationExpiries?: CertificationExpiriesPort;
}

export type CertificationExpiriesPort = (
  tx: Executor,
  key: { tenantId: string; accountId: string },
) => Promise<Partial<Record<'institution' | 'product' | 'person', Date>>>;

/** Who is asking, for rate limits and audit rows. */
export interface RequestMeta {
  ip: string;
  requestId: string;
}

export function auditContext(tenantId: string, meta: RequestMeta, actor?: AccountRecord): AuditContext {
  return {
    tenantId,
    ip: meta.ip,
    requestId: meta.requestId,
    actorId: actor?.id ?? null,
    actorName: actor?.account ?? null,
  };
}

/** A failure decided inside a transaction that must still commit (attempt rows, used captchas). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

export async function resolveLandingMode(
  tx: Tx,
  accountId: string,
  requested: LandingMode | undefined,
): Promise<LandingMode> {
  const zones = await findZones(tx, accountId);
  const chosen = requested ?? zones[0];
  if (!chosen || !zones.includes(chosen)) throw new AppError('AUTH_ZONE_FORBIDDEN');
  return chosen;
}

/** Issues an access token and a refresh token; a new session unless `sessionId` continues one. */
export async function issueTokens(
  tx: Tx,
  options: { deps: IdentityDeps; account: AccountRecord; landingMode: LandingMode; sessionId?: string },
): Promise<{ answer: TokenAnswer; refreshTokenId: string; sessionId: string }> {
  const { deps, account, landingMode } = options;
  const now = deps.clock.now();
  const sessionId =
    options.sessionId ??
    (await createSession(tx, {
      tenantId: account.tenantId,
      accountId: account.id,
      landingMode,
      now,
      ttlSeconds: deps.auth.refreshTtlSeconds,
    }));
  const roles = await findRoles(tx, account.id);
  const refresh = randomToken();
  const refreshTokenId = await insertRefreshToken(tx, {
    tenantId: account.tenantId,
    accountId: account.id,
    familyId: sessionId,
    landingMode,
    tokenHash: sha256Hex(refresh),
    now,
    ttlSeconds: deps.auth.refreshTtlSeconds,
  });
  const accessToken = await signAccessToken(
    {
      accountId: account.id,
      tenantId: account.tenantId,
      account: account.account,
      landingMode,
      roles: roles.map((r) => r.alias),
      sessionId,
    },
    { secret: deps.auth.jwtSecret, ttlSeconds: deps.auth.accessTtlSeconds, now },
  );
  return {
    sessionId,
    refreshTokenId,
    answer: {
      access_token: accessToken,
      token_type: 'bearer',
      refresh_token: refresh,
      expires_in: deps.auth.accessTtlSeconds,
      tenant_id: account.tenantId,
      user_id: account.id,
      account: account.account,
      user_name: account.account,
      real_name: account.realName,
      org_type: account.orgType,
      role_name: roles.map((r) => r.alias).join(','),
      landing_mode: landingMode,
      must_change_password: account.mustChangePassword,
    },
  };
}
