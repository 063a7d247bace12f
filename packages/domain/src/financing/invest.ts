import type { RiskLevel } from '../businesses/risk-assessment/scoring.js';
import { type ProductRiskLevel, suitabilityOf } from '../businesses/risk-assessment/suitability.js';
import type { FinancingMethod } from './financing-need.js';

/**
 * The investment zone (/invest, ADR 84): what an investor sees of each published need is the need and
 * its suitability (适当性) against the investor's valid risk assessment. An equity stake in an unlisted
 * company is private equity (risk type 1) graded R4, as 550004 grades it (ADR 69); a debt financing
 * of such a company is graded R3 against the private-bond assessment (risk type 2): secured by the
 * company's assets and cash flow, it ranks before equity. Our reading — the spec grades no product.
 */
export const FINANCING_PRODUCT_RISK: Readonly<
  Record<FinancingMethod, { riskType: 1 | 2; productRiskLevel: ProductRiskLevel }>
> = {
  '1': { riskType: 1, productRiskLevel: 'R4' },
  '2': { riskType: 2, productRiskLevel: 'R3' },
};

/** ADR 69's wording, shown when the zone's qualification has expired. */
export const INVESTMENT_ZONE_EXPIRED_MESSAGE =
  '您的合格投资者认证已过期，投资专区暂不可进入，请重新认证后再办理投资相关业务';
export const INVESTMENT_ZONE_NOT_INVESTOR_MESSAGE = '投资专区仅对投资者开放，请以投资者身份登录';
export const INVESTMENT_ZONE_NO_ACCOUNT_MESSAGE = '请先选择登记账户，再查看适当性匹配结果';

export interface NeedSuitability {
  kind: 'suitable' | 'confirm' | 'assess';
  productRiskLevel: ProductRiskLevel;
  message: string | null;
}

/**
 * A need's suitability for an investor whose valid level per risk type is `levels` (null: none
 * valid); `hasAccount` false: no registration account chosen, so there is nothing to match yet.
 */
export function needSuitability(
  method: FinancingMethod,
  levels: Readonly<Partial<Record<1 | 2, RiskLevel | null>>>,
  hasAccount: boolean,
): NeedSuitability {
  const product = FINANCING_PRODUCT_RISK[method];
  if (!hasAccount)
    return {
      kind: 'assess',
      productRiskLevel: product.productRiskLevel,
      message: INVESTMENT_ZONE_NO_ACCOUNT_MESSAGE,
    };
  const outcome = suitabilityOf(levels[product.riskType] ?? null, product.productRiskLevel);
  return {
    kind: outcome.kind,
    productRiskLevel: product.productRiskLevel,
    message: outcome.kind === 'suitable' ? null : outcome.message,
  };
}
