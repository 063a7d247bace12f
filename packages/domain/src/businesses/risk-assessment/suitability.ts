import { RISK_BANDS, type RiskBand, type RiskLevel } from './scoring.js';

export type ProductRiskLevel = RiskBand['productRiskLevel'];

/**
 * Suitability (适当性, issue 22, ADR 62): before an investor takes on a product, its risk (R1–R5)
 * is compared with the investor's valid level of the product's risk type. No valid result: assess
 * first. A level below the product's risk: the business asks for the investor's explicit
 * confirmation and records it. Otherwise suitable. The messages are ours (the spec has none).
 */
export type Suitability =
  | { kind: 'suitable' }
  | { kind: 'assess'; message: string }
  | { kind: 'confirm'; message: string; investorLevel: RiskLevel; productRiskLevel: ProductRiskLevel };

export const ASSESS_FIRST_MESSAGE = '您尚未进行风险测评或测评结果已过期，请先完成风险测评';

const rank = (level: string) => Number(level.slice(1));

export function suitabilityOf(
  investorLevel: RiskLevel | null,
  productRiskLevel: ProductRiskLevel,
): Suitability {
  if (investorLevel === null) return { kind: 'assess', message: ASSESS_FIRST_MESSAGE };
  if (rank(productRiskLevel) <= rank(investorLevel)) return { kind: 'suitable' };
  const band = RISK_BANDS.find((b) => b.level === investorLevel);
  return {
    kind: 'confirm',
    investorLevel,
    productRiskLevel,
    message: `该产品风险等级（${productRiskLevel}）高于您的风险承受能力等级（${investorLevel} ${band?.name ?? ''}），请确认是否继续办理`,
  };
}
