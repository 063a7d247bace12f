import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the public enterprise showcase (issue 25 part F, ADR 82), in the request's tenant
// transaction (row-level security); the indexes are migration 20261129175000's.

export type ShowcaseTab = 'hosted' | 'listed' | 'displayed';

export interface ShowcaseFilter {
  tenantId: string;
  tab: ShowcaseTab;
  /** An enterprise code (whole) or a fragment of the name. */
  key: string | undefined;
  /** A GB/T 4754 门类 (A–T): the stored `industry_section`. */
  industrySection: string | undefined;
  /** Every industry code under a deeper chosen code (the dictionary's subtree), or undefined. */
  industryCodes: string[] | undefined;
  /** The 002 §5 bucket (1–5) when the range is one of them, else the range in yuan. */
  capitalBucket: number | undefined;
  capitalFromYuan: string | undefined;
  capitalBelowYuan: string | undefined;
  cityCodes: string[] | undefined;
  districtCodes: string[] | undefined;
  /** The board's code (`company.sector`) and a featured sub-sector's (`company.featured_sector`), ADR 79. */
  sector: string | undefined;
  featuredSector: string | undefined;
  showPlate: string | undefined;
  limit: number;
  offset: number;
}

export interface ShowcaseDbRow {
  uuid: string;
  name: string;
  shortName: string | null;
  code: string | null;
  listCode: string | null;
  showCode: string | null;
  registerDate: string | null;
  listingDate: string | null;
  showTimeStart: string | null;
  companyType: number | null;
  industry: string | null;
  registeredCapital: string | null;
  logoFileId: string | null;
  labelName: string | null;
  sector: string | null;
  showPlate: string | null;
  cityCode: string | null;
  cityName: string | null;
  districtCode: string | null;
  districtName: string | null;
}

/** Each tab's set (a partial index's predicate) and its order (the same index's columns). */
const TABS: Record<ShowcaseTab, { where: SQL; order: SQL }> = {
  hosted: { where: sql`c.is_register`, order: sql`c.register_date desc nulls last, c.uuid` },
  listed: { where: sql`c.is_listing`, order: sql`c.listing_date desc nulls last, c.uuid` },
  displayed: { where: sql`c.show_status = 1`, order: sql`c.show_time_start desc nulls last, c.uuid` },
};

/** A text[] parameter (an array literal with every element quoted, so no value can break out). */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * The name's matches (the CJK bigram index through `company_ids_by_name`) and the whole codes'
 * (their unique indexes) as one set of ids: an OR of the two over the tab would test every company
 * of the tab (measured ~100 ms at 30,000), the set is a few index probes.
 */
function keyCondition(tenantId: string, key: string): SQL {
  return sql`c.uuid in (select company_ids_by_name(${key}) union all
    select k.uuid from company k where k.tenant_id = ${tenantId} and (k.code = ${key} or k.list_code = ${key}
      or k.show_code = ${key} or k.credit_code = ${key.toUpperCase()}))`;
}

function whereOf(f: ShowcaseFilter): SQL {
  const parts: SQL[] = [sql`c.tenant_id = ${f.tenantId}`, TABS[f.tab].where];
  if (f.key !== undefined) parts.push(keyCondition(f.tenantId, f.key));
  if (f.industrySection !== undefined) parts.push(sql`c.industry_section = ${f.industrySection}`);
  if (f.industryCodes !== undefined) parts.push(sql`c.industry_key = any(${textArray(f.industryCodes)})`);
  if (f.capitalBucket !== undefined) parts.push(sql`c.capital_bucket = ${f.capitalBucket}::smallint`);
  if (f.capitalFromYuan !== undefined) parts.push(sql`c.registered_capital >= ${f.capitalFromYuan}::numeric`);
  if (f.capitalBelowYuan !== undefined)
    parts.push(sql`c.registered_capital < ${f.capitalBelowYuan}::numeric`);
  if (f.cityCodes !== undefined) parts.push(sql`c.city_code = any(${textArray(f.cityCodes)})`);
  if (f.districtCodes !== undefined) parts.push(sql`c.district_code = any(${textArray(f.districtCodes)})`);
  if (f.sector !== undefined) parts.push(sql`c.sector = ${f.sector}`);
  if (f.featuredSector !== undefined) parts.push(sql`c.featured_sector = ${f.featuredSector}`);
  if (f.showPlate !== undefined) parts.push(sql`c.show_plate = ${f.showPlate}`);
  return sql.join(parts, sql` and `);
}

const CARD_COLUMNS = sql`c.uuid::text as uuid, c.name, c.short_name as "shortName", c.code,
  c.list_code as "listCode", c.show_code as "showCode", c.register_date::text as "registerDate",
  c.listing_date::text as "listingDate", c.show_time_start::text as "showTimeStart",
  c.company_type::int as "companyType", c.industry_key as industry,
  trim_scale(c.registered_capital / 10000)::text as "registeredCapital", c.logo_file_id as "logoFileId",
  c.label_name as "labelName", c.sector, c.show_plate as "showPlate",
  c.city_code as "cityCode", (select r.name from region r where r.code = c.city_code and r.level = 2) as "cityName",
  c.district_code as "districtCode",
  (select r.name from region r where r.code = c.district_code and r.level = 3) as "districtName"`;

/** One page of the tab's companies under every filter given, newest first, and the count of all. */
export async function findShowcasePage(
  tx: Executor,
  filter: ShowcaseFilter,
): Promise<{ records: ShowcaseDbRow[]; total: number }> {
  const where = whereOf(filter);
  const records = await rows<ShowcaseDbRow>(
    tx,
    sql`select ${CARD_COLUMNS} from company c where ${where}
        order by ${TABS[filter.tab].order} limit ${filter.limit} offset ${filter.offset}`,
  );
  // A short first page is the whole answer: no second statement.
  if (filter.offset === 0 && records.length < filter.limit) return { records, total: records.length };
  const counted = await rows<{ n: number }>(tx, sql`select count(*)::int as n from company c where ${where}`);
  return { records, total: Number(counted[0]?.n ?? 0) };
}

export interface ShowcaseDetailDbRow extends ShowcaseDbRow {
  isRegister: boolean;
  isListing: boolean;
  isShown: boolean;
  registryDate: string | null;
  provinceName: string | null;
  registeredAddress: string | null;
  website: string | null;
  mainBusiness: string | null;
  businessScope: string | null;
  profile: string | null;
}

/** A company the showcase shows (hosted, listed or displayed); null for any other. */
export async function findShowcaseDetail(
  tx: Executor,
  tenantId: string,
  uuid: string,
): Promise<ShowcaseDetailDbRow | null> {
  const [found] = await rows<ShowcaseDetailDbRow>(
    tx,
    sql`select ${CARD_COLUMNS}, c.is_register as "isRegister", c.is_listing as "isListing",
          coalesce(c.show_status = 1, false) as "isShown", c.registry_date::text as "registryDate",
          (select r.name from region r where r.code = c.province_code and r.level = 1) as "provinceName",
          c.registered_address as "registeredAddress", c.website, c.main_business as "mainBusiness",
          c.business_scope as "businessScope", c.profile
        from company c
        where c.tenant_id = ${tenantId} and c.uuid = ${uuid}::uuid
          and (c.is_register or c.is_listing or c.show_status = 1)`,
  );
  return found ?? null;
}

/** Whether the company is on the showcase (its logo may then be downloaded by anyone). */
export async function isShowcased(tx: Executor, companyId: string): Promise<boolean> {
  const found = await rows<{ ok: boolean }>(
    tx,
    sql`select true as ok from company c
        where c.uuid::text = ${companyId} and (c.is_register or c.is_listing or c.show_status = 1)`,
  );
  return found.length > 0;
}

export interface FiguresDbRow {
  hosted: number;
  listed: number;
  displayed: number;
  investors: number;
}

/** The home page's key figures in one statement: companies per tab and open registration accounts. */
export async function countFigures(tx: Executor, tenantId: string): Promise<FiguresDbRow> {
  const [found] = await rows<FiguresDbRow>(
    tx,
    sql`select count(*) filter (where c.is_register)::int as hosted,
          count(*) filter (where c.is_listing)::int as listed,
          count(*) filter (where c.show_status = 1)::int as displayed,
          (select count(*)::int from holder_account h
            where h.tenant_id = ${tenantId} and h.status in (1, 3)) as investors
        from company c where c.tenant_id = ${tenantId}`,
  );
  return found ?? { hosted: 0, listed: 0, displayed: 0, investors: 0 };
}
