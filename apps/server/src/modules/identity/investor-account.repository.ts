import { randomInt, randomUUID } from 'node:crypto';
import {
  type ExistingPersonalAccount,
  newHolderAccountNumber,
  type PersonalHolder,
  type RegisteredIdentity,
} from '@rer/domain';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../platform/db/database.js';

/**
 * The registration account (登记账户) an investor opens through a business (issue 22, ADR 61):
 * the holder_account row, its binding to the applying login and the investor_profile row, in the
 * caller's transaction.
 */

async function identityOf(tx: Tx, tenantId: string, accountId: string, lock: boolean) {
  const [found] = await rows<RegisteredIdentity>(
    tx,
    sql`select real_name as "realName", id_number as "idNumber", org_type::int as "orgType"
        from account where tenant_id = ${tenantId} and id = ${accountId}::uuid${lock ? sql` for update` : sql``}`,
  );
  return found ?? null;
}

/** The applying login as registered, locked (FOR UPDATE) so its openings happen one at a time. */
export function lockRegisteredIdentity(
  tx: Tx,
  tenantId: string,
  accountId: string,
): Promise<RegisteredIdentity | null> {
  return identityOf(tx, tenantId, accountId, true);
}

/** The same without the lock (the check at submit). */
export function registeredIdentityOf(
  tx: Tx,
  tenantId: string,
  accountId: string,
): Promise<RegisteredIdentity | null> {
  return identityOf(tx, tenantId, accountId, false);
}

/** Personal accounts (organ type 2) bound to the login or of the same certificate, any status. */
export async function personalAccountsOf(
  tx: Tx,
  tenantId: string,
  who: { accountId: string; certType: string; certificateNo: string },
): Promise<ExistingPersonalAccount[]> {
  return rows<ExistingPersonalAccount>(
    tx,
    sql`select h.account_number as "accountNumber", h.status::int as status
        from holder_account h
        where h.tenant_id = ${tenantId} and h.organ_type = 2
          and ((h.cert_type = ${who.certType} and upper(h.certificate_no) = ${who.certificateNo})
               or exists (select 1 from account_holder b
                          where b.holder_id = h.uuid and b.account_id = ${who.accountId}::uuid))`,
  );
}

export interface OpenedInvestorAccount {
  holderId: string;
  accountNumber: string;
}

const ACCOUNT_NUMBER_TRIES = 5;

/** Inserts the holder account under a fresh number (a clash with a taken number draws again). */
async function insertHolderAccount(
  tx: Tx,
  tenantId: string,
  holder: PersonalHolder,
  organType: number,
  capitalAccount: string | null,
): Promise<OpenedInvestorAccount> {
  for (let i = 0; i < ACCOUNT_NUMBER_TRIES; i += 1) {
    const holderId = randomUUID();
    const accountNumber = newHolderAccountNumber(() => randomInt(0, 10));
    const inserted = await rows<{ uuid: string }>(
      tx,
      sql`insert into holder_account (uuid, tenant_id, account_number, organ_type, holder_name, cert_type,
                                      certificate_no, mobile, capital_account, status, holder_type)
          values (${holderId}::uuid, ${tenantId}, ${accountNumber}, ${organType}, ${holder.holderName},
                  ${holder.certType}, ${holder.certificateNo}, ${holder.mobile || null}, ${capitalAccount}, 1, 1)
          on conflict (tenant_id, account_number) do nothing returning uuid::text`,
    );
    if (inserted.length === 1) return { holderId, accountNumber };
  }
  throw new Error('no free registration account number after several draws');
}

/**
 * Opens the account (status 1 正常), binds it to the login and writes the investor profile. The
 * profile's unique indexes refuse a second open personal account of the login or the person
 * (the unique violation rolls the caller's transaction back).
 */
export async function insertInvestorAccount(
  tx: Tx,
  options: {
    tenantId: string;
    accountId: string;
    organType: number;
    holder: PersonalHolder;
    email: string | null;
    applicationId: string;
    /** Institution and product openings (ADR 64): what the profile keeps beyond the account. */
    extra?: InvestorAccountExtra;
  },
): Promise<OpenedInvestorAccount> {
  const { tenantId, holder } = options;
  const extra = options.extra ?? {};
  const opened = await insertHolderAccount(
    tx,
    tenantId,
    holder,
    options.organType,
    extra.capitalAccount || null,
  );
  await tx.execute(
    sql`insert into account_holder (id, tenant_id, account_id, holder_id, product_id)
        values (${randomUUID()}::uuid, ${tenantId}, ${options.accountId}::uuid, ${opened.holderId}::uuid,
                ${extra.productId ?? null}::uuid)`,
  );
  await tx.execute(
    sql`insert into investor_profile (id, tenant_id, account_id, holder_id, organ_type, holder_name, cert_type,
                                      certificate_no, mobile, email, bank_name, bank_card, address, application_id,
                                      capital_account, product_id, details, qualification_expires_on)
        values (${randomUUID()}::uuid, ${tenantId}, ${options.accountId}::uuid, ${opened.holderId}::uuid,
                ${options.organType}, ${holder.holderName}, ${holder.certType}, ${holder.certificateNo},
                ${holder.mobile || null}, ${options.email}, ${holder.bankName || null}, ${holder.bankCard || null},
                ${holder.address || null}, ${options.applicationId}::uuid, ${extra.capitalAccount || null},
                ${extra.productId ?? null}::uuid, ${extra.details === undefined ? null : JSON.stringify(extra.details)}::jsonb,
                ${extra.qualificationExpiresOn ?? null}::date)`,
  );
  return opened;
}

export interface InvestorAccountExtra {
  capitalAccount?: string;
  productId?: string | null;
  details?: Record<string, unknown>;
  /** yyyy-MM-dd: the latest expiry of the qualifications the application gave. */
  qualificationExpiresOn?: string | null;
}
