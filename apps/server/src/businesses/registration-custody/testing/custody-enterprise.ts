import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { account, accountRole, accountZone } from '../../../db/schema.js';
import { DEMO_PASSWORD, hashPassword } from '../../../modules/identity/index.js';
import { type Headers, TENANT } from '../../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../../platform/db/database.js';
import { signIn } from '../../../test-support/identity.js';
import type { TestApp } from '../../../test-support/test-app.js';

/** A newly registered enterprise account (org zone, the demo enterprise's roles, no company yet). */
export async function freshEnterprise(t: TestApp, name: string): Promise<Headers> {
  const accountId = randomUUID();
  const roles = await rows<{ roleId: string }>(
    t.testDb.db.orm,
    sql`select r.role_id as "roleId" from account_role r join account a on a.id = r.account_id
        where a.account = 'org_demo' and a.tenant_id = ${TENANT}`,
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.testDb.db.orm.transaction(async (tx) => {
    await tx
      .insert(account)
      .values({ id: accountId, tenantId: TENANT, account: name, realName: name, passwordHash });
    await tx.insert(accountZone).values({ tenantId: TENANT, accountId, landingMode: 'org' });
    for (const r of roles)
      await tx.insert(accountRole).values({ tenantId: TENANT, accountId, roleId: r.roleId });
  });
  return (await signIn(t, name, { landingMode: 'org' })).headers;
}
