import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the listing side of the company record (550058 / 550100 / 550052, ADR 79), in the
// caller's tenant transaction.

export interface ListingCompanyRow {
  uuid: string;
  name: string;
  creditCode: string | null;
  isRegister: boolean;
  isListing: boolean;
  companyStatus: string | null;
  recordVersion: number;
  sector: string | null;
  listCode: string | null;
}

const COLUMNS = sql`uuid::text as uuid, name, credit_code as "creditCode", is_register as "isRegister",
  is_listing as "isListing", company_status as "companyStatus", record_version as "recordVersion",
  sector, list_code as "listCode"`;

/** The company, locked when `lock` (a listing is decided under the company's row lock). */
export async function findListingCompany(tx: Executor, tenantId: string, companyId: string, lock: boolean) {
  const [found] = await rows<ListingCompanyRow>(
    tx,
    lock
      ? sql`select ${COLUMNS} from company where tenant_id = ${tenantId} and uuid = ${companyId} for update`
      : sql`select ${COLUMNS} from company where tenant_id = ${tenantId} and uuid = ${companyId}`,
  );
  return found ?? null;
}

export async function setListed(
  tx: Executor,
  row: {
    tenantId: string;
    companyId: string;
    sector: string;
    featuredSector: string | null;
    listCode: string;
    listingDate: string;
  },
): Promise<void> {
  await tx.execute(
    sql`update company set is_listing = true, listing_date = ${row.listingDate}::date, sector = ${row.sector},
          featured_sector = ${row.featuredSector}, list_code = ${row.listCode}, updated_at = now()
        where tenant_id = ${row.tenantId} and uuid = ${row.companyId} and not is_listing`,
  );
}

/** Delisted: the listing cleared, the code kept (never reused, ADR 79). */
export async function setDelisted(tx: Executor, key: { tenantId: string; companyId: string }): Promise<void> {
  await tx.execute(
    sql`update company set is_listing = false, listing_date = null, sector = null, featured_sector = null,
          updated_at = now()
        where tenant_id = ${key.tenantId} and uuid = ${key.companyId} and is_listing`,
  );
}

/** The open listing service row (type 4 挂牌, status 1) from the completion date. */
export async function insertListingService(
  tx: Executor,
  row: {
    tenantId: string;
    companyId: string;
    startDate: string;
    applicationId: string | null;
    bizSn: string;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into company_service (tenant_id, company_id, service_type, service_status, start_date,
                                     application_id, biz_sn)
        values (${row.tenantId}, ${row.companyId}, '4', '1', ${row.startDate}::date, ${row.applicationId},
                ${row.bizSn})`,
  );
}

/** The open listing row ended (status 2) on the completion date with the reason. */
export async function endListingService(
  tx: Executor,
  row: { tenantId: string; companyId: string; endDate: string; reason: string },
): Promise<void> {
  await tx.execute(
    sql`update company_service set service_status = '2', end_date = greatest(${row.endDate}::date, start_date),
          reason = ${row.reason}
        where tenant_id = ${row.tenantId} and company_id = ${row.companyId} and service_type = '4'
          and service_status = '1'`,
  );
}

/** The effective 挂牌企业 qualification (category 1, type 2) ended. */
export async function endListedQualification(
  tx: Executor,
  key: { tenantId: string; companyId: string },
): Promise<void> {
  await tx.execute(
    sql`update company_qualification set qualification_status = '0'
        where tenant_id = ${key.tenantId} and company_id = ${key.companyId}
          and qualification_category = '1' and maket_role = '2' and qualification_status = '1'`,
  );
}
