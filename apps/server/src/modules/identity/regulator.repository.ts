import { and, eq, sql } from 'drizzle-orm';
import { account, accountRole, role } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

/**
 * The account of that login name in the tenant, and whether it holds the role. Two plain queries:
 * an `exists` subquery naming `${account.id}` rendered the column unqualified, which bound to the
 * subquery's own `id` and answered false for the regulator itself (a second issue was refused).
 */
export async function findAccountWithRole(
  tx: Executor,
  tenantId: string,
  accountName: string,
  roleAlias: string,
): Promise<{ id: string; hasRole: boolean } | null> {
  const [found] = await tx
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.tenantId, tenantId), sql`lower(${account.account}) = lower(${accountName})`));
  if (!found) return null;
  const held = await tx
    .select({ roleId: accountRole.roleId })
    .from(accountRole)
    .innerJoin(role, eq(role.id, accountRole.roleId))
    .where(and(eq(accountRole.accountId, found.id), eq(role.roleAlias, roleAlias)))
    .limit(1);
  return { id: found.id, hasRole: held.length > 0 };
}
