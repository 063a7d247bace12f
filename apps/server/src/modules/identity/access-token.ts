import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';
import type { LandingMode } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import { verifyHs256 } from './hs256.js';

const ISSUER = 'rer-identity';
const AUDIENCE = 'rer-api';

export interface AccessClaims {
  accountId: string;
  tenantId: string;
  account: string;
  landingMode: LandingMode;
  roles: string[];
  sessionId: string;
}

export interface AccessTokenOptions {
  secret: string;
  ttlSeconds: number;
  now: Date;
}

/**
 * The signing key, imported once per secret (importing costs more than signing). One entry: the
 * secret is fixed by configuration (tests use a few; the last one wins). Verification is hs256.ts.
 */
let imported: { secret: string; key: Promise<webcrypto.CryptoKey> } | undefined;
function key(secret: string): Promise<webcrypto.CryptoKey> {
  if (imported?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    imported = {
      secret,
      key: webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
    };
  }
  return imported.key;
}

/** A short-lived HS256 JWT; the session (refresh family) id lets logout and reuse detection end it. */
export async function signAccessToken(claims: AccessClaims, options: AccessTokenOptions): Promise<string> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return (
    new SignJWT({
      tenant_id: claims.tenantId,
      account: claims.account,
      landing_mode: claims.landingMode,
      roles: claims.roles,
      sid: claims.sessionId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.accountId)
      // A unique id: two tokens issued in the same second must still differ.
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + options.ttlSeconds)
      .sign(await key(options.secret))
  );
}

/** A number of seconds since the epoch, as JWT time claims are. */
function isNumericDate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Verifies an access token: HS256 under the secret (hs256.ts), our issuer and audience, not
 * expired (`exp` must be later than now), not before its `nbf`, and the claims we issue.
 */
export async function verifyAccessToken(
  token: string,
  options: { secret: string; now: Date },
): Promise<AccessClaims> {
  const payload = verifyHs256(token, options.secret);
  if (!payload) throw new AppError('UNAUTHENTICATED');
  const now = Math.floor(options.now.getTime() / 1000);
  const { iss, aud, exp, nbf, iat, sub, tenant_id, account, landing_mode, roles, sid } = payload;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (
    iss !== ISSUER ||
    !audiences.includes(AUDIENCE) ||
    !isNumericDate(exp) ||
    exp <= now ||
    (nbf !== undefined && (!isNumericDate(nbf) || nbf > now)) ||
    (iat !== undefined && !isNumericDate(iat)) ||
    typeof sub !== 'string' ||
    typeof tenant_id !== 'string' ||
    typeof account !== 'string' ||
    typeof landing_mode !== 'string' ||
    typeof sid !== 'string' ||
    !Array.isArray(roles)
  ) {
    throw new AppError('UNAUTHENTICATED');
  }
  return {
    accountId: sub,
    tenantId: tenant_id,
    account,
    landingMode: landing_mode as LandingMode,
    roles: roles.filter((r): r is string => typeof r === 'string'),
    sessionId: sid,
  };
}
