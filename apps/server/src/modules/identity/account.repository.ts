import { and, asc, eq, sql } from 'drizzle-orm';
import { account, accountRole, accountZone, type LandingMode, role } from '../../db/schema.js';
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
  const set =
    options.column === 'password' ? { passwordHash: options.hash } : { capitalPasswordHash: options.hash };
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
