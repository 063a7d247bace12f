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
export async function administratorRoleId(tx: Executor, tenantId: string): Promise<string> {
  await tx
    .insert(role)
    .values({
      id: randomUUID(),
      tenantId,
      roleAlias: ADMINISTRATOR_ROLE.alias,
      roleName: ADMINISTRATOR_ROLE.name,
    })
    .onConflictDoNothing();
  const found = await tx
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, ADMINISTRATOR_ROLE.alias)));
  return found[0]!.id;
}

/**
 * A staff account of the management zone (mgr) with the administrator role. Inserted only when
 * the login name is free (the unique index on lower(account) decides under concurrency): false
 * when it was taken.
 */
export async function insertAdministrator(
  tx: Executor,
  values: { id: string; tenantId: string; account: string; realName: string; passwordHash: string },
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
    roleId: await administratorRoleId(tx, values.tenantId),
  });
  return true;
}
