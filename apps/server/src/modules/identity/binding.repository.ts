import { and, asc, eq, sql } from 'drizzle-orm';
import { accountCompany, accountHolder, company, holderAccount, product } from '../../db/schema.js';
import { type Executor, rows } from '../../platform/db/database.js';

export async function isCompanyBound(tx: Executor, accountId: string, companyId: string): Promise<boolean> {
  const found = await tx
    .select({ id: accountCompany.companyId })
    .from(accountCompany)
    .where(and(eq(accountCompany.accountId, accountId), eq(accountCompany.companyId, companyId)))
    .limit(1);
  return found.length > 0;
}

export interface BoundHolder {
  holderUuid: string;
  holderName: string;
  accountNumber: string;
  status: number;
  organType: number;
  productId: string | null;
  productName: string | null;
}

const holderColumns = {
  holderUuid: holderAccount.uuid,
  holderName: holderAccount.holderName,
  accountNumber: holderAccount.accountNumber,
  status: holderAccount.status,
  organType: holderAccount.organType,
  productId: accountHolder.productId,
  productName: product.productName,
};

/** The binding of a holder account (and, when given, a product) to the account, if any. */
export async function findBoundHolder(
  tx: Executor,
  options: { accountId: string; holderId: string; productId?: string | undefined },
): Promise<BoundHolder | null> {
  const productCondition = options.productId ? eq(accountHolder.productId, options.productId) : sql`true`;
  const found = await tx
    .select(holderColumns)
    .from(accountHolder)
    .innerJoin(holderAccount, eq(holderAccount.uuid, accountHolder.holderId))
    .leftJoin(product, eq(product.uuid, accountHolder.productId))
    .where(
      and(
        eq(accountHolder.accountId, options.accountId),
        eq(accountHolder.holderId, options.holderId),
        productCondition,
      ),
    )
    .limit(1);
  return found[0] ?? null;
}

export async function isProductBound(tx: Executor, accountId: string, productId: string): Promise<boolean> {
  const found = await tx
    .select({ id: accountHolder.id })
    .from(accountHolder)
    .where(and(eq(accountHolder.accountId, accountId), eq(accountHolder.productId, productId)))
    .limit(1);
  return found.length > 0;
}

export async function listBoundCompanies(tx: Executor, accountId: string) {
  return tx
    .select({
      companyId: company.uuid,
      name: company.name,
      shortName: company.shortName,
      creditCode: company.creditCode,
      relation: accountCompany.relation,
    })
    .from(accountCompany)
    .innerJoin(company, eq(company.uuid, accountCompany.companyId))
    .where(eq(accountCompany.accountId, accountId))
    .orderBy(asc(company.name));
}

export async function listBoundHolders(tx: Executor, accountId: string): Promise<BoundHolder[]> {
  return tx
    .select(holderColumns)
    .from(accountHolder)
    .innerJoin(holderAccount, eq(holderAccount.uuid, accountHolder.holderId))
    .leftJoin(product, eq(product.uuid, accountHolder.productId))
    .where(eq(accountHolder.accountId, accountId))
    .orderBy(asc(holderAccount.accountNumber), asc(product.productCode));
}

/** The registration product of a bound enterprise (its register, listing and display codes). */
export async function findBoundCompanyProduct(tx: Executor, accountId: string, companyId: string) {
  const found = await tx
    .select({
      companyId: company.uuid,
      companyName: company.name,
      code: company.code,
      listCode: company.listCode,
      showCode: company.showCode,
    })
    .from(accountCompany)
    .innerJoin(company, eq(company.uuid, accountCompany.companyId))
    .where(and(eq(accountCompany.accountId, accountId), eq(accountCompany.companyId, companyId)))
    .limit(1);
  return found[0] ?? null;
}

/**
 * Binds an enterprise account to its company (relation `enterprise`), once: the applicant of a
 * custody application acts for the company it brought into custody (ADR 48). The guard's cache
 * follows through the identity tables' change notices.
 */
export async function bindEnterpriseCompany(
  tx: Executor,
  key: { tenantId: string; accountId: string; companyId: string },
): Promise<void> {
  await tx.execute(
    sql`insert into account_company (tenant_id, account_id, company_id, relation)
        values (${key.tenantId}, ${key.accountId}, ${key.companyId}, 'enterprise') on conflict do nothing`,
  );
}

/**
 * The account's live org-zone sessions that act for no company yet now act for this one (ADR 50):
 * the applicant whose custody application bound it to the company sees the company after a
 * refresh, without choosing it. A session acting for another company keeps its choice (the
 * approval comes later than the filing; switching it under the user would surprise). A new
 * sign-in with this company as the only one bound takes it automatically (000 §4). Answers how
 * many sessions changed; the guard's cache follows through the session change notice.
 */
export async function actForCompanyInOpenSessions(
  tx: Executor,
  key: { tenantId: string; accountId: string; companyId: string },
): Promise<number> {
  const changed = await rows<{ id: string }>(
    tx,
    sql`update auth_session set current_company = ${key.companyId}::uuid
         where tenant_id = ${key.tenantId} and account_id = ${key.accountId}::uuid and landing_mode = 'org'
           and revoked_at is null and current_company is null
        returning id::text`,
  );
  return changed.length;
}
