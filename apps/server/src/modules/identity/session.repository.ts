import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { authSession, type LandingMode, refreshToken } from '../../db/schema.js';
import { type Executor, rows } from '../../platform/db/database.js';

export interface SessionRecord {
  id: string;
  tenantId: string;
  accountId: string;
  landingMode: LandingMode;
  currentCompany: string | null;
  currentHolder: string | null;
  currentProduct: string | null;
  expiresAt: string;
  revokedAt: string | null;
}

export async function createSession(
  tx: Executor,
  options: { tenantId: string; accountId: string; landingMode: LandingMode; now: Date; ttlSeconds: number },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(authSession).values({
    id,
    tenantId: options.tenantId,
    accountId: options.accountId,
    landingMode: options.landingMode,
    createdAt: options.now.toISOString(),
    expiresAt: new Date(options.now.getTime() + options.ttlSeconds * 1000).toISOString(),
  });
  return id;
}

export async function findSession(tx: Executor, sessionId: string): Promise<SessionRecord | null> {
  const found = await tx
    .select({
      id: authSession.id,
      tenantId: authSession.tenantId,
      accountId: authSession.accountId,
      landingMode: authSession.landingMode,
      currentCompany: authSession.currentCompany,
      currentHolder: authSession.currentHolder,
      currentProduct: authSession.currentProduct,
      expiresAt: authSession.expiresAt,
      revokedAt: authSession.revokedAt,
    })
    .from(authSession)
    .where(eq(authSession.id, sessionId))
    .limit(1);
  return found[0] ?? null;
}

export async function insertRefreshToken(
  tx: Executor,
  options: {
    tenantId: string;
    accountId: string;
    familyId: string;
    landingMode: LandingMode;
    tokenHash: string;
    now: Date;
    ttlSeconds: number;
  },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(refreshToken).values({
    id,
    tenantId: options.tenantId,
    accountId: options.accountId,
    familyId: options.familyId,
    landingMode: options.landingMode,
    tokenHash: options.tokenHash,
    issuedAt: options.now.toISOString(),
    expiresAt: new Date(options.now.getTime() + options.ttlSeconds * 1000).toISOString(),
  });
  return id;
}

export interface UsedRefreshToken {
  id: string;
  accountId: string;
  familyId: string;
}

/** Marks a live token used, atomically: of two concurrent uses exactly one gets the row. */
export async function useRefreshToken(
  tx: Executor,
  tokenHash: string,
  now: Date,
): Promise<UsedRefreshToken | null> {
  const at = now.toISOString();
  const used = await rows<{ id: string; account_id: string; family_id: string }>(
    tx,
    sql`update refresh_token set used_at = ${at}::timestamptz
        where token_hash = ${tokenHash} and used_at is null and revoked_at is null and expires_at > ${at}::timestamptz
        returning id, account_id, family_id`,
  );
  const row = used[0];
  return row ? { id: row.id, accountId: row.account_id, familyId: row.family_id } : null;
}

/** The family of a token that could not be used (already used, revoked or expired), if it exists. */
export async function findRefreshTokenState(
  tx: Executor,
  tokenHash: string,
): Promise<{ familyId: string; accountId: string; wasUsed: boolean } | null> {
  const found = await tx
    .select({
      familyId: refreshToken.familyId,
      accountId: refreshToken.accountId,
      usedAt: refreshToken.usedAt,
    })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, tokenHash))
    .limit(1);
  const row = found[0];
  return row ? { familyId: row.familyId, accountId: row.accountId, wasUsed: row.usedAt !== null } : null;
}

export async function markReplaced(tx: Executor, tokenId: string, replacedBy: string): Promise<void> {
  await tx.update(refreshToken).set({ replacedBy }).where(eq(refreshToken.id, tokenId));
}

/** Ends a session: the family row and every token of it. Returns whether it was still live. */
export async function revokeFamily(
  tx: Executor,
  options: { familyId: string; reason: 'logout' | 'reuse' | 'expired'; now: Date },
): Promise<boolean> {
  const at = options.now.toISOString();
  const ended = await tx
    .update(authSession)
    .set({ revokedAt: at, revokeReason: options.reason })
    .where(and(eq(authSession.id, options.familyId), isNull(authSession.revokedAt)))
    .returning({ id: authSession.id });
  await tx
    .update(refreshToken)
    .set({ revokedAt: at })
    .where(and(eq(refreshToken.familyId, options.familyId), isNull(refreshToken.revokedAt)));
  return ended.length > 0;
}

export async function updateSessionSelection(
  tx: Executor,
  options: { sessionId: string; company?: string | null; holder?: string | null; product?: string | null },
): Promise<void> {
  const set: Partial<typeof authSession.$inferInsert> = {};
  if (options.company !== undefined) set.currentCompany = options.company;
  if (options.holder !== undefined) set.currentHolder = options.holder;
  if (options.product !== undefined) set.currentProduct = options.product;
  if (Object.keys(set).length === 0) return;
  await tx.update(authSession).set(set).where(eq(authSession.id, options.sessionId));
}

/** Ends every live session of an account but `keep` (the caller's own), with their refresh tokens. */
export async function revokeOtherSessions(
  tx: Executor,
  options: { accountId: string; keep: string | null; reason: string; now: Date },
): Promise<number> {
  const at = options.now.toISOString();
  const others = options.keep ? sql`${authSession.id} <> ${options.keep}::uuid` : sql`true`;
  const ended = await tx
    .update(authSession)
    .set({ revokedAt: at, revokeReason: options.reason })
    .where(and(eq(authSession.accountId, options.accountId), isNull(authSession.revokedAt), others))
    .returning({ id: authSession.id });
  const keepTokens = options.keep ? sql`${refreshToken.familyId} <> ${options.keep}::uuid` : sql`true`;
  await tx
    .update(refreshToken)
    .set({ revokedAt: at })
    .where(and(eq(refreshToken.accountId, options.accountId), isNull(refreshToken.revokedAt), keepTokens));
  return ended.length;
}
