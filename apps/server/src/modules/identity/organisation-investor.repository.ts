import { randomUUID } from 'node:crypto';
import type { KnownInstitution } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../platform/db/database.js';

/**
 * What an institution or product opening (550131, 550132; ADR 64) reads and writes of the identity
 * tables beyond the personal opening's: the institutions a login acts for, the accounts of a
 * certificate, the product row, and the investor zone the new account is used from.
 */

/** The login's type, and the institutions it acts for: its registration (an organisation login's) and its bound enterprises. */
export async function institutionsOfLogin(
  tx: Tx,
  tenantId: string,
  accountId: string,
  lock: boolean,
): Promise<{ orgType: number; institutions: KnownInstitution[] } | null> {
  const [login] = await rows<{ orgType: number; realName: string; idNumber: string | null }>(
    tx,
    lock
      ? sql`select org_type::int as "orgType", real_name as "realName", id_number as "idNumber"
            from account where tenant_id = ${tenantId} and id = ${accountId}::uuid for update`
      : sql`select org_type::int as "orgType", real_name as "realName", id_number as "idNumber"
            from account where tenant_id = ${tenantId} and id = ${accountId}::uuid`,
  );
  if (!login) return null;
  const bound = await rows<KnownInstitution>(
    tx,
    sql`select c.name, c.credit_code as "creditCode"
        from account_company b join company c on c.uuid = b.company_id
        where b.tenant_id = ${tenantId} and b.account_id = ${accountId}::uuid
          and b.relation = 'enterprise' and c.credit_code is not null`,
  );
  const registered =
    login.orgType === 2 && login.idNumber ? [{ name: login.realName, creditCode: login.idNumber }] : [];
  return { orgType: login.orgType, institutions: [...registered, ...bound] };
}

/** Holder accounts of this organ type and certificate, any status. */
export async function accountsOfCertificate(
  tx: Tx,
  tenantId: string,
  who: { organType: number; certType: string; certificateNo: string },
): Promise<{ accountNumber: string; status: number }[]> {
  return rows(
    tx,
    sql`select account_number as "accountNumber", status::int as status from holder_account
        where tenant_id = ${tenantId} and organ_type = ${who.organType}
          and cert_type = ${who.certType} and upper(certificate_no) = ${who.certificateNo}`,
  );
}

/** The product row of this code (the filing number), created with its name when there is none. */
export async function productRowFor(
  tx: Tx,
  tenantId: string,
  product: { code: string; name: string },
): Promise<string> {
  await tx.execute(
    sql`insert into product (uuid, tenant_id, product_code, product_name)
        values (${randomUUID()}::uuid, ${tenantId}, ${product.code}, ${product.name})
        on conflict (tenant_id, product_code) do nothing`,
  );
  const [found] = await rows<{ uuid: string }>(
    tx,
    sql`select uuid::text from product where tenant_id = ${tenantId} and product_code = ${product.code}`,
  );
  return found!.uuid;
}

/** The investor zone the login enters to use the new account (kept if it has it already). */
export async function grantInvestorZone(
  tx: Tx,
  tenantId: string,
  accountId: string,
  landingMode: 'orgholder' | 'productholder',
): Promise<void> {
  await tx.execute(
    sql`insert into account_zone (tenant_id, account_id, landing_mode, sort)
        values (${tenantId}, ${accountId}::uuid, ${landingMode}, 1)
        on conflict (account_id, landing_mode) do nothing`,
  );
}
