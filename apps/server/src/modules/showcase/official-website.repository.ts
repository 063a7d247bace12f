import type { CityCount, OfficialCompaniesQuery, OfficialCompany, OfficialCompanyKind } from '@rer/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the provincial official website (ADR 80): counts per city and the company lists, each one
// statement in the caller's tenant transaction.

/** The region's name (any level), or null. */
export async function regionName(tx: Executor, code: string, level: number): Promise<string | null> {
  const [found] = await rows<{ name: string }>(
    tx,
    sql`select name from region where code = ${code} and level = ${level}`,
  );
  return found?.name ?? null;
}

/**
 * The province's prefecture-level cities (GB/T 2260 rows we ship; grouping placeholders left out),
 * or the one city a city tenant is restricted to, each with its companies in custody, listed and
 * displayed.
 */
export async function countsPerCity(
  tx: Executor,
  tenantId: string,
  area: { provinceCode: string; onlyCity: string | null },
): Promise<CityCount[]> {
  const cities = area.onlyCity
    ? sql`r.code = ${area.onlyCity}`
    : sql`r.parent_code = ${area.provinceCode} and not r.is_placeholder`;
  return rows<CityCount>(
    tx,
    sql`select r.code as "cityCode", r.name as "cityName",
          count(c.uuid) filter (where c.is_register)::int as custody,
          count(c.uuid) filter (where c.is_listing)::int as listed,
          count(c.uuid) filter (where c.show_status = 1)::int as shown
        from region r
        left join company c on c.tenant_id = ${tenantId} and c.city_code = r.code
        where r.level = 2 and ${cities}
        group by r.code, r.name, r.sort
        order by r.sort, r.code`,
  );
}

const KIND_FILTER: Record<OfficialCompanyKind, SQL> = {
  custody: sql`c.is_register`,
  listed: sql`c.is_listing`,
  shown: sql`c.show_status = 1`,
};
const KIND_CODE: Record<OfficialCompanyKind, SQL> = {
  custody: sql`c.code`,
  listed: sql`c.list_code`,
  shown: sql`c.show_code`,
};
const KIND_SINCE: Record<OfficialCompanyKind, SQL> = {
  custody: sql`c.register_date`,
  listed: sql`c.listing_date`,
  shown: sql`c.show_time_start`,
};

/** One page of the tenant's companies of that kind (newest first), with the whole count. */
export async function companiesPage(
  tx: Executor,
  tenantId: string,
  q: OfficialCompaniesQuery,
): Promise<{ records: OfficialCompany[]; total: number }> {
  const city = q.cityCode ? sql`and c.city_code = ${q.cityCode}` : sql``;
  const key = q.key ? sql`and (strpos(c.name, ${q.key}) > 0 or ${KIND_CODE[q.kind]} = ${q.key})` : sql``;
  const found = await rows<OfficialCompany & { total: number }>(
    tx,
    sql`select c.uuid::text as uuid, c.name, c.short_name as "shortName", ${KIND_CODE[q.kind]} as code,
          r.name as "cityName", ${KIND_SINCE[q.kind]}::text as since, p.name as "showPlateName",
          count(*) over ()::int as total
        from company c
        left join region r on r.level = 2 and r.code = c.city_code
        left join show_plate p on p.tenant_id = c.tenant_id and p.code = c.show_plate
        where c.tenant_id = ${tenantId} and ${KIND_FILTER[q.kind]} ${city} ${key}
        order by ${KIND_SINCE[q.kind]} desc nulls last, c.name
        limit ${q.size} offset ${(q.current - 1) * q.size}`,
  );
  return {
    records: found.map(({ total: _total, ...record }) => record),
    total: found[0]?.total ?? 0,
  };
}
