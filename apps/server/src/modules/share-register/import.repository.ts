import { sql } from 'drizzle-orm';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';

// Lists travel as one JSON parameter (jsonb_to_recordset): a file of 100,000 rows would exceed
// the 65,535 bind parameters of a statement otherwise.

export async function companyHasRegister(tx: Executor, companyId: string): Promise<boolean> {
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from register_event where company_id = ${companyId} limit 1`,
  );
  return found.length > 0;
}

export interface StoredAccount {
  uuid: string;
  accountNumber: string;
  organType: number;
  holderName: string;
  certType: string;
  certificateNo: string;
  status: number;
}

const accountColumns = sql`h.uuid, h.account_number as "accountNumber", h.organ_type as "organType",
  h.holder_name as "holderName", h.cert_type as "certType", h.certificate_no as "certificateNo", h.status`;

/** Accounts of the tenant with these account numbers. */
export async function findAccountsByNumber(
  tx: Executor,
  tenantId: string,
  numbers: string[],
): Promise<StoredAccount[]> {
  if (numbers.length === 0) return [];
  const found = await rows<StoredAccount>(
    tx,
    sql`select ${accountColumns} from holder_account h
        where h.tenant_id = ${tenantId}
          and h.account_number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`,
  );
  return found.map((a) => ({ ...a, organType: Number(a.organType), status: Number(a.status) }));
}

export interface Identity {
  organType: number;
  holderName: string;
  certType: string;
  certificateNo: string;
}

/** Accounts of the tenant whose organType, name, cert type and number equal one of `identities`. */
export async function findAccountsByIdentity(
  tx: Executor,
  tenantId: string,
  identities: Identity[],
): Promise<StoredAccount[]> {
  if (identities.length === 0) return [];
  const found = await rows<StoredAccount>(
    tx,
    sql`select ${accountColumns} from holder_account h
        join jsonb_to_recordset(${JSON.stringify(identities)}::jsonb)
          as k("organType" smallint, "holderName" text, "certType" text, "certificateNo" text)
          on h.certificate_no = k."certificateNo" and h.organ_type = k."organType"
         and h.holder_name = k."holderName" and h.cert_type = k."certType"
        where h.tenant_id = ${tenantId}`,
  );
  return found.map((a) => ({ ...a, organType: Number(a.organType), status: Number(a.status) }));
}

export interface NewAccount extends Identity {
  uuid: string;
  accountNumber: string;
}

/**
 * Opens holder accounts for the company's register (status 1 正常, shareholder). Answers how
 * many were inserted; an account number taken meanwhile inserts nothing for that row.
 */
export async function insertAccounts(
  tx: Tx,
  options: { tenantId: string; companyId: string; accounts: NewAccount[] },
): Promise<number> {
  if (options.accounts.length === 0) return 0;
  const found = await rows<{ n: number }>(
    tx,
    sql`with ins as (
          insert into holder_account (uuid, tenant_id, account_number, organ_type, holder_name, cert_type,
                                      certificate_no, status, company_id, holder_type)
          select k.uuid, ${options.tenantId}, k."accountNumber", k."organType", k."holderName", k."certType",
                 k."certificateNo", 1, ${options.companyId}::uuid, 1
          from jsonb_to_recordset(${JSON.stringify(options.accounts)}::jsonb)
            as k(uuid uuid, "accountNumber" text, "organType" smallint, "holderName" text, "certType" text,
                 "certificateNo" text)
          on conflict do nothing returning 1)
        select count(*)::int as n from ins`,
  );
  return Number(found[0]?.n ?? 0);
}
