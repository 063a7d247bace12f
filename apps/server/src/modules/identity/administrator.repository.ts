import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { account, accountRole, accountZone, role, tenant } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

export const ADMINISTRATOR_ROLE = { alias: 'administrator', name: '管理员' } as const;

export async function tenantExists(tx: Executor, tenantId: string): Promise<boolean> {
  const found = await tx.select({ id: tenant.tenantId }).from(tenant).where(eq(tenant.tenantId, tenantId));
  return found.length > 0;
}

/** The tenant's administrator role, made when the tenant has none yet (no demo data). */
export function administratorRoleId(tx: Executor, tenantId: string): Promise<string> {
  return ensureRoleId(tx, tenantId, ADMINISTRATOR_ROLE);
}

/** The tenant's role of that alias, made when the tenant has none yet. */
export async function ensureRoleId(
  tx: Executor,
  tenantId: string,
  wanted: { alias: string; name: string },
): Promise<string> {
  await tx
    .insert(role)
    .values({ id: randomUUID(), tenantId, roleAlias: wanted.alias, roleName: wanted.name })
    .onConflictDoNothing();
  const found = await tx
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, wanted.alias)));
  return found[0]!.id;
}

/**
 * A staff account of the management zone (mgr) with the administrator role. Inserted only when
 * the login name is free (the unique index on lower(account) decides under concurrency): false
 * when it was taken.
 */
export function insertAdministrator(
  tx: Executor,
  values: { id: string; tenantId: string; account: string; realName: string; passwordHash: string },
): Promise<boolean> {
  return insertStaffAccount(tx, values, ADMINISTRATOR_ROLE);
}

/** A management-zone account with one role (administrator, or the regulator's node, ADR 78). */
export async function insertStaffAccount(
  tx: Executor,
  values: { id: string; tenantId: string; account: string; realName: string; passwordHash: string },
  wanted: { alias: string; name: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(account)
    .values({ ...values, orgType: 1 })
    .onConflictDoNothing()
    .returning({ id: account.id });
  if (inserted.length === 0) return false;
  await tx
    .insert(accountZone)
    .values({ tenantId: values.tenantId, accountId: values.id, landingMode: 'mgr', sort: 0 });
  await tx.insert(accountRole).values({
    tenantId: values.tenantId,
    accountId: values.id,
    roleId: await ensureRoleId(tx, values.tenantId, wanted),
  });
  return true;
}
