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

/**
 * Payloads of tokens whose signature has been checked, by the token's exact text and the secret
 * (ADR 24). The same text under the same secret verifies the same way, so a signed-in user's
 * requests check the signature once; the claims, expiry included, are checked on every request
 * below. Refusals are not kept. At most `VERIFIED_MAX` entries, the oldest dropped first.
 */
const VERIFIED_MAX = 4096;
const verified = new Map<string, { secret: string; payload: Readonly<Record<string, unknown>> }>();

function verifiedPayload(token: string, secret: string): Readonly<Record<string, unknown>> | null {
  const known = verified.get(token);
  if (known?.secret === secret) return known.payload;
  const payload = verifyHs256(token, secret);
  if (!payload) return null;
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  verified.set(token, { secret, payload: Object.freeze(payload) });
  return payload;
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
  const payload = verifiedPayload(token, options.secret);
  if (!payload) throw new AppError('UNAUTHENTICATED');
  const now = Math.floor(options.now.getTime() / 1000);
  const { iss, aud, exp, nbf, iat, sub, tenant_id, account, landing_mode, roles, sid } = payload;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (isNumericDate(exp) && exp <= now) verified.delete(token);
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
