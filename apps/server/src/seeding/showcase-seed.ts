import { DEMO_SHOW_PLATES, OFFICIAL_WEBSITE_PARAM, seedShowPlates } from '../modules/showcase/index.js';
import type { Tx } from '../platform/db/database.js';
import { insertMissingParams } from './reference-data.repository.js';

/**
 * The showcase's reference data per tenant (ADR 80): the demo show plates, and the official-website
 * setting — tenant 000000 is the provincial market of 辽宁省 (210000), whose city 大连 is tenant
 * 116000's; the other tenants start with the variant off. Both are inserted only when missing, so
 * an administrator's later change stands.
 */
const PROVINCE_OF_TENANT: Readonly<Record<string, string>> = { '000000': '210000' };

function officialWebsiteParam(tenantId: string) {
  return {
    paramKey: OFFICIAL_WEBSITE_PARAM,
    paramName: '官网版本省份代码',
    paramValue: PROVINCE_OF_TENANT[tenantId] ?? '',
    remark:
      '填写省级行政区划代码（如 210000）即开通省级官网版本（/equityExchangeServiceCenter 及官网地图、列表页），留空为不开通。出处：002 §2.1，ADR 80。',
    isPublic: true,
  };
}

export function showcaseSeedOf(tenantId: string) {
  return { plates: DEMO_SHOW_PLATES, param: officialWebsiteParam(tenantId) };
}

export async function loadShowcaseSeed(tx: Tx, tenantId: string): Promise<void> {
  await seedShowPlates(tx, tenantId);
  await insertMissingParams(tx, tenantId, [officialWebsiteParam(tenantId)]);
}
