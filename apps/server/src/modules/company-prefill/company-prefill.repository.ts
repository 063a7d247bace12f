import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** A subject's keys as the form gives them; every key given must match (ADR 46). */
export interface SubjectKeys {
  tenantId: string;
  name?: string | undefined;
  idType?: string | undefined;
  /** Upper-cased by the service (USCC letters). */
  idNumber?: string | undefined;
}

export interface CompanyMatch {
  uuid: string;
  name: string;
  creditCode: string | null;
  idType: string | null;
  isRegister: boolean;
}

/** The company rows a company element names: by USCC when given, else by exact name (at most 2). */
export async function findCompaniesByElement(tx: Executor, keys: SubjectKeys): Promise<CompanyMatch[]> {
  const where = keys.idNumber ? sql`c.credit_code = ${keys.idNumber}` : sql`c.name = ${keys.name ?? ''}`;
  return rows<CompanyMatch>(
    tx,
    sql`select c.uuid, c.name, c.credit_code as "creditCode", c.id_type as "idType",
               c.is_register as "isRegister"
        from company c where c.tenant_id = ${keys.tenantId} and ${where}
        order by c.uuid limit 2`,
  );
}

/** The holder accounts of a subject of one organ type: every key given matches exactly. */
function subjectHolderWhere(keys: SubjectKeys, organType: number): SQL {
  const parts = [sql`h.tenant_id = ${keys.tenantId}`, sql`h.organ_type = ${organType}`];
  if (keys.name) parts.push(sql`h.holder_name = ${keys.name}`);
  if (keys.idType) parts.push(sql`h.cert_type = ${keys.idType}`);
  if (keys.idNumber) parts.push(sql`h.certificate_no = ${keys.idNumber}`);
  return sql.join(parts, sql` and `);
}

export interface RefFacts {
  isOrgRole: boolean;
  haveConfirm: boolean;
  haveChildAccount: boolean;
}

/**
 * The facts of queryRefCompanyData besides haveRole (ADR 46): the organisation holder accounts of
 * the element, opened (1) or frozen (3), confirm its identity; an account bound to the company as
 * its enterprise or to one of those accounts is a child account; the caller's own such binding
 * makes it the caller's organisation role.
 */
export async function findRefFacts(
  tx: Executor,
  keys: SubjectKeys,
  companyId: string | null,
  accountId: string,
): Promise<RefFacts> {
  const found = await rows<RefFacts>(
    tx,
    sql`with confirmed as (
          select h.uuid from holder_account h
          where ${subjectHolderWhere(keys, 1)} and h.status in (1, 3)
        ), bound as (
          select ac.account_id from account_company ac
          where ac.tenant_id = ${keys.tenantId} and ac.company_id = ${companyId}::uuid
            and ac.relation = 'enterprise'
          union all
          select ah.account_id from account_holder ah join confirmed on confirmed.uuid = ah.holder_id
          where ah.tenant_id = ${keys.tenantId}
        )
        select exists (select 1 from bound where account_id = ${accountId}::uuid) as "isOrgRole",
               exists (select 1 from confirmed) as "haveConfirm",
               exists (select 1 from bound) as "haveChildAccount"`,
  );
  return found[0] ?? { isOrgRole: false, haveConfirm: false, haveChildAccount: false };
}

export interface HolderOfSubject {
  uuid: string;
  accountNumber: string;
  holderName: string;
  certType: string;
  certificateNo: string;
  organType: number;
  status: number;
  userCode: string | null;
  /** The caller's account is bound to this holder account. */
  mine: boolean;
}

/** A subject's registration accounts (at most 50), with whether the caller is bound to each. */
export async function findHoldersOfSubject(
  tx: Executor,
  keys: SubjectKeys,
  organType: number,
  accountId: string,
): Promise<HolderOfSubject[]> {
  return rows<HolderOfSubject>(
    tx,
    sql`select h.uuid, h.account_number as "accountNumber", h.holder_name as "holderName",
               h.cert_type as "certType", h.certificate_no as "certificateNo",
               h.organ_type as "organType", h.status, h.user_code as "userCode",
               exists (select 1 from account_holder ah where ah.holder_id = h.uuid
                       and ah.account_id = ${accountId}::uuid) as mine
        from holder_account h where ${subjectHolderWhere(keys, organType)}
        order by h.account_number limit 50`,
  );
}

export interface ShowRow {
  showStatus: number | null;
  showCode: string | null;
  showTimeStart: string | null;
  showPlate: string | null;
  labelName: string | null;
}

/** The company's showcase fields (002 §7 companyShow). */
export async function findCompanyShow(
  tx: Executor,
  tenantId: string,
  companyId: string,
): Promise<ShowRow | null> {
  const found = await rows<ShowRow>(
    tx,
    sql`select show_status as "showStatus", show_code as "showCode",
               to_char(show_time_start, 'YYYY-MM-DD') as "showTimeStart",
               show_plate as "showPlate", label_name as "labelName"
        from company where tenant_id = ${tenantId} and uuid = ${companyId}::uuid`,
  );
  return found[0] ?? null;
}

export interface RefUserRow {
  accountId: string;
  account: string;
  realName: string;
  relation: 'enterprise' | 'holder' | 'member_cooperation';
  status: number;
}

/** Login accounts bound to a company (enterprise, member cooperation) or to its organisation holder accounts. */
export async function findRefUsers(
  tx: Executor,
  keys: SubjectKeys,
  companyId: string | null,
): Promise<RefUserRow[]> {
  return rows<RefUserRow>(
    tx,
    sql`with links as (
          select ac.account_id, ac.relation from account_company ac
          where ac.tenant_id = ${keys.tenantId} and ac.company_id = ${companyId}::uuid
          union
          select ah.account_id, 'holder' from account_holder ah
          join holder_account h on h.uuid = ah.holder_id
          where ah.tenant_id = ${keys.tenantId} and ${subjectHolderWhere(keys, 1)}
        )
        select a.id as "accountId", a.account, a.real_name as "realName", l.relation, a.status
        from links l join account a on a.id = l.account_id and a.tenant_id = ${keys.tenantId}
        order by l.relation, a.account limit 200`,
  );
}

export interface ProductOfElement {
  uuid: string;
  productCode: string;
  productName: string;
  productType: string | null;
}

/** The product an element names (ADR 64): its code is the filing number (idNumber), its name the name. */
export async function findProductOfElement(
  tx: Executor,
  keys: SubjectKeys,
): Promise<ProductOfElement | null> {
  const parts = [sql`p.tenant_id = ${keys.tenantId}`];
  if (keys.idNumber) parts.push(sql`upper(p.product_code) = ${keys.idNumber}`);
  if (keys.name) parts.push(sql`p.product_name = ${keys.name}`);
  const [found] = await rows<ProductOfElement>(
    tx,
    sql`select p.uuid::text, p.product_code as "productCode", p.product_name as "productName",
               p.product_type as "productType"
        from product p where ${sql.join(parts, sql` and `)} order by p.product_code limit 1`,
  );
  return found ?? null;
}
