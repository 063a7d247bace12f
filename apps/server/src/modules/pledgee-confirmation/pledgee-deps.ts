import { createHash, randomBytes } from 'node:crypto';
import type { AuditContext } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { EContractProvider } from '../../platform/e-contract/e-contract-provider.js';
import { AppError } from '../../platform/errors.js';
import type { FaceCheckProvider } from '../../platform/face-check/face-check-provider.js';
import type { SmsProvider } from '../../platform/sms/sms-provider.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { type AuthUser, isRegisterStaff } from '../identity/index.js';
import type { findApplication } from '../workflow/index.js';

export interface PledgeeDeps {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  face: FaceCheckProvider;
  storage: () => Promise<ObjectStorage>;
  /** Opened on first use: a deployment without e-contract settings fails only these calls. */
  eContract: () => EContractProvider;
  appEnv: 'development' | 'test' | 'production';
}

/** ADR 72: a link works 24 hours, once; another send waits 3 minutes (001 §9's retry hint). */
export const PLEDGEE_LIMITS = { linkValidMs: 24 * 60 * 60 * 1000, resendAfterMs: 3 * 60 * 1000 } as const;

/** Where the request came from (audit rows, the link's origin). */
export interface RequestMeta {
  ip: string | null;
  requestId: string | null;
  /** `https://host` of the request: the link is on the host (and so the tenant) the caller used. */
  origin: string;
}

export type Application = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

const OPEN_STATUSES = new Set(['in_review', 'returned']);

export function requireOpen(app: Application): void {
  if (!OPEN_STATUSES.has(app.status)) throw new AppError('PLEDGEE_APPLICATION_CLOSED');
}

/**
 * Who acts on the pledgee's confirmation and sees its face picture (ADR 72): the applicant (the
 * pledgor's side) and register staff (the reviewers). Not the enterprise whose shares are pledged:
 * the picture is the pledgee's biometric data and the issuer has no part in confirming.
 */
export function isApplicantOrStaff(user: AuthUser, app: Application): boolean {
  return app.tenantId === user.tenantId && (app.applicantId === user.accountId || isRegisterStaff(user));
}

/** A fresh link token (32 random bytes, base64url) and the hash that is stored instead of it. */
export function newToken(): { token: string; sha256: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, sha256: tokenHash(token) };
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function auditOf(user: AuthUser, meta: RequestMeta): AuditContext {
  return {
    tenantId: user.tenantId,
    ip: meta.ip,
    requestId: meta.requestId,
    actorId: user.accountId,
    actorName: user.account,
  };
}
