import { sql } from 'drizzle-orm';
import {
  account,
  accountCompany,
  accountHolder,
  accountRole,
  accountZone,
  company,
  holderAccount,
  product,
  role,
} from '../db/schema.js';
import { demoIdentity as demo } from '../modules/identity/index.js';
import type { Tx } from '../platform/db/database.js';

/**
 * The demo accounts, roles, enterprises, holder accounts and bindings of `modules/identity`'s
 * demo identity, inserted where missing; `passwordHash` and `capitalHash` are the hashes of the
 * demo passwords.
 */
export async function insertDemoRows(
  tx: Tx,
  hashes: { passwordHash: string; capitalHash: string },
): Promise<void> {
  const tenantId = demo.DEMO_TENANT_ID;
  const { passwordHash, capitalHash } = hashes;
  const roleIds = new Map<string, string>(demo.DEMO_ROLES.map((r) => [r.alias, r.id]));
  await tx
    .insert(role)
    .values(demo.DEMO_ROLES.map((r) => ({ id: r.id, tenantId, roleAlias: r.alias, roleName: r.name })))
    .onConflictDoNothing();
  for (const a of demo.DEMO_ACCOUNTS) {
    const isHolder = a.zones.some((z) => z.endsWith('holder'));
    await tx
      .insert(account)
      .values({
        id: a.id,
        tenantId,
        account: a.account,
        mobile: a.mobile,
        realName: a.realName,
        orgType: a.orgType,
        passwordHash,
        capitalPasswordHash: isHolder ? capitalHash : null,
      })
      .onConflictDoNothing();
    await tx
      .insert(accountZone)
      .values(a.zones.map((landingMode, sort) => ({ tenantId, accountId: a.id, landingMode, sort })))
      .onConflictDoNothing();
    await tx
      .insert(accountRole)
      .values(a.roles.map((alias) => ({ tenantId, accountId: a.id, roleId: roleIds.get(alias)! })))
      .onConflictDoNothing();
  }
  await tx
    .insert(company)
    .values(demo.DEMO_COMPANIES.map((c) => ({ ...c, tenantId })))
    .onConflictDoNothing();
  // Demo data folders made before the companies had custody codes: give each its code, unless it
  // has one already or another company of the tenant holds it.
  for (const c of demo.DEMO_COMPANIES) {
    await tx.execute(sql`update company set code = ${c.code}
      where tenant_id = ${tenantId} and uuid = ${c.uuid} and code is null
        and not exists (select 1 from company o where o.tenant_id = ${tenantId} and o.code = ${c.code})`);
  }
  await tx
    .insert(product)
    .values(demo.DEMO_PRODUCTS.map((p) => ({ ...p, tenantId })))
    .onConflictDoNothing();
  await tx
    .insert(holderAccount)
    .values(demo.DEMO_HOLDERS.map((h) => ({ ...h, tenantId })))
    .onConflictDoNothing();
  // Likewise for the demo holders' user codes (added with the custody codes): only where missing.
  for (const h of demo.DEMO_HOLDERS) {
    await tx.execute(sql`update holder_account set user_code = ${h.userCode}
      where tenant_id = ${tenantId} and uuid = ${h.uuid} and user_code is null`);
  }
  await tx
    .insert(accountCompany)
    .values(demo.DEMO_COMPANY_BINDINGS.map((b) => ({ ...b, tenantId })))
    .onConflictDoNothing();
  await tx
    .insert(accountHolder)
    .values(demo.DEMO_HOLDER_BINDINGS.map((b) => ({ ...b, tenantId })))
    .onConflictDoNothing();
}
