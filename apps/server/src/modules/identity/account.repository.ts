import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  account,
  accountRole,
  accountZone,
  authSession,
  type LandingMode,
  refreshToken,
  role,
} from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

export interface AccountRecord {
  id: string;
  tenantId: string;
  account: string;
  mobile: string | null;
  realName: string;
  orgType: number;
  status: number;
  passwordHash: string;
  capitalPasswordHash: string | null;
  mustChangePassword: boolean;
}

const columns = {
  id: account.id,
  tenantId: account.tenantId,
  account: account.account,
  mobile: account.mobile,
  realName: account.realName,
  orgType: account.orgType,
  status: account.status,
  passwordHash: account.passwordHash,
  capitalPasswordHash: account.capitalPasswordHash,
  mustChangePassword: account.mustChangePassword,
};

/** By login name, case-insensitively (the unique index is on lower(account)). */
export async function findAccountByName(
  tx: Executor,
  tenantId: string,
  name: string,
): Promise<AccountRecord | null> {
  const found = await tx
    .select(columns)
    .from(account)
    .where(and(eq(account.tenantId, tenantId), sql`lower(${account.account}) = lower(${name})`))
    .limit(1);
  return found[0] ?? null;
}

export async function findAccountByMobile(
  tx: Executor,
  tenantId: string,
  mobile: string,
): Promise<AccountRecord | null> {
  const found = await tx
    .select(columns)
    .from(account)
    .where(and(eq(account.tenantId, tenantId), eq(account.mobile, mobile)))
    .limit(1);
  return found[0] ?? null;
}

export async function findAccountById(
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<AccountRecord | null> {
  const found = await tx
    .select(columns)
    .from(account)
    .where(and(eq(account.tenantId, tenantId), eq(account.id, id)))
    .limit(1);
  return found[0] ?? null;
}

export async function findRoles(tx: Executor, accountId: string): Promise<{ alias: string; name: string }[]> {
  return tx
    .select({ alias: role.roleAlias, name: role.roleName })
    .from(accountRole)
    .innerJoin(role, eq(role.id, accountRole.roleId))
    .where(eq(accountRole.accountId, accountId))
    .orderBy(asc(role.roleAlias));
}

export async function findZones(tx: Executor, accountId: string): Promise<LandingMode[]> {
  const found = await tx
    .select({ landingMode: accountZone.landingMode })
    .from(accountZone)
    .where(eq(accountZone.accountId, accountId))
    .orderBy(asc(accountZone.sort), asc(accountZone.landingMode));
  return found.map((z) => z.landingMode);
}

export async function updatePasswordHash(
  tx: Executor,
  options: { accountId: string; column: 'password' | 'capital'; hash: string; now: Date },
): Promise<void> {
  // A password its holder sets ends the administrator's must-change flag (ADR 39).
  const set =
    options.column === 'password'
      ? { passwordHash: options.hash, mustChangePassword: false }
      : { capitalPasswordHash: options.hash };
  await tx
    .update(account)
    .set({ ...set, updatedAt: options.now.toISOString(), version: sql`${account.version} + 1` })
    .where(eq(account.id, options.accountId));
}

/** The real name and ID number the face check compares against (never logged). */
export async function findAccountIdentity(
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<{ realName: string; idNumber: string | null } | null> {
  const found = await tx
    .select({ realName: account.realName, idNumber: account.idNumber })
    .from(account)
    .where(and(eq(account.tenantId, tenantId), eq(account.id, id)))
    .limit(1);
  return found[0] ?? null;
}

async function applicantRoleId(tx: Executor, tenantId: string): Promise<string> {
  await tx
    .insert(role)
    .values({ id: randomUUID(), tenantId, roleAlias: 'applicant', roleName: '申请人' })
    .onConflictDoNothing();
  const found = await tx
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, 'applicant')));
  return found[0]!.id;
}

/** A registered user's account row (registration, 002 §3). */
export async function insertRegisteredAccount(tx: Executor, row: typeof account.$inferInsert): Promise<void> {
  await tx.insert(account).values(row);
}

/** The registered account's zone and the tenant's applicant role (made on first use). */
export async function grantApplicantZone(
  tx: Executor,
  options: { tenantId: string; accountId: string; landingMode: LandingMode },
): Promise<void> {
  const { tenantId, accountId, landingMode } = options;
  await tx.insert(accountZone).values({ tenantId, accountId, landingMode, sort: 0 });
  await tx.insert(accountRole).values({ tenantId, accountId, roleId: await applicantRoleId(tx, tenantId) });
}

/** Ends every live session and refresh token of the account. */
export async function revokeAllSessions(
  tx: Executor,
  accountId: string,
  at: string,
  reason: string,
): Promise<void> {
  await tx
    .update(authSession)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(authSession.accountId, accountId), isNull(authSession.revokedAt)));
  await tx
    .update(refreshToken)
    .set({ revokedAt: sql`${at}::timestamptz` })
    .where(and(eq(refreshToken.accountId, accountId), isNull(refreshToken.revokedAt)));
}
