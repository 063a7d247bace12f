import { randomUUID } from 'node:crypto';
import type { ListingProductBody, ListingProductView } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the listing display, the self-assessment and listing products (ADR 79). The display
// reads the company's public listing columns (the company module writes them).

export interface DisplayRow {
  companyId: string;
  companyName: string;
  shortName: string | null;
  listCode: string;
  listingDate: string | null;
  isListing: boolean;
  sector: string | null;
  sectorName: string | null;
  featuredSector: string | null;
  featuredSectorName: string | null;
  industry: string | null;
  registeredCapital: string | null;
}

export async function findDisplayByListCode(tx: Executor, tenantId: string, listCode: string) {
  const [found] = await rows<DisplayRow>(
    tx,
    sql`select c.uuid::text as "companyId", c.name as "companyName", c.short_name as "shortName",
          c.list_code as "listCode", c.listing_date::text as "listingDate", c.is_listing as "isListing",
          c.sector, s.sector_name as "sectorName", c.featured_sector as "featuredSector",
          f.sector_name as "featuredSectorName", c.industry_key as industry,
          c.registered_capital::text as "registeredCapital"
        from company c
        left join sector s on s.tenant_id = c.tenant_id and s.code = c.sector
        left join sector f on f.tenant_id = c.tenant_id and f.code = c.featured_sector
        where c.tenant_id = ${tenantId} and c.list_code = ${listCode}`,
  );
  return found ?? null;
}

export interface AssessmentRow {
  id: string;
  companyId: string;
  answers: Record<string, string>;
  score: number;
  result: string;
  createdAt: string;
}

const ASSESSMENT_COLUMNS = sql`id::text as id, company_id::text as "companyId", answers, score, result,
  created_at as "createdAt"`;

export async function insertAssessment(
  tx: Executor,
  row: {
    tenantId: string;
    companyId: string;
    accountId: string;
    answers: Record<string, string>;
    score: number;
    result: string;
  },
): Promise<AssessmentRow> {
  const [inserted] = await rows<AssessmentRow>(
    tx,
    sql`insert into listing_assessment (tenant_id, company_id, account_id, answers, score, result)
        values (${row.tenantId}, ${row.companyId}, ${row.accountId}, ${JSON.stringify(row.answers)}::jsonb,
                ${row.score}, ${row.result})
        returning ${ASSESSMENT_COLUMNS}`,
  );
  return inserted!;
}

export async function latestAssessment(tx: Executor, tenantId: string, companyId: string) {
  const [found] = await rows<AssessmentRow>(
    tx,
    sql`select ${ASSESSMENT_COLUMNS} from listing_assessment
        where tenant_id = ${tenantId} and company_id = ${companyId} order by id desc limit 1`,
  );
  return found ?? null;
}

const PRODUCT_COLUMNS = sql`id::text as id, company_id::text as "companyId", name, spec,
  release_date::text as "releaseDate", industry, year_revenue::text as "yearRevenue",
  market_share::text as "marketShare", description, status, version`;

export async function listProducts(tx: Executor, tenantId: string, companyId: string) {
  return rows<ListingProductView>(
    tx,
    sql`select ${PRODUCT_COLUMNS} from listing_product
        where tenant_id = ${tenantId} and company_id = ${companyId} order by created_at, id`,
  );
}

export async function findProduct(tx: Executor, tenantId: string, id: string) {
  const [found] = await rows<ListingProductView>(
    tx,
    sql`select ${PRODUCT_COLUMNS} from listing_product where tenant_id = ${tenantId} and id = ${id}`,
  );
  return found ?? null;
}

const valuesOf = (b: ListingProductBody) => ({
  spec: b.spec ?? null,
  releaseDate: b.releaseDate ?? null,
  industry: b.industry ?? null,
  yearRevenue: b.yearRevenue ?? null,
  marketShare: b.marketShare ?? null,
  description: b.description ?? null,
});

export async function insertProduct(
  tx: Executor,
  tenantId: string,
  companyId: string,
  b: ListingProductBody,
) {
  const v = valuesOf(b);
  const id = randomUUID();
  await tx.execute(
    sql`insert into listing_product (id, tenant_id, company_id, name, spec, release_date, industry, year_revenue,
                                     market_share, description)
        values (${id}, ${tenantId}, ${companyId}, ${b.name}, ${v.spec}, ${v.releaseDate}::date, ${v.industry},
                ${v.yearRevenue}::numeric, ${v.marketShare}::numeric, ${v.description})`,
  );
  return id;
}

/** Updates at the version read; false when stale or gone. */
export async function updateProductAt(
  tx: Executor,
  tenantId: string,
  b: ListingProductBody & { id: string; version: number },
) {
  const v = valuesOf(b);
  const updated = await rows<{ id: string }>(
    tx,
    sql`update listing_product set name = ${b.name}, spec = ${v.spec}, release_date = ${v.releaseDate}::date,
          industry = ${v.industry}, year_revenue = ${v.yearRevenue}::numeric, market_share = ${v.marketShare}::numeric,
          description = ${v.description}, version = version + 1, updated_at = now()
        where tenant_id = ${tenantId} and id = ${b.id} and version = ${b.version} returning id::text as id`,
  );
  return updated.length === 1;
}

export async function deleteProduct(tx: Executor, tenantId: string, id: string) {
  const removed = await rows<{ id: string }>(
    tx,
    sql`delete from listing_product where tenant_id = ${tenantId} and id = ${id} returning id::text as id`,
  );
  return removed.length === 1;
}
