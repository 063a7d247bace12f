import type { Database } from '../../platform/db/database.js';
import { insertDemoCustody } from './demo-custody.repository.js';
import { markDemoListed, updateDemoShowcaseCompany } from './demo-showcase.repository.js';
import { demoUuid } from './generate.js';

/** 大连市 and 沈阳市 districts (GB/T 2260), the industries (GB/T 4754 小类) and capitals (万元) cycled through. */
const PLACES = [
  ['210200', '210202'],
  ['210200', '210204'],
  ['210100', '210102'],
  ['210200', '210211'],
  ['210200', '210202'],
  ['210100', '210106'],
  ['210200', '210203'],
] as const;
const INDUSTRIES = ['6511', '3311', '0111', '7212', '5191', '6513'] as const;
const CAPITALS_WAN = [300, 800, 1500, 3000, 8000] as const;
/** The first generated companies are in custody (the rest stay outside it, as most are). */
export const DEMO_SHOWCASE_HOSTED = 14;
/** The first of those are also listed (no sector: the listing business, part C, assigns one). */
export const DEMO_SHOWCASE_LISTED = 6;

/**
 * The generated companies of the demo set get a place, an industry and a registered capital; the
 * first DEMO_SHOWCASE_HOSTED are in custody (hosting row, 托管企业) and the first DEMO_SHOWCASE_LISTED
 * listed, so the showcase's tabs and filters have something to show.
 */
export async function seedDemoShowcase(db: Database, tenantId: string, companies: number): Promise<void> {
  await db.withTenant(tenantId, async (tx) => {
    for (let i = 0; i < companies; i++) {
      const companyId = demoUuid('company', i);
      const [city, district] = PLACES[i % PLACES.length]!;
      await updateDemoShowcaseCompany(tx, tenantId, {
        companyId,
        provinceCode: '210000',
        cityCode: city,
        districtCode: district,
        industryKey: INDUSTRIES[i % INDUSTRIES.length]!,
        registeredCapital: String(CAPITALS_WAN[i % CAPITALS_WAN.length]! * 10000),
      });
      if (i < DEMO_SHOWCASE_HOSTED) {
        const day = `2026-0${1 + (i % 9)}-${String(10 + i).padStart(2, '0')}`;
        await insertDemoCustody(tx, {
          tenantId,
          companyId,
          since: day,
          bizSn: `DEMO-550001-S${String(i).padStart(3, '0')}`,
        });
        if (i < DEMO_SHOWCASE_LISTED) await markDemoListed(tx, tenantId, companyId, day);
      }
    }
  });
}
