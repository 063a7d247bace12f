/**
 * The investment zone's gate (002 §6, 002 §2.4): the zone is for investors only (personal,
 * organisation and product zones). An organisation investor (orgType 2, organisation zone) enters
 * only once certified as an institutional investor (550032); a product holder (orgType 2, product
 * zone) only once the product is certified (550138). Otherwise the user is told so and offered the
 * certification business.
 */
export const INSTITUTION_CERTIFICATION_APP_ID = '550032';
export const PRODUCT_CERTIFICATION_APP_ID = '550138';

export const INVESTMENT_ZONE_MESSAGES = {
  institution: '未进行机构投资者认证，请先进行机构投资者认证',
  product: '未进行产品认证，请先进行产品认证',
} as const;

export interface InvestmentZoneFacts {
  landingMode: string;
  /** 1 a person, 2 an organisation. */
  orgType: number;
  /** A completed institutional investor certification (550032) of the account. */
  institutionCertified: boolean;
  /** A completed product certification (550138) of the account (isProductCertificateApply 1). */
  productCertified: boolean;
}

export type InvestmentZoneGate =
  | { kind: 'open' }
  | { kind: 'hidden' }
  | { kind: 'certify'; message: string; appId: string };

const INVESTOR_ZONES = new Set(['personalholder', 'orgholder', 'productholder']);

export function investmentZoneGate(facts: InvestmentZoneFacts): InvestmentZoneGate {
  if (!INVESTOR_ZONES.has(facts.landingMode)) return { kind: 'hidden' };
  if (facts.orgType !== 2) return { kind: 'open' };
  if (facts.landingMode === 'orgholder' && !facts.institutionCertified)
    return {
      kind: 'certify',
      message: INVESTMENT_ZONE_MESSAGES.institution,
      appId: INSTITUTION_CERTIFICATION_APP_ID,
    };
  if (facts.landingMode === 'productholder' && !facts.productCertified)
    return {
      kind: 'certify',
      message: INVESTMENT_ZONE_MESSAGES.product,
      appId: PRODUCT_CERTIFICATION_APP_ID,
    };
  return { kind: 'open' };
}
