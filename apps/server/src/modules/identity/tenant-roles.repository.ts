import { asc, eq } from 'drizzle-orm';
import { role } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

/** The roles a tenant defines (alias and name), for choosing who sees a menu item or button. */
export async function findTenantRoles(
  tx: Executor,
  tenantId: string,
): Promise<{ alias: string; name: string }[]> {
  return tx
    .select({ alias: role.roleAlias, name: role.roleName })
    .from(role)
    .where(eq(role.tenantId, tenantId))
    .orderBy(asc(role.roleAlias));
}
