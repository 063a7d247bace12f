import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../modules/identity/index.js';
import type { Database, Tx } from '../platform/db/database.js';
import { rows } from '../platform/db/database.js';
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
  seedState,
} from './schema.js';
import * as demo from './seed/demo-identity.js';

const SEED_NAME = `demo-identity:${demo.DEMO_TENANT_ID}`;
/**
 * Bumped when loading learns to repair an older folder (2: the demo holders' missing user codes),
 * so a folder already loaded with the same demo data is loaded — and repaired — once more.
 */
const REPAIR_VERSION = 2;

function checksum(): string {
  const data = [
    demo.DEMO_ROLES,
    demo.DEMO_ACCOUNTS,
    demo.DEMO_COMPANIES,
    demo.DEMO_HOLDERS,
    demo.DEMO_HOLDER_BINDINGS,
  ];
  return createHash('sha256')
    .update(JSON.stringify([data, demo.DEMO_PASSWORD, REPAIR_VERSION]))
    .digest('hex');
}

/**
 * Loads the demo accounts, roles, enterprises, holder accounts and bindings (SEED_DEMO_DATA=true
 * only). Idempotent: rows are inserted when missing, and an unchanged set is skipped entirely.
 */
export async function loadDemoData(db: Database): Promise<{ loaded: boolean }> {
  const sum = checksum();
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rer:seed'))`);
    const found = await rows<{ checksum: string }>(
      tx,
      sql`select checksum from seed_state where name = ${SEED_NAME}`,
    );
    if (found[0]?.checksum === sum) return { loaded: false };
    await insertDemoRows(tx);
    await tx
      .insert(seedState)
      .values({ name: SEED_NAME, checksum: sum })
      .onConflictDoUpdate({ target: seedState.name, set: { checksum: sum, loadedAt: sql`now()` } });
    return { loaded: true };
  });
}

async function insertDemoRows(tx: Tx): Promise<void> {
  const tenantId = demo.DEMO_TENANT_ID;
  const passwordHash = await hashPassword(demo.DEMO_PASSWORD);
  const capitalHash = await hashPassword(demo.DEMO_CAPITAL_PASSWORD);
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
