import { and, eq, sql } from 'drizzle-orm';
import { account, accountRole, role } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

/** The account of that login name in the tenant, and whether it holds the role. */
export async function findAccountWithRole(
  tx: Executor,
  tenantId: string,
  accountName: string,
  roleAlias: string,
): Promise<{ id: string; hasRole: boolean } | null> {
  const found = await tx
    .select({
      id: account.id,
      hasRole: sql<boolean>`exists (select 1 from ${accountRole} ar join ${role} r on r.id = ar.role_id
        where ar.account_id = ${account.id} and r.role_alias = ${roleAlias})`,
    })
    .from(account)
    .where(and(eq(account.tenantId, tenantId), sql`lower(${account.account}) = lower(${accountName})`));
  return found[0] ?? null;
}
