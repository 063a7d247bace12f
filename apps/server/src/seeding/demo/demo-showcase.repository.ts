import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';

// SQL of the demo showcase data (ADR 82): where generated demo companies are, what they do and
// their registered capital, so the public showcase of `npm start` has something to filter.

export interface DemoShowcaseRow {
  companyId: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  industryKey: string;
  /** yuan */
  registeredCapital: string;
}

/** Fills the columns only where they are still empty (an operator's or a business's values stand). */
export async function updateDemoShowcaseCompany(tx: Executor, tenantId: string, r: DemoShowcaseRow) {
  await tx.execute(
    sql`update company set
          province_code = coalesce(province_code, ${r.provinceCode}),
          city_code = coalesce(city_code, ${r.cityCode}),
          district_code = coalesce(district_code, ${r.districtCode}),
          industry_key = coalesce(industry_key, ${r.industryKey}),
          registered_capital = coalesce(registered_capital, ${r.registeredCapital}::numeric)
        where tenant_id = ${tenantId} and uuid = ${r.companyId}::uuid`,
  );
}

/** A demo company listed (is_listing, listing day) unless a listing already says otherwise. */
export async function markDemoListed(tx: Executor, tenantId: string, companyId: string, day: string) {
  await tx.execute(
    sql`update company set is_listing = true, listing_date = ${day}::date
        where tenant_id = ${tenantId} and uuid = ${companyId}::uuid and not is_listing and listing_date is null`,
  );
}
