import { randomUUID, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { LandingMode } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';

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
 * The HMAC key, imported once per secret: importing it on every verification cost about a tenth
 * of a guarded request's CPU (bench/register-search.mjs profile). One entry: the secret is fixed
 * by configuration (tests use a few; the last one wins).
 */
let imported: { secret: string; key: Promise<webcrypto.CryptoKey> } | undefined;
function key(secret: string): Promise<webcrypto.CryptoKey> {
  if (imported?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    imported = {
      secret,
      key: webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
        'verify',
      ]),
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

export async function verifyAccessToken(
  token: string,
  options: { secret: string; now: Date },
): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await key(options.secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: options.now,
    });
    const { sub, tenant_id, account, landing_mode, roles, sid } = payload;
    if (
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
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JOSEError) throw new AppError('UNAUTHENTICATED', {}, { cause: error });
    throw error;
  }
}
