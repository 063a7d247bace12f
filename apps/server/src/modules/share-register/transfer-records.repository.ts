import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** SQL of share-transfer record selection and the transferable-shares check (transfer-records.ts). */

/** The most rows one listing answers (one person's accounts × share natures in one company). */
export const TRANSFER_RECORDS_LIMIT = 500;

export interface CompanyByCode {
  companyId: string;
  name: string;
  code: string;
}

/** A company by its custody / product code (`company.code`, unique per tenant). */
export async function findCompanyByCode(
  tx: Executor,
  tenantId: string,
  code: string,
): Promise<CompanyByCode | null> {
  const found = await rows<CompanyByCode>(
    tx,
    sql`select c.uuid as "companyId", c.name, c.code from company c
        where c.tenant_id = ${tenantId} and c.code = ${code}`,
  );
  return found[0] ?? null;
}

export interface TransferRecordRow {
  holderId: string;
  accountNumber: string;
  holderName: string;
  userCode: string | null;
  organType: number;
  status: number;
  shareNature: string;
  shareNatureName: string | null;
  held: string;
  pledged: string;
  frozen: string;
  locked: string;
  confirmed: number | null;
}

/** Which holder accounts: by user code or by account number; an investor only its bound accounts. */
export interface AccountKey {
  userCode?: string | undefined;
  accountNumber?: string | undefined;
  /** The login account whose `account_holder` bindings limit the accounts (investor zones). */
  boundTo?: string | undefined;
}

function accountCondition(key: AccountKey): SQL {
  const parts: SQL[] = [];
  if (key.userCode !== undefined) parts.push(sql`h.user_code = ${key.userCode}`);
  if (key.accountNumber !== undefined) parts.push(sql`h.account_number = ${key.accountNumber}`);
  if (key.boundTo !== undefined)
    parts.push(
      sql`h.uuid in (select ah.holder_id from account_holder ah where ah.account_id = ${key.boundTo})`,
    );
  if (parts.length === 0) throw new Error('accountCondition needs a user code or an account number');
  return sql.join(parts, sql` and `);
}

/**
 * The holdings (held > 0) of the matching accounts in one company, one row per account and share
 * nature, with the nature's dictionary label and the 确权 flag; ordered by account and nature.
 */
export async function listTransferRecords(
  tx: Executor,
  options: { tenantId: string; companyId: string; key: AccountKey },
): Promise<TransferRecordRow[]> {
  const { tenantId, companyId, key } = options;
  return rows<TransferRecordRow>(
    tx,
    sql`select h.uuid as "holderId", h.account_number as "accountNumber", h.holder_name as "holderName",
          h.user_code as "userCode", h.organ_type as "organType", h.status,
          g.share_nature as "shareNature",
          (select d.dict_value from dict_biz d
            where d.tenant_id = g.tenant_id and d.code = 'natureOfShare' and d.dict_key = g.share_nature
              and not d.is_deleted
            order by d.sort limit 1) as "shareNatureName",
          g.held::text as held, g.pledged::text as pledged, g.frozen::text as frozen, g.locked::text as locked,
          r.confirmed
        from holding g
        join holder_account h on h.uuid = g.holder_id and h.tenant_id = g.tenant_id
        left join rights_confirmation r on r.company_id = g.company_id and r.holder_id = g.holder_id
        where g.tenant_id = ${tenantId} and g.company_id = ${companyId} and g.held > 0
          and ${accountCondition(key)}
        order by h.account_number, g.share_nature
        limit ${TRANSFER_RECORDS_LIMIT}`,
  );
}

export interface AccountRow {
  holderId: string;
  accountNumber: string;
  holderName: string;
  status: number;
}

/** One holder account by its number (an investor: only a bound one). */
export async function findAccount(
  tx: Executor,
  options: { tenantId: string; key: AccountKey },
): Promise<AccountRow | null> {
  const found = await rows<AccountRow>(
    tx,
    sql`select h.uuid as "holderId", h.account_number as "accountNumber", h.holder_name as "holderName", h.status
        from holder_account h
        where h.tenant_id = ${options.tenantId} and ${accountCondition(options.key)}
        limit 1`,
  );
  return found[0] ?? null;
}
